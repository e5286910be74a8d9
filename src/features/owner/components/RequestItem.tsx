import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest } from "@/features/owner/api/requests";
import { ago, minutesBetween, span } from "@/features/owner/lib/time";
import { cn } from "@/lib/utils";
import { sizeOf } from "@/features/owner/lib/request-facts";
import { isOverdue, whenLabel } from "@/features/owner/lib/days";
import { businessDay } from "@/lib/service-request";
import { quoteAmount } from "@/features/owner/lib/money";
import { InboxLink } from "./InboxLink";

const { list } = ownerConfig;

type Props = { request: InboxRequest; now: Date; arrivedLive: boolean };

/** The agreed day (overdue said in words) and the quote, as the row shows them. */
function progressOf(request: InboxRequest, now: Date) {
  const today = businessDay(now);
  const when = whenLabel(request, today);
  const overdue = isOverdue(request, today);
  const text = [
    when && (overdue ? list.overdue(when) : list.scheduled(when)),
    request.quote_cents != null && list.quote(quoteAmount(request, request.quote_cents)),
  ]
    .filter(Boolean)
    .join(" · ");
  return { text, overdue };
}

/** One request in the list: who, what, where, when agreed, the quote, how long ago. */
export function RequestItem({ request, now, arrivedLive }: Props) {
  const isNew = request.status === "new";
  const facts = [ownerConfig.serviceNames[request.service], request.city, sizeOf(request)];
  const progress = progressOf(request, now);
  // The name is the link, stretched over the whole card (its ::after), so a tap anywhere opens
  // the request and the link's accessible name is exactly its visible text (WCAG 2.5.3).
  return (
    <li
      className={cn(
        "relative grid min-h-11 gap-1 rounded-xl border-2 bg-white p-4 hover:bg-surface has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-focus",
        isNew ? "border-brand" : "border-line",
        arrivedLive && "ring-4 ring-accent",
      )}
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <InboxLink
          href={`/owner?request=${request.id}`}
          className="break-words text-lg font-semibold text-ink after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          <bdi>{request.name}</bdi>
        </InboxLink>
        <span className={cn("text-sm font-semibold", isNew ? "text-brand-dark" : "text-muted")}>
          {isNew ? ownerConfig.list.newBadge : ownerConfig.statuses[request.status].name}
        </span>
      </span>
      <span className="text-muted">{facts.filter(Boolean).join(" · ")}</span>
      {progress.text && (
        <span className={cn("font-medium", progress.overdue ? "text-danger" : "text-ink")}>
          {progress.text}
        </span>
      )}
      <span className={cn("text-sm", isNew ? "font-semibold text-ink" : "text-muted")}>
        {isNew
          ? ownerConfig.detail.waiting(span(minutesBetween(request.created_at, now)))
          : ago(request.created_at, now)}
      </span>
    </li>
  );
}
