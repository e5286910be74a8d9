import { useCallback } from "react";
import { ownerConfig } from "@/features/owner/content";
import { listUpcoming } from "@/features/owner/api/lifecycle";
import type { Client } from "@/features/owner/api/requests";
import { useNow } from "@/features/owner/hooks/use-now";
import { usePages } from "@/features/owner/hooks/use-pages";
import { groupUpcoming } from "@/features/owner/lib/days";
import { businessDay } from "@/lib/service-request";
import { LoadFailure } from "./LoadFailure";
import { ShowMore } from "./ShowMore";
import { UpcomingItem } from "./UpcomingItem";

const copy = ownerConfig.upcoming;

/**
 * Scheduled jobs under Overdue, Today, Tomorrow, This week, Later (Utah's days), in date order, a
 * page at a time.
 */
export function UpcomingView({ client }: { client: Client }) {
  const { state, retry, more } = usePages(
    useCallback((after?: string) => listUpcoming(client, after), [client]),
    { whenVisible: true },
  );
  const today = businessDay(useNow());
  return (
    <section aria-labelledby="upcoming-title" className="grid gap-4">
      <h2 id="upcoming-title" className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      <p className="text-muted">{copy.lead}</p>
      {state.kind === "loading" && <p role="status">{ownerConfig.loading}</p>}
      {state.kind === "failed" && <LoadFailure failure={state.failure} onRetry={retry} />}
      {state.kind === "ready" && !state.data.rows.length && (
        <p className="text-ink">{copy.empty}</p>
      )}
      {state.kind === "ready" &&
        groupUpcoming(state.data.rows, today).map(({ group, jobs }) => (
          <section key={group} aria-labelledby={`upcoming-${group}`} className="grid gap-3">
            <h3
              id={`upcoming-${group}`}
              className={
                group === "overdue" ? "text-xl font-bold text-danger" : "text-xl font-bold text-ink"
              }
            >
              {copy.groups[group]}
            </h3>
            <ul className="grid gap-3">
              {jobs.map((job) => (
                <UpcomingItem key={job.id} request={job} today={today} />
              ))}
            </ul>
          </section>
        ))}
      {state.kind === "ready" && <ShowMore {...more} />}
    </section>
  );
}
