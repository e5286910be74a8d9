import { bearerToken, type Env, json, preflight } from "../_shared/http.ts";
import { partnerOf, subscribedStatuses } from "../_shared/partners.ts";
import { serviceNames } from "../_shared/services.ts";
import { Stripe, stripeFailed, stripeFromEnv } from "../_shared/stripe.ts";
import { type ServerClient, serviceRoleClient, signedInUser } from "../_shared/supabase.ts";

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

/**
 * The answer from the synced subscriptions (stripe-webhook keeps them), or null when the partner
 * has none: subscribed while one is active or trialing; the tier is the one service partners buy
 * online; the end is the soonest renewal among those.
 */
async function fromTable(supabase: ServerClient, partnerId: string) {
  const { data, error } = await supabase
    .from("stripe_subscriptions")
    .select("status, current_period_end")
    .eq("partner_id", partnerId);
  if (error) throw new Error(`check-subscription: reading subscriptions failed: ${error.message}`);
  if (!data.length) return null;
  const ends = data
    .filter((s) => subscribedStatuses.includes(s.status))
    .map((s) => Date.parse(s.current_period_end));
  if (!ends.length) return notSubscribed;
  return {
    subscribed: true,
    subscription_tier: serviceNames.trash_collection,
    subscription_end: new Date(Math.min(...ends)).toISOString(),
  };
}

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

/**
 * Stripe's answer for an account with nothing synced (a subscription bought before the webhook
 * existed, or through the static portal link): its stored customer, else the customer with its
 * e-mail.
 */
async function fromStripe(stripe: Stripe, customer: string | null, email: string | undefined) {
  if (!customer && email) {
    const { data } = await stripe.customers.list({ email, limit: 1 });
    customer = data[0]?.id ?? null;
  }
  if (!customer) return notSubscribed;
  const subscription = await findSubscription(stripe, customer);
  return subscription ? await describe(stripe, subscription) : notSubscribed;
}

/** Without Stripe (no STRIPE_SECRET_KEY yet), nobody has a subscription to report. */
export type Clients = { stripe: Stripe | null; supabase: ServerClient };

/**
 * The subscription check the site makes after sign-in (docs/dev/auth.md): `{subscribed,
 * subscription_tier, subscription_end}` from the synced table, asking Stripe only for an account
 * whose partner has no synced subscription (docs/decisions/0015-stripe-synced-by-webhooks.md).
 */
export function createCheckSubscription({ stripe, supabase }: Clients) {
  return async (req: Request): Promise<Response> => {
    const early = preflight(req);
    if (early) return early;
    if (req.method !== "POST") return json({ error: "Method not allowed" }, 405);

    const token = bearerToken(req);
    if (!token) return json({ error: "Sign in first" }, 401);
    const caller = await signedInUser(supabase, token, "check-subscription");
    if ("refusal" in caller) return caller.refusal;

    const partner = await partnerOf(supabase, caller.user.id);
    const synced = partner && (await fromTable(supabase, partner.id));
    if (synced) return json(synced);
    if (!stripe) return json(notSubscribed);
    try {
      return json(await fromStripe(stripe, partner?.stripe_customer_id ?? null, caller.user.email));
    } catch (error) {
      return stripeFailed("check-subscription", error);
    }
  };
}

/**
 * The handler built from the function's secrets and the variables the platform provides. Without
 * STRIPE_SECRET_KEY (a deploy with no Stripe yet) it says so once and answers from the synced
 * table alone: "not subscribed" for an account with nothing synced.
 */
export function checkSubscriptionFromEnv(env: Env, options: { maxNetworkRetries?: number } = {}) {
  if (!env("STRIPE_SECRET_KEY")) {
    console.warn(
      "check-subscription: no STRIPE_SECRET_KEY secret, so an account with nothing synced is answered as not subscribed",
    );
  }
  return createCheckSubscription({
    stripe: env("STRIPE_SECRET_KEY") ? stripeFromEnv(env, options) : null,
    supabase: serviceRoleClient(env),
  });
}
