import assert from "node:assert/strict";
import { createClient } from "npm:@supabase/supabase-js@2.109.0";
import {
  checkSubscriptionFromEnv,
  createCheckSubscription,
  stripeClient,
} from "../check-subscription/handler.ts";
import {
  captureErrors,
  dbErrorText,
  type Received,
  type StripeData,
  startStripeStub,
  startSupabaseStub,
  stripeErrorText,
  type SupabaseData,
} from "./stubs.ts";

const user = { id: "9f0c5d1e-0000-4000-8000-000000000001", email: "pat@example.com" };
const periodEnd = Date.UTC(2030, 0, 31) / 1000;
const serviceKey = "service-role-key";

/** Builds the handler against fresh stubs, calls it with `init`, and hands back both. */
async function call(
  init: RequestInit,
  { stripe = {}, supabase = {} }: { stripe?: StripeData; supabase?: SupabaseData } = {},
) {
  await using stripeStub = startStripeStub(stripe);
  await using supabaseStub = startSupabaseStub({ users: { "good-token": user }, ...supabase });
  const handler = createCheckSubscription({
    stripe: stripeClient("sk_test_123", stripeStub.url, 0),
    supabase: createClient(supabaseStub.url, serviceKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }),
  });
  const response = await handler(new Request("http://function/check-subscription", init));
  const text = await response.text();
  return { response, text, stripe: stripeStub.requests, supabase: supabaseStub.requests };
}

const asUser = (token = "good-token"): RequestInit => ({
  method: "POST",
  headers: { Authorization: `Bearer ${token}`, apikey: "anon-key" },
});

const upserts = (requests: Received[]) => requests.filter((r) => r.path === "/rest/v1/subscribers");

/** An upserted row without its updated_at, after checking that it is a timestamp. */
function row(request: Received | undefined) {
  const { updated_at, ...rest } = request?.body as Record<string, unknown>;
  assert.ok(!Number.isNaN(Date.parse(String(updated_at))));
  return rest;
}

Deno.test("answers the CORS preflight with the headers supabase-js sends", async () => {
  const { response } = await call({ method: "OPTIONS" });
  assert.equal(response.status, 204);
  const allowed = response.headers.get("Access-Control-Allow-Headers") ?? "";
  for (const header of ["authorization", "x-client-info", "apikey", "content-type"]) {
    assert.match(allowed, new RegExp(header));
  }
  assert.equal(response.headers.get("Access-Control-Allow-Origin"), "*");
});

for (const [name, init] of [
  ["no token", { method: "POST" }],
  ["a garbage token", asUser("not-a-jwt")],
  ["an expired token", asUser("eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.expired")],
  ["the anon key", asUser("anon-key")],
] as const) {
  Deno.test(`refuses ${name} with 401 and asks Stripe nothing`, async () => {
    const { response, text, stripe } = await call(init);
    assert.equal(response.status, 401);
    assert.deepEqual(JSON.parse(text), { error: "Sign in first" });
    assert.equal(stripe.length, 0);
  });
}

Deno.test(
  "reports an active subscription with its tier and period end, and records it",
  async () => {
    const { response, text, stripe, supabase } = await call(asUser(), {
      stripe: {
        customers: { [user.email]: "cus_1" },
        subscriptions: [
          {
            customer: "cus_1",
            status: "active",
            tier: "Test tier",
            product: "prod_1",
            end: periodEnd,
          },
        ],
      },
    });
    assert.equal(response.status, 200);
    const answer = {
      subscribed: true,
      subscription_tier: "Test tier",
      subscription_end: "2030-01-31T00:00:00.000Z",
    };
    assert.deepEqual(JSON.parse(text), answer);
    assert.equal(stripe[0]?.query.get("email"), user.email);
    assert.equal(stripe[0]?.headers.get("Authorization"), "Bearer sk_test_123");
    assert.equal(stripe[1]?.query.get("status"), "active");

    const [upsert] = upserts(supabase);
    assert.equal(upsert?.query.get("on_conflict"), "email");
    assert.match(upsert?.headers.get("Prefer") ?? "", /resolution=merge-duplicates/);
    assert.equal(upsert?.headers.get("Authorization"), `Bearer ${serviceKey}`);
    assert.deepEqual(row(upsert), {
      email: user.email,
      user_id: user.id,
      stripe_customer_id: "cus_1",
      ...answer,
    });
  },
);

Deno.test(
  "counts a trialing subscription, its tier falling back to the product's name",
  async () => {
    const { text, stripe } = await call(asUser(), {
      stripe: {
        customers: { [user.email]: "cus_1" },
        subscriptions: [
          { customer: "cus_1", status: "trialing", product: "prod_9", end: periodEnd },
        ],
        products: { prod_9: { name: "Product name" } },
      },
    });
    assert.deepEqual(JSON.parse(text), {
      subscribed: true,
      subscription_tier: "Product name",
      subscription_end: "2030-01-31T00:00:00.000Z",
    });
    assert.deepEqual(
      stripe.map((r) => `${r.path} ${r.query.get("status") ?? ""}`.trim()),
      [
        "/v1/customers",
        "/v1/subscriptions active",
        "/v1/subscriptions trialing",
        "/v1/products/prod_9",
      ],
    );
  },
);

Deno.test("answers not subscribed, with nulls, for someone who is not a customer", async () => {
  const { response, text, supabase } = await call(asUser(), { stripe: { customers: {} } });
  assert.equal(response.status, 200);
  const answer = { subscribed: false, subscription_tier: null, subscription_end: null };
  assert.deepEqual(JSON.parse(text), answer);
  assert.deepEqual(row(upserts(supabase)[0]), {
    email: user.email,
    user_id: user.id,
    stripe_customer_id: null,
    ...answer,
  });
});

Deno.test("answers 502 without Stripe's text when Stripe fails, and logs it", async () => {
  using errors = captureErrors();
  const { response, text, supabase } = await call(asUser(), { stripe: { failWith: 500 } });
  assert.equal(response.status, 502);
  assert.doesNotMatch(text, /Stripe internal/);
  assert.deepEqual(JSON.parse(text), { error: "Could not reach the billing service" });
  assert.match(errors.lines.join("\n"), new RegExp(stripeErrorText));
  assert.equal(upserts(supabase).length, 0);
});

Deno.test("answers 502 when Stripe cannot be reached", async () => {
  using errors = captureErrors();
  const closed = startStripeStub({});
  await closed[Symbol.asyncDispose]();
  await using supabaseStub = startSupabaseStub({ users: { "good-token": user } });
  const handler = createCheckSubscription({
    stripe: stripeClient("sk_test_123", closed.url, 0),
    supabase: createClient(supabaseStub.url, serviceKey, { auth: { persistSession: false } }),
  });
  const response = await handler(new Request("http://function/", asUser()));
  assert.equal(response.status, 502);
  assert.deepEqual(await response.json(), { error: "Could not reach the billing service" });
  assert.match(errors.lines.join("\n"), /Stripe failed/);
});

Deno.test("answers 502 when Auth itself fails", async () => {
  using errors = captureErrors();
  const { response } = await call(asUser(), { supabase: { authFailWith: 500 } });
  assert.equal(response.status, 502);
  assert.match(errors.lines.join("\n"), /Auth failed/);
});

Deno.test("logs a failed upsert and still answers the caller", async () => {
  using errors = captureErrors();
  const { response, text } = await call(asUser(), {
    stripe: { customers: {} },
    supabase: { upsertFails: true },
  });
  assert.equal(response.status, 200);
  assert.equal(JSON.parse(text).subscribed, false);
  assert.doesNotMatch(text, /relation/);
  assert.match(errors.lines.join("\n"), /saving to subscribers failed/);
  assert.ok(errors.lines.join("\n").includes(dbErrorText));
});

Deno.test(
  "without STRIPE_SECRET_KEY: says so once, answers a signed-in caller not subscribed, records nothing",
  async () => {
    using warnings = captureErrors("warn");
    await using supabaseStub = startSupabaseStub({ users: { "good-token": user } });
    const env: Record<string, string> = {
      SUPABASE_URL: supabaseStub.url,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey,
    };
    const handler = checkSubscriptionFromEnv((name) => env[name]);
    assert.deepEqual(warnings.lines, [
      "check-subscription: no STRIPE_SECRET_KEY secret, so every account is answered as not subscribed",
    ]);

    const response = await handler(new Request("http://function/", asUser()));
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
    const refused = await handler(new Request("http://function/", asUser("not-a-jwt")));
    assert.equal(refused.status, 401);
    await refused.body?.cancel();
    assert.equal(upserts(supabaseStub.requests).length, 0);
    assert.equal(warnings.lines.length, 1);
  },
);
