import assert from "node:assert/strict";
import { createCreateCheckout } from "../create-checkout/handler.ts";
import { createUpdateBilledUnits } from "../update-billed-units/handler.ts";
import { captureErrors } from "./console.ts";
import { type Account, call, newAccount, rows, service, site, startBilling } from "./billing.ts";

/** The secret the database's calls carry (WEBHOOK_SECRET). */
const databaseSecret = "webhook-secret-of-the-database";

async function world() {
  const billing = await startBilling();
  const units = createUpdateBilledUnits({
    stripe: billing.api,
    supabase: service,
    webhookSecret: databaseSecret,
  });
  const checkout = createCreateCheckout({
    stripe: billing.api,
    supabase: service,
    priceId: billing.stripe.priceId,
    site,
  });
  return Object.assign(billing, { units, checkout });
}

type World = Awaited<ReturnType<typeof world>>;

/** A partner whose property of 24 units is paid for through Checkout. */
async function subscribed(billing: World) {
  const pat = await newAccount({ units: 24 });
  const { body } = await call(billing.checkout, pat.token, { property_id: pat.propertyId });
  await billing.pay(body.url);
  return pat;
}

/** Changes the property's units as the partner's page does, under the partner's own policies. */
async function setUnits(account: Account, units: number) {
  const { error } = await account.client
    .from("properties")
    .update({ units })
    .eq("id", account.propertyId);
  if (error) throw error;
}

const updates = (billing: World) =>
  billing.stripe
    .requests()
    .filter((r) => r.method === "POST" && /^\/v1\/subscriptions\//.test(r.path));

Deno.test(
  "bills the property's new units: Stripe's item quantity, and the stored row by the webhook",
  async () => {
    await using billing = await world();
    const pat = await subscribed(billing);
    await setUnits(pat, 30);

    assert.deepEqual(await call(billing.units, pat.token, { property_id: pat.propertyId }), {
      status: 200,
      body: { billed: 30 },
    });
    const [update] = updates(billing);
    assert.equal(update?.params.proration_behavior, "create_prorations");
    assert.equal(
      (update?.params.items as Record<string, Record<string, string>>)[0]?.quantity,
      "30",
    );
    await billing.stripe.settled();
    const [row] = await rows("stripe_subscriptions", "property_id", pat.propertyId);
    assert.equal(row?.quantity, 30);
    assert.equal(row?.status, "active");
  },
);

Deno.test(
  "asks Stripe to change nothing when it already bills those units, however often called",
  async () => {
    await using billing = await world();
    const pat = await subscribed(billing);
    for (let i = 0; i < 2; i++) {
      assert.deepEqual(await call(billing.units, pat.token, { property_id: pat.propertyId }), {
        status: 200,
        body: { billed: 24 },
      });
    }
    assert.equal(updates(billing).length, 0);
  },
);

Deno.test(
  "answers billed: null for a property with no subscription, asking Stripe nothing",
  async () => {
    await using billing = await world();
    const pat = await newAccount({ units: 12 });
    assert.deepEqual(await call(billing.units, pat.token, { property_id: pat.propertyId }), {
      status: 200,
      body: { billed: null },
    });
    assert.equal(billing.stripe.requests().length, 0);
  },
);

Deno.test(
  "refuses another partner's property, a malformed id and a call without a session",
  async () => {
    await using billing = await world();
    const pat = await subscribed(billing);
    const other = await newAccount();
    const before = billing.stripe.requests().length;
    assert.deepEqual(await call(billing.units, other.token, { property_id: pat.propertyId }), {
      status: 403,
      body: { error: "This property is not one of yours" },
    });
    assert.equal((await call(billing.units, pat.token, { property_id: "1 or 1=1" })).status, 400);
    assert.equal((await call(billing.units, pat.token, {})).status, 400);
    assert.equal((await call(billing.units, null, { property_id: pat.propertyId })).status, 401);
    assert.equal(billing.stripe.requests().length, before);
  },
);

Deno.test("answers 502 when Stripe is down, and the next call bills the units", async () => {
  using errors = captureErrors();
  await using billing = await world();
  const pat = await subscribed(billing);
  await setUnits(pat, 10);
  billing.stripe.setOutage(503);
  assert.deepEqual(await call(billing.units, pat.token, { property_id: pat.propertyId }), {
    status: 502,
    body: { error: "Could not reach the billing service" },
  });
  assert.match(errors.lines.join("\n"), /update-billed-units: Stripe failed/);
  billing.stripe.setOutage(null);
  assert.deepEqual(await call(billing.units, pat.token, { property_id: pat.propertyId }), {
    status: 200,
    body: { billed: 10 },
  });
  await billing.stripe.settled();
  const [row] = await rows("stripe_subscriptions", "property_id", pat.propertyId);
  assert.equal(row?.quantity, 10);
});

Deno.test(
  "bills the units of a PATCH on the database's call, with the shared secret and no partner",
  async () => {
    using logs = captureErrors("log");
    await using billing = await world();
    const pat = await subscribed(billing);
    await setUnits(pat, 500);
    assert.deepEqual(await call(billing.units, databaseSecret, { property_id: pat.propertyId }), {
      status: 200,
      body: { billed: 500 },
    });
    assert.equal(
      (updates(billing)[0]?.params.items as Record<string, Record<string, string>>)[0]?.quantity,
      "500",
    );
    assert.match(logs.lines.join("\n"), /billed 500 units \(was 24\)/);
    // Called again (the reconcile, the partner's page): Stripe bills 500 already.
    await call(billing.units, databaseSecret, { property_id: pat.propertyId });
    assert.equal(updates(billing).length, 1);
    await billing.stripe.settled();
    const [row] = await rows("stripe_subscriptions", "property_id", pat.propertyId);
    assert.equal(row?.quantity, 500);
  },
);

Deno.test("refuses a wrong secret as a bad token, and an unknown property", async () => {
  await using billing = await world();
  const pat = await subscribed(billing);
  await setUnits(pat, 40);
  assert.equal(
    (await call(billing.units, "not-the-secret", { property_id: pat.propertyId })).status,
    401,
  );
  assert.deepEqual(
    await call(billing.units, databaseSecret, { property_id: crypto.randomUUID() }),
    { status: 404, body: { error: "No such property" } },
  );
  assert.equal((await call(billing.units, databaseSecret, {})).status, 400);
  assert.equal(updates(billing).length, 0);
});
