import { read } from "@/lib/result";
import type { Tables } from "@/lib/database.types";
import { subscriptionColumns, type PartnerSubscription } from "@/lib/partners";
import { type Client, type Result } from "@/features/owner/api/requests";

/** A partner as the Partners view shows them, with their properties and subscriptions. */
export type PartnerSummary = Pick<
  Tables<"partners">,
  "id" | "company_name" | "contact_name" | "phone" | "created_at" | "service_state"
> & {
  properties: Pick<
    Tables<"properties">,
    "id" | "partner_id" | "name" | "city" | "units" | "active" | "service_override"
  >[];
  subscriptions: PartnerSubscription[];
};

/**
 * Every partner, newest first, with their properties and subscriptions (staff read all three
 * tables): three reads side by side, joined here.
 */
export async function listPartners(supabase: Client): Promise<Result<PartnerSummary[]>> {
  const [partners, properties, subscriptions] = await Promise.all([
    supabase
      .from("partners")
      .select("id, company_name, contact_name, phone, created_at, service_state")
      .order("created_at", { ascending: false })
      .retry(false),
    supabase
      .from("properties")
      .select("id, partner_id, name, city, units, active, service_override")
      .order("created_at")
      .retry(false),
    supabase.from("stripe_subscriptions").select(subscriptionColumns).retry(false),
  ]);
  const p = read(partners);
  const pr = read(properties);
  const s = read(subscriptions);
  if (!p.ok) return p;
  if (!pr.ok) return pr;
  if (!s.ok) return s;
  return {
    ok: true,
    data: p.data.map((partner) => ({
      ...partner,
      properties: pr.data.filter((property) => property.partner_id === partner.id),
      subscriptions: s.data.filter((subscription) => subscription.partner_id === partner.id),
    })),
  };
}
