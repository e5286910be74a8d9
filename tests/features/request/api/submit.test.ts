import type { ServiceRequestRow } from "@/lib/service-request";
import type { LeadSource } from "@/features/request/lib/source";
import { describe, expect, it, vi } from "vitest";
import { useSupabaseServer } from "../../../support/auth-harness";
import { jsonReply, type Answers } from "../../../support/supabase-server";

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

const retryKey = "5f0c7c1e-2a4b-4d8e-9f10-3a2b1c0d9e8f";

/** The real send, through the app's lazily created supabase-js client. */
async function send(
  values: Record<string, unknown> = row,
  token: string | null = null,
  timeoutMs?: number,
) {
  const { getSupabase } = await import("@/auth/supabase");
  const { sendRequest } = await import("@/features/request/api/submit");
  const client = getSupabase();
  if (!client) throw new Error("Supabase is not configured");
  return sendRequest(
    client,
    values as ServiceRequestRow & LeadSource,
    { turnstileToken: token, retryKey },
    timeoutMs,
  );
}

/** submit-request's answers, as the real function gives them (supabase/functions/tests). */
const stored = (id: string) =>
  jsonReply({ id, uploads: [{ path: `${id}/1.jpg`, token: "upload-token" }] });
const refusal = (status: number, error: string, details: string | null = null) =>
  jsonReply({ error, details }, status);

// The unit tests' server runs no edge functions: the test answers for submit-request, whose own
// behaviour the Deno tests and the local stack's flood test prove.
describe("sendRequest, through supabase-js's functions.invoke, against the local gateway", () => {
  const context = useSupabaseServer();
  const answer = (reply: Answers["functions"][string]) =>
    context.server.answer({ functions: { "submit-request": reply } });
  const calls = async () =>
    (await context.server.requests()).filter((r) => r.path === "/functions/v1/submit-request");

  it("posts the request, the token and the retry key, with the anon key, and hands back the photos' uploads", async () => {
    await answer(stored("id-1"));
    expect(await send(row, "turnstile-token")).toEqual({
      ok: true,
      uploads: [{ path: "id-1/1.jpg", token: "upload-token" }],
    });
    const [call, ...more] = await calls();
    expect(more).toEqual([]);
    expect(call?.method).toBe("POST");
    expect(call?.headers.apikey).toBe(context.server.anonKey);
    expect(call?.headers.authorization).toBe(`Bearer ${context.server.anonKey}`);
    expect(call?.body).toEqual({
      request: row,
      turnstile_token: "turnstile-token",
      retry_key: retryKey,
    });
  });

  // Past the daily cap of held requests the function answers 429 with the database's word for
  // the limit (supabase/migrations/20261126140000_held_intake.sql); the form tells them apart.
  const failures: [string, Answers["functions"][string], string][] = [
    [
      "the cap for this phone (429, limit=phone)",
      refusal(429, "Too many requests from this phone number today.", "limit=phone"),
      "limit-phone",
    ],
    [
      "the cap for this connection (429, limit=connection)",
      refusal(429, "Too many requests from this connection.", "limit=connection"),
      "limit-connection",
    ],
    [
      "the cap for everyone (429, limit=everyone)",
      refusal(429, "Too many requests right now.", "limit=everyone"),
      "limit-everyone",
    ],
    [
      "a 429 without the database's word (a gateway's own limit)",
      jsonReply({ message: "API rate limit exceeded" }, 429),
      "limit-everyone",
    ],
    [
      "a request the table refuses (400)",
      refusal(400, "This request could not be stored."),
      "refused",
    ],
    ["a body too large (413)", refusal(413, "This request is too large."), "refused"],
    ["the database failing (502)", refusal(502, "Our request system is having trouble."), "server"],
    ["the function failing to boot (503)", jsonReply({ code: "BOOT_ERROR" }, 503), "server"],
    ["a 200 of another shape (a captive portal)", jsonReply({ hello: "wifi" }), "server"],
    ["a dropped connection", "network-error", "network"],
  ];
  for (const [name, reply, failure] of failures) {
    it(`reports ${name} as ${failure}`, async () => {
      await answer(reply);
      expect(await send()).toEqual({ ok: false, failure });
    });
  }

  it("gives up on a function that never answers", async () => {
    await answer("hang");
    const started = Date.now();
    expect(await send(row, null, 300)).toEqual({ ok: false, failure: "timeout" });
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
