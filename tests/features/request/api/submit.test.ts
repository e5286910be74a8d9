import type { ServiceRequestRow } from "@/lib/service-request";
import type { LeadSource } from "@/features/request/lib/source";
import { describe, expect, it } from "vitest";
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
async function send(timeoutMs?: number) {
  const { getSupabase } = await import("@/lib/supabase");
  const { sendRequest } = await import("@/features/request/api/submit");
  const client = getSupabase();
  if (!client) throw new Error("Supabase is not configured");
  return sendRequest(client, row, timeoutMs);
}

describe("sendRequest, through supabase-js, against a server speaking PostgREST", () => {
  const context = useSupabaseServer();

  it("inserts one row, its source included, with the anon key and asks for nothing back", async () => {
    expect(await send()).toEqual({ ok: true });
    const [insert, ...more] = context.server.inserts();
    expect(more).toEqual([]);
    expect(insert?.path).toBe("/rest/v1/service_requests");
    expect(insert?.query).toEqual({}); // no ?select=, no ?columns=
    expect(insert?.headers.apikey).toBe(context.server.anonKey);
    expect(insert?.headers.authorization).toBe(`Bearer ${context.server.anonKey}`);
    expect(insert?.headers.prefer).toBe("return=minimal");
    expect(context.server.rows).toEqual([row]);
  });

  const failures: [string, Answers["insert"], string][] = [
    ["a row-level security refusal (401)", postgrestErrors.rls, "refused"],
    ["a check violation (400)", postgrestErrors.check, "refused"],
    ["the rate limit (429)", postgrestErrors.rateLimited, "rate-limited"],
    ["an internal error (500)", postgrestErrors.internal, "server"],
    ["a dropped connection", "network-error", "network"],
  ];
  for (const [name, insert, failure] of failures) {
    it(`reports ${name} as ${failure}, storing nothing`, async () => {
      context.server.answer({ insert });
      expect(await send()).toEqual({ ok: false, failure });
      expect(context.server.rows).toEqual([]);
    });
  }

  it("counts a duplicate of its own id (409, 23505) as sent: an earlier answer was lost", async () => {
    context.server.answer({
      insert: jsonReply(
        {
          code: "23505",
          details: "Key (id)=(…) already exists.",
          hint: null,
          message: 'duplicate key value violates unique constraint "service_requests_pkey"',
        },
        409,
      ),
    });
    expect(await send()).toEqual({ ok: true });
  });

  it("gives up on a server that never answers", async () => {
    context.server.answer({ insert: "hang" });
    const started = Date.now();
    expect(await send(300)).toEqual({ ok: false, failure: "timeout" });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("reports an unreachable server as a network failure", async () => {
    await context.server.close();
    expect(await send()).toEqual({ ok: false, failure: "network" });
  });
});
