import type { ServiceRequestRow } from "@/lib/service-request";
import type { SupabaseClient } from "@supabase/supabase-js";
import { submitFunction, type PhotoUpload, type SubmitAnswer } from "@shared/intake";
import type { SendFailure } from "@/features/request/content/request";
import type { LeadSource } from "@/features/request/lib/source";

export type SendResult = { ok: true; uploads: PhotoUpload[] } | { ok: false; failure: SendFailure };

/** How long a visitor waits for an answer before the form gives up and offers the phone. */
const sendTimeoutMs = 15_000;

/**
 * Sends one request through the submit-request edge function with the Turnstile token, if the
 * form has one; the function stores it and answers its id and the photos' signed uploads.
 * functions.invoke does not throw: a non-2xx answer comes back as an error with the Response
 * (a SubmitRefusal: 429 for a limit, its `details` naming which, as PostgREST's did), no answer
 * as an error without one. A 200 of another shape (a captive portal's page) is no success.
 */
export async function sendRequest(
  client: Promise<SupabaseClient>,
  row: ServiceRequestRow & LeadSource,
  turnstileToken: string | null,
  timeoutMs = sendTimeoutMs,
): Promise<SendResult> {
  try {
    const supabase = await client;
    const { data, error, response } = await supabase.functions.invoke<SubmitAnswer>(
      submitFunction,
      { body: { request: row, turnstile_token: turnstileToken }, timeout: timeoutMs },
    );
    if (!error && data && Array.isArray(data.uploads)) return { ok: true, uploads: data.uploads };
    const status = response?.status ?? 0;
    if (!response) {
      const aborted = (error as { context?: unknown } | null)?.context;
      return {
        ok: false,
        failure: (aborted as Error | undefined)?.name === "AbortError" ? "timeout" : "network",
      };
    }
    if (status === 429) return { ok: false, failure: "rate-limited" };
    if (status >= 500) return { ok: false, failure: "server" };
    if (status >= 400) return { ok: false, failure: "refused" };
    return { ok: false, failure: "server" };
  } catch {
    // The supabase-js chunk failed to load (offline).
    return { ok: false, failure: "network" };
  }
}
