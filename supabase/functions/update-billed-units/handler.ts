import type { SupabaseClient } from "npm:@supabase/supabase-js@2.109.0";
import { bearerToken, type Env, json, preflight } from "../_shared/http.ts";
import { isUuid, openStatuses, partnerOf } from "../_shared/partners.ts";
import { Stripe, stripeFailed, stripeFromEnv } from "../_shared/stripe.ts";
import { serviceRoleClient, signedInUser } from "../_shared/supabase.ts";

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
    const early = preflight(req);
    if (early) return early;
    if (req.method !== "POST") return json({ error: "Method not allowed" }, 405);

    const token = bearerToken(req);
    if (!token) return json({ error: "Sign in first" }, 401);
    const caller = await signedInUser(supabase, token, "update-billed-units");
    if ("refusal" in caller) return caller.refusal;

    const body = (await req.json().catch(() => null)) as { property_id?: unknown } | null;
    const propertyId = body?.property_id;
    if (!isUuid(propertyId)) return json({ error: "Send the property's id" }, 400);

    const partner = await partnerOf(supabase, caller.user.id);
    const { data: property, error } = await supabase
      .from("properties")
      .select("id, partner_id, units")
      .eq("id", propertyId)
      .maybeSingle();
    if (error)
      throw new Error(`update-billed-units: reading the property failed: ${error.message}`);
    // Another partner's property and one that does not exist get the same answer.
    if (!partner || !property || property.partner_id !== partner.id) {
      return json({ error: "This property is not one of yours" }, 403);
    }
    const { data: open, error: openError } = await supabase
      .from("stripe_subscriptions")
      .select("id")
      .eq("property_id", property.id)
      .in("status", openStatuses)
      .limit(1);
    if (openError) {
      throw new Error(`update-billed-units: reading subscriptions failed: ${openError.message}`);
    }
    const subscriptionId = open[0]?.id;
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
