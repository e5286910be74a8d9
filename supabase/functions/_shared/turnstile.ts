// Cloudflare Turnstile's server-side check (developers.cloudflare.com/turnstile/get-started/
// server-side-validation/): POST the secret, the visitor's token and their address to siteverify,
// which says whether the token is one the widget issued, unused and under 300 s old.
import type { Env } from "./http.ts";

/**
 * What the intake is told (public.submit_request, public.report_missed_pickup): passed or failed;
 * unavailable when no check could be made (no secret, a secret Turnstile refuses, Turnstile not
 * answering, no SITE_URL to check the token's site against), which holds the request; unchecked
 * only on the local stack, which skips the check on purpose, and the limits decide.
 */
export type Verification = "passed" | "failed" | "unavailable" | "unchecked";

export type TurnstileSettings = {
  secretKey: string;
  /** Cloudflare's API, or the local Turnstile (supabase/local/turnstile.ts) in tests. */
  apiBase: string;
  /** The site's hostname (from SITE_URL): a token solved on another site does not pass. */
  hostname: string;
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
          if (answer.hostname !== settings.hostname) {
            console.warn(
              `A Turnstile token solved on ${String(answer.hostname)}, not ${settings.hostname}`,
            );
            return "failed";
          }
          return "passed";
        }
        if (codes.some((code) => misconfigured.includes(code))) {
          console.error(
            `Turnstile refused TURNSTILE_SECRET_KEY (${codes.join(", ")}): requests are held until it is fixed`,
          );
          return "unavailable";
        }
        if (!codes.includes("internal-error")) return "failed";
        problem = "internal-error";
      } catch (error) {
        problem = error;
      }
    }
    console.error("Turnstile could not be asked, the request is held:", problem);
    return "unavailable";
  };
}

export type TurnstileCheck = (
  token: string | null | undefined,
  remoteip: string | null,
) => Promise<Verification>;

/**
 * The check from the function's secrets. Without TURNSTILE_SECRET_KEY or SITE_URL no check can
 * be made, and every request is held (unavailable), said on the console and in the owner's
 * inbox; only the local stack, which sets TURNSTILE_LOCAL_SKIP=1 (supabase/local/stack.ts), skips
 * the check and lets the limits decide.
 */
export function turnstileFromEnv(env: Env): TurnstileCheck {
  const secretKey = env("TURNSTILE_SECRET_KEY")?.trim();
  const site = env("SITE_URL")?.trim();
  const hostname = site ? URL.parse(site)?.hostname : undefined;
  if (env("TURNSTILE_LOCAL_SKIP") === "1" && !secretKey) {
    console.warn("TURNSTILE_LOCAL_SKIP is set: the human check is skipped (the local stack)");
    return () => Promise.resolve("unchecked");
  }
  if (!secretKey || !hostname) {
    console.error(
      `${secretKey ? "SITE_URL" : "TURNSTILE_SECRET_KEY"} is not set: no human check can be made, so every request is held until it is set`,
    );
    return () => Promise.resolve("unavailable");
  }
  return createTurnstileCheck({
    secretKey,
    apiBase:
      env("TURNSTILE_API_BASE")?.trim().replace(/\/+$/, "") || "https://challenges.cloudflare.com",
    hostname,
  });
}
