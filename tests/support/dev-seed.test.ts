// @vitest-environment node
// What `npm run dev` seeds on its first start (supabase/local/dev.ts), in a folder of its own:
// the crew's marks of the sample property's last nights, which the partner reads at once, and
// the residents' page and the quote's link it prints; a second start over the same folder seeds
// nothing more.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import type { Supabase } from "@/auth/supabase";
import { loadAccount } from "@/features/partner/api/account";
import { loadLog } from "@/features/partner/api/log";
import { serviceLogCsv } from "@/features/partner/lib/csv";
import {
  businessNight,
  logNights,
  monthOf,
  nightsOf,
  servedShare,
  unitProblems,
} from "@/features/partner/lib/log";
import { vapidKeys } from "../../scripts/vapid-keys.js";
import { startLocalBackend } from "../../supabase/local/dev";

type Backend = Awaited<ReturnType<typeof startLocalBackend>>;
let dir: string;
let backend: Backend | undefined;

const start = async () =>
  startLocalBackend({
    dir,
    port: 0,
    siteUrl: "http://localhost:5800",
    vapid: { ...(await vapidKeys()), subject: "mailto:owner@example.com" },
    onFunctionLog: () => {},
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "dev-seed-"));
  backend = await start();
}, 120_000);
afterAll(async () => {
  await backend?.close();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

const client = () =>
  createClient(backend?.url ?? "", backend?.anonKey ?? "", {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

type Mark = {
  building: string;
  kind: string;
  problem: string | null;
  unit: string | null;
  note: string | null;
  photo_path: string | null;
  happened_at: string;
  night: string;
};

/** The marks as the seeded partner reads them on /partner, through their own RLS. */
async function partnersMarks() {
  const partner = client();
  const { error } = await partner.auth.signInWithPassword(
    backend?.partner ?? { email: "", password: "" },
  );
  expect(error).toBeNull();
  const [marks, buildings] = await Promise.all([
    partner
      .from("pickup_marks")
      .select("building_id, kind, problem, unit, note, photo_path, happened_at, night")
      .order("happened_at"),
    partner.from("property_buildings").select("id, name"),
  ]);
  expect([marks.error, buildings.error]).toEqual([null, null]);
  const names = new Map((buildings.data ?? []).map((b) => [b.id as string, b.name as string]));
  return (marks.data ?? []).map(({ building_id, ...mark }) => ({
    ...mark,
    building: names.get(building_id as string),
  })) as Mark[];
}

it(
  "seeds the sample property's last nights of marks, which the partner reads at once",
  { timeout: 60_000 },
  async () => {
    const marks = await partnersMarks();
    const anon = client();
    const { data: tonight } = await anon.rpc("current_night");
    const night = (daysBefore: number) => {
      const date = new Date(`${String(tonight)}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() - daysBefore);
      return date.toISOString().slice(0, 10);
    };
    const nights = new Set(marks.map((m) => m.night));
    // Four nights before tonight in full; tonight only as far as it has happened.
    for (const daysBefore of [1, 2, 3, 4])
      expect(marks.filter((m) => m.night === night(daysBefore)).map((m) => m.building)).toEqual([
        "Building A",
        "Building B",
        "Building C",
      ]);
    expect([...nights].every((n) => n >= night(4) && n <= night(0))).toBe(true);
    expect(marks.every((m) => new Date(m.happened_at).getTime() < Date.now())).toBe(true);

    const problems = marks.filter((m) => m.kind === "problem");
    expect(problems).toEqual([
      expect.objectContaining({
        building: "Building B",
        night: night(1),
        problem: "bulk_item",
        unit: "12",
        note: "A couch beside the dumpster (sample data).",
        photo_path: expect.stringMatching(/^marks\/[0-9a-f-]{36}\.jpg$/),
      }),
    ]);
    // The problem's photo is stored, and the partner may sign a URL for it.
    const partner = client();
    await partner.auth.signInWithPassword(backend?.partner ?? { email: "", password: "" });
    const { data: signed, error } = await partner.storage
      .from("pickup-photos")
      .createSignedUrl(problems[0]?.photo_path ?? "", 60);
    expect(error).toBeNull();
    const photo = await fetch(signed?.signedUrl ?? "");
    expect(photo.headers.get("content-type")).toBe("image/jpeg");

    // Each night is the database's: an evening's pickup in Utah belongs to that evening.
    for (const mark of marks) {
      const evening = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Denver" }).format(
        new Date(mark.happened_at),
      );
      expect(mark.night).toBe(evening);
    }
  },
);

it(
  "shows the seeded nights in the partner's log from the first one: the problem in the table, its follow-up list and the CSV",
  { timeout: 60_000 },
  async () => {
    const partner = client() as unknown as Supabase;
    await partner.auth.signInWithPassword(backend?.partner ?? { email: "", password: "" });
    const { data: user } = await partner.auth.getUser();
    // What /partner loads, through the partner's own RLS.
    const account = await loadAccount(partner, user.user?.id ?? "");
    if (!account.ok) throw new Error("the partner's page could not load");
    const [property] = account.data.properties;
    const calendar = await loadLog(partner, [property!.id], null);
    if (!calendar.ok) throw new Error("the partner's log could not load");
    const { tonight } = calendar.data;
    const since = calendar.data.firstNights.get(property!.id) ?? "";
    const first = new Date(`${tonight}T12:00:00Z`);
    first.setUTCDate(first.getUTCDate() - 4);
    // The property was added on its first night of service, its buildings with it.
    expect(since).toBe(first.toISOString().slice(0, 10));
    expect(businessNight(property!.created_at)).toBe(since);

    const months = [...new Set([monthOf(since), monthOf(tonight)])];
    const nights = [];
    for (const month of months) {
      const log = await loadLog(partner, [property!.id], month);
      if (!log.ok) throw new Error("the log could not load");
      nights.unshift(
        ...logNights(
          property!.buildings,
          nightsOf(month, tonight, since),
          tonight,
          log.data.marks,
          log.data.reports,
        ),
      );
    }
    expect(nights).toHaveLength(5);
    expect(nights.every((night) => night.cells.length === 3)).toBe(true);
    expect(servedShare(nights)).toEqual({ served: 3, nights: 4 });
    expect(unitProblems(nights).map((p) => [p.building.name, p.mark.unit])).toEqual([
      ["Building B", "12"],
    ]);
    expect(serviceLogCsv(property!.name, nights)).toContain(
      "Building B,Problem,8:20 PM,Bulk item left,12,A couch beside the dumpster (sample data).,Yes",
    );
  },
);

it(
  "prints the residents' page, which shows tonight as the marks say",
  { timeout: 60_000 },
  async () => {
    expect(backend?.residents).toMatch(/^\/r\/[A-Za-z0-9_-]{22}$/);
    const code = backend?.residents?.slice(3);
    const { data, error } = await client().rpc("resident_page", { code }).single();
    expect(error).toBeNull();
    const page = data as {
      name: string;
      night: string;
      buildings: { name: string; picked_up_at: string | null }[];
    };
    expect(page.name).toBe("Sample Apartments");
    const marks = (await partnersMarks()).filter(
      (m) => m.night === page.night && m.kind === "picked_up",
    );
    expect(page.buildings.map((b) => [b.name, b.picked_up_at !== null])).toEqual(
      ["Building A", "Building B", "Building C"].map((name) => [
        name,
        marks.some((m) => m.building === name),
      ]),
    );
  },
);

it(
  "prints a quoted request's customer link, which opens its quote",
  { timeout: 60_000 },
  async () => {
    expect(backend?.quote).toMatch(/^\/q\/[0-9a-f]{64}$/);
    const response = await fetch(`${backend?.url}/functions/v1/quote`, {
      method: "POST",
      headers: {
        apikey: backend?.anonKey ?? "",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ token: backend?.quote?.slice(3), action: "open" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      service: "garage_cleanout",
      garage_size: "2-car",
      quote_cents: 34900,
      answer: null,
    });
  },
);

it("seeds only on the first start", { timeout: 120_000 }, async () => {
  const before = (await partnersMarks()).length;
  const link = backend?.quote;
  await backend?.close();
  backend = undefined;
  backend = await start();
  expect((await partnersMarks()).length).toBe(before);
  expect(backend.quote).toBe(link);
});
