import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Client } from "@/features/owner/api/requests";
import {
  getMonth,
  listReviewsToAsk,
  listUpcoming,
  markLost,
  markReviewAsked,
  saveQuote,
  schedule,
} from "@/features/owner/api/lifecycle";
import { addDays } from "@/lib/days";
import { businessDay } from "@/lib/service-request";
import { clientFor, sentRequest, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

// The lifecycle's calls as staff on the local Supabase: what the inbox reads back, and the rows
// the database then holds. The database's own rules on these columns are proven in
// tests/supabase/lead_lifecycle.test.ts.

let server: SupabaseTestServer;
let staff: Client;
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  staff = (await clientFor(server, staffEmail)) as Client;
}, 60_000);
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

const stored = async (id: string) => (await server.rows()).find((row) => row.id === id);

// A request may not be scheduled before the day it was sent, and these are sent today.
const today = businessDay();
const tomorrow = addDays(today, 1);

describe("changes", () => {
  it("schedules with the day and window in the same update as the status", async () => {
    const { id } = await server.addRequest(sentRequest());
    const saved = await schedule(staff, id, {
      day: today,
      from: "08:00",
      until: "10:00",
      setOut: "Bags by the curb",
    });
    expect(saved).toMatchObject({
      ok: true,
      data: { status: "scheduled", scheduled_for: today, scheduled_from: "08:00:00" },
    });
    expect(await stored(id)).toMatchObject({
      status: "scheduled",
      scheduled_for: today,
      scheduled_from: "08:00:00",
      scheduled_until: "10:00:00",
      set_out_note: "Bags by the curb",
    });
    await schedule(staff, id, { day: tomorrow, from: null, until: null, setOut: null });
    expect(await stored(id)).toMatchObject({
      scheduled_for: tomorrow,
      scheduled_from: null,
      scheduled_until: null,
      set_out_note: null,
    });
  });

  it("marks lost with its reason, saves a quote in cents, records when a review was asked", async () => {
    const lost = await server.addRequest(sentRequest());
    expect(await markLost(staff, lost.id, "chose_another")).toMatchObject({ ok: true });
    expect(await stored(lost.id)).toMatchObject({ status: "lost", lost_reason: "chose_another" });
    const quoted = await server.addRequest(sentRequest());
    expect(await saveQuote(staff, quoted.id, 34900)).toMatchObject({ ok: true });
    expect(await stored(quoted.id)).toMatchObject({ quote_cents: 34900 });
    const done = await server.addRequest(sentRequest({ status: "done" }));
    const at = new Date("2026-11-28T18:00:00Z");
    expect(await markReviewAsked(staff, done.id, at)).toMatchObject({ ok: true });
    const row = await stored(done.id);
    expect(new Date(String(row?.review_requested_at)).toISOString()).toBe(at.toISOString());
  });

  it("fails when no row changed, when refused, and when there is no answer", async () => {
    expect(await saveQuote(staff, crypto.randomUUID(), 1)).toEqual({
      ok: false,
      failure: "other",
    });
    const { id } = await server.addRequest(sentRequest());
    // A negative quote breaks the table's check: the database refuses it, and nothing changes.
    expect(await saveQuote(staff, id, -1)).toEqual({ ok: false, failure: "other" });
    expect(await stored(id)).toMatchObject({ quote_cents: null });
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    expect(await saveQuote(staff, id, 1)).toEqual({ ok: false, failure: "offline" });
  });
});

describe("lists", () => {
  it("reads scheduled jobs by day, then window", async () => {
    const later = await server.addRequest(
      sentRequest({
        status: "scheduled",
        scheduled_for: tomorrow,
        scheduled_from: "08:00",
        scheduled_until: "10:00",
      }),
    );
    const afternoon = await server.addRequest(
      sentRequest({
        status: "scheduled",
        scheduled_for: today,
        scheduled_from: "13:00",
        scheduled_until: "15:00",
      }),
    );
    const morning = await server.addRequest(
      sentRequest({
        status: "scheduled",
        scheduled_for: today,
        scheduled_from: "08:00",
        scheduled_until: "10:00",
      }),
    );
    await server.addRequest(sentRequest());
    const answer = await listUpcoming(staff);
    expect(answer.ok && answer.data.map((r) => r.id)).toEqual([morning.id, afternoon.id, later.id]);
    // The next page starts after the row given, by key.
    const next = await listUpcoming(staff, morning.id);
    expect(next.ok && next.data.map((r) => r.id)).toEqual([afternoon.id, later.id]);
  });

  it("reads done jobs not yet asked for a review, the latest done first", async () => {
    const older = await server.addRequest(
      sentRequest({ status: "done", status_changed_at: "2026-11-20T17:00:00Z" }),
    );
    const newer = await server.addRequest(
      sentRequest({ status: "done", status_changed_at: "2026-11-25T17:00:00Z" }),
    );
    await server.addRequest(
      sentRequest({ status: "done", review_requested_at: "2026-11-26T17:00:00Z" }),
    );
    await server.addRequest(sentRequest({ status: "scheduled", scheduled_for: today }));
    const answer = await listReviewsToAsk(staff);
    expect(answer.ok && answer.data.map((r) => r.id)).toEqual([newer.id, older.id]);
    const next = await listReviewsToAsk(staff, newer.id);
    expect(next.ok && next.data.map((r) => r.id)).toEqual([older.id]);
  });
});

describe("the month", () => {
  it("calls inbox_month with the month's first day and reads its figures", async () => {
    const november = "2026-11-10T17:00:00Z";
    await server.addRequest(sentRequest({ city: "Orem" }), november);
    await server.addRequest(
      sentRequest({ city: "Provo", status: "lost", lost_reason: "price" }),
      november,
    );
    await server.addRequest(sentRequest({ city: "Orem" }), "2026-10-10T17:00:00Z");
    const month = await getMonth(staff, "2026-11-01");
    expect(month).toMatchObject({ ok: true, data: { newLeads: 2, lost: 1 } });
  });

  it("fails on an answer of another shape, on a refusal and on a server failing", async () => {
    const anon = (await clientFor(server)) as Client;
    expect(await getMonth(anon, "2026-11-01")).toEqual({ ok: false, failure: "other" });
    const fetch = vi.spyOn(globalThis, "fetch");
    fetch.mockResolvedValueOnce(Response.json({ won: 1 }));
    expect(await getMonth(staff, "2026-11-01")).toEqual({ ok: false, failure: "unreadable" });
    fetch.mockResolvedValueOnce(Response.json({ message: "down" }, { status: 503 }));
    expect(await getMonth(staff, "2026-11-01")).toEqual({ ok: false, failure: "offline" });
  });
});
