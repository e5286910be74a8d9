// @ts-check
// Builds a second copy of the site into dist-e2e-auth/, configured for the local Supabase
// protocol server that e2e/auth.spec.ts starts (tests/support/supabase-server.ts).
import { execFileSync } from "node:child_process";
import { ports } from "../e2e/ports.js";
import { signAnonKey } from "../tests/support/test-keys.js";

execFileSync("npm", ["run", "build"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DIST: "dist-e2e-auth",
    VITE_SUPABASE_URL: `http://127.0.0.1:${ports.supabase}`,
    VITE_SUPABASE_ANON_KEY: await signAnonKey(),
  },
});
