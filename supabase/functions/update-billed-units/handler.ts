import { bearerToken, type Env, json, requireEnv, sameSecret } from "../_shared/http.ts";
import { isUuid, openSubscriptionOf, ownPropertyCall } from "../_shared/partners.ts";
import { Stripe, stripeFailed, stripeFromEnv } from "../_shared/stripe.ts";
import { type ServerClient, serviceRoleClient } from "../_shared/supabase.ts";

export type UnitsSettings = {
  stripe: Stripe;
  supabase: ServerClient;
  /** The secret the database's trigger and reconcile send (WEBHOOK_SECRET, from Vault). */
  webhookSecret: string;
};

const name = "update-billed-units";

/**
 * Bills a property for the units it has now: `POST {property_id}` → `{billed}`, the quantity its
 * open subscription is set to (null when it has none: nothing is billed yet). Two callers: the
 * database (the shared secret as bearer token), whenever the units or the stored quantity change
 * and on its periodic reconcile; and the partner's page (the partner's access token, for one of
 * their own properties), for the partner's feedback. The units are read from the database, never
 * from the caller, and set as an absolute quantity, so a call repeated, retried or made by both
 * changes nothing more; Stripe prorates the change on the next invoice (its default), and the
 * subscription's row follows by the webhook, as every change of Stripe's does.
 */
export function createUpdateBilledUnits({ stripe, supabase, webhookSecret }: UnitsSettings) {
  async function bill(property: { id: string; units: number }, subscriptionId: string | null) {
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
        console.log(
          `${name}: property ${property.id} billed ${property.units} units (was ${item.quantity})`,
        );
      }
      return json({ billed: property.units });
    } catch (error) {
      return stripeFailed(name, error);
    }
  }

  /** The database's call: any property, by its id. */
  async function fromDatabase(req: Request): Promise<Response> {
    const body = (await req.json().catch(() => null)) as { property_id?: unknown } | null;
    const propertyId = body?.property_id;
    if (!isUuid(propertyId)) return json({ error: "Send the property's id" }, 400);
    const { data: property, error } = await supabase
      .from("properties")
      .select("id, units")
      .eq("id", propertyId)
      .maybeSingle();
    if (error) throw new Error(`${name}: reading the property failed: ${error.message}`);
    if (!property) return json({ error: "No such property" }, 404);
    return bill(property, await openSubscriptionOf(supabase, property.id, name));
  }

  return async (req: Request): Promise<Response> => {
    if (req.method === "POST" && (await sameSecret(bearerToken(req), webhookSecret))) {
      return fromDatabase(req);
    }
    const call = await ownPropertyCall(req, supabase, name);
    if (call instanceof Response) return call;
    return bill(call.property, call.openSubscriptionId);
  };
}

export function updateBilledUnitsFromEnv(env: Env, options: { maxNetworkRetries?: number } = {}) {
  const { WEBHOOK_SECRET } = requireEnv(env, ["WEBHOOK_SECRET"] as const);
  return createUpdateBilledUnits({
    stripe: stripeFromEnv(env, options),
    supabase: serviceRoleClient(env),
    webhookSecret: WEBHOOK_SECRET,
  });
}
