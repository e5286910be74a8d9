// The quote function against the local Supabase of `npm run test:functions` (the real
// migrations: public.create_quote_link, quote_page, answer_quote). Each test makes its own
// requests and links; the owner is a staff account of the test's own.
import assert from "node:assert/strict";
import { createClient } from "@supabase/supabase-js";
import type { Database } from "../_shared/database.types.ts";
import type { QuotePage } from "../_shared/quote.ts";
import { createQuote } from "../quote/handler.ts";
import { newAccount, service, site } from "./billing.ts";
import { captureErrors } from "./console.ts";

const owner = await newAccount({ partner: false });
await service.from("staff").insert({ user_id: owner.userId }).throwOnError();

const handler = createQuote({
  supabase: service,
  siteUrl: site,
  deposit: { kind: "share", percent: 25 },
  stripe: null,
});

let phones = 5557300;

/** A garage cleanout the owner quoted at `cents`, with a link he sent; its id and token. */
async function quoted(cents = 34900, offered: string[] = [], row: Record<string, unknown> = {}) {
  const id = crypto.randomUUID();
  await service
    .from("service_requests")
    .insert({
      id,
      service: "garage_cleanout",
      name: "Dana Whitaker",
      // A phone of its own: the intake's per-phone limit would hold a request sent after a few.
      phone: `+1801${String(++phones).padStart(7, "0")}`,
      email: "dana@example.com",
      address: "120 N Main St",
      city: "Pleasant Grove",
      garage_size: "2-car",
      contact_method: "text",
      quote_cents: cents,
      ...row,
    })
    .throwOnError();
  const { data: token } = await owner.client
    .rpc("create_quote_link", { request_id: id, offered_days: offered })
    .throwOnError();
  return { id, token: token as string };
}

const post = (body: unknown) =>
  handler(
    new Request("http://function/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site },
      body: JSON.stringify(body),
    }),
  );

const inDays = (n: number) => {
  const day = new Date(Date.now() + n * 86_400_000);
  return day.toISOString().slice(0, 10);
};

Deno.test(
  "opens the page: this request, the server's quote and deposit, no name or phone",
  async () => {
    await quoted(99900);
    const { token } = await quoted(34900);
    const response = await post({ token, action: "open" });
    assert.equal(response.headers.get("Access-Control-Allow-Origin"), site);
    const page = (await response.json()) as QuotePage;
    assert.equal(page.quote_cents, 34900);
    assert.equal(page.deposit_cents, 8725);
    assert.equal(page.address, "120 N Main St");
    assert.equal(page.garage_size, "2-car");
    assert.deepEqual(page.photos, []);
    assert.equal(page.answer, null);
    const text = JSON.stringify(page);
    for (const secret of ["Dana", "+1801", "dana@example.com", "99900", token])
      assert.ok(!text.includes(secret), `the page carries ${secret}`);
  },
);

Deno.test("a malformed, unknown or revoked token is a 404", async () => {
  const { id, token } = await quoted();
  for (const bad of ["", "../../", token.toUpperCase(), "0".repeat(64), `${token}0`, 42, null]) {
    const response = await post({ token: bad, action: "open" });
    assert.equal(response.status, 404, `token ${String(bad)}`);
    await response.body?.cancel();
  }
  await owner.client
    .from("quote_links")
    .update({ revoked_at: new Date().toISOString() })
    .eq("request_id", id)
    .throwOnError();
  for (const action of ["open", "accept", "decline"]) {
    const response = await post({ token, action });
    assert.equal(response.status, 404, action);
    await response.body?.cancel();
  }
});

Deno.test("accepts a day offered, twice as once; the amount sent is ignored", async () => {
  const day = inDays(3);
  const { id, token } = await quoted(34900, [day, inDays(4)]);
  const first = await post({ token, action: "accept", day, quote_cents: 1, deposit_cents: 1 });
  assert.equal(first.status, 200);
  const page = (await first.json()) as QuotePage;
  assert.deepEqual(page.answer, { kind: "accepted", day });
  assert.equal(page.deposit_cents, 8725);
  const again = await post({ token, action: "accept", day });
  assert.deepEqual(((await again.json()) as QuotePage).answer, { kind: "accepted", day });
  const { data } = await service
    .from("quote_links")
    .select("accepted_at, accepted_cents")
    .eq("request_id", id)
    .throwOnError();
  assert.equal(data?.length, 1);
  assert.equal(data?.[0]?.accepted_cents, 34900);
  const { data: request } = await service
    .from("service_requests")
    .select("status, scheduled_for")
    .eq("id", id)
    .single()
    .throwOnError();
  assert.deepEqual(request, { status: "scheduled", scheduled_for: day });
});

Deno.test("refuses a day not offered, and a decline after accepting (409)", async () => {
  const { token } = await quoted(34900, [inDays(3)]);
  const wrong = await post({ token, action: "accept", day: inDays(9) });
  assert.equal(wrong.status, 409);
  assert.equal(((await wrong.json()) as { code: string }).code, "day");
  assert.equal((await post({ token, action: "accept", day: inDays(3) })).status, 200);
  const decline = await post({ token, action: "decline", reason: "price" });
  assert.equal(decline.status, 409);
  assert.equal(((await decline.json()) as { code: string }).code, "answered");
});

Deno.test("declines with a reason, which becomes the lead's lost reason", async () => {
  const { id, token } = await quoted();
  const response = await post({ token, action: "decline", reason: "timing" });
  assert.deepEqual(((await response.json()) as QuotePage).answer, { kind: "declined" });
  const { data } = await service
    .from("service_requests")
    .select("status, lost_reason")
    .eq("id", id)
    .single()
    .throwOnError();
  assert.deepEqual(data, { status: "lost", lost_reason: "timing" });
});

Deno.test("bad input gets a clear 400", async () => {
  const { token } = await quoted();
  for (const body of [
    { token, action: "decline", reason: "no_answer" },
    { token, action: "accept", day: "tomorrow" },
    { token, action: "refund" },
  ]) {
    const response = await post(body);
    assert.equal(response.status, 400, JSON.stringify(body));
    assert.match(((await response.json()) as { error: string }).error, /\w/);
  }
});

Deno.test("the database down is a 502, logged", async () => {
  using errors = captureErrors();
  {
    const down = createQuote({
      supabase: createClient<Database>("http://127.0.0.1:9", "key", {
        auth: { persistSession: false },
      }),
      siteUrl: site,
      stripe: null,
    });
    const response = await down(
      new Request("http://function/quote", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: site },
        body: JSON.stringify({ token: "a".repeat(64), action: "open" }),
      }),
    );
    assert.equal(response.status, 502);
    await response.body?.cancel();
  }
  assert.match(errors.lines.join("\n"), /quote: the database failed/);
});
