import type { SupabaseClient } from "npm:@supabase/supabase-js@2.109.0";
import { type Env, json } from "../_shared/http.ts";
import { ownPropertyCall } from "../_shared/partners.ts";
import { Stripe, stripeFailed, stripeFromEnv } from "../_shared/stripe.ts";
import { serviceRoleClient } from "../_shared/supabase.ts";

export type UnitsSettings = { stripe: Stripe; supabase: SupabaseClient };

/**
 * Bills a property for the units it has now: `POST {property_id}` with the partner's access
 * token, after the partner changed the property's units → `{billed}`, the quantity its open
 * subscription is set to (null when it has none: nothing is billed yet). The units are read from
 * the database, never from the browser, and set as an absolute quantity, so a call repeated or
 * retried changes nothing more; Stripe prorates the change on the next invoice (its default), and
 * the subscription's row follows by the webhook, as every change of Stripe's does.
 */
export function createUpdateBilledUnits({ stripe, supabase }: UnitsSettings) {
  return async (req: Request): Promise<Response> => {
    const call = await ownPropertyCall(req, supabase, "update-billed-units");
    if (call instanceof Response) return call;
    const { property, openSubscriptionId: subscriptionId } = call;
    if (!subscriptionId) return json({ billed: null });

    try {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
      if (item.quantity !== property.units) {
        await stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, quantity: property.units }],
          proration_behavior: "create_prorations",
        });
      }
      return json({ billed: property.units });
    } catch (error) {
      return stripeFailed("update-billed-units", error);
    }
  };
}

export function updateBilledUnitsFromEnv(env: Env, options: { maxNetworkRetries?: number } = {}) {
  return createUpdateBilledUnits({
    stripe: stripeFromEnv(env, options),
    supabase: serviceRoleClient(env),
  });
}
