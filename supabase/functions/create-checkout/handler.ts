import { type Env, json, requireEnv, sha256Hex } from "../_shared/http.ts";
import { ownPropertyCall, stoppedByOwner } from "../_shared/partners.ts";
import { siteUrl, Stripe, stripeFailed, stripeFromEnv } from "../_shared/stripe.ts";
import { type ServerClient, serviceRoleClient } from "../_shared/supabase.ts";

export type CheckoutSettings = {
  stripe: Stripe;
  supabase: ServerClient;
  /** The per-unit monthly Price (STRIPE_PRICE_ID): a property pays it once per unit. */
  priceId: string;
  /** The site's origin, where Checkout returns to /partner. */
  site: string;
};

/**
 * The key that makes "create this partner's customer" happen once however often it is sent
 * within Stripe's 24 hours (a double tap, a retry after Checkout failed): the same partner with
 * the same details is the same request. Details changed in between make another key, not
 * Stripe's idempotency_error.
 */
async function customerKey(partnerId: string, params: object) {
  const digest = await sha256Hex(JSON.stringify(params));
  return `partner-customer-${partnerId}-${digest.slice(0, 16)}`;
}

/**
 * Starts a partner's subscription for one property: `POST {property_id}` with the partner's
 * access token → `{url}` of a Stripe Checkout Session in subscription mode for the property's
 * units × the per-unit Price. Everything billed is read from the database, never from the
 * browser. The partner's Stripe customer is reused, or made and then stored. A property the
 * owner paused or stopped (or whose partner he did) is refused with 403.
 */
export function createCreateCheckout({ stripe, supabase, priceId, site }: CheckoutSettings) {
  return async (req: Request): Promise<Response> => {
    const call = await ownPropertyCall(req, supabase, "create-checkout");
    if (call instanceof Response) return call;
    const { user, partner, property } = call;
    // Refused like a property that is not theirs (the page asks them to call): the owner's word
    // stands over a payment, which would bill a property no one serves.
    if (stoppedByOwner(call)) {
      return json({ error: "The owner has paused or stopped service here: call to start it" }, 403);
    }
    if (call.openSubscriptionId) {
      return json({ error: "This property already has a subscription: manage it in billing" }, 409);
    }

    const metadata = { partner_id: partner.id, property_id: property.id };
    let customer = partner.stripe_customer_id;
    let session;
    try {
      if (!customer) {
        const params = {
          email: user.email,
          name: partner.company_name,
          phone: partner.phone,
          metadata: { partner_id: partner.id },
        };
        const key = await customerKey(partner.id, params);
        customer = (await stripe.customers.create(params, { idempotencyKey: key })).id;
      }
      session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer,
        line_items: [{ price: priceId, quantity: property.units }],
        client_reference_id: property.id,
        metadata,
        subscription_data: { metadata },
        // The property tells the page which payment to wait for while the webhook arrives.
        success_url: `${site}/partner?checkout=done&property=${property.id}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site}/partner?checkout=canceled`,
      });
    } catch (error) {
      // Nothing is stored: a customer Stripe made before failing is made again by the same key.
      return stripeFailed("create-checkout", error);
    }

    if (!partner.stripe_customer_id) {
      const { error: saveError } = await supabase
        .from("partners")
        .update({ stripe_customer_id: customer })
        .eq("id", partner.id)
        .is("stripe_customer_id", null);
      // checkout.session.completed stores it too: log, and let the partner go on to pay.
      if (saveError) console.error("create-checkout: storing the customer failed:", saveError);
    }
    return json({ url: session.url });
  };
}

/** The handler built from the function's secrets and the variables the platform provides. */
export function createCheckoutFromEnv(env: Env, options: { maxNetworkRetries?: number } = {}) {
  const { STRIPE_PRICE_ID } = requireEnv(env, ["STRIPE_PRICE_ID"] as const);
  return createCreateCheckout({
    stripe: stripeFromEnv(env, options),
    supabase: serviceRoleClient(env),
    priceId: STRIPE_PRICE_ID,
    site: siteUrl(env),
  });
}
