import type { SupabaseClient } from "@supabase/supabase-js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isStaff } from "@/auth/is-staff";
import {
  getRequest,
  getSummary,
  listRequests,
  type ListFilter,
  type ListQuery,
  saveNotes,
  setStatus,
} from "@/features/owner/api/requests";
import {
  clientFor,
  partnerEmail,
  sentRequest,
  staffEmail,
  staffPassword,
} from "../../../support/inbox-fixtures";
import {
  jsonReply,
  startSupabaseServer,
  type SupabaseTestServer,
} from "../../../support/supabase-server";

// The inbox's data calls, through the real supabase-js, against the local Supabase's PostgREST,
// which runs them on the migrated database (staff only; status and owner_notes only).

let server: SupabaseTestServer;
let staff: SupabaseClient;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

// The server takes a database from a pool that may boot one first: on a busy 2-core machine,
// longer than the 10 s Vitest gives a hook (as in tests/support/auth-harness.ts).
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  await server.addUser(partnerEmail, staffPassword);
  staff = await clientFor(server, staffEmail);
}, 60_000);
afterEach(() => server.close());

describe("who may read", () => {
  it("is_staff is true for staff, false for another account and for anon", async () => {
    expect(await isStaff(staff)).toEqual({ ok: true, data: true });
    expect(await isStaff(await clientFor(server, partnerEmail))).toEqual({ ok: true, data: false });
    expect(await isStaff(await clientFor(server))).toEqual({ ok: true, data: false });
    expect((await server.requests()).at(-1)).toMatchObject({
      method: "POST",
      path: "/rest/v1/rpc/is_staff",
    });
  });

  it("another account sees no row and changes none; anon is refused", async () => {
    const row = await server.addRequest(sentRequest());
    const partner = await clientFor(server, partnerEmail);
    expect(await listRequests(partner, { filter: "all", search: "" })).toEqual({
      ok: true,
      data: [],
    });
    expect(await setStatus(partner, row.id, "lost")).toEqual({ ok: false, failure: "other" });
    expect((await server.rows())[0]?.status).toBe("new");
    const anon = await clientFor(server);
    const { error, status } = await anon.from("service_requests").select("*");
    expect([status, error?.code]).toEqual([401, "42501"]);
    expect(await listRequests(anon, { filter: "all", search: "" })).toEqual({
      ok: false,
      failure: "other",
    });
  });

  it("staff may not change the visitor's fields (42501)", async () => {
    const row = await server.addRequest(sentRequest());
    const { error, status } = await staff
      .from("service_requests")
      .update({ name: "Someone else" })
      .eq("id", row.id);
    expect([status, error?.code]).toEqual([403, "42501"]);
    expect((await server.rows())[0]?.name).toBe("Pat Doe");
  });
});

describe("the list", () => {
  it("is newest first, 50 at a time, the next page after the last row", async () => {
    for (let i = 0; i < 55; i += 1)
      await server.addRequest(sentRequest({ name: `Person ${i}` }), minutesAgo(100 - i));
    const first = await listRequests(staff, { filter: "all", search: "" });
    if (!first.ok) throw new Error("not listed");
    const second = await listRequests(staff, {
      filter: "all",
      search: "",
      after: first.data.at(-1)?.id,
    });
    if (!second.ok) throw new Error("not listed");
    expect(first.data).toHaveLength(50);
    expect(first.data[0]?.name).toBe("Person 54");
    expect(second.data.map((r) => r.name)).toEqual([4, 3, 2, 1, 0].map((i) => `Person ${i}`));
    // One call of the database's function, keyed by the last row: no offset.
    expect((await server.requests()).at(-1)).toMatchObject({
      path: "/rest/v1/rpc/inbox_requests",
      body: { filter: "all", search: "", after: first.data.at(-1)?.id, page_size: 50 },
    });
    // Full rows, the database's defaults included.
    expect(first.data[0]).toMatchObject({ status: "new", contacted_at: null, owner_notes: null });
  });

  it("filters by status, counts each status, and searches name, phone and city", async () => {
    await server.addRequest(sentRequest({ name: "Ann Lee", city: "Provo" }));
    await server.addRequest(sentRequest({ name: "Bo (Jr.), Smith", phone: "+13855550199" }));
    const done = await server.addRequest(sentRequest({ name: "Cy Day" }));
    await setStatus(staff, done.id, "done");
    const called = await server.addRequest(sentRequest({ name: "Dee Ray" }));
    await setStatus(staff, called.id, "contacted");
    const lost = await server.addRequest(sentRequest({ name: "Eve Cole" }));
    await setStatus(staff, lost.id, "lost");

    expect(await getSummary(staff)).toMatchObject({
      ok: true,
      data: { counts: { new: 2, contacted: 1, scheduled: 0, done: 1, lost: 1 } },
    });
    const names = async (filter: ListFilter, search: string) => {
      const result = await listRequests(staff, { filter, search });
      return result.ok ? result.data.map((r) => r.name).sort() : result;
    };
    expect(await names("done", "")).toEqual(["Cy Day"]);
    expect(await names("all", "provo")).toEqual(["Ann Lee"]);
    expect(await names("all", "385 555")).toEqual(["Bo (Jr.), Smith"]);
    expect(await names("all", "(Jr.),")).toEqual(["Bo (Jr.), Smith"]);
    expect(await names("new", "cy")).toEqual([]);
    expect(await names("all", "cy")).toEqual(["Cy Day"]);
    // Open, the default, leaves the done and the lost one out.
    expect(await names("open", "")).toEqual(["Ann Lee", "Bo (Jr.), Smith", "Dee Ray"]);
    expect(await names("open", "cy")).toEqual([]);
  });

  it("says offline for a 500 or no answer, other for a refusal", async () => {
    const query: ListQuery = { filter: "all", search: "" };
    await server.answer({
      rpc: {
        inbox_requests: jsonReply({ message: "boom" }, 500),
        inbox_summary: jsonReply({ message: "boom" }, 500),
      },
    });
    expect(await listRequests(staff, query)).toEqual({ ok: false, failure: "offline" });
    expect(await getSummary(staff)).toEqual({ ok: false, failure: "offline" });
    await server.answer({ rpc: { inbox_requests: "network-error" } });
    expect(await listRequests(staff, query)).toEqual({ ok: false, failure: "offline" });
    await server.answer({
      rpc: { inbox_requests: jsonReply({ code: "42501", message: "no" }, 403) },
    });
    expect(await listRequests(staff, query)).toEqual({ ok: false, failure: "other" });
  });
});

describe("one request", () => {
  it("is read by id, and an unknown or malformed id is not there", async () => {
    const row = await server.addRequest(sentRequest());
    expect(await getRequest(staff, row.id)).toMatchObject({ ok: true, data: { id: row.id } });
    expect(await getRequest(staff, crypto.randomUUID())).toEqual({ ok: true, data: null });
    expect(await getRequest(staff, "nope")).toEqual({ ok: true, data: null });
  });

  it("marks a status with exactly {status} for that id; contacted_at is set once", async () => {
    const row = await server.addRequest(sentRequest());
    const contacted = await setStatus(staff, row.id, "contacted");
    const patch = (await server.requests()).at(-1);
    expect(patch).toMatchObject({ method: "PATCH", body: { status: "contacted" } });
    expect(JSON.stringify(patch?.body)).toBe('{"status":"contacted"}');
    expect(patch?.query.id).toBe(`eq.${row.id}`);
    if (!contacted.ok) throw new Error("not saved");
    expect(contacted.data.contacted_at).toEqual(expect.any(String));
    const scheduled = await setStatus(staff, row.id, "scheduled");
    expect(scheduled.ok && scheduled.data.contacted_at).toBe(contacted.data.contacted_at);
  });

  it("saves notes up to 4,000 characters; a failed save says so", async () => {
    const row = await server.addRequest(sentRequest());
    expect(await saveNotes(staff, row.id, "Call after 5")).toMatchObject({
      ok: true,
      data: { owner_notes: "Call after 5" },
    });
    expect(await saveNotes(staff, row.id, "x".repeat(4001))).toEqual({
      ok: false,
      failure: "other",
    });
    await server.answer({ update: "network-error" });
    expect(await saveNotes(staff, row.id, "later")).toEqual({ ok: false, failure: "offline" });
    expect((await server.rows())[0]?.owner_notes).toBe("Call after 5");
  });
});

it("the median time to first contact counts the last 30 days only", async () => {
  // Staff mark each request contacted now, through the API; the trigger sets contacted_at.
  const contactedAfter = async (minutes: number) => {
    const row = await server.addRequest(sentRequest(), minutesAgo(minutes));
    expect(await setStatus(staff, row.id, "contacted")).toMatchObject({ ok: true });
  };
  expect(await getSummary(staff)).toMatchObject({ ok: true, data: { median: null } });
  await contactedAfter(10);
  await contactedAfter(30);
  await contactedAfter(20);
  await contactedAfter(40 * 24 * 60); // arrived 40 days ago: outside the window
  await server.addRequest(sentRequest()); // never contacted
  expect(await getSummary(staff)).toMatchObject({ ok: true, data: { median: 20 } });
});

it("the summary of another shape is unreadable", async () => {
  await server.answer({ rpc: { inbox_summary: jsonReply([{ new: "two" }]) } });
  expect(await getSummary(staff)).toEqual({ ok: false, failure: "unreadable" });
});
