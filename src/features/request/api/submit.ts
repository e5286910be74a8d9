import type { ServiceRequestRow } from "@/lib/service-request";
import type { SupabaseClient } from "@supabase/supabase-js";
import {
  submitFunction,
  type PhotoUpload,
  type SubmitAnswer,
  type SubmitBody,
} from "@shared/intake";
import type { LeadSource } from "@/features/request/lib/source";
import { invokeFailure, sendFailure, type SendFailure } from "@/lib/send-failure";

export type SendResult = { ok: true; uploads: PhotoUpload[] } | { ok: false; failure: SendFailure };

/** How long a visitor waits for an answer before the form gives up and offers the hand-off. */
const sendTimeoutMs = 15_000;

/**
 * Sends one request through the submit-request edge function with the Turnstile token, if the
 * form has one, and the retry key made with its id; the function stores it and answers its id and the photos' signed uploads.
 * functions.invoke does not throw: a non-2xx answer comes back as an error with the Response
 * (a SubmitRefusal: 429 for a limit, its `details` naming which, as PostgREST's did), no answer
 * as an error without one. A 200 of another shape (a captive portal's page) is no success.
 */
export async function sendRequest(
  client: Promise<SupabaseClient>,
  row: ServiceRequestRow & LeadSource,
  { turnstileToken, retryKey }: { turnstileToken: string | null; retryKey: string },
  timeoutMs = sendTimeoutMs,
): Promise<SendResult> {
  try {
    const supabase = await client;
    const body: SubmitBody = { request: row, turnstile_token: turnstileToken, retry_key: retryKey };
    const { data, error, response } = await supabase.functions.invoke<SubmitAnswer>(
      submitFunction,
      { body, timeout: timeoutMs },
    );
    if (!error && data && Array.isArray(data.uploads)) return { ok: true, uploads: data.uploads };
    return { ok: false, failure: await invokeFailure(error, response) };
  } catch {
    // The supabase-js chunk failed to load (offline).
    return { ok: false, failure: sendFailure(0, null) };
  }
}
