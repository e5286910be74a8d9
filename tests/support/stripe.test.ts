// @vitest-environment node
// The local Stripe (supabase/local/stripe/) through the real stripe-node, as the edge functions
// call it, and its webhooks checked by stripe-node's own signature verification.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type LocalStripe, startStripe } from "../../supabase/local/stripe/server";

const whsec = "whsec_localtestsecret";

type Received = { event: Stripe.Event; raw: string; signature: string };

/** A webhook endpoint that answers each delivery with the next status of `statuses` (then 200). */
async function endpoint(statuses: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const signature = String(req.headers["stripe-signature"]);
    received.push({ event: JSON.parse(raw) as Stripe.Event, raw, signature });
    res.writeHead(statuses.shift() ?? 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let stripeServer: LocalStripe;
let stripe: Stripe;
let hook: Awaited<ReturnType<typeof endpoint>>;

const client = (key: string) => {
  const base = new URL(stripeServer.url);
  return new Stripe(key, {
    host: base.hostname,
    port: Number(base.port),
    protocol: "http",
    maxNetworkRetries: 0,
  });
};

beforeEach(async () => {
  hook = await endpoint();
  stripeServer = await startStripe({
    webhook: { url: hook.url, secret: whsec },
    retryDelaysMs: [5, 5],
  });
  stripe = client(stripeServer.secretKey);
});
afterEach(async () => {
  await stripeServer.close();
  await hook.close();
});

/** A Checkout Session for 24 units of the seeded price, completed on its page. */
async function subscribe(customer: string, quantity = 24) {
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    line_items: [{ price: stripeServer.priceId, quantity }],
    client_reference_id: "property-1",
    metadata: { property_id: "property-1" },
    subscription_data: { metadata: { property_id: "property-1", partner_id: "partner-1" } },
    success_url: "https://site.example/partner?session={CHECKOUT_SESSION_ID}",
    cancel_url: "https://site.example/partner",
  });
  const done = await fetch(`${session.url}/complete`, { method: "POST", redirect: "manual" });
  expect(done.status).toBe(303);
  expect(done.headers.get("location")).toBe(`https://site.example/partner?session=${session.id}`);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  const subscription = await stripe.subscriptions.retrieve(completed.subscription as string);
  return Object.assign(subscription, { checkoutUrl: session.url as string });
}

describe("the API, through stripe-node", () => {
  it("creates, lists by e-mail and retrieves customers", async () => {
    const created = await stripe.customers.create({
      email: "pat@example.com",
      name: "Maple Homes",
      metadata: { partner_id: "p1" },
    });
    expect(created.id).toMatch(/^cus_[A-Za-z0-9]+$/);
    const { data } = await stripe.customers.list({ email: "pat@example.com", limit: 1 });
    expect(data.map((c) => c.id)).toEqual([created.id]);
    expect((await stripe.customers.list({ email: "PAT@example.com" })).data).toEqual([]);
    expect(await stripe.customers.retrieve(created.id)).toMatchObject({
      name: "Maple Homes",
      metadata: { partner_id: "p1" },
    });
    await expect(stripe.customers.retrieve("cus_missing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
      message: "No such customer: 'cus_missing'",
    });
  });

  it("replays the first answer for an Idempotency-Key, and refuses it with other parameters", async () => {
    const first = await stripe.customers.create(
      { email: "a@example.com" },
      { idempotencyKey: "k1" },
    );
    const again = await stripe.customers.create(
      { email: "a@example.com" },
      { idempotencyKey: "k1" },
    );
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    await expect(
      stripe.customers.create({ email: "b@example.com" }, { idempotencyKey: "k1" }),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
    expect((await stripe.customers.list()).data).toHaveLength(1);
  });

  it("refuses a wrong key, no key, and a publishable key with 401", async () => {
    await expect(client("sk_test_wrong").customers.list()).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    });
    for (const headers of [{}, { Authorization: "Bearer pk_test_123" }] as Record<
      string,
      string
    >[]) {
      const response = await fetch(`${stripeServer.url}/v1/customers`, { headers });
      expect(response.status).toBe(401);
      expect((await response.json()).error.type).toBe("invalid_request_error");
    }
    const basic = await fetch(`${stripeServer.url}/v1/customers`, {
      headers: { Authorization: `Basic ${btoa(`${stripeServer.secretKey}:`)}` },
    });
    expect(basic.status).toBe(200);
  });

  it("answers parameter errors as Stripe does: missing, unknown, malformed, unknown ids", async () => {
    await expect(
      stripe.checkout.sessions.create({ success_url: "https://site.example/" } as never),
    ).rejects.toMatchObject({ statusCode: 400, code: "parameter_missing", param: "mode" });
    const customer = await stripe.customers.create({});
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: "price_missing", quantity: 1 }],
        success_url: "https://site.example/",
      }),
    ).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      param: "line_items[0][price]",
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: stripeServer.priceId, quantity: 0 }],
        success_url: "https://site.example/",
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: "line_items[0][quantity]" });
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: stripeServer.priceId }],
        success_url: "not a url",
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: "url_invalid", param: "success_url" });

    const raw = (body: string) =>
      fetch(`${stripeServer.url}/v1/checkout/sessions`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${stripeServer.secretKey}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body,
      }).then(async (r) => [r.status, (await r.json()).error]);
    expect(await raw("mode=subscription&colour=red")).toEqual([
      400,
      expect.objectContaining({ code: "parameter_unknown", param: "colour" }),
    ]);
    expect(
      await raw(
        `mode=subscription&line_items[0][price]=${stripeServer.priceId}&line_items[0][quantity]=many`,
      ),
    ).toEqual([
      400,
      expect.objectContaining({
        code: "parameter_invalid_integer",
        param: "line_items[0][quantity]",
      }),
    ]);
    expect(await raw("mode=subscription&expand[]=subscription")).toEqual([
      400,
      expect.objectContaining({ param: "expand" }),
    ]);
  });

  it("refuses a Stripe-Version older than the shapes it speaks", async () => {
    const response = await fetch(`${stripeServer.url}/v1/customers`, {
      headers: {
        Authorization: `Bearer ${stripeServer.secretKey}`,
        "Stripe-Version": "2024-06-20",
      },
    });
    expect(response.status).toBe(400);
  });

  it("answers every call with an api_error during an outage", async () => {
    stripeServer.setOutage(500);
    await expect(stripe.customers.list()).rejects.toMatchObject({
      type: "StripeAPIError",
      statusCode: 500,
    });
    stripeServer.setOutage(null);
    expect((await stripe.customers.list()).data).toEqual([]);
  });

  it("serves the seeded per-unit monthly price of its product", async () => {
    const price = await stripe.prices.retrieve(stripeServer.priceId);
    expect(price).toMatchObject({
      unit_amount: 2000,
      currency: "usd",
      billing_scheme: "per_unit",
      recurring: { interval: "month", interval_count: 1 },
      product: stripeServer.productId,
    });
    expect((await stripe.products.retrieve(stripeServer.productId)).name).toBe("Trash Collection");
  });
});

describe("Checkout", () => {
  it("shows the price x quantity, and on Subscribe makes an active subscription with its period", async () => {
    const customer = await stripe.customers.create({ email: "pat@example.com" });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: stripeServer.priceId, quantity: 24 }],
      success_url: "https://site.example/done",
      cancel_url: "https://site.example/back",
    });
    expect(session).toMatchObject({ status: "open", amount_total: 48_000, customer: customer.id });
    const page = await (await fetch(session.url as string)).text();
    expect(page).toContain("24 × $20.00 per month");
    expect(page).toContain("$480.00 per month");
    expect(page).toContain('href="https://site.example/back"');

    const before = stripeServer.now();
    const sub = await subscribe(customer.id);
    expect(sub).toMatchObject({
      status: "active",
      customer: customer.id,
      cancel_at_period_end: false,
      metadata: { property_id: "property-1", partner_id: "partner-1" },
    });
    const [item] = sub.items.data;
    expect(item).toMatchObject({
      quantity: 24,
      price: { id: stripeServer.priceId, unit_amount: 2000 },
    });
    expect(item!.current_period_start).toBeGreaterThanOrEqual(before);
    const end = new Date(item!.current_period_start * 1000);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(item!.current_period_end).toBe(end.getTime() / 1000);
    expect(
      (await stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.id),
    ).toEqual([sub.id]);
    // A completed session's page says so and takes no second payment.
    const after = await (await fetch(sub.checkoutUrl)).text();
    expect(after).toContain("This subscription has started.");
    expect(after).not.toContain("<form");
    const twice = await fetch(`${sub.checkoutUrl}/complete`, {
      method: "POST",
      redirect: "manual",
    });
    expect(twice.status).toBe(400);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(1);
  });

  it("makes the customer when the session names none, from the e-mail typed on the page", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: stripeServer.priceId, quantity: 3 }],
      success_url: "https://site.example/done",
    });
    expect(await (await fetch(session.url as string)).text()).toContain('type="email"');
    const done = await fetch(`${session.url}/complete`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=new%40example.com",
    });
    expect(done.status).toBe(303);
    const { data } = await stripe.customers.list({ email: "new@example.com" });
    expect(data).toHaveLength(1);
    expect((await stripe.checkout.sessions.retrieve(session.id)).customer).toBe(data[0]!.id);
  });
});

/** A deposit of `cents` paid through a payment-mode Checkout Session: its payment intent's id. */
async function paidDeposit(cents: number) {
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [
      {
        price_data: { currency: "usd", unit_amount: cents, product_data: { name: "Deposit" } },
        quantity: 1,
      },
    ],
    payment_intent_data: { metadata: { deposit_id: "deposit-1" } },
    success_url: "https://site.example/q/done",
    cancel_url: "https://site.example/q/back",
  });
  await fetch(`${session.url}/complete`, { method: "POST", redirect: "manual" });
  return (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
}

describe("webhooks", () => {
  it("signs each event as Stripe does, verified by stripe-node, and sends Checkout's events", async () => {
    const customer = await stripe.customers.create({ email: "pat@example.com" });
    const sub = await subscribe(customer.id);
    await stripeServer.settled();
    for (const { raw, signature } of hook.received) {
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(() => stripe.webhooks.constructEvent(raw, signature, whsec)).not.toThrow();
      expect(() => stripe.webhooks.constructEvent(raw, signature, "whsec_other")).toThrow();
      expect(() => stripe.webhooks.constructEvent(`${raw} `, signature, whsec)).toThrow();
    }
    expect(hook.received.map((r) => r.event.type)).toEqual([
      "customer.created",
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
    ]);
    const completed = hook.received[3]!.event.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      subscription: sub.id,
      customer: customer.id,
      client_reference_id: "property-1",
      metadata: { property_id: "property-1" },
      payment_status: "paid",
    });
    const invoice = hook.received[2]!.event.data.object as Stripe.Invoice;
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
  });

  it("refunds a payment in part, then the rest, each as the charge's charge.refunded, and no more", async () => {
    const intent = await paidDeposit(8725);
    expect(intent).toMatch(/^pi_/);

    expect(await stripe.refunds.create({ payment_intent: intent, amount: 2000 })).toMatchObject({
      amount: 2000,
      payment_intent: intent,
    });
    expect((await stripe.refunds.create({ payment_intent: intent })).amount).toBe(6725);
    await expect(
      stripe.refunds.create({ payment_intent: intent, amount: 1 }),
    ).rejects.toMatchObject({ statusCode: 400, code: "charge_already_refunded" });
    await stripeServer.settled();
    const refunds = hook.received
      .filter((r) => r.event.type === "charge.refunded")
      .map((r) => r.event.data.object as Stripe.Charge);
    expect(refunds.map((c) => [c.amount_refunded, c.refunded])).toEqual([
      [2000, false],
      [8725, true],
    ]);
    expect(refunds[0]?.id).toBe(refunds[1]?.id);
  });

  it("refuses a refund larger than what is left of the payment", async () => {
    const intent = await paidDeposit(5000);
    await stripe.refunds.create({ payment_intent: intent, amount: 4000 });
    await expect(
      stripe.refunds.create({ payment_intent: intent, amount: 1001 }),
    ).rejects.toMatchObject({ statusCode: 400, param: "amount" });
  });

  it("retries a delivery the endpoint did not accept", async () => {
    await hook.close();
    hook = await endpoint([500, 302]);
    stripeServer.setWebhook({ url: hook.url, secret: whsec });
    const customer = await stripe.customers.create({});
    await stripeServer.settled();
    expect(hook.received).toHaveLength(3);
    expect(new Set(hook.received.map((r) => r.event.id)).size).toBe(1);
    expect(hook.received[0]!.event.data.object).toMatchObject({ id: customer.id });
    expect(stripeServer.deliveries().map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 302],
      [3, 200],
    ]);
  });

  it("makes the next payment fail, advances the period, and resends an event", async () => {
    const customer = await stripe.customers.create({ email: "pat@example.com" });
    const sub = await subscribe(customer.id);
    const firstEnd = sub.items.data[0]!.current_period_end;
    stripeServer.failNextPayment();
    const renewed = stripeServer.advancePeriod(sub.id);
    expect(renewed.status).toBe("past_due");
    expect(renewed.items.data[0]!.current_period_start).toBe(firstEnd);
    await stripeServer.settled();
    const failed = hook.received.find((r) => r.event.type === "invoice.payment_failed")!.event;
    expect(failed.created).toBeGreaterThanOrEqual(firstEnd);
    expect((failed.data.object as Stripe.Invoice).parent?.subscription_details?.subscription).toBe(
      sub.id,
    );
    const updated = hook.received.find(
      (r) => r.event.type === "customer.subscription.updated",
    )!.event;
    expect(updated.data).toMatchObject({
      object: { status: "past_due" },
      previous_attributes: { status: "active" },
    });

    const paid = stripeServer.advancePeriod(sub.id);
    expect(paid.status).toBe("active");
    stripeServer.resend(failed.id);
    await stripeServer.settled();
    const again = hook.received.filter((r) => r.event.id === failed.id);
    expect(again).toHaveLength(2);
    expect(again[1]!.raw).toBe(again[0]!.raw);
  });

  it("cancels from the portal at the period's end, and by the API at once", async () => {
    const customer = await stripe.customers.create({ email: "pat@example.com" });
    const sub = await subscribe(customer.id);
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "https://site.example/partner",
    });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain("$480.00 per month");
    expect(page).toContain('href="https://site.example/partner"');
    const cancel = await fetch(`${portal.url}/cancel`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `subscription=${sub.id}`,
    });
    expect(cancel.status).toBe(303);
    expect(await stripe.subscriptions.retrieve(sub.id)).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
    });
    expect(await (await fetch(portal.url)).text()).toContain("Cancels on");

    const deleted = await stripe.subscriptions.cancel(sub.id);
    expect(deleted.status).toBe("canceled");
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect(
      (await stripe.subscriptions.list({ customer: customer.id, status: "canceled" })).data,
    ).toHaveLength(1);
    await stripeServer.settled();
    expect(hook.received.slice(-2).map((r) => r.event.type)).toEqual([
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ]);
    await expect(
      stripe.billingPortal.sessions.create({ customer: "cus_nobody" }),
    ).rejects.toMatchObject({
      statusCode: 404,
      param: "customer",
    });
  });
});

it("keeps the account in its state file across a restart", async () => {
  const dir = await mkdtemp(join(tmpdir(), "local-stripe-"));
  try {
    const file = join(dir, "stripe.json");
    const first = await startStripe({ stateFile: file });
    const base = new URL(first.url);
    const one = new Stripe(first.secretKey, {
      host: base.hostname,
      port: Number(base.port),
      protocol: "http",
    });
    const created = await one.customers.create({ email: "kept@example.com" });
    await first.close();
    const second = await startStripe({ stateFile: file });
    const again = new URL(second.url);
    const two = new Stripe(second.secretKey, {
      host: again.hostname,
      port: Number(again.port),
      protocol: "http",
    });
    expect((await two.customers.retrieve(created.id)).id).toBe(created.id);
    await second.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
