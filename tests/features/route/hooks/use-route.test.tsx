// The route's outbox (src/features/route/lib/outbox.ts) and its sender (use-route.ts) through the
// real supabase-js, against the local Supabase on the migrated database, over a real IndexedDB:
// jsdom has none, so fake-indexeddb stands in (in memory, structured clone and all, as a
// browser's). A "reload" is the app's modules loaded afresh over the same database.
import "fake-indexeddb/auto";
import { Blob as NodeBlob } from "node:buffer";
import { act, configure, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Supabase } from "@/auth/supabase";
import type { OutgoingMark } from "@/features/route/lib/outbox";
import { clientFor, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import {
  jsonReply,
  startSupabaseServer,
  type SupabaseTestServer,
} from "../../../support/supabase-server";

// Each wait is for a state (a row, an empty outbox); on a busy 2-core machine a round trip to
// the database can take more than waitFor's default second.
configure({ asyncUtilTimeout: 10_000 });

let server: SupabaseTestServer;
let staff: Supabase;
let staffId: string;
let buildings: { north: string; south: string; closed: string };
let property: string;

// One database for the file (a fresh one boots in seconds under load); emptied between tests.
beforeAll(async () => {
  server = await startSupabaseServer();
}, 60_000);

beforeEach(async () => {
  await server.reset();
  staffId = await server.addUser(staffEmail, staffPassword, { staff: true });
  staff = (await clientFor(server, staffEmail)) as Supabase;
  const [row] = await server.sql<{ id: string; closed: string }>(
    `with p as (insert into public.partners (user_id, company_name, contact_name, phone)
                select $1, 'Maple Homes', 'Pat Lee', '+18015550190' returning id),
          open as (insert into public.properties (partner_id, name, street_address, city, units,
                     set_out_from, set_out_until, service_override)
                   select id, 'Maple Court', '100 N Main St', 'Orem', 24, '18:00', '20:00', 'on'
                     from p
                   returning id),
          shut as (insert into public.properties (partner_id, name, street_address, city, units,
                     set_out_from, set_out_until, service_override)
                   select id, 'Old Oaks', '9 Elm St', 'Orem', 8, '18:00', '20:00', 'stopped'
                     from p
                   returning id)
     select open.id, shut.id as closed from open, shut`,
    [staffId],
  );
  property = row?.id ?? "";
  const ids = await server.sql<{ id: string }>(
    `insert into public.property_buildings (property_id, name, position)
     values ($1, 'North', 0), ($1, 'South', 1), ($2, 'Shut', 0) returning id`,
    [property, row?.closed],
  );
  buildings = { north: ids[0]?.id ?? "", south: ids[1]?.id ?? "", closed: ids[2]?.id ?? "" };
}, 60_000);

afterEach(async () => {
  // Every test starts with an empty phone.
  const box = await import("@/features/route/lib/outbox");
  for (const entry of await box.outbox()) await box.drop(entry.id);
});

/** The app's modules as a page load gives them: afresh after vi.resetModules (a reload). */
async function load() {
  const { useRoute } = await import("@/features/route/hooks/use-route");
  const box = await import("@/features/route/lib/outbox");
  return { useRoute, box };
}

async function mount() {
  const { useRoute, box } = await load();
  const token = (await staff.auth.getSession()).data.session?.access_token ?? "";
  const hook = renderHook(() => useRoute(staff, staffId, token));
  await waitFor(() => expect(hook.result.current.state.kind).toBe("ready"));
  return { ...hook, box };
}

const pickedUp = (building = buildings.north, photo: Blob | null = null) => ({
  building_id: building,
  property_id: property,
  kind: "picked_up" as const,
  problem: null,
  unit: null,
  note: null,
  photo,
});

/**
 * A photo as IndexedDB gives it back. Node's own Blob: fake-indexeddb clones with Node's
 * structuredClone, which keeps a Node Blob as a browser keeps its Blob, but turns jsdom's into
 * an empty object.
 */
const photo = (bytes = 2_000) =>
  new NodeBlob([new Uint8Array(bytes).fill(7)], { type: "image/jpeg" }) as unknown as Blob;

const marks = () =>
  server.sql<{ id: string; kind: string; photo_path: string | null }>(
    "select id, kind, photo_path from public.pickup_marks order by happened_at",
  );
const photoUploads = async () =>
  (await server.requests()).filter(
    (r) => r.method === "POST" && r.path.startsWith("/storage/v1/object/pickup-photos/marks/"),
  ).length;
const markInserts = async () =>
  (await server.inserts()).filter((r) => r.path === "/rest/v1/pickup_marks").length;

describe("a mark", () => {
  it("is kept on the phone at once, before any answer, and survives a reload", async () => {
    await server.answer({ insert: "hang" });
    const first = await mount();
    await act(() => first.result.current.mark(pickedUp()));
    const [kept, ...more] = await first.box.outbox();
    expect(more).toEqual([]);
    expect(kept).toMatchObject({ op: "add", building_id: buildings.north, kind: "picked_up" });
    expect(first.result.current.waiting).toHaveLength(1);
    expect(await marks()).toEqual([]);
    first.unmount();

    // The page is closed while its send hangs, and opened again: a new outbox, the same database.
    await server.answer({ insert: "database" });
    vi.resetModules();
    const second = await mount();
    expect(second.box).not.toBe(first.box);
    await waitFor(async () => expect(await marks()).toHaveLength(1));
    expect((await marks())[0]?.id).toBe(kept?.id);
    await waitFor(() => expect(second.result.current.waiting).toEqual([]));
    expect(await second.box.outbox()).toEqual([]);
  });

  it("is sent once: later triggers send nothing more", async () => {
    const { result, box } = await mount();
    await act(() => result.current.mark(pickedUp()));
    await waitFor(async () => expect(await box.outbox()).toEqual([]));
    expect(await marks()).toHaveLength(1);
    act(() => result.current.sendNow());
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(result.current.waiting).toEqual([]));
    expect(await markInserts()).toBe(1);
  });

  it("is sent once when two triggers come at once: one send at a time", async () => {
    const { result, box } = await mount();
    // Left by an earlier visit, so that no tap starts a send first.
    await box.put({ ...pickedUp(), op: "add", id: crypto.randomUUID(), tappedAt: Date.now() });
    act(() => {
      result.current.sendNow();
      result.current.sendNow();
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(async () => expect(await box.outbox()).toEqual([]));
    await waitFor(() => expect(result.current.waiting).toEqual([]));
    expect(await marks()).toHaveLength(1);
    expect(await markInserts()).toBe(1);
  });

  it("sends one request and reads nothing: the route shows the mark from what the phone knows", async () => {
    const { result, box } = await mount();
    const before = (await server.requests()).length;
    await act(() => result.current.mark(pickedUp()));
    await waitFor(async () => expect(await box.outbox()).toEqual([]));
    await waitFor(() => {
      const { state } = result.current;
      expect(state.kind === "ready" && state.route.marks.map((m) => m.building_id)).toEqual([
        buildings.north,
      ]);
    });
    // Realtime's echo of the phone's own mark reads nothing either.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = (await server.requests()).slice(before);
    expect(after.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /rest/v1/pickup_marks"]);
    // The phone's copy for a night without signal has it too.
    const saved = await box.savedRoute(staffId);
    expect(saved?.route.marks.map((m) => m.id)).toEqual([(await marks())[0]?.id]);
  });

  it("of another phone is read through Realtime: the route is read again", async () => {
    const { result } = await mount();
    const joined = async () =>
      (await server.realtimeConnections())
        .flatMap((c) => c.topics)
        .includes("realtime:owner-route");
    await waitFor(async () => expect(await joined()).toBe(true));
    const other = (await clientFor(server, staffEmail)) as Supabase;
    const id = crypto.randomUUID();
    const { error } = await other.from("pickup_marks").insert({
      id,
      building_id: buildings.south,
      property_id: property,
      kind: "picked_up",
      marked_at: new Date().toISOString(),
    });
    expect(error).toBeNull();
    await waitFor(() => {
      const { state } = result.current;
      expect(state.kind === "ready" && state.route.marks.map((m) => m.id)).toEqual([id]);
    });
  });

  it("sent as the crew leaves the route is stored, and the page left reads nothing more", async () => {
    const { result, unmount } = await mount();
    const routeReads = async () =>
      (await server.requests()).filter((r) => r.path === "/rest/v1/rpc/route_night").length;
    // The photo's upload takes a second: the crew leaves the route meanwhile.
    await server.answer({ storeDelayMs: 1000 });
    await act(() => result.current.mark(pickedUp(buildings.north, photo())));
    const before = await routeReads();
    unmount();
    await waitFor(async () => expect(await marks()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await routeReads()).toBe(before);
  });

  it("refused as a duplicate (409, its first answer lost) counts as sent", async () => {
    const { result, box } = await mount();
    const id = crypto.randomUUID();
    const entry: OutgoingMark = { ...pickedUp(), op: "add", id, tappedAt: Date.now() };
    // The first send reached the database; its answer never reached the phone.
    const { error } = await staff.from("pickup_marks").insert({
      id,
      building_id: buildings.north,
      property_id: property,
      kind: "picked_up",
      marked_at: new Date().toISOString(),
    });
    expect(error).toBeNull();
    await box.put(entry);
    act(() => result.current.sendNow());
    await waitFor(async () => expect(await box.outbox()).toEqual([]));
    const [, again] = (await server.requests()).filter(
      (r) => r.method === "POST" && r.path === "/rest/v1/pickup_marks",
    );
    expect(again?.status).toBe(409);
    expect(await marks()).toHaveLength(1);
    expect(result.current.waiting).toEqual([]);
  });

  it("refused by the database (4xx) is kept with its reason, never resent, and can be discarded", async () => {
    const { result, box } = await mount();
    await act(() => result.current.mark(pickedUp(buildings.closed)));
    await waitFor(() => expect(result.current.waiting[0]).toHaveProperty("refused"));
    const [refused] = result.current.waiting as OutgoingMark[];
    expect(refused?.refused).toBe(
      "This building's property is not served: it is inactive or gone.",
    );
    expect(await box.outbox()).toEqual([refused]);

    act(() => result.current.sendNow());
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(async () => expect(await box.outbox()).toEqual([refused]));
    expect(await markInserts()).toBe(1);

    await act(() => result.current.discard(refused?.id ?? ""));
    expect(result.current.waiting).toEqual([]);
    expect(await box.outbox()).toEqual([]);
    expect(await marks()).toEqual([]);
  });

  it("answered 5xx or not at all is kept and tried again, on online and on the timer", async () => {
    const timers = vi.spyOn(window, "setInterval");
    const { result, box } = await mount();
    // The outbox's timer, as the page sets it: every 20 s while the page is open.
    const tick = timers.mock.calls.find(([, ms]) => ms === 20_000)?.[0] as () => void;
    expect(tick).toBeTypeOf("function");

    await server.answer({ insert: jsonReply({ message: "upstream down" }, 503) });
    await act(() => result.current.mark(pickedUp()));
    await waitFor(async () => expect(await markInserts()).toBe(1));
    await waitFor(() => expect(result.current.waiting).toHaveLength(1));
    expect(result.current.waiting[0]).not.toHaveProperty("refused");

    await server.answer({ insert: "network-error" });
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(async () => expect(await markInserts()).toBe(2));
    expect(await box.outbox()).toHaveLength(1);
    expect(await marks()).toEqual([]);

    await server.answer({ insert: "database" });
    await act(async () => tick());
    await waitFor(async () => expect(await marks()).toHaveLength(1));
    await waitFor(() => expect(result.current.waiting).toEqual([]));
    expect(await box.outbox()).toEqual([]);
  });
});

describe("a mark with a photo", () => {
  it("waits with its photo while the upload fails, then goes with it", async () => {
    const { result, box } = await mount();
    await server.answer({
      uploads: { "": jsonReply({ statusCode: "503", error: "Unavailable", message: "down" }, 503) },
    });
    await act(() => result.current.mark(pickedUp(buildings.north, photo())));
    await waitFor(async () => expect(await photoUploads()).toBe(1));
    await server.answer({ uploads: { "": "network-error" } });
    act(() => result.current.sendNow());
    await waitFor(async () => expect(await photoUploads()).toBe(2));
    await waitFor(() => expect(result.current.waiting).toHaveLength(1));
    expect(await marks()).toEqual([]);
    expect(await markInserts()).toBe(0);
    const [waiting] = await box.outbox();
    expect(waiting).toMatchObject({ photo: expect.any(NodeBlob) });
    expect(waiting).not.toHaveProperty("photoRefused");

    await server.answer({ uploads: {} });
    act(() => result.current.sendNow());
    await waitFor(async () => expect(await marks()).toHaveLength(1));
    const [stored] = await marks();
    expect(stored?.photo_path).toBe(`marks/${stored?.id}.jpg`);
    expect(await server.storage.objects("pickup-photos")).toEqual([
      { name: `marks/${stored?.id}.jpg`, contentType: "image/jpeg", size: 2_000 },
    ]);
  });

  it("sends the photo's small copy beside it, for the partner's log to list", async () => {
    const { result } = await mount();
    await act(() =>
      result.current.mark({ ...pickedUp(buildings.north, photo()), thumb: photo(300) }),
    );
    await waitFor(async () => expect(await marks()).toHaveLength(1));
    const [stored] = await marks();
    expect(await server.storage.objects("pickup-photos")).toEqual([
      { name: `marks/${stored?.id}.jpg`, contentType: "image/jpeg", size: 2_000 },
      { name: `marks/${stored?.id}.thumb.jpg`, contentType: "image/jpeg", size: 300 },
    ]);
  });

  it("whose photo is refused is held until the crew sends it without the photo", async () => {
    const { result, box } = await mount();
    // Over the bucket's 1 MiB: Storage itself refuses it.
    await act(() => result.current.mark(pickedUp(buildings.south, photo(1_100_000))));
    await waitFor(() => expect(result.current.waiting[0]).toHaveProperty("photoRefused", true));
    act(() => result.current.sendNow());
    await waitFor(() => expect(result.current.waiting).toHaveLength(1));
    expect(await markInserts()).toBe(0);
    expect(await marks()).toEqual([]);

    const [held] = result.current.waiting as OutgoingMark[];
    await act(() => result.current.sendWithoutPhoto(held as OutgoingMark));
    await waitFor(async () => expect(await marks()).toHaveLength(1));
    expect((await marks())[0]).toMatchObject({ id: held?.id, photo_path: null });
    await waitFor(async () => expect(await box.outbox()).toEqual([]));
  });
});

const removals = async () =>
  (await server.requests()).filter(
    (r) => r.method === "DELETE" && r.path === "/rest/v1/pickup_marks",
  );

describe("Undo", () => {
  it("of a mark whose send got no answer: it is never sent again, and taken back if stored", async () => {
    const { result, box } = await mount();
    await server.answer({ insert: "network-error" });
    await act(() => result.current.mark(pickedUp()));
    const [entry] = await box.outbox();
    expect(result.current.tappedAt(entry?.id ?? "")).toBe(entry?.tappedAt);
    await waitFor(async () => expect(await markInserts()).toBe(1));
    await act(() => result.current.undo(entry?.id ?? ""));
    expect(await box.outbox()).toEqual([expect.objectContaining({ op: "remove", id: entry?.id })]);
    await server.answer({ insert: "database" });
    act(() => result.current.sendNow());
    await waitFor(() => expect(result.current.waiting).toEqual([]));
    expect(await markInserts()).toBe(1);
    expect(await marks()).toEqual([]);
    expect(await removals()).toHaveLength(1);
  });

  it("of a mark stored by a send whose answer was lost: it is taken back from the database", async () => {
    const { result, box } = await mount();
    await server.answer({ insert: "network-error" });
    await act(() => result.current.mark(pickedUp()));
    await waitFor(async () => expect(await markInserts()).toBe(1));
    const [entry] = (await box.outbox()) as OutgoingMark[];
    // The send reached the database; its answer never reached the phone.
    await server.sql(
      `insert into public.pickup_marks (id, building_id, property_id, kind, marked_at)
       values ($1, $2, $3, 'picked_up', now())`,
      [entry?.id, buildings.north, property],
    );
    await act(() => result.current.undo(entry?.id ?? ""));
    await server.answer({ insert: "database" });
    act(() => result.current.sendNow());
    await waitFor(async () => expect(await marks()).toEqual([]));
    await waitFor(async () => expect(await box.outbox()).toEqual([]));
    expect(await markInserts()).toBe(1);
  });

  it("that reaches the server after its minute: the mark stays, on screen too, and the crew is told", async () => {
    const { result, box } = await mount();
    await act(() => result.current.mark(pickedUp()));
    await waitFor(async () => expect(await marks()).toHaveLength(1));
    const [sent] = await marks();
    // The Undo was tapped in time, but sent (after a while with no signal) past the minute.
    await server.sql(
      "update public.pickup_marks set recorded_at = now() - interval '2 minutes' where id = $1",
      [sent?.id],
    );
    await act(() => result.current.undo(sent?.id ?? ""));
    await waitFor(() =>
      expect(result.current.waiting).toEqual([
        expect.objectContaining({ op: "remove", id: sent?.id, kept: true }),
      ]),
    );
    expect((await marks()).map((m) => m.id)).toEqual([sent?.id]);
    await waitFor(() => {
      const { state } = result.current;
      expect(state.kind === "ready" && state.route.marks.map((m) => m.id)).toEqual([sent?.id]);
    });
    expect(result.current.waiting[0]).toMatchObject({ building_id: buildings.north });
    // Never sent again.
    act(() => result.current.sendNow());
    await waitFor(async () => expect(await box.outbox()).toHaveLength(1));
    expect(await removals()).toHaveLength(1);
    await act(() => result.current.discard(sent?.id ?? ""));
    expect(await box.outbox()).toEqual([]);
    expect(await marks()).toHaveLength(1);
  });

  it("of a mark already sent: it is taken back from the database, and from the route", async () => {
    const { result, box } = await mount();
    await act(() => result.current.mark(pickedUp()));
    await waitFor(async () => expect(await marks()).toHaveLength(1));
    await waitFor(() => {
      const { state } = result.current;
      expect(state.kind === "ready" && state.route.marks).toHaveLength(1);
    });
    const [sent] = await marks();
    await act(() => result.current.undo(sent?.id ?? ""));
    await waitFor(async () => expect(await marks()).toEqual([]));
    await waitFor(async () => expect(await box.outbox()).toEqual([]));
    const { state } = result.current;
    expect(state.kind === "ready" && state.route.marks).toEqual([]);
  });
});

describe("Undo during a send", () => {
  const onScreen = (state: { kind: string; route?: { marks: { id: string }[] } }) =>
    state.kind === "ready" ? state.route?.marks.map((m) => m.id) : undefined;

  it("of a mark waiting behind the one on its way: it is never sent, and nothing else is lost", async () => {
    const { result, box } = await mount();
    // No signal: North (with its photo) and South wait on the phone, North first.
    await server.answer({ uploads: { "": "network-error" } });
    await act(() => result.current.mark(pickedUp(buildings.north, photo())));
    await act(() => result.current.mark(pickedUp(buildings.south)));
    await waitFor(() => expect(result.current.waiting).toHaveLength(2));
    const [north, south] = await box.outbox();
    expect([
      north?.op === "add" && north.building_id,
      south?.op === "add" && south.building_id,
    ]).toEqual([buildings.north, buildings.south]);

    // The signal comes back, slow: North's photo takes its time, and South is undone meanwhile.
    const tried = await photoUploads();
    await server.answer({ uploads: {}, storeDelayMs: 1_500 });
    act(() => result.current.sendNow());
    await waitFor(async () => expect(await photoUploads()).toBe(tried + 1));
    await act(() => result.current.undo(south?.id ?? ""));
    // North is still on its way: the Undo came during the pass.
    expect(await marks()).toEqual([]);

    await waitFor(() => expect(result.current.waiting).toEqual([]));
    expect((await marks()).map((m) => m.id)).toEqual([north?.id]);
    expect(await markInserts()).toBe(1);
    expect(await box.outbox()).toEqual([]);
    expect(onScreen(result.current.state)).toEqual([north?.id]);
  });

  it("of the mark on its way: once stored it is taken back, from the database and the route", async () => {
    const { result, box } = await mount();
    await server.answer({ storeDelayMs: 1_500 });
    await act(() => result.current.mark(pickedUp(buildings.north, photo())));
    const [north] = await box.outbox();
    await waitFor(async () => expect(await photoUploads()).toBe(1));
    // Still waiting as the crew sees it: the Undo of a mark not yet sent.
    await act(() => result.current.undo(north?.id ?? ""));
    expect(await marks()).toEqual([]);

    await waitFor(async () => expect(await markInserts()).toBe(1));
    await waitFor(async () => expect(await marks()).toEqual([]));
    await waitFor(() => expect(result.current.waiting).toEqual([]));
    expect(await box.outbox()).toEqual([]);
    expect(onScreen(result.current.state)).toEqual([]);
    expect(await removals()).toHaveLength(1);
  });

  it("of a mark sent while the screen still calls it waiting: it is taken back", async () => {
    const { result, box } = await mount();
    await server.answer({ insert: "network-error" });
    await act(() => result.current.mark(pickedUp(buildings.north)));
    await act(() => result.current.mark(pickedUp(buildings.south, photo())));
    await waitFor(() => expect(result.current.waiting).toHaveLength(2));
    const [north, south] = await box.outbox();

    // North goes at once; South's photo takes its time, and the screen is told at the pass's end.
    await server.answer({ insert: "database", storeDelayMs: 1_500 });
    act(() => result.current.sendNow());
    await waitFor(async () => expect(await photoUploads()).toBe(1));
    expect((await marks()).map((m) => m.id)).toEqual([north?.id]);
    expect(result.current.waiting.map((w) => w.id)).toEqual([north?.id, south?.id]);
    await act(() => result.current.undo(north?.id ?? ""));

    await waitFor(async () => expect((await marks()).map((m) => m.id)).toEqual([south?.id]));
    await waitFor(() => expect(result.current.waiting).toEqual([]));
    expect(await box.outbox()).toEqual([]);
    expect(onScreen(result.current.state)).toEqual([south?.id]);
  });
});
