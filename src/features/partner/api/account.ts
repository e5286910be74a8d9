import type { FunctionsError } from "@supabase/supabase-js";
import type { Supabase } from "@/auth/supabase";
import type { BillingFailure, SaveFailure } from "@/features/partner/content";
import type { CompanyRow, PropertySave } from "@/features/partner/lib/forms";
import type { Database } from "@/lib/database.types";
import type { PartnerSubscription } from "@/lib/partners";
import { read, type Result } from "@/lib/result";

/**
 * The partner's page and the database: their row, their properties with buildings, their
 * subscriptions (all under RLS: a partner reads only their own), and the billing functions.
 */

/** One row of rpc/partner_accounts: a partner with their properties, buildings, subscriptions. */
type AccountRow = Database["public"]["Functions"]["partner_accounts"]["Returns"][number];
type Building = AccountRow["buildings"][number];
export type Property = AccountRow["properties"][number] & {
  /** On the route, in route order: what the partner edits. */
  buildings: Building[];
  /** Retired from the route, oldest first: kept for the log of the nights they were served. */
  retired: Building[];
};

/** What the page shows: no partner row yet is `partner: null`. */
export type Account = {
  partner: AccountRow["partner"] | null;
  properties: Property[];
  subscriptions: PartnerSubscription[];
};

/**
 * The account's partner row, properties (buildings in route order, and those retired from the
 * route) and subscriptions: one call, joined in SQL (rpc/partner_accounts). Staff read every
 * partner there: the account's own is the one whose user it is.
 */
export async function loadAccount(client: Supabase, userId: string): Promise<Result<Account>> {
  const answer = read(await client.rpc("partner_accounts").retry(false));
  if (!answer.ok) return answer;
  const own = answer.data.find((row) => row.partner.user_id === userId);
  if (!own) return { ok: true, data: { partner: null, properties: [], subscriptions: [] } };
  return {
    ok: true,
    data: {
      partner: own.partner,
      properties: own.properties.map((property) => {
        const buildings = own.buildings.filter((building) => building.property_id === property.id);
        return {
          ...property,
          buildings: buildings.filter((building) => building.retired_at === null),
          retired: buildings.filter((building) => building.retired_at !== null),
        };
      }),
      subscriptions: own.subscriptions,
    },
  };
}

/**
 * The account's subscriptions, read by the account's own query: what the page polls while Stripe
 * confirms a payment or new units, so that it waits on the one source it shows.
 */
export async function loadSubscriptions(
  client: Supabase,
  userId: string,
): Promise<Result<PartnerSubscription[]>> {
  const answer = await loadAccount(client, userId);
  return answer.ok ? { ok: true, data: answer.data.subscriptions } : answer;
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
