import { bearerToken, type Env, json, preflight } from "../_shared/http.ts";
import { partnerOf } from "../_shared/partners.ts";
import { siteUrl, Stripe, stripeFailed, stripeFromEnv } from "../_shared/stripe.ts";
import { type ServerClient, serviceRoleClient, signedInUser } from "../_shared/supabase.ts";

export type PortalSettings = { stripe: Stripe; supabase: ServerClient; site: string };

/**
 * Opens Stripe's customer portal for the signed-in partner: `POST` with their access token →
 * `{url}` of a portal session that returns to /partner; 404 for an account with no Stripe
 * customer yet (no Checkout started).
 */
export function createBillingPortal({ stripe, supabase, site }: PortalSettings) {
  return async (req: Request): Promise<Response> => {
    const early = preflight(req);
    if (early) return early;
    if (req.method !== "POST") return json({ error: "Method not allowed" }, 405);

    const token = bearerToken(req);
    if (!token) return json({ error: "Sign in first" }, 401);
    const caller = await signedInUser(supabase, token, "billing-portal");
    if ("refusal" in caller) return caller.refusal;

    const customer = (await partnerOf(supabase, caller.user.id))?.stripe_customer_id;
    if (!customer) {
      return json({ error: "No billing account yet: start service for a property first" }, 404);
    }
    try {
      const session = await stripe.billingPortal.sessions.create({
        customer,
        return_url: `${site}/partner`,
      });
      return json({ url: session.url });
    } catch (error) {
      return stripeFailed("billing-portal", error);
    }
  };
}

export function billingPortalFromEnv(env: Env, options: { maxNetworkRetries?: number } = {}) {
  return createBillingPortal({
    stripe: stripeFromEnv(env, options),
    supabase: serviceRoleClient(env),
    site: siteUrl(env),
  });
}
