// The owner's "E-mail the quote": notify-owner e-mails the link he just made to the customer,
// as his own access token's call, against the local Supabase (claim_quote_email checks the
// caller is staff and the token is the request's link in use) and a stand-in Resend.
import assert from "node:assert/strict";
import { createClient } from "@supabase/supabase-js";
import type { Database } from "../_shared/database.types.ts";
import type { Business } from "../notify-owner/customer.ts";
import { createNotifyNewRequest } from "../notify-owner/handler.ts";
import { local, newAccount, service, site } from "./billing.ts";
import { captureErrors } from "./console.ts";
import { startResendStub } from "./resend.ts";

const owner = await newAccount({ partner: false });
await service.from("staff").insert({ user_id: owner.userId }).throwOnError();
const stranger = await newAccount({ partner: false });
const business: Business = { phone: "+18017852200", reviewUrl: null };

let phones = 5557900;

/** A garage cleanout quoted at $349 (with the customer's e-mail unless null), its link made. */
async function quoted(email: string | null = "dana@example.com") {
  const id = crypto.randomUUID();
  await service
    .from("service_requests")
    .insert({
      id,
      service: "garage_cleanout",
      name: "Dana Whitaker",
      phone: `+1801${String(++phones).padStart(7, "0")}`,
      email,
      address: "120 N Main St",
      city: "Pleasant Grove",
      garage_size: "2-car",
      contact_method: "text",
      quote_cents: 34900,
    })
    .throwOnError();
  const { data: token } = await owner.client
    .rpc("create_quote_link", { request_id: id })
    .throwOnError();
  return { id, token: token as string };
}

const asCaller = (token: string) =>
  createClient<Database>(local.url, local.anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

async function ask(
  resend: { url: string },
  callerToken: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const handler = createNotifyNewRequest({
    webhookSecret: "webhook-secret-1234",
    resendApiKey: "re_test_key",
    to: "owner@example.com",
    from: "Requests <requests@example.com>",
    resendApiBase: resend.url,
    siteUrl: site,
    business,
    asCaller,
  });
  const response = await handler(
    new Request("http://function/notify-owner", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${callerToken}` },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

const emailedAt = async (id: string) =>
  (
    await service
      .from("quote_links")
      .select("emailed_at, sent_at")
      .eq("request_id", id)
      .is("revoked_at", null)
      .single()
      .throwOnError()
  ).data;

Deno.test(
  "the owner's tap e-mails the link to the customer once, however often he taps",
  async () => {
    await using resend = startResendStub();
    const { id, token } = await quoted();
    const body = { quote_email: { request_id: id, token } };
    const answers = await Promise.all([1, 2, 3].map(() => ask(resend, owner.token, body)));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 200, 200]);
    assert.equal(answers.filter((a) => a.body.already === false).length, 1);
    assert.equal(resend.requests.length, 1);
    const [sent] = resend.requests;
    const message = sent?.body as Record<string, unknown>;
    assert.deepEqual(message.to, ["dana@example.com"]);
    assert.equal(message.reply_to, "owner@example.com");
    assert.equal(message.subject, "Your quote: Garage Cleanout, Pleasant Grove Trash & Cleanouts");
    assert.ok(String(message.text).includes(`${site}/q/${token}`));
    assert.ok(String(message.text).includes("Call or text (801) 785-2200."));
    assert.match(sent?.headers.get("Idempotency-Key") ?? "", /^quote-link-[0-9a-f-]{36}$/);
    const link = await emailedAt(id);
    assert.ok(link.emailed_at && link.sent_at, "the link is marked e-mailed and sent");
  },
);

Deno.test("a caller who is not staff, or no one signed in, e-mails nothing", async () => {
  await using resend = startResendStub();
  const { id, token } = await quoted();
  const body = { quote_email: { request_id: id, token } };
  assert.equal((await ask(resend, stranger.token, body)).status, 403);
  assert.equal((await ask(resend, local.anonKey, body)).status, 403);
  assert.equal((await ask(resend, "not-a-jwt", body)).status, 401);
  assert.equal(resend.requests.length, 0);
  assert.equal((await emailedAt(id)).emailed_at, null);
});

Deno.test("a forged, replaced or another request's token e-mails nothing", async () => {
  await using resend = startResendStub();
  const dana = await quoted();
  const other = await quoted("omar@example.com");
  const forged = "0".repeat(64);
  for (const body of [
    { quote_email: { request_id: dana.id, token: forged } },
    { quote_email: { request_id: dana.id, token: other.token } },
  ])
    assert.deepEqual(await ask(resend, owner.token, body), {
      status: 404,
      body: { error: "This link is no longer in use", code: "not_found" },
    });
  const replaced = await quoted();
  await owner.client.rpc("create_quote_link", { request_id: replaced.id }).throwOnError();
  const old = { quote_email: { request_id: replaced.id, token: replaced.token } };
  assert.equal((await ask(resend, owner.token, old)).status, 404);
  assert.equal(
    (await ask(resend, owner.token, { quote_email: { request_id: "x", token: "y" } })).status,
    400,
  );
  assert.equal(resend.requests.length, 0);
});

Deno.test("a customer without an e-mail gets a clear answer, and nothing is claimed", async () => {
  await using resend = startResendStub();
  const { id, token } = await quoted(null);
  assert.deepEqual(await ask(resend, owner.token, { quote_email: { request_id: id, token } }), {
    status: 409,
    body: { error: "The customer gave no e-mail address", code: "no_email" },
  });
  assert.equal(resend.requests.length, 0);
  assert.equal((await emailedAt(id)).emailed_at, null);
});

Deno.test("a send that fails gives the claim back, so the next tap tries again", async () => {
  const { id, token } = await quoted();
  const body = { quote_email: { request_id: id, token } };
  {
    await using down = startResendStub({ failWith: 500 });
    using errors = captureErrors();
    assert.equal((await ask(down, owner.token, body)).status, 502);
    assert.ok(errors.lines.some((line) => line.includes("failed")));
  }
  assert.equal((await emailedAt(id)).emailed_at, null);
  await using resend = startResendStub();
  assert.deepEqual((await ask(resend, owner.token, body)).body, { emailed: true, already: false });
  assert.equal(resend.requests.length, 1);
});
