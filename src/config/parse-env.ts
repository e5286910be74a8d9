/**
 * Reads and validates the build-time configuration (the VITE_* variables).
 * Pure on purpose: vite.config.ts runs it at build time so a malformed value fails the build
 * with the variable's name and hands the result to the app (src/config/env.ts).
 */
// Relative with its extension, not "@/": vite.config.ts and scripts/headers.js load this file
// without the alias (and Vite's native config loader wants extensions).
import { base64UrlBytes } from "../lib/base64url.ts";
import { parseUsPhone, type UsPhone } from "../lib/phone.ts";
// The one rule for an e-mail address the site makes a mailto: of, shared with the edge
// functions; imported by its path for the same reason as the imports above.
import { isPlainEmail } from "../../supabase/functions/_shared/email-address.ts";

export type RawEnv = Record<string, string | boolean | undefined>;

type SupabaseConfig = { url: string; anonKey: string };

export type Env = {
  phone: UsPhone;
  email: string;
  billingPortalUrl: string;
  reviewUrl: string;
  instagramUrl: string;
  siteUrl: string;
  supabase: SupabaseConfig | null;
};

export const envDefaults = {
  VITE_BUSINESS_PHONE: "(801) 555-0142",
  VITE_BUSINESS_EMAIL: "hello@example.com",
  VITE_BILLING_PORTAL_URL: "https://billing.example.com/",
  VITE_REVIEW_URL: "https://www.example.com/review",
  VITE_INSTAGRAM_URL: "https://www.instagram.com/example/",
  VITE_SITE_URL: "https://www.example.com",
} as const;

class ConfigError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`Invalid ${variable}: ${JSON.stringify(value)} (expected ${expected})`);
    this.name = "ConfigError";
  }
}

function read(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function parsePhone(name: string, value: string): UsPhone {
  const phone = parseUsPhone(value);
  if (phone) return phone;
  throw new ConfigError(
    name,
    value,
    "a US phone number: 10 digits, the area code not starting with 0 or 1, e.g. (801) 555-0142",
  );
}

function parseEmail(name: string, value: string): string {
  if (!isPlainEmail(value)) {
    throw new ConfigError(name, value, "one plain e-mail address, e.g. hello@example.com");
  }
  return value;
}

function parseUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, value, "an absolute http(s) URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConfigError(name, value, "an absolute http(s) URL");
  }
  return value;
}

/** The JWT payload's role, or undefined when the value is not a readable JWT. */
export function jwtRole(token: string): string | undefined {
  const payload = token.split(".")[1];
  if (token.split(".").length !== 3 || !payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const role: unknown = JSON.parse(json).role;
    return typeof role === "string" ? role : undefined;
  } catch {
    return undefined;
  }
}

// Supabase issues either legacy JWT keys (role "anon" or "service_role") or the newer
// "sb_publishable_…" / "sb_secret_…" keys. Only the public one may ever reach the bundle.
function parseAnonKey(name: string, value: string): string {
  if (value.startsWith("sb_publishable_") || jwtRole(value) === "anon") return value;
  throw new ConfigError(
    name,
    value.slice(0, 12) + "…",
    "the public anon key (a JWT with role anon, or sb_publishable_…), never a secret key",
  );
}

function parseSupabase(raw: RawEnv): SupabaseConfig | null {
  const url = read(raw, "VITE_SUPABASE_URL");
  const anonKey = read(raw, "VITE_SUPABASE_ANON_KEY");
  if (!url && !anonKey) return null;
  if (!url)
    throw new ConfigError("VITE_SUPABASE_URL", "", "set together with VITE_SUPABASE_ANON_KEY");
  if (!anonKey) {
    throw new ConfigError("VITE_SUPABASE_ANON_KEY", "", "set together with VITE_SUPABASE_URL");
  }
  return {
    url: parseUrl("VITE_SUPABASE_URL", url).replace(/\/+$/, ""),
    anonKey: parseAnonKey("VITE_SUPABASE_ANON_KEY", anonKey),
  };
}

// P-256's field prime and curve constant b (SEC 2, section 2.4.2); the curve is y² = x³ − 3x + b.
const p256 = {
  p: 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn,
  b: 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn,
};

const bigEndian = (bytes: Uint8Array) => bytes.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n);

/** Whether bytes are an uncompressed P-256 point (0x04, x, y) that lies on the curve. */
function isP256Point(bytes: Uint8Array): boolean {
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  const { p, b } = p256;
  const x = bigEndian(bytes.subarray(1, 33));
  const y = bigEndian(bytes.subarray(33));
  if (x >= p || y >= p) return false;
  return (y * y - (x * x * x - 3n * x + b)) % p === 0n;
}

// A typo in the key would only show on the owner's phone, as a subscription the browser
// refuses; checking that the key is a point of the curve catches it here, at build time.
function parseVapidPublicKey(name: string, value: string): string {
  const bytes = base64UrlBytes(value);
  if (bytes && isP256Point(bytes)) return value.replace(/=+$/, "");
  throw new ConfigError(
    name,
    value.slice(0, 12) + "…",
    "the public key `node scripts/vapid-keys.js` prints: base64url of a 65-byte P-256 point, starting with B",
  );
}

/**
 * The push notifications' configuration, apart from Env: only the owner's inbox uses it, and
 * Env is inlined into the entry every public page loads (src/config/push-env.ts hands it over).
 */
export type PushEnv = { vapidPublicKey: string | null };

export function parsePushEnv(raw: RawEnv): PushEnv {
  const key = read(raw, "VITE_VAPID_PUBLIC_KEY");
  return { vapidPublicKey: key ? parseVapidPublicKey("VITE_VAPID_PUBLIC_KEY", key) : null };
}

/**
 * The request form's human check (Cloudflare Turnstile), apart from Env like PushEnv: only the
 * request page uses it (src/config/turnstile-env.ts hands it over). Null: no check.
 */
export type TurnstileEnv = { siteKey: string | null };

// A site key is short ("0x4AAAAAAA" and 14 more, or a test key such as 1x00000000000000000000AA);
// the widget's secret key, which the function keeps, is 35 characters and must never ship.
function parseTurnstileSiteKey(name: string, value: string): string {
  if (/^[0-9]x[A-Za-z0-9_-]{10,30}$/.test(value)) return value;
  throw new ConfigError(
    name,
    value.slice(0, 12) + "…",
    "the widget's site key (Cloudflare dashboard, Turnstile), never its secret key",
  );
}

export function parseTurnstileEnv(raw: RawEnv): TurnstileEnv {
  const key = read(raw, "VITE_TURNSTILE_SITE_KEY");
  return { siteKey: key ? parseTurnstileSiteKey("VITE_TURNSTILE_SITE_KEY", key) : null };
}

export function parseEnv(raw: RawEnv): Env {
  const get = (name: keyof typeof envDefaults) => read(raw, name) ?? envDefaults[name];
  return {
    phone: parsePhone("VITE_BUSINESS_PHONE", get("VITE_BUSINESS_PHONE")),
    email: parseEmail("VITE_BUSINESS_EMAIL", get("VITE_BUSINESS_EMAIL")),
    billingPortalUrl: parseUrl("VITE_BILLING_PORTAL_URL", get("VITE_BILLING_PORTAL_URL")),
    reviewUrl: parseUrl("VITE_REVIEW_URL", get("VITE_REVIEW_URL")),
    instagramUrl: parseUrl("VITE_INSTAGRAM_URL", get("VITE_INSTAGRAM_URL")),
    siteUrl: parseUrl("VITE_SITE_URL", get("VITE_SITE_URL")).replace(/\/+$/, ""),
    supabase: parseSupabase(raw),
  };
}
