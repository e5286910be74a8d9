import type { ReactNode } from "react";
import { MapPin } from "lucide-react";
import { formatDate } from "@shared/display";
import { trashCount } from "@shared/services";
import { ownerConfig } from "@/features/owner/content";
import { parseUsPhone } from "@/lib/phone";
import type { InboxRequest } from "@/features/owner/api/requests";
import { directionsHref } from "@/features/owner/lib/links";
import { sourceLabel } from "@/features/owner/lib/request-facts";
import { ActionLink } from "./ActionLink";
import { Address } from "./Address";

const { fields, detail } = ownerConfig;

type Line = [label: string, value: ReactNode];

/**
 * What was asked for, in the order the owner sizes up a job: the service and its size or count,
 * where (with Directions), from when, and the customer's own note; then where the request came
 * from. Each typed value is isolated (<bdi>), so that a right-to-left text cannot reorder what
 * stands beside it.
 */
function requestLines(request: InboxRequest): Line[] {
  // The one count that prices trash collection, with its monthly price; a property's units
  // stand as they are on a garage cleanout.
  const count = trashCount(request);
  return [
    [fields.service, ownerConfig.serviceNames[request.service]],
    [count?.per === "unit" ? fields.units : fields.rooms, count && ownerConfig.estimate(count)],
    [fields.garageSize, request.garage_size && ownerConfig.garageSize(request.garage_size)],
    [fields.propertyName, request.property_name && <bdi>{request.property_name}</bdi>],
    [fields.units, count ? null : request.units],
    [
      fields.address,
      <span key="address" className="flex flex-col items-start gap-2">
        <span>
          <Address request={request} />
        </span>
        <ActionLink
          href={directionsHref(request)}
          icon={MapPin}
          label={detail.directions}
          newTab
          variant="outline"
          size="sm"
        />
      </span>,
    ],
    [fields.startDate, request.start_date && formatDate(request.start_date)],
    [
      detail.customerNote,
      request.notes && <bdi className="whitespace-pre-line">{request.notes}</bdi>,
    ],
    [ownerConfig.progress.source, sourceLabel(request)],
  ];
}

/** How to reach them, as they asked: the number, the address, call or text, texts agreed. */
function contactLines(request: InboxRequest): Line[] {
  return [
    // Read as the site checks a number; anything else shown as it is, isolated (no Call, no Text).
    [fields.phone, parseUsPhone(request.phone)?.display ?? <bdi>{request.phone}</bdi>],
    [fields.email, request.email && <bdi>{request.email}</bdi>],
    [fields.contactMethod, ownerConfig.contactMethods[request.contact_method]],
    [fields.smsConsent, request.sms_consent ? ownerConfig.yes : null],
  ];
}

function Facts({ lines }: { lines: Line[] }) {
  return (
    <dl className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {lines.flatMap(([label, value]) =>
        value === null || value === "" || value === undefined
          ? []
          : [
              <div key={label} className="contents">
                <dt className="font-semibold text-ink">{label}</dt>
                <dd className="break-words text-ink">{value}</dd>
              </div>,
            ],
      )}
    </dl>
  );
}

/** Their request: what, where, when and in their own words. */
export const RequestFacts = ({ request }: { request: InboxRequest }) => (
  <Facts lines={requestLines(request)} />
);

/** How they asked to be reached. */
export const ContactFacts = ({ request }: { request: InboxRequest }) => (
  <Facts lines={contactLines(request)} />
);
