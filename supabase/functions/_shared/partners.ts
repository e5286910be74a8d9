import type { User } from "@supabase/supabase-js";
import { bearerToken, json, preflight } from "./http.ts";
import type { Tables } from "./database.types.ts";
import { type ServerClient, signedInUser } from "./supabase.ts";

export type Partner = Pick<
  Tables<"partners">,
  "id" | "company_name" | "contact_name" | "phone" | "stripe_customer_id"
>;

/** The partner row of an account (read with the service role), null if it has none. */
export async function partnerOf(supabase: ServerClient, userId: string): Promise<Partner | null> {
  const { data, error } = await supabase
    .from("partners")
    .select("id, company_name, contact_name, phone, stripe_customer_id")
    .eq("user_id", userId)
    .maybeSingle();
  if (error) throw new Error(`reading the partner failed: ${error.message}`);
  return data as Partner | null;
}

/**
 * Statuses in which a subscription still bills or is owed (a property may have one at a time);
 * private.bills in supabase/migrations/20261128120000_billed_units_sync.sql lists the same.
 */
export const openStatuses = ["active", "trialing", "past_due", "unpaid", "incomplete", "paused"];

export const isUuid = (value: unknown): value is string =>
  typeof value === "string" &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Whether the owner took the property off the route by hand, or all of the partner's
 * (properties.service_override, partners.service_state; private.property_served decides the
 * route with the same words): paying would not put it back.
 */
export const stoppedByOwner = ({
  partner,
  property,
}: Pick<OwnPropertyCall, "partner" | "property">) =>
  partner.service_state !== "active" ||
  property.service_override === "paused" ||
  property.service_override === "stopped";

/** A partner's call about one of their own properties, with its open subscription if it has one. */
export type OwnPropertyCall = {
  user: User;
  partner: Partner & Pick<Tables<"partners">, "service_state">;
  property: Pick<Tables<"properties">, "id" | "partner_id" | "units" | "service_override">;
  /** The property's subscription that still bills or is owed, if it has one. */
  openSubscriptionId: string | null;
};

/**
 * What a partner's function about one property asks first: `POST {property_id}` with the
 * partner's access token, for a property of the caller's own. Everything is read with the service
 * role (rpc/partner_property, supabase/migrations/20261128160000_partner_accounts.sql), nothing
 * taken from the browser but the id. Returns the answer to give instead when the
 * call is not that: the preflight, 405, 401 (no or a bad token), 502 (Auth failed), 400 (no
 * property id), 403 (another partner's property, or none: the same answer). A database that
 * fails to answer throws, logged under the function's `name`.
 */
export async function ownPropertyCall(
  req: Request,
  supabase: ServerClient,
  name: string,
): Promise<OwnPropertyCall | Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== "POST") return json({ error: "Method not allowed" }, 405);

  const token = bearerToken(req);
  if (!token) return json({ error: "Sign in first" }, 401);
  const caller = await signedInUser(supabase, token, name);
  if ("refusal" in caller) return caller.refusal;

  const body = (await req.json().catch(() => null)) as { property_id?: unknown } | null;
  const propertyId = body?.property_id;
  if (!isUuid(propertyId)) return json({ error: "Send the property's id" }, 400);

  // One call: the caller's partner and the property, joined in SQL, no row if it is not theirs.
  const { data: own, error } = await supabase
    .rpc("partner_property", { user_id: caller.user.id, property_id: propertyId })
    .maybeSingle();
  if (error) throw new Error(`${name}: reading the property failed: ${error.message}`);
  if (!own) return json({ error: "This property is not one of yours" }, 403);
  return {
    user: caller.user,
    partner: own.partner,
    property: own.property,
    openSubscriptionId: own.open_subscription_ids[0] ?? null,
  };
}

/** The id of a property's subscription that still bills or is owed, or null if it has none. */
export async function openSubscriptionOf(
  supabase: ServerClient,
  propertyId: string,
  name: string,
): Promise<string | null> {
  const { data, error } = await supabase
    .from("stripe_subscriptions")
    .select("id")
    .eq("property_id", propertyId)
    .in("status", openStatuses)
    .limit(1);
  if (error) throw new Error(`${name}: reading subscriptions failed: ${error.message}`);
  return (data[0]?.id as string | undefined) ?? null;
}
