import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest } from "@/features/owner/api/requests";
import { exactTime, minutesBetween, span } from "@/features/owner/lib/time";
import { useNow } from "@/features/owner/hooks/use-now";

const { detail } = ownerConfig;

/** When it arrived (exactly), and how long it has waited, or waited until first contact. */
export function RequestTiming({ request }: { request: InboxRequest }) {
  const now = useNow();
  const waited = request.contacted_at
    ? detail.firstContact(span(minutesBetween(request.created_at, request.contacted_at)))
    : detail.waiting(span(minutesBetween(request.created_at, now)));
  return (
    <div className="grid gap-1 text-ink">
      <dl className="grid gap-1">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{detail.arrived}</dt>
          <dd>{exactTime(request.created_at)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{detail.statusLegend}</dt>
          <dd>{ownerConfig.statuses[request.status].name}</dd>
        </div>
      </dl>
      <p className={request.contacted_at ? "text-muted" : "font-semibold text-brand-dark"}>
        {waited}
      </p>
    </div>
  );
}
