import { summarize } from "@/lib/request/message";
import type { InboxRequest } from "@/lib/inbox/requests";

/** Every field the visitor sent, labelled as the request page labels them. */
export function RequestFacts({ request }: { request: InboxRequest }) {
  return (
    <dl className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {summarize(request).map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
