import type { SupabaseClient } from "@supabase/supabase-js";
import { notSubscribed, type Subscription } from "./subscription";

// Apart from the shape and the signed-out value, which every page holds: only session.ts imports
// the check, so it arrives with supabase-js.

/** A nullable text field: the string, null when absent, undefined when it is something else. */
const text = (value: unknown) =>
  value === undefined || value === null ? null : typeof value === "string" ? value : undefined;

function parseSubscription(body: unknown): Subscription | null {
  if (typeof body !== "object" || body === null) return null;
  const fields = body as Record<string, unknown>;
  const tier = text(fields.subscription_tier);
  const end = text(fields.subscription_end);
  if (typeof fields.subscribed !== "boolean" || tier === undefined || end === undefined)
    return null;
  if (!fields.subscribed) return notSubscribed;
  return { subscribed: true, subscription_tier: tier, subscription_end: end };
}

/**
 * Asks the check-subscription edge function about the holder of `accessToken`. Never throws:
 * the page carries on without the answer, so any failure is logged and reads as not subscribed.
 */
export async function checkSubscription(
  supabase: SupabaseClient,
  accessToken: string,
): Promise<Subscription> {
  // The token is passed explicitly because the client's own lookup would read the session
  // from storage, which may already hold a newer token than the one this check is for.
  const { data, error } = await supabase.functions.invoke("check-subscription", {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (error) {
    console.error("check-subscription failed:", error);
    return notSubscribed;
  }
  const subscription = parseSubscription(data);
  if (!subscription) {
    console.error("check-subscription returned an unexpected body:", data);
    return notSubscribed;
  }
  return subscription;
}
