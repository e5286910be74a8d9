import assert from "node:assert/strict";
import { signature } from "../../local/stripe/server.ts";
import { createCreateCheckout } from "../create-checkout/handler.ts";
import { maxEventBytes } from "../stripe-webhook/handler.ts";
import { captureErrors } from "./console.ts";
import {
  type Account,
  call,
  newAccount,
  rows,
  service,
  site,
  startBilling,
  whsec,
} from "./billing.ts";

type Billing = Awaited<ReturnType<typeof startBilling>>;

/** A partner who went through Checkout for a property of `units`, the events delivered. */
async function subscribed(billing: Billing, units = 24) {
  const pat = await newAccount({ units });
  const checkout = createCreateCheckout({
    stripe: billing.api,
    supabase: service,
    priceId: billing.stripe.priceId,
    site,
  });
  const { body } = await call(checkout, pat.token, { property_id: pat.propertyId });
  const returned = await billing.pay(body.url);
  const session = billing.stripe.events().find((e) => e.type === "checkout.session.completed")!;
  return { pat, returned, subscriptionId: String(session.data.object.subscription) };
}

const subscriptionsOf = (pat: Account) => rows("stripe_subscriptions", "partner_id", pat.partnerId);
const event = (billing: Billing, type: string) =>
  billing.stripe.events().findLast((e) => e.type === type)!;

/**
 * A delivery made by hand: `body`, with the signature of `signed` (by default the body itself)
 * by `secret` at `timestamp`, or with none.
 */
function deliver(
  billing: Billing,
  body: string,
  sign: { secret?: string; timestamp?: number; signed?: string } | null = {},
) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (sign) {
    const text = sign.signed ?? body;
    headers.set("Stripe-Signature", signature(text, sign.secret ?? whsec, sign.timestamp));
  }
  return billing.handler(new Request(billing.endpoint.url, { method: "POST", headers, body }));
}

Deno.test(
  "Checkout's events store the partner's active subscription for the property",
  async () => {
    await using billing = await startBilling();
    const { pat, returned, subscriptionId } = await subscribed(billing, 24);
    const session = event(billing, "checkout.session.completed");
    assert.equal(
      returned,
      `${site}/partner?checkout=done&property=${pat.propertyId}&session_id=${session.data.object.id}`,
    );
    const delivered = billing.stripe.deliveries();
    assert.ok(
      delivered.length >= 4 && delivered.every((d) => d.status === 200),
      JSON.stringify(delivered),
    );

    const [row] = await subscriptionsOf(pat);
    const sub = event(billing, "customer.subscription.created").data.object as {
      items: { data: { current_period_end: number }[] };
    };
    assert.deepEqual(
      { ...row, updated_at: undefined },
      {
        id: subscriptionId,
        partner_id: pat.partnerId,
        property_id: pat.propertyId,
        customer_id: session.data.object.customer,
        status: "active",
        price_id: billing.stripe.priceId,
        quantity: 24,
        unit_amount: 2000,
        currency: "usd",
        current_period_end: new Date(sub.items.data[0]!.current_period_end * 1000)
          .toISOString()
          .replace(".000Z", "+00:00"),
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        stripe_event_created: row?.stripe_event_created,
        updated_at: undefined,
      },
    );
    for (const e of billing.stripe.events().filter((e) => e.type !== "customer.created")) {
      if (e.type === "invoice.paid") continue;
      assert.equal((await rows("stripe_events", "id", e.id)).length, 1, `${e.type} recorded`);
    }
  },
);

Deno.test(
  "refuses unsigned, forged, tampered and stale deliveries with 400, changing nothing",
  async () => {
    using warnings = captureErrors("warn");
    await using billing = await startBilling();
    const { pat, subscriptionId } = await subscribed(billing);
    const before = await subscriptionsOf(pat);
    const canceled = {
      id: "evt_forged1",
      object: "event",
      type: "customer.subscription.deleted",
      created: billing.stripe.now() + 60,
      data: {
        object: {
          ...(event(billing, "customer.subscription.created").data.object as object),
          id: subscriptionId,
          status: "canceled",
        },
      },
    };
    const body = JSON.stringify(canceled);
    const now = Math.floor(Date.now() / 1000);
    for (const [name, response] of [
      ["unsigned", await deliver(billing, body, null)],
      ["forged", await deliver(billing, body, { secret: "whsec_not_the_secret" })],
      [
        "tampered",
        await deliver(billing, body.replace('"canceled"', '"active"'), { signed: body }),
      ],
      ["stale", await deliver(billing, body, { timestamp: now - 301 })],
    ] as const) {
      assert.equal(response.status, 400, name);
      await response.body?.cancel();
    }
    assert.deepEqual(await subscriptionsOf(pat), before);
    assert.deepEqual(await rows("stripe_events", "id", canceled.id), []);
    assert.equal(warnings.lines.length, 3);

    // The same delivery signed with the endpoint's secret is taken.
    const signed = await deliver(billing, body);
    assert.equal(signed.status, 200);
    assert.deepEqual(await signed.json(), { received: true, result: "stored" });
    assert.equal((await subscriptionsOf(pat))[0]?.status, "canceled");
  },
);

Deno.test(
  "refuses a body over 256 KiB with 413 before reading it whole, though signed, changing nothing",
  async () => {
    await using billing = await startBilling();
    const { pat, subscriptionId } = await subscribed(billing);
    const before = await subscriptionsOf(pat);
    const body = JSON.stringify({
      id: "evt_tooLarge1",
      object: "event",
      type: "customer.subscription.deleted",
      created: billing.stripe.now() + 60,
      data: {
        object: {
          ...(event(billing, "customer.subscription.created").data.object as object),
          id: subscriptionId,
          status: "canceled",
          metadata: { padding: "x".repeat(maxEventBytes) },
        },
      },
    });
    const bytes = new TextEncoder().encode(body);
    const headers = {
      "Content-Type": "application/json",
      "Stripe-Signature": signature(body, whsec),
    };
    const declared = await billing.handler(
      new Request(billing.endpoint.url, {
        method: "POST",
        headers: { ...headers, "Content-Length": String(bytes.byteLength) },
        body,
      }),
    );
    assert.equal(declared.status, 413);
    assert.deepEqual(await declared.json(), { error: "Too large for a Stripe event" });

    // Sent in chunks, with no length: read no further than the bound.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= bytes.byteLength) return controller.close();
        controller.enqueue(bytes.slice(pulled, pulled + 4096));
        pulled += 4096;
      },
    });
    const chunked = await billing.handler(
      new Request(billing.endpoint.url, { method: "POST", headers, body: stream }),
    );
    assert.equal(chunked.status, 413);
    await chunked.body?.cancel();
    assert.ok(pulled <= maxEventBytes + 2 * 4096, `read ${pulled} bytes`);

    assert.deepEqual(await subscriptionsOf(pat), before);
    assert.deepEqual(await rows("stripe_events", "id", "evt_tooLarge1"), []);
  },
);

Deno.test("an event delivered again changes nothing, and asks Stripe nothing", async () => {
  await using billing = await startBilling();
  const { pat } = await subscribed(billing);
  const before = await subscriptionsOf(pat);
  const asked = billing.stripe.requests().length;
  const sent = billing.stripe.deliveries().length;
  for (const type of ["checkout.session.completed", "customer.subscription.created"]) {
    billing.stripe.resend(event(billing, type).id);
  }
  await billing.stripe.settled();
  const again = billing.stripe.deliveries().slice(sent);
  assert.deepEqual(
    again.map((d) => d.status),
    [200, 200],
  );
  assert.deepEqual(await subscriptionsOf(pat), before);
  assert.equal(billing.stripe.requests().length, asked);
});

Deno.test("events delivered out of order keep the newest state", async () => {
  await using billing = await startBilling({ webhook: false });
  const { pat, subscriptionId } = await subscribed(billing);
  // A month on, the renewal fails: Stripe sends invoice.payment_failed and the subscription's
  // past_due; the endpoint hears of all of it only now, the newest first.
  billing.stripe.failNextPayment();
  billing.stripe.advancePeriod(subscriptionId);
  billing.stripe.setWebhook(billing.endpoint);
  const types = [
    "customer.subscription.updated",
    "invoice.payment_failed",
    "customer.subscription.created",
    "checkout.session.completed",
  ];
  for (const type of types) billing.stripe.resend(event(billing, type).id);
  await billing.stripe.settled();
  assert.deepEqual(
    billing.stripe.deliveries().map((d) => d.status),
    [200, 200, 200, 200],
  );
  const [row] = await subscriptionsOf(pat);
  const updated = event(billing, "customer.subscription.updated");
  assert.equal(row?.status, "past_due");
  assert.equal(Date.parse(String(row?.stripe_event_created)) / 1000, updated.created);
  assert.equal(row?.property_id, pat.propertyId);
  // The partner got their customer from the late checkout.session.completed all the same.
  assert.equal(
    (await rows("partners", "id", pat.partnerId))[0]?.stripe_customer_id,
    row?.customer_id,
  );
});

Deno.test(
  "an event of the same second as the stored state takes Stripe's current state",
  async () => {
    await using billing = await startBilling();
    const { pat, subscriptionId } = await subscribed(billing);
    const [row] = await subscriptionsOf(pat);
    // The partner cancels in the portal; that update is lost on the way, and an event of the
    // stored second arrives carrying the subscription as it was before.
    billing.stripe.setWebhook(null);
    await billing.api.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const stale = {
      ...event(billing, "customer.subscription.created"),
      id: "evt_sameSecond1",
      type: "customer.subscription.updated",
      created: Date.parse(String(row?.stripe_event_created)) / 1000,
    };
    const response = await deliver(billing, JSON.stringify(stale));
    assert.deepEqual(await response.json(), { received: true, result: "stored" });
    assert.equal((await subscriptionsOf(pat))[0]?.cancel_at_period_end, true);
  },
);

Deno.test(
  "a failed renewal, a cancellation at the period's end and its end reach the table",
  async () => {
    await using billing = await startBilling();
    const { pat, subscriptionId } = await subscribed(billing);
    billing.stripe.failNextPayment();
    billing.stripe.advancePeriod(subscriptionId);
    await billing.stripe.settled();
    assert.equal((await subscriptionsOf(pat))[0]?.status, "past_due");

    billing.stripe.advancePeriod(subscriptionId);
    await billing.api.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await billing.stripe.settled();
    assert.deepEqual(
      (({ status, cancel_at_period_end }) => ({ status, cancel_at_period_end }))(
        (await subscriptionsOf(pat))[0]!,
      ),
      { status: "active", cancel_at_period_end: true },
    );
    billing.stripe.advancePeriod(subscriptionId);
    await billing.stripe.settled();
    const [ended] = await subscriptionsOf(pat);
    assert.equal(ended?.status, "canceled");
    assert.ok(ended?.canceled_at);
  },
);

Deno.test(
  "ignores events it does not handle, and stores nothing of a customer who is no partner",
  async () => {
    await using billing = await startBilling();
    const stranger = `someone-${crypto.randomUUID()}@example.com`;
    billing.stripe.seedSubscription({ email: stranger, quantity: 3 });
    await billing.stripe.settled();
    const [created, subscription] = billing.stripe.events().slice(-2);
    assert.equal(created?.type, "customer.created");
    assert.equal(subscription?.type, "customer.subscription.created");
    assert.deepEqual(await rows("stripe_events", "id", created!.id), []);
    assert.equal((await rows("stripe_events", "id", subscription!.id)).length, 1);
    assert.deepEqual(
      await rows("stripe_subscriptions", "customer_id", created!.data.object.id as string),
      [],
    );
  },
);

Deno.test(
  "answers 500 when the database cannot store the event, so that Stripe sends it again",
  async () => {
    using errors = captureErrors();
    await using billing = await startBilling();
    const { pat } = await subscribed(billing);
    const body = JSON.stringify({
      ...event(billing, "customer.subscription.created"),
      id: "evt_badState1",
      type: "customer.subscription.updated",
      created: billing.stripe.now() + 120,
      data: {
        object: {
          ...(event(billing, "customer.subscription.created").data.object as object),
          status: "not_a_status",
        },
      },
    });
    const response = await deliver(billing, body);
    assert.equal(response.status, 500);
    await response.body?.cancel();
    assert.match(errors.lines.join("\n"), /evt_badState1 not stored/);
    assert.deepEqual(await rows("stripe_events", "id", "evt_badState1"), []);
    assert.equal((await subscriptionsOf(pat))[0]?.status, "active");
  },
);
