import { trashCount } from "@shared/services";
import { ownerConfig } from "@/features/owner/content";
import { formatUsPhone } from "@/lib/phone";
import type { InboxRequest } from "@/features/owner/api/requests";

const { fields } = ownerConfig;

/**
 * Every field the visitor sent (the name is the heading), only those filled in, each value
 * isolated (<bdi>) so that a right-to-left text cannot reorder what stands beside it.
 */
function lines(request: InboxRequest): [string, string | number | null][] {
  // The one count that prices trash collection, with its monthly price; a property's units
  // stand as they are on a garage cleanout.
  const count = trashCount(request);
  return [
    [fields.service, ownerConfig.serviceNames[request.service]],
    [fields.phone, formatUsPhone(request.phone)],
    [fields.email, request.email],
    [fields.address, request.address],
    [fields.unit, request.unit],
    [fields.city, request.city],
    [count?.per === "unit" ? fields.units : fields.rooms, count && ownerConfig.estimate(count)],
    [fields.garageSize, request.garage_size && ownerConfig.garageSize(request.garage_size)],
    [fields.startDate, request.start_date],
    [fields.contactMethod, ownerConfig.contactMethods[request.contact_method]],
    [fields.propertyName, request.property_name],
    [fields.units, count ? null : request.units],
    [fields.smsConsent, request.sms_consent ? ownerConfig.yes : null],
    [fields.photos, request.photo_count || null],
    [fields.notes, request.notes],
  ];
}

export function RequestFacts({ request }: { request: InboxRequest }) {
  return (
    <dl className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {lines(request).flatMap(([label, value]) =>
        value === null || value === ""
          ? []
          : [
              <div key={label} className="contents">
                <dt className="font-semibold text-ink">{label}</dt>
                <dd className="break-words text-ink">
                  <bdi>{value}</bdi>
                </dd>
              </div>,
            ],
      )}
    </dl>
  );
}
