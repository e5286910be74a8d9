import { useCallback } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { getCollected, getMonth } from "@/features/owner/api/lifecycle";
import type { Client } from "@/features/owner/api/requests";
import { useLoad } from "@/lib/use-load";
import { businessDay } from "@/lib/service-request";
import { monthLabel, monthStart, shiftMonth } from "@/features/owner/lib/month";
import { InboxLink } from "./InboxLink";
import { LoadFailure } from "./LoadFailure";
import { MonthReport } from "./MonthReport";

const copy = ownerConfig.month;
const monthHref = (start: string) => `/owner?view=month&month=${start.slice(0, 7)}`;

/**
 * One month's figures, from the database's inbox_month (not from the list on screen), and the
 * money collected online in it (month_collected_online): the month
 * the address names (?month=2026-11), or this one in Utah; a link to the month before and after.
 */
export function MonthView({ client, month }: { client: Client; month: string | null }) {
  const thisMonth = monthStart(null, businessDay(new Date()));
  const start = monthStart(month, thisMonth);
  const { state, retry } = useLoad(
    useCallback(async () => {
      const [figures, collected] = await Promise.all([
        getMonth(client, start),
        getCollected(client, start),
      ]);
      if (!figures.ok) return figures;
      if (!collected.ok) return collected;
      return { ok: true as const, data: { figures: figures.data, collected: collected.data } };
    }, [client, start]),
    { whenVisible: true },
  );
  const link = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <section aria-labelledby="month-title" className="grid gap-4">
      <h2 id="month-title" className="text-2xl font-bold text-ink">
        {monthLabel(start)}
      </h2>
      <nav aria-label={copy.navLabel} className="flex flex-wrap justify-between gap-2">
        <InboxLink href={monthHref(shiftMonth(start, -1))} className={link}>
          <ChevronLeft aria-hidden="true" />
          {copy.previous}
        </InboxLink>
        {start < thisMonth && (
          <InboxLink href={monthHref(shiftMonth(start, 1))} className={link}>
            {copy.next}
            <ChevronRight aria-hidden="true" />
          </InboxLink>
        )}
      </nav>
      <p className="text-muted">{copy.note}</p>
      {state.kind === "loading" && <p role="status">{ownerConfig.loading}</p>}
      {state.kind === "failed" && <LoadFailure failure={state.failure} onRetry={retry} />}
      {state.kind === "ready" && <MonthReport {...state.data} />}
    </section>
  );
}
