/**
 * Serves the real check-subscription handler on 127.0.0.1 and a free port for the site's
 * end-to-end test (tests/functions/check-subscription.test.tsx), and prints its URL. Auth and
 * PostgREST are the site's Supabase protocol server (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY);
 * Stripe is a stub in which SUBSCRIBED_EMAIL has an active subscription of TIER ending PERIOD_END
 * (seconds since the epoch).
 */
import { checkSubscriptionFromEnv } from "../check-subscription/handler.ts";
import { startStripeStub } from "./stubs.ts";

const env = (name: string) => Deno.env.get(name);
const stripe = startStripeStub({
  customers: { [env("SUBSCRIBED_EMAIL") ?? ""]: "cus_e2e" },
  subscriptions: [
    {
      customer: "cus_e2e",
      status: "active",
      tier: env("TIER"),
      product: "prod_e2e",
      end: Number(env("PERIOD_END")),
    },
  ],
});
const stubbed: Record<string, string> = {
  STRIPE_SECRET_KEY: "sk_test_e2e",
  STRIPE_API_BASE: stripe.url,
};
const handler = checkSubscriptionFromEnv((name) => stubbed[name] ?? env(name), {
  maxNetworkRetries: 0,
});

Deno.serve(
  {
    hostname: "127.0.0.1",
    port: 0,
    onListen: ({ port }) => console.log(`http://127.0.0.1:${port}`),
  },
  handler,
);
