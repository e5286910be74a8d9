import type { ServiceRequestRow } from "@/lib/service-request";
import type { LeadSource } from "@/features/request/lib/source";
import { createClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { useSupabaseServer } from "../../../support/auth-harness";
import { jsonReply, postgrestErrors, type Answers } from "../../../support/supabase-server";

const row: ServiceRequestRow & LeadSource = {
  service: "garage_cleanout",
  name: "Pat Doe",
  phone: "+18015550142",
  email: "pat@example.com",
  address: "123 Main St",
  unit: null,
  city: "Provo",
  rooms: null,
  garage_size: "2-car",
  start_date: null,
  contact_method: "text",
  notes: null,
  property_name: null,
  units: null,
  sms_consent: false,
  source_page: "area",
  source_host: "google.com",
};

/** The real send, through the app's lazily created supabase-js client. */
async function send(values: Record<string, unknown> = row, timeoutMs?: number) {
  const { getSupabase } = await import("@/auth/supabase");
  const { sendRequest } = await import("@/features/request/api/submit");
  const client = getSupabase();
  if (!client) throw new Error("Supabase is not configured");
  return sendRequest(client, values as ServiceRequestRow & LeadSource, timeoutMs);
}

describe("sendRequest, through supabase-js, against the local Supabase's PostgREST", () => {
  const context = useSupabaseServer();

  it("inserts one row, its source included, with the anon key and asks for nothing back", async () => {
    expect(await send()).toEqual({ ok: true });
    const [insert, ...more] = await context.server.inserts();
    expect(more).toEqual([]);
    expect(insert?.path).toBe("/rest/v1/service_requests");
    expect(insert?.query).toEqual({}); // no ?select=, no ?columns=
    expect(insert?.headers.apikey).toBe(context.server.anonKey);
    expect(insert?.headers.authorization).toBe(`Bearer ${context.server.anonKey}`);
    expect(insert?.headers.prefer).toBe("return=minimal");
    expect(await context.server.rows()).toEqual([expect.objectContaining(row)]);
  });

  // The database's own refusals: a column the visitor may not write (42501, 401 for anon) and a
  // CHECK (23514, 400).
  const refusals: [string, Record<string, unknown>][] = [
    ["a column it may not write (401)", { ...row, status: "done" }],
    ["a check violation (400)", { ...row, phone: "+1801555014" }],
  ];
  for (const [name, values] of refusals) {
    it(`reports ${name} as refused, storing nothing`, async () => {
      expect(await send(values)).toEqual({ ok: false, failure: "refused" });
      expect(await context.server.rows()).toEqual([]);
    });
  }

  // Each of the database's three limits answers 429; the form tells them apart by the word the
  // migration puts in the refusal's details.
  it("reports the phone's daily limit on a fourth request from one phone", async () => {
    for (let i = 0; i < 3; i += 1) expect(await send()).toEqual({ ok: true });
    expect(await send()).toEqual({ ok: false, failure: "limit-phone" });
    expect(await context.server.rows()).toHaveLength(3);
  });

  it("reports the connection's hourly limit on a sixth request from one address", async () => {
    const { sendRequest } = await import("@/features/request/api/submit");
    // The address Cloudflare would hand on (docs/decisions/0008), from one house.
    const house = createClient(context.server.url, context.server.anonKey, {
      auth: { persistSession: false },
      global: { headers: { "cf-connecting-ip": "203.0.113.7" } },
    });
    const from = (i: number) =>
      sendRequest(Promise.resolve(house), { ...row, phone: `+1801555020${i}` });
    for (let i = 0; i < 5; i += 1) expect(await from(i)).toEqual({ ok: true });
    expect(await from(5)).toEqual({ ok: false, failure: "limit-connection" });
    expect(await context.server.rows()).toHaveLength(5);
  });

  it("reports the flood breaker when 200 requests arrived in the hour", async () => {
    for (let i = 0; i < 200; i += 1) {
      await context.server.addRequest({ ...row, phone: `+1385555${String(i).padStart(4, "0")}` });
    }
    expect(await send()).toEqual({ ok: false, failure: "limit-everyone" });
  });

  it("reads a 429 without the database's word (a gateway's own limit) as the busy hour", async () => {
    await context.server.answer({
      insert: jsonReply({ message: "API rate limit exceeded" }, 429),
    });
    expect(await send()).toEqual({ ok: false, failure: "limit-everyone" });
  });

  const failures: [string, Answers["insert"], string][] = [
    ["an internal error (500)", postgrestErrors.internal, "server"],
    ["a dropped connection", "network-error", "network"],
  ];
  for (const [name, insert, failure] of failures) {
    it(`reports ${name} as ${failure}`, async () => {
      await context.server.answer({ insert });
      expect(await send()).toEqual({ ok: false, failure });
      expect(await context.server.rows()).toEqual([]);
    });
  }

  it("counts a duplicate of its own id (409, 23505) as sent: an earlier answer was lost", async () => {
    const id = crypto.randomUUID();
    expect(await send({ ...row, id })).toEqual({ ok: true });
    expect(await send({ ...row, id })).toEqual({ ok: true });
    const [first, again] = await context.server.inserts();
    expect(first?.body).toEqual(again?.body);
    expect([first?.status, again?.status]).toEqual([201, 409]);
    expect(await context.server.rows()).toHaveLength(1);
  });

  it("gives up on a server that never answers", async () => {
    await context.server.answer({ insert: "hang" });
    const started = Date.now();
    expect(await send(row, 300)).toEqual({ ok: false, failure: "timeout" });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("reports an unreachable server as a network failure", async () => {
    await context.server.close();
    expect(await send()).toEqual({ ok: false, failure: "network" });
  });

  it("says the phone is offline when the browser says so", async () => {
    await context.server.close();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(await send()).toEqual({ ok: false, failure: "offline" });
  });
});
