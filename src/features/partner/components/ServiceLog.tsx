import type { Supabase } from "@/auth/supabase";
import { buttonVariants } from "@/components/ui/Button";
import { inputClass, labelClass } from "@/components/ui/form-classes";
import type { Property } from "@/features/partner/api/account";
import { partnerConfig } from "@/features/partner/content";
import { useLog } from "@/features/partner/hooks/use-log";
import { monthLabel } from "@/features/partner/lib/format";
import { businessNight, monthsSince } from "@/features/partner/lib/log";
import { LoadFailure } from "./LoadFailure";
import { PropertyLog } from "./PropertyLog";

const copy = partnerConfig.log;

type Props = {
  client: Supabase;
  properties: Property[];
  onSign: (property: Property, button: HTMLButtonElement) => void;
};

/** The nights of the chosen month for each of the partner's properties: the monthly report. */
export function ServiceLog({ client, properties, onSign }: Props) {
  const { calendar, month, setMonth, log, retry } = useLog(
    client,
    properties.map((property) => property.id),
  );
  // A property added since the calendar was read has no first night there yet: its own.
  const firstNight = (property: Property) =>
    calendar?.firstNights.get(property.id) || businessNight(property.created_at);
  const months = calendar
    ? monthsSince(
        calendar.tonight,
        properties.map(firstNight).reduce((a, b) => (b < a ? b : a), calendar.tonight),
      )
    : [];
  return (
    <section aria-labelledby="log-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="log-title" className="text-2xl font-bold text-ink">
          {copy.title}
        </h2>
        {log.kind === "ready" && properties.length > 0 && (
          <button
            type="button"
            onClick={() => window.print()}
            className={`${buttonVariants({ variant: "outline" })} print:hidden`}
          >
            {copy.print}
          </button>
        )}
      </div>
      <p className="text-ink print:hidden">{copy.lead}</p>
      {months.length > 0 && month && (
        <div className="grid gap-1 justify-self-start print:hidden">
          <label htmlFor="log-month" className={labelClass}>
            {copy.month}
          </label>
          <select
            id="log-month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className={inputClass}
          >
            {months.map((value) => (
              <option key={value} value={value}>
                {monthLabel(value)}
              </option>
            ))}
          </select>
        </div>
      )}
      {log.kind === "failed" ? (
        <LoadFailure failure={log.failure} onRetry={retry} messages={copy.loadFailed} />
      ) : log.kind !== "ready" || log.data.month !== month ? (
        <p role="status">{copy.loading}</p>
      ) : properties.length === 0 ? (
        <p className="text-muted">{copy.noProperties}</p>
      ) : (
        <div className="grid gap-8">
          {properties.map((property) => (
            <PropertyLog
              key={property.id}
              property={property}
              month={log.data.month}
              tonight={log.data.tonight}
              since={firstNight(property)}
              log={log.data}
              onSign={onSign}
            />
          ))}
        </div>
      )}
    </section>
  );
}
