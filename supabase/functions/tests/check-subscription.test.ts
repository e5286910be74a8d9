import assert from "node:assert/strict";
import {
  checkSubscriptionFromEnv,
  createCheckSubscription,
} from "../check-subscription/handler.ts";
import { createCreateCheckout } from "../create-checkout/handler.ts";
import { call, local, newAccount, service, site, startBilling } from "./billing.ts";

async function world() {
  const billing = await startBilling();
  const check = createCheckSubscription({ supabase: service });
  return Object.assign(billing, { check });
}

const notSubscribed = { subscribed: false, subscription_tier: null, subscription_end: null };

Deno.test("answers the CORS preflight with the headers supabase-js sends", async () => {
  await using billing = await world();
  const response = await billing.check(new Request("http://function/", { method: "OPTIONS" }));
  assert.equal(response.status, 204);
  const allowed = response.headers.get("Access-Control-Allow-Headers") ?? "";
  for (const header of ["authorization", "x-client-info", "apikey", "content-type"]) {
    assert.match(allowed, new RegExp(header));
  }
});

Deno.test(
  "refuses no token, garbage, an expired token and the anon key with 401, asking Stripe nothing",
  async () => {
    await using billing = await world();
    const expired = "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.expired";
    for (const token of [null, "not-a-jwt", expired, local.anonKey]) {
      assert.deepEqual(await call(billing.check, token), {
        status: 401,
        body: { error: "Sign in first" },
      });
    }
    assert.equal(billing.stripe.requests().length, 0);
  },
);

Deno.test("answers from the synced table, without asking Stripe", async () => {
  await using billing = await world();
  const pat = await newAccount({ units: 24 });
  const checkout = createCreateCheckout({
    stripe: billing.api,
    supabase: service,
    priceId: billing.stripe.priceId,
    site,
  });
  const { body } = await call(checkout, pat.token, { property_id: pat.propertyId });
  await billing.pay(body.url);
  const row = (
    await service.from("stripe_subscriptions").select("*").eq("partner_id", pat.partnerId).single()
  ).data!;

  const asked = billing.stripe.requests().length;
  billing.stripe.setOutage(500);
  assert.deepEqual(await call(billing.check, pat.token), {
    status: 200,
    body: {
      subscribed: true,
      subscription_tier: "Trash Collection",
      subscription_end: new Date(row.current_period_end).toISOString(),
    },
  });
  assert.equal(billing.stripe.requests().length, asked);

  // Canceled: still synced state, so still no question to Stripe.
  billing.stripe.setOutage(null);
  await billing.api.subscriptions.cancel(row.id);
  await billing.stripe.settled();
  billing.stripe.setOutage(500);
  assert.deepEqual(await call(billing.check, pat.token), { status: 200, body: notSubscribed });
});

Deno.test(
  "an account with nothing synced is not subscribed, whatever Stripe holds for its e-mail",
  async () => {
    await using billing = await world();
    const legacy = await newAccount({ partner: false });
    billing.stripe.setWebhook(null);
    billing.stripe.seedSubscription({
      email: legacy.email,
      quantity: 3,
      periodEnd: Date.UTC(2030, 0, 31) / 1000,
    });
    const nobody = await newAccount();
    const asked = billing.stripe.requests().length;
    for (const account of [legacy, nobody]) {
      assert.deepEqual(await call(billing.check, account.token), {
        status: 200,
        body: notSubscribed,
      });
    }
    assert.equal(billing.stripe.requests().length, asked);
  },
);

Deno.test("needs no Stripe secret: built from the platform's variables alone", async () => {
  const env: Record<string, string> = {
    SUPABASE_URL: local.url,
    SUPABASE_SERVICE_ROLE_KEY: local.serviceRoleKey,
  };
  const check = checkSubscriptionFromEnv((name) => env[name]);
  const pat = await newAccount();
  assert.deepEqual(await call(check, pat.token), { status: 200, body: notSubscribed });
  assert.equal((await call(check, "not-a-jwt")).status, 401);
});
