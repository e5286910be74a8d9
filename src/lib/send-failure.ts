import type { SubmitRefusal } from "@shared/intake";

/**
 * Why a request (or a resident's report of a missed pickup, limited the same way) did not go
 * through, as the visitor needs to know it: one of the database's three intake limits (this
 * phone's day, this connection's hour, everyone's hour), another refusal, the server failing, no
 * answer at all (or the phone offline), or an answer too slow to wait for.
 */
export type SendFailure =
  | "limit-phone"
  | "limit-connection"
  | "limit-everyone"
  | "refused"
  | "server"
  | "offline"
  | "network"
  | "timeout";

/**
 * The limit each 429 names in its details, a word the intake migration sets for programs
 * (supabase/migrations/20261126100100_intake_limit_markers.sql); the message beside it is for
 * people and may change.
 */
const limits = new Map<string, SendFailure>([
  ["limit=phone", "limit-phone"],
  ["limit=connection", "limit-connection"],
  ["limit=everyone", "limit-everyone"],
]);

/**
 * What PostgREST's answer to the insert comes to: the HTTP status (0 when none arrived) and the
 * error's details. A 429 without a known word (a gateway's own limit, say) is the busy hour's.
 */
export function sendFailure(status: number, details: string | null | undefined): SendFailure {
  if (status === 429) return limits.get(details ?? "") ?? "limit-everyone";
  if (status >= 500) return "server";
  if (status >= 400) return "refused";
  return typeof navigator !== "undefined" && navigator.onLine === false ? "offline" : "network";
}

/** The refusal's `details` (which limit a 429 is), or null when its body is not a refusal's. */
async function refusalDetails(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as Partial<SubmitRefusal> | null;
    return typeof body?.details === "string" ? body.details : null;
  } catch {
    return null;
  }
}

/**
 * What a failed call of an intake function (submit-request, submit-report) comes to, from what
 * supabase-js's functions.invoke gave back: no answer (aborted by the time limit, or none at
 * all), a 2xx of another shape (a captive portal's page), or a refusal and its `details`.
 */
export async function invokeFailure(
  error: unknown,
  response: Response | undefined,
): Promise<SendFailure> {
  if (!response) {
    const aborted = (error as { context?: unknown } | null)?.context;
    return (aborted as Error | undefined)?.name === "AbortError" ? "timeout" : sendFailure(0, null);
  }
  if (response.status < 400) return "server";
  const details = response.status === 429 ? await refusalDetails(response) : null;
  return sendFailure(response.status, details);
}
