// @ts-check
// The signing secret of the local Supabase server (supabase/local/server.ts) and the API keys it
// accepts. The key is deterministic so that a build made for the browser tests
// (scripts/build-e2e.js) and the server the tests start agree on it. A local secret only: the
// development backend uses it too, and no hosted project ever does.
import { webcrypto } from "node:crypto";
import { SignJWT } from "jose";

// A CryptoKey, not bytes: under jsdom, Uint8Array is another realm's and jose refuses it.
export const jwtSecret = await webcrypto.subtle.importKey(
  "raw",
  Buffer.from("local-test-secret-not-for-production-use-32b"),
  { name: "HMAC", hash: "SHA-256" },
  false,
  ["sign", "verify"],
);

/** A legacy-style Supabase API key: an HS256 JWT with a role, like `supabase start` prints. */
function signApiKey(/** @type {"anon" | "service_role"} */ role) {
  return new SignJWT({ iss: "supabase-demo", role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(1700000000)
    .setExpirationTime(2000000000)
    .sign(jwtSecret);
}

export const signAnonKey = () => signApiKey("anon");

/** The key edge functions act with past RLS (SUPABASE_SERVICE_ROLE_KEY). */
export const signServiceRoleKey = () => signApiKey("service_role");
