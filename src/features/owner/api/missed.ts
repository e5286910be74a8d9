import { read } from "@/lib/result";
import { pickupPhotoBucket, reportPhotoPath, type PickupMark } from "@/lib/pickups";
import { signedForSeconds } from "./photos";
import { pageSize, type Client, type Result } from "./requests";

/** A resident's report as the Missed pickups view shows it, with the crew's mark beside it. */
export type MissedPickup = {
  id: string;
  unit: string | null;
  /** The resident's phone: staff read it, partners never (the table's grant gives no one it). */
  phone: string | null;
  created_at: string;
  night: string;
  building_id: string;
  property: string;
  building: string;
  /** The crew's last mark of that building that night, if any, and who made it (an e-mail). */
  mark: (Pick<PickupMark, "kind" | "problem" | "happened_at"> & { by: string | null }) | null;
  /** Where the photo's small copy is, if the resident sent a photo: a list shows no more. */
  photo_small_path: string | null;
};

/**
 * A page of the reports let through (held ones are not listed), newest first, each with its
 * property's and building's names, the resident's phone and the crew's last mark of that building
 * on the report's night (with who made it), in one call (rpc/missed_pickups). The next page starts after `after`.
 */
export async function listMissed(client: Client, after?: string): Promise<Result<MissedPickup[]>> {
  const answer = read(
    await client.rpc("missed_pickups", { after, page_size: pageSize }).retry(false),
  );
  if (!answer.ok) return answer;
  return {
    ok: true,
    data: answer.data.map(({ mark_kind, mark_problem, mark_happened_at, mark_by, ...report }) => ({
      ...report,
      mark:
        mark_kind && mark_happened_at
          ? {
              kind: mark_kind,
              problem: mark_problem,
              happened_at: mark_happened_at,
              by: mark_by,
            }
          : null,
    })),
  };
}

/**
 * Signed URLs of these reports' small copies and of their photos (which a small copy opens, not
 * loaded until tapped), by path; none for a file not (yet) there.
 */
export async function signReportPhotos(
  client: Client,
  reports: Pick<MissedPickup, "id" | "photo_small_path">[],
): Promise<Record<string, string>> {
  const paths = reports.flatMap((r) =>
    r.photo_small_path ? [r.photo_small_path, reportPhotoPath(r.id)] : [],
  );
  if (!paths.length) return {};
  const { data, error } = await client.storage
    .from(pickupPhotoBucket)
    .createSignedUrls(paths, signedForSeconds);
  if (error) return {};
  return Object.fromEntries(
    data.flatMap((entry) => (entry.path && entry.signedUrl ? [[entry.path, entry.signedUrl]] : [])),
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
