// A resident's report of a missed pickup, as the trigger of
// 20261126150100_missed_pickup_news.sql sends it: the report, its property and building, and
// the crew's last mark of that building that night, so that the owner reads both side by side.
import { formatUsPhone } from "../_shared/display.ts";
import { businessTimeZone } from "../_shared/time-zone.ts";
import { type EmailMessage, type Field, ownerEmail } from "./email.ts";
import type { PushPayload } from "./push.ts";

type Report = {
  id: string;
  unit: string | null;
  phone: string | null;
  has_photo: boolean;
  night: string;
  created_at: string;
};

type Mark = { kind: "picked_up" | "problem"; problem: string | null; happened_at: string };

export type MissedPickup = {
  report: Report;
  property: { name: string; city: string; street_address: string };
  building: { name: string };
  mark: Mark | null;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The report a trigger's call carries, or null when it is none. */
export function missedPickup(payload: unknown): MissedPickup | null {
  if (!isObject(payload) || payload.type !== "INSERT") return null;
  if (payload.table !== "missed_pickup_reports") return null;
  const { record, property, building, mark } = payload;
  if (!isObject(record) || typeof record.id !== "string") return null;
  if (!isObject(property) || typeof property.name !== "string") return null;
  if (!isObject(building) || typeof building.name !== "string") return null;
  return {
    report: record as Report,
    property: property as MissedPickup["property"],
    building: building as MissedPickup["building"],
    mark: isObject(mark) && typeof mark.kind === "string" ? (mark as Mark) : null,
  };
}

const problems: Record<string, string> = {
  nothing_set_out: "nothing set out",
  outside_window: "bag outside the window",
  overflowing_dumpster: "overflowing dumpster",
  bulk_item: "bulk item left",
  no_access: "no access",
};

const clock = new Intl.DateTimeFormat("en-US", {
  timeZone: businessTimeZone,
  hour: "numeric",
  minute: "2-digit",
});

/** What the crew recorded for the building that night, in words. */
function crewSaid(mark: Mark | null): string {
  if (!mark) return "No mark yet tonight";
  const at = clock.format(new Date(mark.happened_at));
  return mark.kind === "picked_up"
    ? `Picked up at ${at}`
    : `Problem at ${at}: ${problems[mark.problem ?? ""] ?? mark.problem}`;
}

/**
 * The inbox's Missed pickups view (src/features/owner/components/views.tsx), where the report
 * shows beside the crew's mark with the resident's phone and photo.
 */
export const missedLink = (site: string) => `${site}/owner?view=missed`;

const place = ({ property, building }: MissedPickup) => `${property.name}, ${building.name}`;

/** The owner's e-mail: the building, the unit and phone if given, and the crew's mark. */
export function formatMissedPickup(news: MissedPickup, site: string | null): EmailMessage {
  const { report, property } = news;
  const fields: [string, string | null | undefined, string?][] = [
    ["Property", `${property.name}, ${property.street_address}, ${property.city}`],
    ["Building", news.building.name],
    ["Unit", report.unit],
    [
      "Phone",
      report.phone ? formatUsPhone(report.phone) : null,
      report.phone ? `tel:${report.phone}` : undefined,
    ],
    ["Crew's mark", crewSaid(news.mark)],
    ["Photo", report.has_photo ? "Yes (see Missed pickups in the inbox)" : null],
  ];
  return ownerEmail(
    `Missed pickup reported: ${place(news)}`,
    fields.filter((line): line is Field => Boolean(line[1])),
    site ? { label: "Open Missed pickups", href: missedLink(site) } : null,
  );
}

/** Resend's Idempotency-Key: one report mails once. */
export const missedPickupKey = (news: MissedPickup) => `missed-pickup-${news.report.id}`;

/** The report on the owner's lock screen: the place and the crew's mark, no phone. */
export const missedPickupPayload = (news: MissedPickup, site: string): PushPayload => ({
  web_push: 8030,
  notification: {
    title: "Missed pickup reported",
    body: `${place(news)} · ${crewSaid(news.mark)}`,
    navigate: missedLink(site),
    tag: `missed-pickup-${news.report.id}`,
  },
});
