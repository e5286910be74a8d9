import { ownerConfig } from "@/features/owner/content";
import { requestStatuses, type RequestStatus } from "@/lib/service-request";
import { cn } from "@/lib/utils";

type Props = {
  value: RequestStatus | null;
  counts: Record<RequestStatus, number> | null;
  onChange: (status: RequestStatus | null) => void;
};

const chip = "min-h-11 rounded-full border-2 px-4 text-sm font-semibold";

/** All, or one status, each with how many requests have it. */
export function StatusFilter({ value, counts, onChange }: Props) {
  const options: [RequestStatus | null, string][] = [
    [null, ownerConfig.list.all],
    ...requestStatuses.map((s): [RequestStatus, string] => [
      s,
      `${ownerConfig.statuses[s].name}${counts ? ` (${counts[s]})` : ""}`,
    ]),
  ];
  return (
    <div role="group" aria-label={ownerConfig.list.filterLabel} className="flex flex-wrap gap-2">
      {options.map(([status, label]) => (
        <button
          key={label}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className={cn(
            chip,
            value === status
              ? "border-brand-dark bg-brand-dark text-white"
              : "border-line bg-white text-ink hover:bg-surface",
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
