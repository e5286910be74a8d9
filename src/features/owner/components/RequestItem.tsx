import { ImageIcon, MessageSquare, Phone } from "lucide-react";
import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest, ListedRequest } from "@/features/owner/api/requests";
import { ago, minutesBetween, span } from "@/features/owner/lib/time";
import { cn } from "@/lib/utils";
import { sizeOf } from "@/features/owner/lib/request-facts";
import { isOverdue } from "@/features/owner/lib/days";
import { whenLabel } from "@/lib/days";
import { callHref, textHref } from "@/features/owner/lib/links";
import { businessDay } from "@/lib/service-request";
import { quoteAmount } from "@/features/owner/lib/money";
import { ActionLink } from "./ActionLink";
import { InboxLink } from "./InboxLink";

const { list, detail } = ownerConfig;

type Props = {
  request: ListedRequest;
  now: Date;
  arrivedLive: boolean;
  /** A signed URL of its first photo, once there is one. */
  thumbnail?: string;
};

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

/**
 * The first photo, small: its box holds its place from the start (no shift when it arrives),
 * and the browser fetches it only near the screen. The name beside it says whose it is.
 */
function Thumbnail({ url }: { url: string | undefined }) {
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded-lg bg-surface object-cover"
      />
    );
  return (
    <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-surface text-muted">
      <ImageIcon aria-hidden="true" className="size-6" />
    </span>
  );
}

/**
 * One request in the list: who, what, where, when agreed, the quote and what became of its link,
 * how long ago, its first photo, and one tap each to call and to text them.
 */
export function RequestItem({ request, now, arrivedLive, thumbnail }: Props) {
  const isNew = request.status === "new";
  const facts = [ownerConfig.serviceNames[request.service], request.city, sizeOf(request)];
  const progress = progressOf(request, now);
  const call = callHref(request);
  const text = textHref(request);
  // The name is the link, stretched over the whole card (its ::after), so a tap anywhere opens
  // the request and the link's accessible name is exactly its visible text (WCAG 2.5.3). Call
  // and Text stand above it (positioned, and after it), each a tap target of its own.
  return (
    <li
      className={cn(
        "relative grid min-h-11 gap-3 rounded-xl border-2 bg-white p-4 hover:bg-surface has-[.row-link:focus-visible]:outline has-[.row-link:focus-visible]:outline-[3px] has-[.row-link:focus-visible]:outline-focus",
        isNew ? "border-brand" : "border-line",
        arrivedLive && "ring-4 ring-accent",
      )}
    >
      <div className="flex gap-3">
        {request.photo_count > 0 && <Thumbnail url={thumbnail} />}
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <span className="flex flex-wrap items-center justify-between gap-2">
            <InboxLink
              href={`/owner?request=${request.id}`}
              className="row-link break-words text-lg font-semibold text-ink after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
            >
              <bdi>{request.name}</bdi>
            </InboxLink>
            <span className={cn("text-sm font-semibold", isNew ? "text-brand-dark" : "text-muted")}>
              {isNew ? list.newBadge : ownerConfig.statuses[request.status].name}
            </span>
          </span>
          <span className="text-muted">{facts.filter(Boolean).join(" · ")}</span>
          {progress.text && (
            <span className={cn("font-medium", progress.overdue ? "text-danger" : "text-ink")}>
              {progress.text}
            </span>
          )}
          {request.quote_state && (
            <span className="font-semibold text-brand-dark">
              {list.quoteStates[request.quote_state]}
            </span>
          )}
          <span className={cn("text-sm", isNew ? "font-semibold text-ink" : "text-muted")}>
            {isNew
              ? detail.waiting(span(minutesBetween(request.created_at, now)))
              : ago(request.created_at, now)}
          </span>
        </div>
      </div>
      {(call || text) && (
        <div className="relative flex flex-wrap gap-2">
          {call && (
            <ActionLink
              href={call}
              icon={Phone}
              label={detail.call}
              who={request.name}
              variant="outline"
              size="sm"
            />
          )}
          {text && (
            <ActionLink
              href={text}
              icon={MessageSquare}
              label={detail.text}
              who={request.name}
              variant="outline"
              size="sm"
            />
          )}
        </div>
      )}
    </li>
  );
}
