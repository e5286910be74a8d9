// Cloudflare Turnstile's server-side check (developers.cloudflare.com/turnstile/get-started/
// server-side-validation/): POST the secret, the visitor's token and their address to siteverify,
// which says whether the token is one the widget issued, unused and under 300 s old.
import type { Env } from "../_shared/http.ts";

/**
 * What the intake is told (public.submit_request): passed or failed, or unchecked when no check
 * could be made (no secret set, or Turnstile did not answer), in which case the limits decide.
 */
export type Verification = "passed" | "failed" | "unchecked";

export type TurnstileSettings = {
  secretKey: string;
  /** Cloudflare's API, or the local Turnstile (supabase/local/turnstile.ts) in tests. */
  apiBase: string;
  /** The site's hostname (from SITE_URL): a token solved on another site does not pass. */
  hostname: string | null;
  fetch?: typeof fetch;
  /** The time limit of each attempt, in milliseconds. */
  attemptTimeout?: number;
};

type SiteverifyAnswer = { success?: unknown; "error-codes"?: unknown; hostname?: unknown };

const defaultAttemptTimeout = 5000;

/** The codes that say the function, not the visitor, is at fault: the secret is wrong. */
const misconfigured = ["missing-input-secret", "invalid-input-secret"];

export function createTurnstileCheck(settings: TurnstileSettings) {
  const send = settings.fetch ?? fetch;
  const timeout = settings.attemptTimeout ?? defaultAttemptTimeout;

  async function ask(token: string, remoteip: string | null, idempotencyKey: string) {
    const response = await send(`${settings.apiBase}/turnstile/v0/siteverify`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        secret: settings.secretKey,
        response: token,
        ...(remoteip && { remoteip }),
        idempotency_key: idempotencyKey,
      }),
      signal: AbortSignal.timeout(timeout),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    return (await response.json()) as SiteverifyAnswer;
  }

  /**
   * Checks one token. A second attempt follows a failure to reach Turnstile or its
   * `internal-error`, with the same idempotency key, so that a token Turnstile did redeem the
   * first time still passes (the documented way to retry).
   */
  return async function verify(
    token: string | null | undefined,
    remoteip: string | null,
  ): Promise<Verification> {
    if (!token) return "failed";
    const idempotencyKey = crypto.randomUUID();
    let problem: unknown;
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const answer = await ask(token, remoteip, idempotencyKey);
        const codes = Array.isArray(answer["error-codes"]) ? answer["error-codes"] : [];
        if (answer.success === true) {
          if (settings.hostname && answer.hostname !== settings.hostname) {
            console.warn(
              `submit-request: a Turnstile token solved on ${String(answer.hostname)}, not ${settings.hostname}`,
            );
            return "failed";
          }
          return "passed";
        }
        if (codes.some((code) => misconfigured.includes(code))) {
          console.error(
            `submit-request: Turnstile refused TURNSTILE_SECRET_KEY (${codes.join(", ")}): the check is skipped until it is fixed`,
          );
          return "unchecked";
        }
        if (!codes.includes("internal-error")) return "failed";
        problem = "internal-error";
      } catch (error) {
        problem = error;
      }
    }
    console.error(
      "submit-request: Turnstile could not be asked, the request is unchecked:",
      problem,
    );
    return "unchecked";
  };
}

export type TurnstileCheck = ReturnType<typeof createTurnstileCheck>;

/** The check from the function's secrets, or null, said on the console, when none is set. */
export function turnstileFromEnv(env: Env): TurnstileCheck | null {
  const secretKey = env("TURNSTILE_SECRET_KEY")?.trim();
  if (!secretKey) {
    console.warn(
      "submit-request: TURNSTILE_SECRET_KEY is not set, so the human check is skipped (the database's limits still apply)",
    );
    return null;
  }
  const site = env("SITE_URL")?.trim();
  return createTurnstileCheck({
    secretKey,
    apiBase:
      env("TURNSTILE_API_BASE")?.trim().replace(/\/+$/, "") || "https://challenges.cloudflare.com",
    hostname: (site && URL.parse(site)?.hostname) || null,
  });
}
