import { businessTimeZone } from "@shared/time-zone";
import type { Tables } from "./database.types";

/**
 * The domain facts of the nightly pickups, as the crew's route, the partner's log and the
 * residents' page read them: the kinds of mark and of problem the database takes
 * (supabase/migrations/20261126150000_pickups.sql; the copy names each in content.ts), the
 * lengths it allows, and the one way a pickup's time is shown (the business's clock).
 */

export const problemKinds = [
  "nothing_set_out",
  "outside_window",
  "overflowing_dumpster",
  "bulk_item",
  "no_access",
] as const;
export type ProblemKind = (typeof problemKinds)[number];

export type MarkKind = "picked_up" | "problem";

/** What the database allows, so that a form refuses what it would. */
export const pickupLimits = { unit: 20, note: 1000 } as const;

/** A mark as the pages read it. */
export type PickupMark = Pick<
  Tables<"pickup_marks">,
  "id" | "building_id" | "property_id" | "kind" | "problem" | "unit" | "note" | "photo_path"
> & { happened_at: string; recorded_at: string; night: string };

/**
 * A mark that reached the server this long after it was made (it waited on a phone without
 * signal) is shown as recorded later: its night and time come from the phone's wait, which the
 * reader should know was not seen by the server as it happened.
 */
const recordedLateAfterMs = 10 * 60_000;

export const recordedLate = (mark: Pick<PickupMark, "happened_at" | "recorded_at">) =>
  Date.parse(mark.recorded_at) - Date.parse(mark.happened_at) > recordedLateAfterMs;

/** A resident's report as staff and the partner read it. */
export type MissedReport = Pick<
  Tables<"missed_pickup_reports">,
  "id" | "building_id" | "property_id" | "unit" | "has_photo" | "created_at" | "night"
>;

/** The private bucket of the marks' and reports' photos. */
export const pickupPhotoBucket = "pickup-photos";

/** Where a mark's photo is kept in the bucket pickup-photos. */
export const markPhotoPath = (id: string) => `marks/${id}.jpg`;

/** Where a resident's report's photo is kept in the bucket pickup-photos. */
export const reportPhotoPath = (id: string) => `reports/${id}.jpg`;

/**
 * Where a mark's or report's photo keeps its small copy, beside it (marks/<id>.thumb.jpg): what
 * lists show instead of the photo (src/lib/photos.ts, makeThumbnail).
 */
export const smallCopyPath = (photoPath: string) => photoPath.replace(/\.jpg$/, ".thumb.jpg");

/**
 * A property's public code as the database makes and checks it (properties_public_code_format):
 * 22 characters of base64url, random, so that nobody reaches a property's page by guessing.
 */
export const isPropertyCode = (code: string) => /^[A-Za-z0-9_-]{22}$/.test(code);

/** The last mark of each building, by building id: a later mark (a return visit) speaks. */
export function lastMarks<M extends { building_id: string; happened_at: string }>(marks: M[]) {
  const last = new Map<string, M>();
  for (const mark of marks) {
    const known = last.get(mark.building_id);
    if (!known || known.happened_at <= mark.happened_at) last.set(mark.building_id, mark);
  }
  return last;
}

const clock = new Intl.DateTimeFormat("en-US", {
  timeZone: businessTimeZone,
  hour: "numeric",
  minute: "2-digit",
});

/** A pickup's time on the business's clock: "9:42 PM", whatever the reader's zone. */
export const pickupTime = (iso: string) => clock.format(new Date(iso));
