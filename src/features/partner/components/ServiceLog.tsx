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
  const { tonight, month, setMonth, log, retry } = useLog(client);
  const since = properties.reduce(
    (first, property) => (property.created_at < first ? property.created_at : first),
    new Date().toISOString(),
  );
  const months = tonight.kind === "ready" ? monthsSince(tonight.data, businessNight(since)) : [];
  const failure =
    tonight.kind === "failed" ? tonight.failure : log.kind === "failed" ? log.failure : null;
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
      {failure ? (
        <LoadFailure failure={failure} onRetry={retry} messages={copy.loadFailed} />
      ) : tonight.kind !== "ready" || log.kind !== "ready" || log.data.month !== month ? (
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
              tonight={tonight.data}
              log={log.data}
              onSign={onSign}
            />
          ))}
        </div>
      )}
    </section>
  );
}
