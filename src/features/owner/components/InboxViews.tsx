import { ownerConfig } from "@/features/owner/content";
import { cn } from "@/lib/utils";
import { InboxLink } from "./InboxLink";
import { inboxViews, viewHref, type InboxView } from "./views";

/** The inbox's views as links (each has its own address, Back returns), the current one marked. */
export function InboxViews({ current }: { current: InboxView }) {
  return (
    <nav aria-label={ownerConfig.views.label}>
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {inboxViews.map((view) => (
          <li key={view.id}>
            <InboxLink
              href={viewHref(view)}
              aria-current={view === current ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center justify-center rounded-full border-2 px-4 text-center text-sm font-semibold",
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
