import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest } from "@/features/owner/api/requests";
import { isOverdue } from "@/features/owner/lib/days";
import { dayLabel, whenLabel } from "@/lib/days";
import { businessDay } from "@/lib/service-request";
import { quoteAmount } from "@/features/owner/lib/money";
import { cn } from "@/lib/utils";

const { progress, lost, review } = ownerConfig;

/** The owner's record of the job: the agreed day, the quote, why it was lost, a review asked. */
export function RequestProgress({ request, now }: { request: InboxRequest; now: Date }) {
  const today = businessDay(now);
  const when = whenLabel(request, today);
  const overdue = isOverdue(request, today);
  const lines: [string, string | null][] = [
    [progress.day, when && (overdue ? `${when} (${progress.overdue})` : when)],
    [
      progress.quote,
      request.quote_cents != null ? quoteAmount(request, request.quote_cents) : null,
    ],
    [progress.setOut, request.status === "scheduled" ? request.set_out_note : null],
    [
      progress.lostReason,
      request.status !== "lost"
        ? null
        : request.lost_reason
          ? lost.reasons[request.lost_reason]
          : lost.notGiven,
    ],
    [
      progress.review,
      request.review_requested_at
        ? review.asked(dayLabel(businessDay(request.review_requested_at), today))
        : null,
    ],
  ];
  const shown = lines.filter((line): line is [string, string] => !!line[1]);
  if (!shown.length) return null;
  return (
    <dl className="grid gap-1 text-ink">
      {shown.map(([label, value]) => (
        <div key={label} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{label}</dt>
          <dd
            className={cn(
              "[overflow-wrap:anywhere]",
              label === progress.day && overdue && "font-bold text-danger",
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
