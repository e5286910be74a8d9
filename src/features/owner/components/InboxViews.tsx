import { useEffect, useRef } from "react";
import { ownerConfig } from "@/features/owner/content";
import { cn } from "@/lib/utils";
import { InboxLink } from "./InboxLink";
import { inboxViews, viewHref, type InboxView } from "./views";

/**
 * The inbox's views as links (each has its own address, Back returns), the current one marked:
 * one line that scrolls sideways on a phone, as the status filter does, so that the newest
 * requests start on the first screen. Tab reaches every link and the browser scrolls it into
 * view; the padding keeps the focus outline inside the scrolling box.
 */
export function InboxViews({ current }: { current: InboxView }) {
  const list = useRef<HTMLElement>(null);
  // A view further along the line (opened from a notification or a bookmark) is brought into
  // sight, without moving the page itself.
  useEffect(() => {
    const box = list.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !link) return;
    const left = link.getBoundingClientRect().left - box.getBoundingClientRect().left;
    if (left + link.offsetWidth > box.clientWidth) box.scrollLeft += left - 8;
  }, [current]);
  return (
    // The nav itself scrolls: as a grid item that is a scrolling box, its width is the page's,
    // whatever the width of the line.
    <nav ref={list} aria-label={ownerConfig.views.label} className="-mx-2 overflow-x-auto p-2">
      <ul className="flex gap-2 sm:flex-wrap">
        {inboxViews.map((view) => (
          <li key={view.id} className="shrink-0">
            <InboxLink
              href={viewHref(view)}
              aria-current={view === current ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center justify-center whitespace-nowrap rounded-full border-2 px-4 text-sm font-semibold",
                view === current
                  ? "border-brand-dark bg-brand-dark text-white"
                  : "border-line bg-white text-ink hover:bg-surface",
              )}
            >
              {view.label}
            </InboxLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
