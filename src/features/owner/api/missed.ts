import { read } from "@/lib/result";
import type { Tables } from "@/lib/database.types";
import {
  lastMarks,
  markColumns,
  pickupPhotoBucket,
  reportColumns,
  reportPhotoPath,
  type PickupMark,
} from "@/lib/pickups";
import { signedForSeconds } from "./photos";
import { type Client, type Result } from "./requests";

/** How many reports the view lists, newest first. */
const missedPageSize = 100;

/** A resident's report as the Missed pickups view shows it, with the crew's mark beside it. */
export type MissedPickup = Pick<
  Tables<"missed_pickup_reports">,
  "id" | "unit" | "phone" | "has_photo" | "created_at" | "night" | "building_id"
> & {
  property: string;
  building: string;
  /** The crew's last mark of that building that night, if any. */
  mark: Pick<PickupMark, "kind" | "problem" | "happened_at"> | null;
};

/**
 * The newest reports (staff read every one let through; held ones are not listed), each with
 * its property's and building's names, the resident's phone (staff read it through
 * rpc/missed_report_phones: the table's grant gives no one the phone, so partners never see it)
 * and the crew's last mark of that building on the report's night: the two facts side by side.
 */
export async function listMissed(client: Client): Promise<Result<MissedPickup[]>> {
  const reports = read(
    await client
      .from("missed_pickup_reports")
      .select(reportColumns)
      .order("created_at", { ascending: false })
      .limit(missedPageSize)
      .retry(false),
  );
  if (!reports.ok) return reports;
  if (!reports.data.length) return { ok: true, data: [] };
  const buildingIds = [...new Set(reports.data.map((r) => r.building_id))];
  const propertyIds = [...new Set(reports.data.map((r) => r.property_id))];
  const nights = [...new Set(reports.data.map((r) => r.night))];
  const [buildings, properties, marks, phones] = await Promise.all([
    client.from("property_buildings").select("id, name").in("id", buildingIds).retry(false),
    client.from("properties").select("id, name").in("id", propertyIds).retry(false),
    client
      .from("pickup_marks")
      .select(markColumns)
      .in("building_id", buildingIds)
      .in("night", nights)
      .retry(false),
    client.rpc("missed_report_phones", { ids: reports.data.map((r) => r.id) }).retry(false),
  ]);
  const b = read(buildings);
  const ph = read(phones);
  if (!ph.ok) return ph;
  const p = read(properties);
  const m = read(marks);
  if (!b.ok) return b;
  if (!p.ok) return p;
  if (!m.ok) return m;
  const name = (rows: { id: string; name: string }[], id: string) =>
    rows.find((row) => row.id === id)?.name ?? "";
  return {
    ok: true,
    data: reports.data.map((report) => {
      const last = lastMarks(
        (m.data as PickupMark[]).filter((mark) => mark.night === report.night),
      ).get(report.building_id);
      return {
        id: report.id,
        unit: report.unit,
        phone: ph.data.find((row) => row.id === report.id)?.phone ?? null,
        has_photo: report.has_photo,
        created_at: report.created_at,
        night: report.night,
        building_id: report.building_id,
        property: name(p.data, report.property_id),
        building: name(b.data, report.building_id),
        mark: last
          ? { kind: last.kind, problem: last.problem, happened_at: last.happened_at }
          : null,
      };
    }),
  };
}

/** Signed URLs of these reports' photos, by report id; none for a photo not (yet) there. */
export async function signReportPhotos(
  client: Client,
  ids: string[],
): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const paths = ids.map(reportPhotoPath);
  const { data, error } = await client.storage
    .from(pickupPhotoBucket)
    .createSignedUrls(paths, signedForSeconds);
  if (error) return {};
  return Object.fromEntries(
    ids.flatMap((id, i) => {
      const url = data.find((entry) => entry.path === paths[i])?.signedUrl;
      return url ? [[id, url]] : [];
    }),
  );
}

/**
 * Calls `onChange` when a report arrives or the crew marks a building, through Realtime (the
 * publication of 20261126150300_missed_pickups_live.sql; RLS decides who hears). The view then
 * reads the list again, which names the property and building and puts the mark beside it.
 * Returns the unsubscribe.
 */
export function subscribeToMissed(
  client: Client,
  accessToken: string,
  onChange: () => void,
): () => void {
  void client.realtime.setAuth(accessToken);
  const channel = client
    .channel("owner-missed-pickups")
    .on(
      "postgres_changes",
      { event: "INSERT", schema: "public", table: "missed_pickup_reports" },
      onChange,
    )
    .on("postgres_changes", { event: "INSERT", schema: "public", table: "pickup_marks" }, onChange)
    .subscribe();
  return () => void client.removeChannel(channel);
}
