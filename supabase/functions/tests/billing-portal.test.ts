import assert from "node:assert/strict";
import { createBillingPortal } from "../billing-portal/handler.ts";
import { createCreateCheckout } from "../create-checkout/handler.ts";
import { captureErrors } from "./console.ts";
import { call, newAccount, service, site, startBilling } from "./billing.ts";

async function world() {
  const billing = await startBilling();
  const portal = createBillingPortal({ stripe: billing.api, supabase: service, site });
  const checkout = createCreateCheckout({
    stripe: billing.api,
    supabase: service,
    priceId: billing.stripe.priceId,
    site,
  });
  return Object.assign(billing, { portal, checkout });
}

Deno.test("opens the portal for the partner's customer, returning to /partner", async () => {
  await using billing = await world();
  const pat = await newAccount({ units: 24 });
  const { body } = await call(billing.checkout, pat.token, { property_id: pat.propertyId });
  await billing.pay(body.url);

  const { status, body: opened } = await call(billing.portal, pat.token);
  assert.equal(status, 200);
  const [request] = billing.stripe
    .requests()
    .filter((r) => r.path === "/v1/billing_portal/sessions");
  assert.equal(request?.params.return_url, `${site}/partner`);
  const page = await (await fetch(opened.url)).text();
  assert.match(page, /24 × \$20\.00 = \$480\.00 per month/);
  assert.match(page, new RegExp(`href="${site}/partner"`));
});

Deno.test("answers 404 to a partner with no customer yet, and 401 without a session", async () => {
  await using billing = await world();
  for (const account of [await newAccount(), await newAccount({ partner: false })]) {
    assert.deepEqual(await call(billing.portal, account.token), {
      status: 404,
      body: { error: "No billing account yet: start service for a property first" },
    });
  }
  assert.equal((await call(billing.portal, null)).status, 401);
  assert.equal(billing.stripe.requests().length, 0);
});

Deno.test("answers 502 when Stripe is down", async () => {
  using errors = captureErrors();
  await using billing = await world();
  const pat = await newAccount();
  const { body } = await call(billing.checkout, pat.token, { property_id: pat.propertyId });
  await billing.pay(body.url);
  billing.stripe.setOutage(503);
  assert.deepEqual(await call(billing.portal, pat.token), {
    status: 502,
    body: { error: "Could not reach the billing service" },
  });
  assert.match(errors.lines.join("\n"), /billing-portal: Stripe failed/);
});
