import assert from "node:assert/strict";
import { createCreateCheckout } from "../create-checkout/handler.ts";
import { captureErrors } from "./console.ts";
import { addProperty, call, newAccount, rows, service, site, startBilling } from "./billing.ts";

async function world() {
  const billing = await startBilling();
  const checkout = createCreateCheckout({
    stripe: billing.api,
    supabase: service,
    priceId: billing.stripe.priceId,
    site,
  });
  return Object.assign(billing, { checkout });
}

const sessionsCreated = (billing: Awaited<ReturnType<typeof world>>) =>
  billing.stripe.requests().filter((r) => r.path === "/v1/checkout/sessions");

Deno.test(
  "opens Checkout for the property's units x the per-unit price, as a new customer",
  async () => {
    await using billing = await world();
    const pat = await newAccount({ units: 24 });
    const { status, body } = await call(billing.checkout, pat.token, {
      property_id: pat.propertyId,
    });
    assert.equal(status, 200);
    assert.match(body.url, new RegExp(`^${billing.stripe.url}/c/pay/cs_test_`));

    const [customer] = billing.stripe.requests().filter((r) => r.path === "/v1/customers");
    assert.deepEqual(customer?.params, {
      email: pat.email,
      name: "Maple Homes",
      phone: "+18015550190",
      metadata: { partner_id: pat.partnerId },
    });
    assert.match(
      String(customer?.idempotencyKey),
      new RegExp(`^partner-customer-${pat.partnerId}-`),
    );
    const [partner] = await rows("partners", "id", pat.partnerId);
    assert.match(String(partner?.stripe_customer_id), /^cus_/);

    const [session] = sessionsCreated(billing);
    const metadata = { partner_id: pat.partnerId, property_id: pat.propertyId };
    assert.deepEqual(session?.params, {
      mode: "subscription",
      customer: partner?.stripe_customer_id,
      line_items: { 0: { price: billing.stripe.priceId, quantity: "24" } },
      client_reference_id: pat.propertyId,
      metadata,
      subscription_data: { metadata },
      success_url: `${site}/partner?checkout=done&property=${pat.propertyId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${site}/partner?checkout=canceled`,
    });
  },
);

Deno.test(
  "sells a draft property (off the route until paid), which joins the route once the webhook stores its payment",
  async () => {
    await using billing = await world();
    const pat = await newAccount({ units: 12 });
    const served = async () => (await rows("properties", "id", pat.propertyId))[0]?.active;
    assert.equal(await served(), false);
    const { status, body } = await call(billing.checkout, pat.token, {
      property_id: pat.propertyId,
    });
    assert.equal(status, 200);
    await billing.pay(body.url);
    assert.equal(await served(), true);
  },
);

Deno.test(
  "reuses the partner's customer for a second property, and refuses a second Checkout for a paid one",
  async () => {
    await using billing = await world();
    const pat = await newAccount({ units: 10 });
    const first = await call(billing.checkout, pat.token, { property_id: pat.propertyId });
    await billing.pay(first.body.url);
    const again = await call(billing.checkout, pat.token, { property_id: pat.propertyId });
    assert.deepEqual(again, {
      status: 409,
      body: { error: "This property already has a subscription: manage it in billing" },
    });
    const second = await addProperty(pat, 7);
    assert.equal((await call(billing.checkout, pat.token, { property_id: second })).status, 200);
    assert.equal(billing.stripe.requests().filter((r) => r.path === "/v1/customers").length, 1);
    assert.deepEqual(
      sessionsCreated(billing).map(
        (r) => (r.params.line_items as Record<string, { quantity: string }>)[0]?.quantity,
      ),
      ["10", "7"],
    );
  },
);

Deno.test(
  "refuses another partner's property, an unknown one, and a non-partner with 403, asking Stripe nothing",
  async () => {
    await using billing = await world();
    const pat = await newAccount();
    const rival = await newAccount();
    const stranger = await newAccount({ partner: false });
    for (const [token, property] of [
      [rival.token, pat.propertyId],
      [pat.token, crypto.randomUUID()],
      [stranger.token, pat.propertyId],
    ] as const) {
      assert.deepEqual(await call(billing.checkout, token, { property_id: property }), {
        status: 403,
        body: { error: "This property is not one of yours" },
      });
    }
    assert.equal(billing.stripe.requests().length, 0);
    const [partner] = await rows("partners", "id", pat.partnerId);
    assert.equal(partner?.stripe_customer_id, null);
  },
);

Deno.test(
  "refuses a property the owner paused or stopped, and every property of a partner he stopped, with 403, asking Stripe nothing",
  async () => {
    await using billing = await world();
    const pat = await newAccount();
    const refused = {
      status: 403,
      body: { error: "The owner has paused or stopped service here: call to start it" },
    };
    const set = async (table: "properties" | "partners", id: string, change: object) => {
      const { error } = await service.from(table).update(change).eq("id", id);
      assert.equal(error, null);
    };
    for (const word of ["paused", "stopped"]) {
      await set("properties", pat.propertyId, { service_override: word });
      assert.deepEqual(
        await call(billing.checkout, pat.token, { property_id: pat.propertyId }),
        refused,
      );
    }
    await set("properties", pat.propertyId, { service_override: null });
    await set("partners", pat.partnerId, { service_state: "stopped" });
    assert.deepEqual(
      await call(billing.checkout, pat.token, { property_id: pat.propertyId }),
      refused,
    );
    assert.equal(billing.stripe.requests().length, 0);

    // Served again, it sells as any other.
    await set("partners", pat.partnerId, { service_state: "active" });
    const { status } = await call(billing.checkout, pat.token, { property_id: pat.propertyId });
    assert.equal(status, 200);
  },
);

Deno.test("refuses no token, a bad token, and a body without a property id", async () => {
  await using billing = await world();
  const pat = await newAccount();
  assert.equal((await call(billing.checkout, null, { property_id: pat.propertyId })).status, 401);
  assert.equal(
    (await call(billing.checkout, "not-a-jwt", { property_id: pat.propertyId })).status,
    401,
  );
  for (const body of [{}, { property_id: "1; drop table" }, { property_id: 7 }, "text"]) {
    assert.deepEqual(await call(billing.checkout, pat.token, body), {
      status: 400,
      body: { error: "Send the property's id" },
    });
  }
  assert.equal(billing.stripe.requests().length, 0);
});

Deno.test("answers 502 when Stripe is down or unreachable, storing nothing", async () => {
  using errors = captureErrors();
  await using billing = await world();
  const pat = await newAccount();
  billing.stripe.setOutage(500);
  const down = await call(billing.checkout, pat.token, { property_id: pat.propertyId });
  assert.deepEqual(down, { status: 502, body: { error: "Could not reach the billing service" } });
  assert.match(errors.lines.join("\n"), /create-checkout: Stripe failed/);

  // Stripe made the customer, then failed on the session: the partner stays without one.
  billing.stripe.setOutage(null);
  const failing = createCreateCheckout({
    stripe: billing.api,
    supabase: service,
    priceId: "price_missing",
    site,
  });
  assert.equal((await call(failing, pat.token, { property_id: pat.propertyId })).status, 502);
  const [partner] = await rows("partners", "id", pat.partnerId);
  assert.equal(partner?.stripe_customer_id, null);
  // The next try reuses the customer Stripe made, by the same idempotency key.
  const ok = await call(billing.checkout, pat.token, { property_id: pat.propertyId });
  assert.equal(ok.status, 200);
  const customers = billing.stripe
    .requests()
    .filter((r) => r.path === "/v1/customers" && r.status === 200);
  assert.equal(customers.length, 2);
  assert.equal(customers[0]?.idempotencyKey, customers[1]?.idempotencyKey);

  await billing.stripe.close();
  const other = await newAccount();
  assert.equal(
    (await call(billing.checkout, other.token, { property_id: other.propertyId })).status,
    502,
  );
  assert.equal((await rows("partners", "id", other.partnerId))[0]?.stripe_customer_id, null);
});

Deno.test(
  "a property's units outside 1 to 5,000 never reach Checkout: the database refuses them",
  async () => {
    const pat = await newAccount();
    for (const units of [0, 100_000]) {
      const { error, status } = await pat.client.from("properties").insert({
        partner_id: pat.partnerId,
        name: "Too big",
        street_address: "1 Main St",
        city: "Orem",
        units,
      });
      assert.equal(status, 400);
      assert.equal(error?.code, "23514");
      assert.equal(error?.message, "A property has from 1 to 5,000 units.");
    }
    const { error } = await pat.client
      .from("properties")
      .update({ units: 0 })
      .eq("id", pat.propertyId);
    assert.equal(error?.message, "A property has from 1 to 5,000 units.");
  },
);
