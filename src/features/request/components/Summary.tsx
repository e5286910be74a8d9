import type { ServiceRequestRow } from "@/lib/service-request";
import { summarize } from "@/features/request/lib/message";

/** The request as sent, label by label. */
export function Summary({ row }: { row: ServiceRequestRow }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {summarize(row).map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted">{label}</dt>
          <dd className="whitespace-pre-line break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
