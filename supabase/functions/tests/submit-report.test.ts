// submit-report against the local Supabase of `npm run test:functions` (the real migrations:
// public.report_missed_pickup, the hold and the limits) and the local Turnstile, started here.
// The database is shared by the whole run, so each test makes a property of its own and sends
// from addresses of its own.
import assert from "node:assert/strict";
import { startTurnstile } from "../../local/turnstile.ts";
import { createTurnstileCheck } from "../_shared/turnstile.ts";
import { createSubmitReport, submitReportFromEnv } from "../submit-report/handler.ts";
import { local, newAccount, service } from "./billing.ts";
import { captureErrors } from "./console.ts";

const site = "www.pgtrash.example";
const siteUrl = `https://${site}`;

/** A partner's property, served (turned on by the owner), with one building; its code and building. */
async function property() {
  const account = await newAccount();
  const { data: made } = await service
    .from("properties")
    .update({ service_override: "on" })
    .eq("id", account.propertyId)
    .select("public_code")
    .single()
    .throwOnError();
  const { data: building } = await service
    .from("property_buildings")
    .insert({ property_id: account.propertyId, name: "North", position: 0 })
    .select("id")
    .single()
    .throwOnError();
  return { code: made.public_code as string, building: building.id as string };
}

let addresses = 0;
const address = () => `198.19.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://function/submit-report", {
    method: "POST",
    headers: { "Content-Type": "application/json", "cf-connecting-ip": address(), ...headers },
    body: JSON.stringify(body),
  });

async function stored(id: string) {
  const { data } = await service
    .from("missed_pickup_reports")
    .select("held_reason, phone, unit")
    .eq("id", id)
    .maybeSingle()
    .throwOnError();
  return data as { held_reason: string | null; phone: string | null; unit: string | null } | null;
}

async function withTurnstile<T>(
  run: (t: {
    handler: (req: Request) => Promise<Response>;
    turnstile: Awaited<ReturnType<typeof startTurnstile>>;
  }) => Promise<T>,
) {
  const turnstile = await startTurnstile();
  try {
    const handler = createSubmitReport({
      supabase: service,
      turnstile: createTurnstileCheck({
        secretKey: turnstile.secretKey,
        apiBase: turnstile.url,
        hostname: site,
      }),
      siteUrl,
    });
    return await run({ handler, turnstile });
  } finally {
    await turnstile.close();
  }
}

Deno.test("stores a report whose token passes, and lets its photo follow", async () => {
  await withTurnstile(async ({ handler, turnstile }) => {
    const { code, building } = await property();
    const id = crypto.randomUUID();
    const response = await handler(
      post({
        code,
        report: { id, building_id: building, unit: "4B", phone: "+18015550142", has_photo: true },
        turnstile_token: turnstile.issue({ hostname: site, action: "report" }),
      }),
    );
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("Access-Control-Allow-Origin"), siteUrl);
    assert.deepEqual(await response.json(), { id, photo: true });
    assert.deepEqual(await stored(id), { held_reason: null, phone: "+18015550142", unit: "4B" });
    // The same report again (its answer lost): stored once, answered alike.
    const again = await handler(
      post({
        code,
        report: { id, building_id: building, has_photo: true },
        turnstile_token: turnstile.issue({ hostname: site, action: "report" }),
      }),
    );
    assert.deepEqual(await again.json(), { id, photo: true });
  });
});

Deno.test(
  "holds a report without a token, with no photo, and tells the page nothing else",
  async () => {
    await withTurnstile(async ({ handler }) => {
      const { code, building } = await property();
      const id = crypto.randomUUID();
      const response = await handler(
        post({ code, report: { id, building_id: building, has_photo: true } }),
      );
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { id, photo: false });
      assert.equal((await stored(id))?.held_reason, "check_failed");
    });
  },
);

Deno.test(
  "holds every report as check_unavailable when no check can be made, outside the local stack",
  async () => {
    using errors = captureErrors("error");
    const handler = submitReportFromEnv(
      (name) =>
        ({
          SUPABASE_URL: local.url,
          SUPABASE_SERVICE_ROLE_KEY: local.serviceRoleKey,
          SITE_URL: siteUrl,
        })[name],
    );
    assert.match(errors.lines.join("\n"), /TURNSTILE_SECRET_KEY is not set/);
    const { code, building } = await property();
    const id = crypto.randomUUID();
    const response = await handler(
      post({ code, report: { id, building_id: building }, turnstile_token: "0.any" }),
    );
    assert.deepEqual(await response.json(), { id, photo: false });
    assert.equal((await stored(id))?.held_reason, "check_unavailable");
  },
);

Deno.test(
  "refuses another site's form (415), what is no report (400) and an unknown building (404)",
  async () => {
    await withTurnstile(async ({ handler, turnstile }) => {
      const { code, building } = await property();
      const id = crypto.randomUUID();
      const plain = await handler(
        new Request("http://function/submit-report", {
          method: "POST",
          headers: { "Content-Type": "text/plain" },
          body: JSON.stringify({ code, report: { id, building_id: building } }),
        }),
      );
      assert.equal(plain.status, 415);
      await plain.body?.cancel();
      assert.equal(await stored(id), null);
      for (const body of [
        { code, report: { id, building_id: building, property_id: "x" } },
        { report: { id, building_id: building } },
        { code, report: { id, building_id: building, has_photo: "yes" } },
      ]) {
        const response = await handler(post(body));
        assert.equal(response.status, 400, JSON.stringify(body));
        await response.body?.cancel();
      }
      const unknown = await handler(
        post({
          code,
          report: { id, building_id: crypto.randomUUID() },
          turnstile_token: turnstile.issue({ hostname: site }),
        }),
      );
      assert.equal(unknown.status, 404);
      await unknown.body?.cancel();
    });
  },
);
