import { ownerConfig } from "@/config/owner";
import type { InboxRequest } from "@/lib/inbox/requests";
import { ago, minutesBetween, span } from "@/lib/inbox/time";
import { cn } from "@/lib/utils";
import { sizeOf } from "./requestFacts";
import { InboxLink } from "./InboxLink";

type Props = { request: InboxRequest; now: Date; arrivedLive: boolean };

/** One request in the list: who, what, where, how long ago; a New one stands out. */
export function RequestItem({ request, now, arrivedLive }: Props) {
  const isNew = request.status === "new";
  const facts = [ownerConfig.serviceNames[request.service], request.city, sizeOf(request)];
  return (
    <li>
      <InboxLink
        href={`/owner?request=${request.id}`}
        aria-label={ownerConfig.list.open(request.name)}
        className={cn(
          "grid min-h-11 gap-1 rounded-xl border-2 bg-white p-4 hover:bg-surface",
          isNew ? "border-brand" : "border-line",
          arrivedLive && "ring-4 ring-accent",
        )}
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="break-words text-lg font-semibold text-ink">{request.name}</span>
          <span className={cn("text-sm font-semibold", isNew ? "text-brand-dark" : "text-muted")}>
            {isNew ? ownerConfig.list.newBadge : ownerConfig.statuses[request.status].name}
          </span>
        </span>
        <span className="text-muted">{facts.filter(Boolean).join(" · ")}</span>
        <span className={cn("text-sm", isNew ? "font-semibold text-ink" : "text-muted")}>
          {isNew
            ? ownerConfig.detail.waiting(span(minutesBetween(request.created_at, now)))
            : ago(request.created_at, now)}
        </span>
      </InboxLink>
    </li>
  );
}
