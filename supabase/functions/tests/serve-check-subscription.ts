/**
 * Serves the real check-subscription handler on 127.0.0.1 and a free port for the site's
 * end-to-end test (tests/functions/check-subscription.test.tsx), and prints its URL. Auth and
 * PostgREST are the site's Supabase protocol server (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY).
 * The account SUBSCRIBED_EMAIL (password SUBSCRIBED_PASSWORD) is first made a partner with an
 * active subscription ending PERIOD_END (seconds since the epoch), written to the synced table as
 * stripe-webhook writes it: the function answers from that table alone.
 */
import { createClient } from "@supabase/supabase-js";
import { checkSubscriptionFromEnv } from "../check-subscription/handler.ts";
import type { Database } from "../_shared/database.types.ts";

function setting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`serve-check-subscription: ${name} is not set`);
  return value;
}

const env = (name: string) => Deno.env.get(name);
const client = () =>
  createClient<Database>(setting("SUPABASE_URL"), setting("SUPABASE_SERVICE_ROLE_KEY"), {
    auth: { persistSession: false, autoRefreshToken: false },
  });

async function seed() {
  // A client of its own for the sign-in, so that the service role's calls keep its key.
  const signIn = await client().auth.signInWithPassword({
    email: setting("SUBSCRIBED_EMAIL"),
    password: setting("SUBSCRIBED_PASSWORD"),
  });
  if (signIn.error) throw signIn.error;
  const service = client();
  const partner = await service
    .from("partners")
    .insert({
      user_id: signIn.data.user.id,
      company_name: "Grove Flats",
      contact_name: "Pat",
      phone: "+18015550100",
    })
    .select("id")
    .single();
  if (partner.error) throw partner.error;
  const stored = await service.rpc("apply_stripe_event", {
    event_id: "evt_serve_check_subscription",
    event_type: "customer.subscription.created",
    event_created: new Date().toISOString(),
    subscription: {
      partner_id: partner.data.id,
      id: "sub_serve_check_subscription",
      customer_id: "cus_serve_check_subscription",
      status: "active",
      quantity: 24,
      unit_amount: 1500,
      currency: "usd",
      price_id: "price_serve_check_subscription",
      current_period_end: new Date(Number(setting("PERIOD_END")) * 1000).toISOString(),
      cancel_at_period_end: false,
    },
  });
  if (stored.error || stored.data !== "stored") throw stored.error ?? new Error(stored.data);
}

await seed();
const handler = checkSubscriptionFromEnv(env);

Deno.serve(
  {
    hostname: "127.0.0.1",
    port: 0,
    onListen: ({ port }) => console.log(`http://127.0.0.1:${port}`),
  },
  handler,
);
