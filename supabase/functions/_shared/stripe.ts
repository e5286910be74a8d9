import Stripe from "stripe";
import { type Env, json, requireEnv } from "./http.ts";

export { Stripe };

/**
 * Stripe's client. STRIPE_API_BASE (e.g. http://127.0.0.1:54325) points it at the local
 * stand-in (supabase/local/stripe/); without it, api.stripe.com.
 */
export function stripeClient(key: string, apiBase?: string, maxNetworkRetries?: number) {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    timeout: 10_000,
    ...(maxNetworkRetries === undefined ? {} : { maxNetworkRetries }),
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "http:" ? 80 : 443),
      protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
    }),
  });
}

/** The client for a function's environment: STRIPE_SECRET_KEY, and STRIPE_API_BASE if set. */
export function stripeFromEnv(env: Env, options: { maxNetworkRetries?: number } = {}) {
  const { STRIPE_SECRET_KEY } = requireEnv(env, ["STRIPE_SECRET_KEY"] as const);
  return stripeClient(STRIPE_SECRET_KEY, env("STRIPE_API_BASE"), options.maxNetworkRetries);
}

/** What every function answers when Stripe fails: Stripe's own text goes to the logs only. */
export function stripeFailed(name: string, error: unknown): Response {
  console.error(`${name}: Stripe failed:`, error);
  return json({ error: "Could not reach the billing service" }, 502);
}

/** The site's origin (SITE_URL, e.g. https://www.example.com), without a trailing slash. */
export function siteUrl(env: Env): string {
  const { SITE_URL } = requireEnv(env, ["SITE_URL"] as const);
  const url = new URL(SITE_URL);
  if (url.protocol !== "https:" && url.hostname !== "localhost" && url.hostname !== "127.0.0.1") {
    throw new Error("SITE_URL must be an https:// address");
  }
  return url.origin;
}
