import type { ReactNode } from "react";
import { BellRing, MapPin, MessageSquare, Phone } from "lucide-react";
import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest } from "@/features/owner/api/requests";
import { isOverdue } from "@/features/owner/lib/days";
import { whenLabel } from "@/lib/days";
import { callHref, directionsHref, onMyWayHref, reminderHref } from "@/features/owner/lib/links";
import { quoteAmount } from "@/features/owner/lib/money";
import { cn } from "@/lib/utils";
import { ActionLink } from "./ActionLink";
import { Address } from "./Address";
import { InboxLink } from "./InboxLink";

const { upcoming, detail } = ownerConfig;

/**
 * A scheduled job as the owner needs it on the road: who, when, where, the quote and the
 * private notes (a gate code), and one tap each to call, to directions, to "on my way" and to
 * the day-before reminder.
 */
export function UpcomingItem({ request, today }: { request: InboxRequest; today: string }) {
  const overdue = isOverdue(request, today);
  const when = whenLabel(request, today);
  const call = callHref(request);
  const onMyWay = onMyWayHref(request);
  const reminder = reminderHref(request);
  const record: [string, ReactNode][] = [
    [
      ownerConfig.progress.quote,
      request.quote_cents != null && quoteAmount(request, request.quote_cents),
    ],
    [
      ownerConfig.notes.label,
      request.owner_notes && <bdi className="whitespace-pre-line">{request.owner_notes}</bdi>,
    ],
  ];
  const shown = record.filter(([, value]) => value);
  return (
    <li
      className={cn(
        "grid gap-3 rounded-xl border-2 bg-white p-4",
        overdue ? "border-danger" : "border-line",
      )}
    >
      <div className="grid gap-1">
        <InboxLink
          href={`/owner?request=${request.id}`}
          className="flex min-h-11 items-center break-words text-lg font-semibold text-ink underline underline-offset-4"
        >
          <bdi>{request.name}</bdi>
        </InboxLink>
        {when && (
          <p className={overdue ? "font-bold text-danger" : "font-medium text-ink"}>
            {overdue ? upcoming.overdueSince(when) : when}
          </p>
        )}
        <p className="text-muted">{ownerConfig.serviceNames[request.service]}</p>
        <p className="break-words text-ink">
          <Address request={request} />
        </p>
      </div>
      {shown.length > 0 && (
        <dl className="grid gap-1 text-ink">
          {shown.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        {call && (
          <ActionLink href={call} icon={Phone} label={detail.call} who={request.name} size="sm" />
        )}
        <ActionLink
          href={directionsHref(request)}
          icon={MapPin}
          label={detail.directions}
          newTab
          variant="outline"
          size="sm"
        />
        {onMyWay && (
          <ActionLink href={onMyWay} icon={MessageSquare} label={upcoming.onMyWay} size="sm" />
        )}
        {reminder && (
          <ActionLink
            href={reminder}
            icon={BellRing}
            label={upcoming.reminder}
            who={request.name}
            variant="outline"
            size="sm"
          />
        )}
      </div>
    </li>
  );
}
