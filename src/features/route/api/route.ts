import type { Supabase } from "@/auth/supabase";
import type { Tables } from "@/lib/database.types";
import {
  markColumns,
  markPhotoPath,
  reportColumns,
  type MissedReport,
  type PickupMark,
} from "@/lib/pickups";
import { offline, read, type Result } from "@/lib/result";
import type { OutgoingMark } from "@/features/route/lib/outbox";

/** Tonight's route as staff read it: every served property, its buildings, tonight's marks. */
export type Route = {
  night: string;
  properties: (Pick<
    Tables<"properties">,
    "id" | "name" | "street_address" | "city" | "access_notes"
  > & { buildings: Pick<Tables<"property_buildings">, "id" | "name">[] })[];
  marks: PickupMark[];
  reports: MissedReport[];
};

/**
 * The route of tonight (the server's night): rpc/route_tonight's served properties in route order,
 * one row each with its buildings in route order, so that no row cap cuts a building off.
 */
export async function loadRoute(client: Supabase): Promise<Result<Route>> {
  const night = read(await client.rpc("current_night").retry(false));
  if (!night.ok) return night;
  const [properties, marks, reports] = await Promise.all([
    client.rpc("route_tonight").retry(false),
    client.from("pickup_marks").select(markColumns).eq("night", night.data).retry(false),
    client.from("missed_pickup_reports").select(reportColumns).eq("night", night.data).retry(false),
  ]);
  const p = read(properties);
  const m = read(marks);
  const r = read(reports);
  if (!p.ok) return p;
  if (!m.ok) return m;
  if (!r.ok) return r;
  return {
    ok: true,
    data: {
      night: night.data,
      properties: p.data.map(({ building_ids, building_names, ...property }) => ({
        ...property,
        buildings: building_ids.map((id, i) => ({ id, name: building_names[i] ?? "" })),
      })),
      marks: m.data,
      reports: r.data,
    },
  };
}

/** What one send came to: done (stored, or stored before), retry later, or refused for good. */
export type Sent = "done" | "retry" | { refused: string } | "photo-refused";

/** Uploads the mark's photo (if any), then inserts the mark; a duplicate is a mark already there. */
export async function sendMark(client: Supabase, mark: OutgoingMark): Promise<Sent> {
  const path = markPhotoPath(mark.id);
  if (mark.photo) {
    const { error } = await client.storage
      .from("pickup-photos")
      .upload(path, mark.photo, { contentType: "image/jpeg" });
    if (error) {
      const answer = error as { status?: number; statusCode?: string };
      // Stored by an earlier attempt whose answer was lost.
      if (answer.statusCode !== "409") {
        if (typeof answer.status !== "number" || offline(answer.status)) return "retry";
        return "photo-refused";
      }
    }
  }
  const { error, status } = await client.from("pickup_marks").insert({
    id: mark.id,
    building_id: mark.building_id,
    property_id: mark.property_id,
    kind: mark.kind,
    problem: mark.problem,
    unit: mark.unit,
    note: mark.note,
    photo_path: mark.photo ? path : null,
    marked_at: new Date(mark.tappedAt).toISOString(),
    // Two readings of the phone's own clock: a clock set wrong cancels out.
    sent_after_ms: Math.min(Math.max(0, Date.now() - mark.tappedAt), 172_800_000),
  });
  if (!error || error.code === "23505") return "done";
  if (offline(status)) return "retry";
  return { refused: error.message };
}

/** Takes back a mark already sent. */
export async function removeMark(client: Supabase, id: string): Promise<Sent> {
  const { error, status } = await client.from("pickup_marks").delete().eq("id", id);
  if (!error) return "done";
  return offline(status) ? "retry" : { refused: error.message };
}
