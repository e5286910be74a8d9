import type { FunctionsError } from "@supabase/supabase-js";
import type { Supabase } from "@/auth/supabase";
import type { BillingFailure, SaveFailure } from "@/features/partner/content";
import type { CompanyRow, PropertySave } from "@/features/partner/lib/forms";
import type { Tables } from "@/lib/database.types";
import { read, type Result } from "@/lib/result";
import { subscriptionColumns, type PartnerSubscription } from "@/lib/partners";

/**
 * The partner's page and the database: their row, their properties with buildings, their
 * subscriptions (all under RLS: a partner reads only their own), and the billing functions.
 */

type PartnerRow = Pick<
  Tables<"partners">,
  "id" | "company_name" | "contact_name" | "phone" | "stripe_customer_id"
>;
type Building = Pick<
  Tables<"property_buildings">,
  "id" | "property_id" | "name" | "position" | "created_at" | "retired_at"
>;
export type Property = Pick<
  Tables<"properties">,
  | "id"
  | "name"
  | "street_address"
  | "city"
  | "units"
  | "set_out_from"
  | "set_out_until"
  | "rules"
  | "access_notes"
  | "active"
  | "public_code"
  | "created_at"
> & {
  /** On the route, in route order: what the partner edits. */
  buildings: Building[];
  /** Retired from the route, oldest first: kept for the log of the nights they were served. */
  retired: Building[];
};

/** What the page shows: no partner row yet is `partner: null`. */
export type Account = {
  partner: PartnerRow | null;
  properties: Property[];
  subscriptions: PartnerSubscription[];
};

/**
 * The account's partner row, properties (buildings in route order, and those retired from the
 * route) and subscriptions.
 */
export async function loadAccount(client: Supabase, userId: string): Promise<Result<Account>> {
  const [partners, properties, buildings, subscriptions] = await Promise.all([
    client
      .from("partners")
      .select("id, company_name, contact_name, phone, stripe_customer_id")
      .eq("user_id", userId)
      .retry(false),
    client
      .from("properties")
      .select(
        "id, name, street_address, city, units, set_out_from, set_out_until, rules, access_notes, active, public_code, created_at",
      )
      .order("created_at")
      .retry(false),
    client
      .from("property_buildings")
      .select("id, property_id, name, position, created_at, retired_at")
      .order("position")
      .order("retired_at")
      .retry(false),
    client.from("stripe_subscriptions").select(subscriptionColumns).retry(false),
  ]);
  const all = [read(partners), read(properties), read(buildings), read(subscriptions)] as const;
  const failed = all.find((answer) => !answer.ok);
  if (failed && !failed.ok) return failed;
  const [p, props, b, s] = all;
  if (!p.ok || !props.ok || !b.ok || !s.ok) return { ok: false, failure: "other" };
  return {
    ok: true,
    data: {
      partner: p.data[0] ?? null,
      properties: props.data.map((property) => {
        const own = b.data.filter((building) => building.property_id === property.id);
        return {
          ...property,
          buildings: own.filter((building) => building.retired_at === null),
          retired: own.filter((building) => building.retired_at !== null),
        };
      }),
      subscriptions: s.data,
    },
  };
}

/** The partner's subscriptions alone: what the page polls while Stripe confirms a payment. */
export async function loadSubscriptions(client: Supabase): Promise<Result<PartnerSubscription[]>> {
  return read(await client.from("stripe_subscriptions").select(subscriptionColumns).retry(false));
}

/** Adds the account's partner row (its user id comes from the session). */
export async function addPartner(client: Supabase, company: CompanyRow): Promise<Result<null>> {
  const { error, status } = await client.from("partners").insert(company);
  return error ? read({ data: null, error, status }) : { ok: true, data: null };
}

/**
 * Adds or changes a property and its buildings in one call (rpc/save_property). A new property
 * past the partner's unpaid drafts is refused by the database (PT409): `drafts`.
 */
export async function saveProperty(
  client: Supabase,
  save: PropertySave,
): Promise<Result<string, SaveFailure>> {
  const answer = await client.rpc("save_property", save);
  if (answer.error?.code === "PT409") return { ok: false, failure: "drafts" };
  return read(answer);
}

export type UrlResult = { ok: true; url: string } | { ok: false; failure: BillingFailure };

/**
 * The function's answer as the page needs it. functions.invoke never throws: a non-2xx answer
 * is a FunctionsHttpError whose context is the Response; no answer is a FunctionsFetchError.
 */
function billingFailure(error: FunctionsError): BillingFailure {
  if (error.name === "FunctionsFetchError") return "offline";
  const status = (error.context as Response | undefined)?.status ?? 0;
  const byStatus: Record<number, BillingFailure> = {
    401: "session",
    403: "refused",
    404: "no-billing",
    409: "subscribed",
    502: "stripe",
  };
  return byStatus[status] ?? (status >= 500 ? "offline" : "other");
}

async function urlFrom(
  client: Supabase,
  name: "create-checkout" | "billing-portal",
  body?: object,
): Promise<UrlResult> {
  const { data, error } = await client.functions.invoke<{ url?: unknown }>(name, {
    ...(body && { body }),
  });
  if (error) return { ok: false, failure: billingFailure(error) };
  const url = data?.url;
  // Only a web address is followed: never a javascript: or data: one.
  if (typeof url !== "string" || !/^https?:\/\//.test(url)) return { ok: false, failure: "other" };
  return { ok: true, url };
}

/** A Stripe Checkout Session for the property (create-checkout): its page's address. */
export const startCheckout = (client: Supabase, propertyId: string) =>
  urlFrom(client, "create-checkout", { property_id: propertyId });

/** A session of Stripe's customer portal for the signed-in partner (billing-portal). */
export const openBillingPortal = (client: Supabase) => urlFrom(client, "billing-portal");

/** Bills the property's open subscription for the units it has now (update-billed-units). */
export async function updateBilledUnits(
  client: Supabase,
  propertyId: string,
): Promise<{ ok: true } | { ok: false; failure: BillingFailure }> {
  const { error } = await client.functions.invoke("update-billed-units", {
    body: { property_id: propertyId },
  });
  return error ? { ok: false, failure: billingFailure(error) } : { ok: true };
}
