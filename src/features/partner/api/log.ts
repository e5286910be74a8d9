import type { Supabase } from "@/auth/supabase";
import type { Json } from "@/lib/database.types";
import { failedRead, type Result } from "@/lib/result";
import {
  pickupPhotoBucket,
  reportPhotoPath,
  smallCopyPath,
  type MissedReport,
  type PickupMark,
} from "@/lib/pickups";
import { monthOf } from "@/features/partner/lib/log";

/**
 * The service log's data: tonight's date by the server's clock, each property's first night, and
 * a month's marks and residents' reports of the partner's properties, with signed URLs of their
 * photos. Each property's month is one row of rpc/property_month
 * (supabase/migrations/20261128220000_property_month.sql), its marks and reports in it as JSON
 * arrays, so that PostgREST's cap on rows never cuts a month short. RLS decides what is the
 * partner's: pickup_marks, missed_pickup_reports and the bucket pickup-photos give a partner
 * their own properties' rows and photos only (supabase/migrations/20261126150000_pickups.sql).
 */

export type MonthLog = {
  marks: PickupMark[];
  reports: MissedReport[];
  /**
   * A signed URL by photo path, and by its small copy's (smallCopyPath); a photo missing (not
   * uploaded yet, or sent before small copies were made) or refused has none.
   */
  photos: Map<string, string>;
};

/** Tonight, and the night each property was first served, by property id. */
export type Calendar = { tonight: string; firstNights: Map<string, string> };

/** A month of the log ("2026-11") for the properties asked, and the calendar it was read with. */
export type LogMonth = MonthLog & Calendar & { month: string };

/** Signed URLs live this long: enough to look and print, too short to be worth passing around. */
const signedForSeconds = 30 * 60;

const isNight = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d\d-\d\d$/.test(value);

const isRecord = (value: Json): value is Record<string, Json | undefined> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A JSON array of rows, each with the fields the log keys and places it by (the rest it shows). */
const isRows = (value: Json | undefined, time: string): value is Json[] =>
  Array.isArray(value) &&
  value.every(
    (row) =>
      isRecord(row) &&
      ["id", "building_id", "property_id", time].every((key) => typeof row[key] === "string") &&
      isNight(row.night),
  );

/** One property's month as rpc/property_month answers it, or null for anything else. */
function propertyMonth(data: unknown) {
  const row: unknown = Array.isArray(data) && data.length === 1 ? data[0] : null;
  if (typeof row !== "object" || row === null) return null;
  const { tonight, first_night, marks, reports } = row as Record<string, Json | undefined>;
  if (!isNight(tonight) || !isNight(first_night)) return null;
  if (!isRows(marks, "happened_at") || !isRows(reports, "created_at")) return null;
  // Checked above as far as the log relies on; the database's columns give the rest.
  return {
    tonight,
    firstNight: first_night,
    marks: marks as unknown as PickupMark[],
    reports: reports as unknown as MissedReport[],
  };
}

/**
 * A month ("2026-11", or tonight's when null) of each property of `propertyIds`: one call per
 * property, then one to sign the photos. With no property, tonight alone.
 */
export async function loadLog(
  client: Supabase,
  propertyIds: string[],
  month: string | null,
): Promise<Result<LogMonth>> {
  if (!propertyIds.length) {
    const tonight = await client.rpc("current_night").retry(false);
    if (tonight.error) return failedRead(tonight.status);
    if (!isNight(tonight.data)) return { ok: false, failure: "other" };
    const empty = { marks: [], reports: [], photos: new Map<string, string>() };
    return {
      ok: true,
      data: {
        ...empty,
        tonight: tonight.data,
        firstNights: new Map(),
        month: monthOf(tonight.data),
      },
    };
  }
  const answers = await Promise.all(
    propertyIds.map((id) =>
      client
        .rpc("property_month", { property_id: id, ...(month && { month: `${month}-01` }) })
        .retry(false),
    ),
  );
  const firstNights = new Map<string, string>();
  const marks: PickupMark[] = [];
  const reports: MissedReport[] = [];
  let tonight = "";
  for (const [index, answer] of answers.entries()) {
    if (answer.error) return failedRead(answer.status);
    // A proxy's or a misconfigured server's answer may be anything; a property the partner may
    // not read answers no row: either way the log says it could not load.
    const read = propertyMonth(answer.data);
    if (!read) return { ok: false, failure: "other" };
    tonight = read.tonight;
    firstNights.set(propertyIds[index]!, read.firstNight);
    marks.push(...read.marks);
    reports.push(...read.reports);
  }
  const paths = [
    ...marks.flatMap((mark) => (mark.photo_path ? [mark.photo_path] : [])),
    ...reports.flatMap((report) => (report.has_photo ? [reportPhotoPath(report.id)] : [])),
  ];
  return {
    ok: true,
    data: {
      tonight,
      firstNights,
      month: month ?? monthOf(tonight),
      marks,
      reports,
      // Each photo and its small copy: the log shows the copy, and opens the photo when tapped.
      photos: await signPhotos(
        client,
        paths.flatMap((path) => [path, smallCopyPath(path)]),
      ),
    },
  };
}

/**
 * Signed URLs in one call. A photo the bucket does not hold (still on the crew's phone) or may not
 * show gets none; if signing fails altogether the log still shows, without photos.
 */
async function signPhotos(client: Supabase, paths: string[]) {
  const photos = new Map<string, string>();
  if (!paths.length) return photos;
  const { data } = await client.storage
    .from(pickupPhotoBucket)
    .createSignedUrls(paths, signedForSeconds);
  for (const entry of Array.isArray(data) ? data : [])
    if (entry.path && entry.signedUrl) photos.set(entry.path, entry.signedUrl);
  return photos;
}
