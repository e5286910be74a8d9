// The quote function's deposit (`pay`) against the local Supabase and the local Stripe, with
// stripe-webhook as the Stripe's endpoint: Checkout in payment mode, one session per quote
// however often the customer taps, Stripe down, and the payment's way back to the deposit.
import assert from "node:assert/strict";
import type { QuotePage, QuotePayment } from "../_shared/quote.ts";
import { stripeClient } from "../_shared/stripe.ts";
import { createQuote } from "../quote/handler.ts";
import { newAccount, rows, service, site, startBilling } from "./billing.ts";
import { captureErrors } from "./console.ts";

const owner = await newAccount({ partner: false });
await service.from("staff").insert({ user_id: owner.userId }).throwOnError();

let phones = 5557800;

/** A garage cleanout quoted at `cents`, its link made; the request's id and the link's token. */
async function quoted(cents = 34900) {
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
      quote_cents: cents,
    })
    .throwOnError();
  const { data: token } = await owner.client
    .rpc("create_quote_link", { request_id: id })
    .throwOnError();
  return { id, token: token as string };
}

type Billing = Awaited<ReturnType<typeof startBilling>>;

const handlerFor = (billing: Billing | null) =>
  createQuote({
    supabase: service,
    siteUrl: site,
    deposit: { kind: "share", percent: 25 },
    stripe: billing ? billing.api : null,
  });

async function post(handler: ReturnType<typeof createQuote>, body: unknown) {
  const response = await handler(
    new Request("http://function/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

Deno.test("a deposit is asked of an accepted quote only, at the server's amount", async () => {
  await using billing = await startBilling();
  const handler = handlerFor(billing);
  const { token } = await quoted();
  const early = await post(handler, { token, action: "pay", amount_cents: 50 });
  assert.deepEqual([early.status, early.body.code], [409, "not_accepted"]);
  await post(handler, { token, action: "accept", day: null });
  const { status, body } = await post(handler, { token, action: "pay", amount_cents: 50 });
  assert.equal(status, 200);
  const [request] = billing.stripe
    .requests()
    .filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
  assert.equal(
    (request?.params as { line_items: { 0: { price_data: { unit_amount: string } } } })
      .line_items[0].price_data.unit_amount,
    "8725",
  );
  assert.match(String(body.url), /\/c\/pay\/cs_test_/);
});

Deno.test(
  "tapped twice, or again after leaving Checkout, it is one session and one charge",
  async () => {
    await using billing = await startBilling();
    const handler = handlerFor(billing);
    const { id, token } = await quoted();
    await post(handler, { token, action: "accept", day: null });
    const [first, second] = await Promise.all([
      post(handler, { token, action: "pay" }),
      post(handler, { token, action: "pay" }),
    ]);
    const third = await post(handler, { token, action: "pay" });
    assert.equal(first.body.url, second.body.url);
    assert.equal(first.body.url, third.body.url);
    const deposits = await rows("quote_deposits", "request_id", id);
    assert.equal(deposits.length, 1);
    // Paid through the local Checkout: the webhook marks the deposit paid, and the page says so.
    await billing.pay(String((first.body as QuotePayment).url));
    assert.equal((await rows("quote_deposits", "request_id", id))[0]?.status, "paid");
    const page = (await post(handler, { token, action: "open" })).body as QuotePage;
    assert.deepEqual(page.deposit, { status: "paid", paid_cents: 8725 });
    const again = await post(handler, { token, action: "pay" });
    assert.deepEqual([again.status, again.body.code], [409, "paid"]);
    assert.equal(
      billing.stripe.events().filter((e) => e.type === "checkout.session.completed").length,
      1,
    );
  },
);

Deno.test(
  "a changed quote accepted again asks its own deposit; the one paid shows beside it",
  async () => {
    await using billing = await startBilling();
    const handler = handlerFor(billing);
    const { id, token } = await quoted();
    await post(handler, { token, action: "accept", day: null });
    await billing.pay(String((await post(handler, { token, action: "pay" })).body.url));
    await owner.client
      .from("service_requests")
      .update({ quote_cents: 39900 })
      .eq("id", id)
      .throwOnError();
    const changed = (await post(handler, { token, action: "open" })).body as QuotePage;
    assert.equal(changed.answer, null);
    assert.deepEqual(changed.deposit, { status: null, paid_cents: 8725 });
    await post(handler, { token, action: "accept", day: null });
    const { status } = await post(handler, { token, action: "pay" });
    assert.equal(status, 200);
    const deposits = await rows("quote_deposits", "request_id", id);
    assert.deepEqual(deposits.map((d) => [d.quote_cents, d.amount_cents, d.status]).sort(), [
      [34900, 8725, "paid"],
      [39900, 9975, "open"],
    ]);
  },
);

Deno.test("Stripe down: a 502 the page reads, and the acceptance kept", async () => {
  using errors = captureErrors();
  const down = createQuote({
    supabase: service,
    siteUrl: site,
    deposit: { kind: "share", percent: 25 },
    stripe: stripeClient("sk_test_down", "http://127.0.0.1:9", 0),
  });
  const { id, token } = await quoted();
  await post(down, { token, action: "accept", day: null });
  const { status, body } = await post(down, { token, action: "pay" });
  assert.deepEqual([status, body.code], [502, "payments"]);
  assert.match(errors.lines.join("\n"), /quote: Stripe failed/);
  const page = (await post(down, { token, action: "open" })).body as QuotePage;
  assert.deepEqual(page.answer, { kind: "accepted", day: null });
  const [request] = await rows("service_requests", "id", id);
  assert.equal(request?.status, "scheduled");
});

Deno.test("no deposit is asked when the owner's rule asks none", async () => {
  await using billing = await startBilling();
  const none = createQuote({
    supabase: service,
    siteUrl: site,
    deposit: { kind: "fixed", cents: 0 },
    stripe: billing.api,
  });
  const { token } = await quoted();
  await post(none, { token, action: "accept", day: null });
  const { status, body } = await post(none, { token, action: "pay" });
  assert.deepEqual([status, body.code], [409, "no_deposit"]);
  assert.equal(billing.stripe.requests().length, 0);
});
