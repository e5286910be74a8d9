import Stripe from "npm:stripe@23.1.0";
import type { SupabaseClient } from "npm:@supabase/supabase-js@2.109.0";
import { bearerToken, type Env, json, preflight } from "../_shared/http.ts";
import { serviceRoleClient, signedInUser } from "../_shared/supabase.ts";

export type SubscriptionAnswer = {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
};

const notSubscribed: SubscriptionAnswer = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
};

/** A Stripe failure: logged in full, answered with this text only. */
class UpstreamError extends Error {}

/** The live subscription of a Stripe customer: active first, then trialing. */
async function findSubscription(stripe: Stripe, customer: string) {
  for (const status of ["active", "trialing"] as const) {
    const { data } = await stripe.subscriptions.list({ customer, status, limit: 1 });
    if (data[0]) return data[0];
  }
  return null;
}

async function describe(stripe: Stripe, subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  if (!item) return { ...notSubscribed, subscribed: true };
  const { price } = item;
  // Listing cannot expand items.data.price.product (Stripe expands four levels at most).
  const productId = typeof price.product === "string" ? price.product : price.product.id;
  const product = price.metadata.tier ? null : await stripe.products.retrieve(productId);
  return {
    subscribed: true,
    subscription_tier: price.metadata.tier || product?.metadata.tier || product?.name || null,
    // Since API 2025-03-31.basil the period belongs to each item, not to the subscription.
    subscription_end: new Date(item.current_period_end * 1000).toISOString(),
  };
}

async function lookUp(stripe: Stripe, email: string) {
  try {
    const { data } = await stripe.customers.list({ email, limit: 1 });
    const customer = data[0];
    if (!customer) return { customerId: null, answer: notSubscribed };
    const subscription = await findSubscription(stripe, customer.id);
    const answer = subscription ? await describe(stripe, subscription) : notSubscribed;
    return { customerId: customer.id, answer };
  } catch (error) {
    console.error("check-subscription: Stripe failed:", error);
    throw new UpstreamError("Could not reach the billing service");
  }
}

/** Without Stripe (no STRIPE_SECRET_KEY yet), nobody has a subscription to report. */
export type Clients = { stripe: Stripe | null; supabase: SupabaseClient };

/** The function's request handler, with the Stripe and service-role Supabase clients given. */
export function createCheckSubscription({ stripe, supabase }: Clients) {
  return async (req: Request): Promise<Response> => {
    const early = preflight(req);
    if (early) return early;
    if (req.method !== "POST") return json({ error: "Method not allowed" }, 405);

    const token = bearerToken(req);
    if (!token) return json({ error: "Sign in first" }, 401);
    const caller = await signedInUser(supabase, token, "check-subscription");
    if ("refusal" in caller) return caller.refusal;
    const { id: user_id, email } = caller.user;
    if (!email) return json(notSubscribed); // a phone or anonymous user has no Stripe customer
    // Nothing is recorded: a key missing for a while must not overwrite what Stripe said before.
    if (!stripe) return json(notSubscribed);

    let result;
    try {
      result = await lookUp(stripe, email);
    } catch (error) {
      if (error instanceof UpstreamError) return json({ error: error.message }, 502);
      throw error;
    }
    const { error: saveError } = await supabase.from("subscribers").upsert(
      {
        email,
        user_id,
        stripe_customer_id: result.customerId,
        ...result.answer,
        updated_at: new Date().toISOString(),
      },
      { onConflict: "email" },
    );
    // The caller's answer is right even when the record is not: log it and answer anyway.
    if (saveError) console.error("check-subscription: saving to subscribers failed:", saveError);
    return json(result.answer);
  };
}

/** Stripe's client; STRIPE_API_BASE (e.g. http://127.0.0.1:12111) points it at a stand-in. */
export function stripeClient(key: string, apiBase?: string, maxNetworkRetries?: number) {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    timeout: 10_000,
    ...(maxNetworkRetries === undefined ? {} : { maxNetworkRetries }),
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "http:" ? 80 : 443),
      protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
    }),
  });
}

/**
 * The handler built from the function's secrets and the variables the platform provides. Without
 * STRIPE_SECRET_KEY (a deploy, or `npm run dev`, with no Stripe yet) it says so once and answers
 * every signed-in caller "not subscribed", as Stripe would for someone it does not know.
 */
export function checkSubscriptionFromEnv(env: Env, options: { maxNetworkRetries?: number } = {}) {
  const key = env("STRIPE_SECRET_KEY");
  if (!key) {
    console.warn(
      "check-subscription: no STRIPE_SECRET_KEY secret, so every account is answered as not subscribed",
    );
  }
  return createCheckSubscription({
    stripe: key ? stripeClient(key, env("STRIPE_API_BASE"), options.maxNetworkRetries) : null,
    supabase: serviceRoleClient(env),
  });
}
