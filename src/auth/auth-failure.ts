import type { SignInFailure } from "./content";

/**
 * What went wrong with a sign-in, from supabase-js's AuthError: 400 invalid_credentials is a
 * wrong e-mail or password, email_not_confirmed an account whose confirmation link was not
 * opened yet; no answer (status 0, AuthRetryableFetchError) or Supabase failing
 * (5xx) is worth trying again; anything else is just "did not work".
 */
export function signInFailure(error: unknown): SignInFailure {
  const { status, code, name } = (error ?? {}) as { status?: number; code?: string; name?: string };
  if (code === "invalid_credentials") return "credentials";
  if (code === "email_not_confirmed") return "unconfirmed";
  if (name === "AuthRetryableFetchError" || status === 0 || (status ?? 0) >= 500) return "offline";
  return "other";
}

/** The reasons of a weak_password refusal (AuthWeakPasswordError), or null for other errors. */
export function weakPasswordReasons(error: unknown): string[] | null {
  const { code, reasons } = (error ?? {}) as { code?: string; reasons?: unknown };
  if (code !== "weak_password") return null;
  return Array.isArray(reasons) ? reasons.map(String) : [];
}
