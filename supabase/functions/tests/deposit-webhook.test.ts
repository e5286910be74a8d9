// stripe-webhook's deposit events against the local Supabase (public.apply_deposit_event on the
// real migrations): the events are written and signed here as Stripe signs them, so that a test
// delivers them forged, twice or out of order. Each test makes its own quote and deposit.
import assert from "node:assert/strict";
import { signature } from "../../local/stripe/server.ts";
import { sha256Hex } from "../_shared/http.ts";
import { createQuote } from "../quote/handler.ts";
import { captureErrors } from "./console.ts";
import { newAccount, rows, service, site, startBilling, whsec } from "./billing.ts";

const owner = await newAccount({ partner: false });
await service.from("staff").insert({ user_id: owner.userId }).throwOnError();
const quote = createQuote({ supabase: service, siteUrl: site, stripe: null });

let phones = 5557600;

/** A garage cleanout quoted at $349, accepted by its customer; the deposit row of $87.25. */
async function depositRow() {
  const id = crypto.randomUUID();
  await service
    .from("service_requests")
    .insert({
      id,
      service: "garage_cleanout",
      name: "Dana Whitaker",
      // A phone of its own: the intake's per-phone limit would hold a request sent after a few.
      phone: `+1801${String(++phones).padStart(7, "0")}`,
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
  const accepted = await quote(
    new Request("http://function/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site },
      body: JSON.stringify({ token, action: "accept", day: null }),
    }),
  );
  assert.equal(accepted.status, 200);
  await accepted.body?.cancel();
  const hash = await sha256Hex(String(token));
  const { data } = await service
    .rpc("begin_deposit", { token_hash: hash, amount_cents: 8725 })
    .single()
    .throwOnError();
  return data as { id: string };
}

let events = 0;
const eventId = () => `evt_deposit${Date.now()}${++events}`;
const piId = () => `pi_deposit${Date.now()}${++events}`;

/** A Stripe event of `type` about `object`, created at `created` (Unix seconds). */
const eventOf = (
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) => ({
  id: eventId(),
  object: "event",
  api_version: "2025-03-31.basil",
  created,
  data: { object },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
});

const completed = (depositId: string, intent: string, created?: number) =>
  eventOf(
    "checkout.session.completed",
    {
      id: `cs_test_${crypto.randomUUID().replaceAll("-", "")}`,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      payment_intent: intent,
      metadata: { deposit_id: depositId },
    },
    created,
  );
const failed = (depositId: string, created?: number) =>
  eventOf(
    "payment_intent.payment_failed",
    { id: piId(), object: "payment_intent", metadata: { deposit_id: depositId } },
    created,
  );
/** The charge of `intent` refunded: whole, or in part to a running total of `amountRefunded`. */
const refunded = (intent: string, created?: number, amountRefunded = 8725) =>
  eventOf(
    "charge.refunded",
    {
      id: `ch_${crypto.randomUUID().replaceAll("-", "")}`,
      object: "charge",
      amount: 8725,
      amount_refunded: amountRefunded,
      payment_intent: intent,
      refunded: amountRefunded === 8725,
    },
    created,
  );

type Billing = Awaited<ReturnType<typeof startBilling>>;

/** Delivers an event, signed by `secret` (the endpoint's unless given). */
async function deliver(billing: Billing, event: unknown, secret = whsec) {
  const body = JSON.stringify(event);
  const response = await billing.handler(
    new Request(billing.endpoint.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature(body, secret) },
      body,
    }),
  );
  return { status: response.status, body: (await response.json()) as { result?: string } };
}

const stored = async (id: string) => (await rows("quote_deposits", "id", id))[0];

Deno.test(
  "a paid Checkout marks the deposit paid, once however often it is delivered",
  async () => {
    await using billing = await startBilling({ webhook: false });
    const deposit = await depositRow();
    const intent = piId();
    const event = completed(deposit.id, intent);
    assert.deepEqual(await deliver(billing, event), {
      status: 200,
      body: { received: true, result: "recorded" },
    });
    const first = await stored(deposit.id);
    assert.equal(first?.status, "paid");
    assert.equal(first?.payment_intent_id, intent);
    assert.deepEqual(await deliver(billing, event), {
      status: 200,
      body: { received: true, result: "duplicate" },
    });
    assert.deepEqual(await stored(deposit.id), first);
  },
);

Deno.test("a forged event changes nothing", async () => {
  await using billing = await startBilling({ webhook: false });
  const deposit = await depositRow();
  using warnings = captureErrors("warn");
  const forged = await deliver(billing, completed(deposit.id, piId()), "whsec_someone_else");
  assert.equal(forged.status, 400);
  assert.match(warnings.lines.join("\n"), /stripe-webhook: refused/);
  assert.equal((await stored(deposit.id))?.status, "open");
});

Deno.test("a failed attempt delivered after the payment leaves it paid", async () => {
  await using billing = await startBilling({ webhook: false });
  const deposit = await depositRow();
  const now = Math.floor(Date.now() / 1000);
  await deliver(billing, completed(deposit.id, piId(), now));
  assert.equal((await deliver(billing, failed(deposit.id, now - 60))).status, 200);
  assert.equal((await stored(deposit.id))?.status, "paid");
});

Deno.test(
  "a failed attempt marks an open deposit failed; paying after it marks it paid",
  async () => {
    await using billing = await startBilling({ webhook: false });
    const deposit = await depositRow();
    await deliver(billing, failed(deposit.id));
    assert.equal((await stored(deposit.id))?.status, "failed");
    await deliver(billing, completed(deposit.id, piId()));
    assert.equal((await stored(deposit.id))?.status, "paid");
  },
);

Deno.test(
  "a refund marks the paid deposit refunded, and a late payment event does not undo it",
  async () => {
    await using billing = await startBilling({ webhook: false });
    const deposit = await depositRow();
    const intent = piId();
    const paid = completed(deposit.id, intent);
    await deliver(billing, paid);
    assert.equal((await deliver(billing, refunded(intent))).status, 200);
    const row = await stored(deposit.id);
    assert.equal(row?.status, "refunded");
    assert.ok(row?.refunded_at);
    // The same payment delivered again (a new event id, as a resent event has not) stays refunded.
    await deliver(billing, { ...paid, id: eventId() });
    assert.equal((await stored(deposit.id))?.status, "refunded");
  },
);

Deno.test(
  "a refund delivered before its payment is not stored (500), and is taken when it comes again",
  async () => {
    await using billing = await startBilling({ webhook: false });
    const deposit = await depositRow();
    const intent = piId();
    const refund = refunded(intent);
    using errors = captureErrors();
    assert.equal((await deliver(billing, refund)).status, 500);
    assert.match(errors.lines.join("\n"), /names no deposit stored yet/);
    assert.equal((await stored(deposit.id))?.status, "open");
    await deliver(billing, completed(deposit.id, intent));
    assert.equal((await deliver(billing, refund)).status, 200);
    assert.equal((await stored(deposit.id))?.status, "refunded");
  },
);

Deno.test(
  "a refund in part leaves the deposit paid and records what it gave back; the rest refunds it",
  async () => {
    await using billing = await startBilling({ webhook: false });
    const deposit = await depositRow();
    const intent = piId();
    await deliver(billing, completed(deposit.id, intent));
    const given = async () =>
      (await rows("deposit_refunds", "deposit_id", deposit.id))
        .map((r) => Number(r.cents))
        .sort((a, b) => a - b);
    assert.equal((await deliver(billing, refunded(intent, undefined, 2000))).status, 200);
    assert.equal((await stored(deposit.id))?.status, "paid");
    assert.deepEqual(await given(), [2000]);
    assert.equal((await deliver(billing, refunded(intent))).status, 200);
    assert.equal((await stored(deposit.id))?.status, "refunded");
    assert.deepEqual(await given(), [2000, 6725]);
  },
);
