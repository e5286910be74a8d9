import type { ServiceRequestRow } from "@/lib/service-request";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { LeadSource } from "@/features/request/lib/source";
import { sendFailure, type SendFailure } from "@/features/request/api/failure";

export type SendResult = { ok: true } | { ok: false; failure: SendFailure };

/** How long a visitor waits for an answer before the form gives up and offers the hand-off. */
const sendTimeoutMs = 15_000;

/**
 * Inserts one request with the anon key and reads nothing back: the table lets anon insert but
 * not select, so `return=minimal` (PostgREST's default, stated here so that the contract does
 * not hang on a default) is the only answer it may give, 201 with an empty body.
 * supabase-js does not throw; failures come back as `error` with the HTTP status, 0 when no
 * answer arrived.
 */
export async function sendRequest(
  client: Promise<SupabaseClient>,
  row: ServiceRequestRow & LeadSource,
  timeoutMs = sendTimeoutMs,
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const supabase = await client;
    const { error, status } = await supabase
      .from("service_requests")
      .insert(row)
      .setHeader("Prefer", "return=minimal")
      .abortSignal(controller.signal);
    if (!error) return { ok: true };
    if (controller.signal.aborted) return { ok: false, failure: "timeout" };
    // The same id again: an earlier attempt was stored though its answer was lost (23505).
    if (status === 409) return { ok: true };
    return { ok: false, failure: sendFailure(status, error.details) };
  } catch {
    // The supabase-js chunk failed to load (offline).
    return { ok: false, failure: sendFailure(0, null) };
  } finally {
    clearTimeout(timer);
  }
}
