import { Fragment } from "react";
import { MapPin, MessageSquare } from "lucide-react";
import { ownerConfig } from "@/features/owner/content";
import { ButtonLink } from "@/components/ui/Button";
import type { InboxRequest } from "@/features/owner/api/requests";
import { isOverdue, whenLabel } from "@/features/owner/lib/days";
import { directionsHref, onMyWayHref } from "@/features/owner/lib/links";
import { cn } from "@/lib/utils";
import { InboxLink } from "./InboxLink";

const { upcoming, detail } = ownerConfig;

/** A scheduled job: who, when, where, and one tap each to directions and to "on my way". */
export function UpcomingItem({ request, today }: { request: InboxRequest; today: string }) {
  const overdue = isOverdue(request, today);
  const when = whenLabel(request, today);
  const address = [request.address, request.unit, request.city].filter(Boolean);
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
          {address.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && ", "}
              <bdi>{part}</bdi>
            </Fragment>
          ))}
        </p>
      </div>
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <ButtonLink
          href={directionsHref(request)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
        >
          <MapPin aria-hidden="true" />
          {detail.directions}
          <span className="sr-only">{detail.newTab}</span>
        </ButtonLink>
        <ButtonLink href={onMyWayHref(request)}>
          <MessageSquare aria-hidden="true" />
          {upcoming.onMyWay}
        </ButtonLink>
      </div>
    </li>
  );
}
