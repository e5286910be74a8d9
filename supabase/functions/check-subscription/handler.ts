import { bearerToken, type Env, json, preflight } from "../_shared/http.ts";
import { partnerOf } from "../_shared/partners.ts";
import { serviceNames } from "../_shared/services.ts";
import { subscribedUntil } from "../_shared/subscription.ts";
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
 * The answer from the synced subscriptions (stripe-webhook keeps them), by the rule of
 * _shared/subscription.ts, which the partner's page reads them by too; the tier is the one service partners buy online; the end is the soonest
 * renewal among those. An account that is no partner's, or whose partner has none, is not
 * subscribed.
 */
async function fromTable(supabase: ServerClient, partnerId: string): Promise<SubscriptionAnswer> {
  const { data, error } = await supabase
    .from("stripe_subscriptions")
    .select("status, current_period_end")
    .eq("partner_id", partnerId);
  if (error) throw new Error(`check-subscription: reading subscriptions failed: ${error.message}`);
  const end = subscribedUntil(data);
  if (!end) return notSubscribed;
  return {
    subscribed: true,
    subscription_tier: serviceNames.trash_collection,
    subscription_end: end,
  };
}

/**
 * The subscription check the site makes after sign-in (docs/dev/auth.md): `{subscribed,
 * subscription_tier, subscription_end}` from the synced table alone, never asking Stripe
 * (docs/decisions/0015-stripe-synced-by-webhooks.md).
 */
export function createCheckSubscription({ supabase }: { supabase: ServerClient }) {
  return async (req: Request): Promise<Response> => {
    const early = preflight(req);
    if (early) return early;
    if (req.method !== "POST") return json({ error: "Method not allowed" }, 405);

    const token = bearerToken(req);
    if (!token) return json({ error: "Sign in first" }, 401);
    const caller = await signedInUser(supabase, token, "check-subscription");
    if ("refusal" in caller) return caller.refusal;

    const partner = await partnerOf(supabase, caller.user.id);
    return json(partner ? await fromTable(supabase, partner.id) : notSubscribed);
  };
}

/** The handler built from the variables the platform provides; it needs no secret of its own. */
export function checkSubscriptionFromEnv(env: Env) {
  return createCheckSubscription({ supabase: serviceRoleClient(env) });
}
