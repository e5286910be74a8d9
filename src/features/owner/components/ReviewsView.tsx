import { useCallback, useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { listReviewsToAsk } from "@/features/owner/api/lifecycle";
import type { Client, InboxRequest } from "@/features/owner/api/requests";
import { usePages } from "@/features/owner/hooks/use-pages";
import { dayLabel } from "@/lib/days";
import { businessDay } from "@/lib/service-request";
import { InboxLink } from "./InboxLink";
import { LoadFailure } from "./LoadFailure";
import { ReviewAsk } from "./ReviewAsk";
import { ShowMore } from "./ShowMore";

const copy = ownerConfig.reviews;

/**
 * Done jobs not yet asked for a review, a page at a time, each with the one tap that asks. A job
 * asked here stays until the next load, saying when it was asked.
 */
export function ReviewsView({ client }: { client: Client }) {
  const { state, retry, more } = usePages(
    useCallback((after?: string) => listReviewsToAsk(client, after), [client]),
    { whenVisible: true },
  );
  const [changed, setChanged] = useState<Record<string, Partial<InboxRequest>>>({});
  const today = businessDay(new Date());
  return (
    <section aria-labelledby="reviews-title" className="grid gap-4">
      <h2 id="reviews-title" className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      <p className="text-muted">{copy.lead}</p>
      {state.kind === "loading" && <p role="status">{ownerConfig.loading}</p>}
      {state.kind === "failed" && <LoadFailure failure={state.failure} onRetry={retry} />}
      {state.kind === "ready" && !state.data.rows.length && (
        <p className="text-ink">{copy.empty}</p>
      )}
      {state.kind === "ready" && state.data.rows.length > 0 && (
        <ul className="grid gap-3">
          {state.data.rows.map((row) => {
            const request = { ...row, ...changed[row.id] };
            return (
              <li
                key={request.id}
                className="grid gap-2 rounded-xl border-2 border-line bg-white p-4"
              >
                <InboxLink
                  href={`/owner?request=${request.id}`}
                  className="flex min-h-11 items-center break-words text-lg font-semibold text-ink underline underline-offset-4"
                >
                  <bdi>{request.name}</bdi>
                </InboxLink>
                <p className="text-muted">
                  {[
                    ownerConfig.serviceNames[request.service],
                    request.city,
                    request.status_changed_at &&
                      copy.doneOn(dayLabel(businessDay(request.status_changed_at), today)),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <ReviewAsk
                  client={client}
                  request={request}
                  onSaved={(changes) => setChanged((c) => ({ ...c, [row.id]: changes }))}
                />
              </li>
            );
          })}
        </ul>
      )}
      {state.kind === "ready" && <ShowMore {...more} />}
    </section>
  );
}
