// @ts-check
// Runs a command the way it runs on an owner's machine: with a .env.local of real-looking
// values and VITE_* variables in the shell that differ from the tests' configuration. `npm test`
// runs the unit tests and the browser-test builds through it, which proves that the suite
// chooses its own configuration (tests/support/test-env.js). An existing .env.local is used as
// it is and never touched; one written here is removed afterwards.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const envLocal = fileURLToPath(new URL("../.env.local", import.meta.url));
const ownerValues = [
  'VITE_BUSINESS_PHONE="(801) 785-2200"',
  "VITE_BUSINESS_EMAIL=office@pgtrash.com",
  "VITE_INSTAGRAM_URL=https://www.instagram.com/pgtrash/",
  "VITE_SITE_URL=https://www.pgtrash.com",
  "",
].join("\n");

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: node scripts/with-env-local.js <command> [args…]");

const written = !existsSync(envLocal);
if (written) writeFileSync(envLocal, ownerValues);
let status = 1;
try {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, VITE_BUSINESS_EMAIL: "shell@pgtrash.com" },
  });
  status = result.status ?? 1;
} finally {
  if (written) rmSync(envLocal);
}
process.exit(status);
