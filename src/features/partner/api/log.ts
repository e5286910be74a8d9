import type { Supabase } from "@/auth/supabase";
import { failedRead, type Result } from "@/lib/result";
import {
  markColumns,
  reportColumns,
  smallCopyPath,
  type MissedReport,
  type PickupMark,
} from "@/lib/pickups";

/**
 * The service log's data: tonight's date by the server's clock, and a month's marks and
 * residents' reports of the partner's properties, with signed URLs of their photos. RLS decides
 * what is the partner's: pickup_marks, missed_pickup_reports and the bucket pickup-photos give a
 * partner their own properties' rows and photos only
 * (supabase/migrations/20261126150000_pickups.sql).
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

/** Signed URLs live this long: enough to look and print, too short to be worth passing around. */
const signedForSeconds = 30 * 60;

/** A resident's report's photo, as the residents' page uploads it. */
export const reportPhotoPath = (id: string) => `reports/${id}.jpg`;

/** Tonight, and the night each property was first served, by property id. */
export type Calendar = { tonight: string; firstNights: Map<string, string> };

const isNight = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d\d-\d\d$/.test(value);

/**
 * Tonight, as the database names nights (rpc/current_night), and where each property's log
 * begins (rpc/first_service_nights: its first mark or report, or the night it was added).
 */
export async function loadCalendar(client: Supabase): Promise<Result<Calendar>> {
  const [tonight, first] = await Promise.all([
    client.rpc("current_night").retry(false),
    client.rpc("first_service_nights").retry(false),
  ]);
  if (tonight.error) return failedRead(tonight.status);
  if (first.error) return failedRead(first.status);
  if (!isNight(tonight.data) || !Array.isArray(first.data)) return { ok: false, failure: "other" };
  const firstNights = new Map<string, string>();
  for (const row of first.data) if (isNight(row.night)) firstNights.set(row.property_id, row.night);
  return { ok: true, data: { tonight: tonight.data, firstNights } };
}

/** The month's marks and reports ("2026-11"), and their photos' signed URLs. */
export async function loadMonth(client: Supabase, month: string): Promise<Result<MonthLog>> {
  const first = `${month}-01`;
  const next = new Date(`${first}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const until = next.toISOString().slice(0, 10);
  const [marks, reports] = await Promise.all([
    client
      .from("pickup_marks")
      .select(markColumns)
      .gte("night", first)
      .lt("night", until)
      .order("happened_at")
      .retry(false),
    client
      .from("missed_pickup_reports")
      .select(reportColumns)
      .gte("night", first)
      .lt("night", until)
      .order("created_at")
      .retry(false),
  ]);
  if (marks.error) return failedRead(marks.status);
  if (reports.error) return failedRead(reports.status);
  // A proxy's or a misconfigured server's answer may be anything: only lists are read.
  if (!Array.isArray(marks.data) || !Array.isArray(reports.data))
    return { ok: false, failure: "other" };
  const paths = [
    ...marks.data.flatMap((mark) => (mark.photo_path ? [mark.photo_path] : [])),
    ...reports.data.flatMap((report) => (report.has_photo ? [reportPhotoPath(report.id)] : [])),
  ];
  return {
    ok: true,
    data: {
      marks: marks.data,
      reports: reports.data,
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
    .from("pickup-photos")
    .createSignedUrls(paths, signedForSeconds);
  for (const entry of Array.isArray(data) ? data : [])
    if (entry.path && entry.signedUrl) photos.set(entry.path, entry.signedUrl);
  return photos;
}
