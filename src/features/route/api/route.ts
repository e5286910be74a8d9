import type { Supabase } from "@/auth/supabase";
import type { Json, Tables } from "@/lib/database.types";
import { markPhotoPath, smallCopyPath, type MissedReport, type PickupMark } from "@/lib/pickups";
import { offline, read, type ReadFailure, type Result } from "@/lib/result";
import type { OutgoingMark } from "@/features/route/lib/outbox";

/** Tonight's route as the crew reads it: every served property, its buildings, tonight's marks. */
export type Route = {
  night: string;
  properties: (Pick<
    Tables<"properties">,
    "id" | "name" | "street_address" | "city" | "access_notes"
  > & { buildings: Pick<Tables<"property_buildings">, "id" | "name">[] })[];
  /** `marked_by`: who made the mark (an e-mail), for the owner only; null or absent otherwise. */
  marks: (PickupMark & { marked_by?: string | null })[];
  reports: MissedReport[];
};

/** Why the route did not load: no answer, an account that may not run it, or anything else. */
export type RouteLoadFailure = ReadFailure | "no-access";

const isObject = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The function's answer as a Route, or null when it is not the shape this page knows. */
function parseRoute(json: Json): Route | null {
  if (!isObject(json) || typeof json.night !== "string") return null;
  const { properties, marks, reports } = json;
  if (!Array.isArray(properties) || !Array.isArray(marks) || !Array.isArray(reports)) return null;
  const shaped = properties.every(
    (p) => isObject(p) && typeof p.id === "string" && Array.isArray(p.buildings),
  );
  // The rows are built by rpc/route_night column by column: checked to the level the page relies on.
  return shaped ? (json as unknown as Route) : null;
}

/**
 * Tonight's route in one request (rpc/route_night): the server's night, the served properties in
 * route order with their buildings in route order, tonight's marks and residents' reports.
 */
export async function loadRoute(client: Supabase): Promise<Result<Route, RouteLoadFailure>> {
  const answer = await client.rpc("route_night").retry(false);
  if (answer.status === 401 || answer.status === 403) return { ok: false, failure: "no-access" };
  const json = read(answer);
  if (!json.ok) return json;
  const route = parseRoute(json.data);
  return route ? { ok: true, data: route } : { ok: false, failure: "other" };
}

/**
 * The route with a mark the server has just stored, as the phone knows it: the tap's time stands
 * for the time the server placed it at, so that the route needs no read after a mark.
 */
export function withSentMark(route: Route, mark: OutgoingMark, now = Date.now()): Route {
  if (route.marks.some((m) => m.id === mark.id)) return route;
  const sent: Route["marks"][number] = {
    id: mark.id,
    building_id: mark.building_id,
    property_id: mark.property_id,
    kind: mark.kind,
    problem: mark.problem,
    unit: mark.unit,
    note: mark.note,
    photo_path: mark.photo ? markPhotoPath(mark.id) : null,
    happened_at: new Date(mark.tappedAt).toISOString(),
    recorded_at: new Date(now).toISOString(),
    night: route.night,
  };
  return { ...route, marks: [...route.marks, sent] };
}

/** The route without a mark taken back (the same route when it does not show that mark). */
export const withoutMark = (route: Route, id: string): Route =>
  route.marks.some((m) => m.id === id)
    ? { ...route, marks: route.marks.filter((m) => m.id !== id) }
    : route;

/** A change Realtime told of: a mark stored or taken back (by its id), or a resident's report. */
export type RouteChange = { kind: "added" | "removed"; id: string | null } | { kind: "report" };

/**
 * Calls `onChange` for each mark stored or taken back and each resident's report, through Realtime
 * (the publication of 20261126150300_missed_pickups_live.sql; RLS decides who hears an insert).
 * Returns the unsubscribe.
 */
export function subscribeToRoute(
  client: Supabase,
  accessToken: string,
  onChange: (change: RouteChange) => void,
): () => void {
  void client.realtime.setAuth(accessToken);
  const idOf = (row: { [key: string]: unknown }) => (typeof row.id === "string" ? row.id : null);
  const channel = client
    .channel("owner-route")
    .on("postgres_changes", { event: "INSERT", schema: "public", table: "pickup_marks" }, (c) =>
      onChange({ kind: "added", id: idOf(c.new) }),
    )
    .on("postgres_changes", { event: "DELETE", schema: "public", table: "pickup_marks" }, (c) =>
      onChange({ kind: "removed", id: idOf(c.old) }),
    )
    .on(
      "postgres_changes",
      { event: "INSERT", schema: "public", table: "missed_pickup_reports" },
      () => onChange({ kind: "report" }),
    )
    .subscribe();
  return () => void client.removeChannel(channel);
}
/** What one send came to: done (stored, or stored before), retry later, or refused for good. */
export type Sent = "done" | "retry" | { refused: string } | "photo-refused";

/**
 * Uploads the mark's photo (if any) and its small copy, then inserts the mark; a duplicate is a
 * mark already there. The small copy is only what lists show: a copy refused or lost leaves the log
 * a placeholder, never the mark unsent.
 */
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
    if (mark.thumb)
      await client.storage
        .from("pickup-photos")
        .upload(smallCopyPath(path), mark.thumb, { contentType: "image/jpeg" });
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

/**
 * Takes back a mark the server may hold: done when it is gone (or never arrived), kept when the
 * server holds it and will not let it go (its Undo's minute is over: the delete's policy then
 * leaves it out, and answers as if there were nothing to delete).
 */
export async function removeMark(client: Supabase, id: string): Promise<"done" | "retry" | "kept"> {
  const removed = await client.from("pickup_marks").delete().eq("id", id).select("id");
  if (removed.error) return offline(removed.status) ? "retry" : "kept";
  if (removed.data.length) return "done";
  const stored = await client.from("pickup_marks").select("id").eq("id", id).maybeSingle();
  if (stored.error) return offline(stored.status) ? "retry" : "kept";
  return stored.data ? "kept" : "done";
}
