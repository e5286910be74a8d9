// @ts-check
// Builds the two copies of the site the browser tests run against, each on an explicit
// configuration (scripts/test-env.js) so that an owner's .env.local cannot change what
// the tests see: dist/ with auth off, and dist-e2e/ configured for a local Supabase at
// E2E_PORT+2, whose requests the browser tests send on to their local stack (e2e/stack.ts); the
// resilience tests answer or fail them themselves. Its _headers carry that origin in
// connect-src, and it has the tests' push key, so that the inbox offers notifications
// (e2e/push.spec.ts).
import { execFileSync } from "node:child_process";
import { ports } from "../e2e/ports.js";
import { testEnv, testVapid } from "./test-env.js";
import { signAnonKey } from "../supabase/local/keys.js";

/** @param {Record<string, string>} env */
const build = (env) =>
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, ...env } });

build(testEnv);
build({
  ...testEnv,
  DIST: "dist-e2e",
  VITE_SUPABASE_URL: `http://127.0.0.1:${ports.supabase}`,
  VITE_SUPABASE_ANON_KEY: await signAnonKey(),
  VITE_VAPID_PUBLIC_KEY: testVapid.publicKey,
});
