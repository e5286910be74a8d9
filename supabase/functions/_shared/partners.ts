import type { SupabaseClient } from "npm:@supabase/supabase-js@2.109.0";

export type Partner = {
  id: string;
  company_name: string;
  contact_name: string;
  phone: string;
  stripe_customer_id: string | null;
};

/** The partner row of an account (read with the service role), null if it has none. */
export async function partnerOf(supabase: SupabaseClient, userId: string): Promise<Partner | null> {
  const { data, error } = await supabase
    .from("partners")
    .select("id, company_name, contact_name, phone, stripe_customer_id")
    .eq("user_id", userId)
    .maybeSingle();
  if (error) throw new Error(`reading the partner failed: ${error.message}`);
  return data as Partner | null;
}

/** Statuses in which a subscription still bills or is owed (a property may have one at a time). */
export const openStatuses = ["active", "trialing", "past_due", "unpaid", "incomplete", "paused"];

/** Statuses that count as subscribed in the subscription check. */
export const subscribedStatuses = ["active", "trialing"];

export const isUuid = (value: unknown): value is string =>
  typeof value === "string" &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
