import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database.types";
import type { DeviceKeys } from "@/features/owner/lib/push-subscription";

/**
 * saved; taken: another staff account already gets this device's notifications (409);
 * offline: no answer or Supabase failing; other: anything else (403 for a non-staff account).
 */
export type SaveResult = "saved" | "taken" | "offline" | "other";

/** No answer (status 0) or Supabase failing (5xx), as requests.ts tells them apart. */
const unreachable = (status: number) => status === 0 || status >= 500;

/**
 * Adds this device for the signed-in staff user, or renews its keys and last-seen time: called
 * on every visit, since browsers drop and renew subscriptions without telling the page.
 */
export async function saveDevice(
  supabase: SupabaseClient<Database>,
  device: DeviceKeys,
): Promise<SaveResult> {
  const { error, status } = await supabase.rpc("save_push_subscription", device).retry(false);
  if (!error) return "saved";
  if (status === 409) return "taken";
  return unreachable(status) ? "offline" : "other";
}

/** Forgets this device for the signed-in user (RLS: only their own rows). */
export async function forgetDevice(
  supabase: SupabaseClient<Database>,
  endpoint: string,
): Promise<boolean> {
  const { error } = await supabase
    .from("push_subscriptions")
    .delete()
    .eq("endpoint", endpoint)
    .retry(false);
  return !error;
}

/**
 * What the test push came to, by notify-owner's answer: sent (200); unknown (404, not one
 * of this user's devices); gone (410, the push service forgot it and the server deleted it);
 * not-set-up (503, no VAPID keys on the server); session (401); failed (502 or another status);
 * offline (no answer).
 */
export type TestResult =
  "sent" | "unknown" | "gone" | "not-set-up" | "session" | "failed" | "offline";

const testResults: Record<number, TestResult> = {
  401: "session",
  404: "unknown",
  410: "gone",
  503: "not-set-up",
};

/** Pushes a test notification to this device through the same function as a new request. */
export async function sendTestPush(
  supabase: SupabaseClient<Database>,
  endpoint: string,
): Promise<TestResult> {
  const { error } = await supabase.functions.invoke("notify-owner", {
    body: { test: true, endpoint },
  });
  if (!error) return "sent";
  // functions.invoke never throws: a FunctionsHttpError carries the Response as its context, a
  // FunctionsFetchError means no answer (checked by name: the classes would pull supabase-js
  // into this chunk).
  const context: unknown = (error as { context?: unknown }).context;
  if (context instanceof Response) return testResults[context.status] ?? "failed";
  return error instanceof Error && error.name === "FunctionsFetchError" ? "offline" : "failed";
}
