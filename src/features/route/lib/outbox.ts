import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { MarkKind, ProblemKind } from "@/lib/pickups";
import type { Route } from "@/features/route/api/route";

/**
 * What the phone keeps of the route in IndexedDB, so that a mark tapped with no signal survives a
 * reload and a closed app: the outbox (marks to send, undos of marks already sent) and the last
 * route loaded, per account, to open the route offline.
 */

/** A mark as tapped: what the database takes, the photo, and the phone's clock at the tap. */
export type OutgoingMark = {
  op: "add";
  id: string;
  building_id: string;
  property_id: string;
  kind: MarkKind;
  problem: ProblemKind | null;
  unit: string | null;
  note: string | null;
  photo: Blob | null;
  /** The photo's small copy, which the partner's log shows; marks queued before copies were made have none. */
  thumb?: Blob | null;
  /** Date.now() at the tap: the phone's clock, kept and used only to measure the wait. */
  tappedAt: number;
  /** A send was started: the server may hold the mark though no answer came back. */
  tried?: boolean;
  /** Why the server refused it (it will not be sent again), or why its photo was refused. */
  refused?: string;
  photoRefused?: boolean;
};

/** Taking back a mark the server may hold: one sent, or one whose send got no answer. */
export type OutgoingUndo = {
  op: "remove";
  id: string;
  tappedAt: number;
  /** The mark's building, to name it if the server keeps the mark. */
  building_id?: string;
  /** The server kept the mark (the Undo arrived after its minute): shown, never sent again. */
  kept?: boolean;
};

export type Outgoing = OutgoingMark | OutgoingUndo;

export type SavedRoute = { route: Route; savedAt: number };

interface RouteDb extends DBSchema {
  outbox: { key: string; value: Outgoing };
  routes: { key: string; value: SavedRoute };
}

let opened: Promise<IDBPDatabase<RouteDb>> | undefined;
const db = () =>
  (opened ??= openDB<RouteDb>("owner-route", 1, {
    upgrade(database) {
      database.createObjectStore("outbox", { keyPath: "id" });
      database.createObjectStore("routes");
    },
  }));

/** Everything waiting, oldest tap first. */
export async function outbox(): Promise<Outgoing[]> {
  const all = await (await db()).getAll("outbox");
  return all.sort((a, b) => a.tappedAt - b.tappedAt);
}

/** One entry as the outbox holds it now, or undefined once it is sent, undone or discarded. */
export async function get(id: string): Promise<Outgoing | undefined> {
  return (await db()).get("outbox", id);
}

/**
 * The entry about to be sent, as the outbox holds it now (undefined once undone), a mark noted as
 * tried in the same step: an Undo from then on takes it back from the server rather than just
 * dropping it here, since the send may reach the database even if its answer never returns.
 */
export async function take(id: string): Promise<Outgoing | undefined> {
  const tx = (await db()).transaction("outbox", "readwrite");
  const entry = await tx.store.get(id);
  if (entry?.op === "add" && !entry.tried) await tx.store.put({ ...entry, tried: true });
  await tx.done;
  return entry;
}

export async function put(entry: Outgoing): Promise<void> {
  await (await db()).put("outbox", entry);
}

export async function drop(id: string): Promise<void> {
  await (await db()).delete("outbox", id);
}

/**
 * Undo: a mark never tried is simply not sent; any other (sent, perhaps while the screen still
 * called it waiting, or tried with no answer) is taken back from the server. The outbox decides,
 * not the screen.
 */
export async function undo(id: string, buildingId?: string): Promise<void> {
  const database = await db();
  const tx = database.transaction("outbox", "readwrite");
  const waiting = await tx.store.get(id);
  if (waiting?.op === "add" && !waiting.tried) await tx.store.delete(id);
  else
    await tx.store.put({
      op: "remove",
      id,
      tappedAt: Date.now(),
      building_id: waiting?.op === "add" ? waiting.building_id : buildingId,
    });
  await tx.done;
}

export async function saveRoute(userId: string, route: Route): Promise<void> {
  await (await db()).put("routes", { route, savedAt: Date.now() }, userId);
}

export async function savedRoute(userId: string): Promise<SavedRoute | undefined> {
  return (await db()).get("routes", userId);
}
