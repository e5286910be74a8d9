/**
 * Serves the real check-subscription handler on 127.0.0.1 and a free port for the site's
 * end-to-end test (tests/functions/check-subscription.test.tsx), and prints its URL. Auth and
 * PostgREST are the site's Supabase protocol server (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY);
 * Stripe is the local Stripe, in which SUBSCRIBED_EMAIL has an active subscription ending
 * PERIOD_END (seconds since the epoch).
 */
import { startStripe } from "../../local/stripe/server.ts";
import { checkSubscriptionFromEnv } from "../check-subscription/handler.ts";

const env = (name: string) => Deno.env.get(name);
const stripe = await startStripe();
stripe.seedSubscription({
  email: env("SUBSCRIBED_EMAIL") ?? "",
  quantity: 24,
  periodEnd: Number(env("PERIOD_END")),
});
const local: Record<string, string> = {
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_API_BASE: stripe.url,
};
const handler = checkSubscriptionFromEnv((name) => local[name] ?? env(name), {
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
