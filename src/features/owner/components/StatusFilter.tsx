import { ownerConfig } from "@/features/owner/content";
import type { ListFilter } from "@/features/owner/api/requests";
import { openStatuses, requestStatuses, type RequestStatus } from "@/lib/service-request";
import { cn } from "@/lib/utils";

type Props = {
  value: ListFilter;
  counts: Record<RequestStatus, number> | null;
  onChange: (filter: ListFilter) => void;
};

const chip = "min-h-11 shrink-0 whitespace-nowrap rounded-full border-2 px-4 text-sm font-semibold";

/** How many requests a filter shows, once the counts are in: All has none, it is everything. */
function count(filter: ListFilter, counts: Record<RequestStatus, number> | null) {
  if (!counts || filter === "all") return "";
  const n =
    filter === "open" ? openStatuses.reduce((sum, s) => sum + counts[s], 0) : counts[filter];
  return ` (${n})`;
}

/**
 * Open (the default), each status, and All, each with how many requests it shows: one line
 * that scrolls sideways on a phone rather than wrapping over three. Each chip is a button, so
 * Tab reaches every one and the browser scrolls it into view; the padding keeps the focus outline
 * inside the scrolling box, which would clip it.
 */
export function StatusFilter({ value, counts, onChange }: Props) {
  const filters: ListFilter[] = ["open", ...requestStatuses, "all"];
  const name = (filter: ListFilter) =>
    filter === "open" || filter === "all"
      ? ownerConfig.list[filter]
      : ownerConfig.statuses[filter].name;
  return (
    <div
      role="group"
      aria-label={ownerConfig.list.filterLabel}
      className="-mx-2 flex gap-2 overflow-x-auto p-2"
    >
      {filters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            chip,
            value === filter
              ? "border-brand-dark bg-brand-dark text-white"
              : "border-line bg-white text-ink hover:bg-surface",
          )}
        >
          {name(filter)}
          {count(filter, counts)}
        </button>
      ))}
    </div>
  );
}
