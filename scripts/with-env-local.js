// @ts-check
// Runs a command the way it runs on an owner's machine: with a .env.local of real-looking
// values and VITE_* variables in the shell that differ from the tests' configuration. `npm test`
// runs the unit tests and the browser-test builds through it, which proves that the suite
// chooses its own configuration (scripts/test-env.js).
//
// It never writes into the checkout (an interrupted run must not leave values that the owner's
// next build would bake in): the .env files live in a temporary folder that PG_ENV_DIR names,
// and vite.config.ts and scripts/headers.js read them from there. The checkout's own .env files
// are copied in as they are (an owner's .env.local is used, never touched); without a
// .env.local, an owner-like one is written there. The folder goes when the command ends, also
// on Ctrl-C or a termination signal.
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { join } from "node:path";

const ownerValues = [
  'VITE_BUSINESS_PHONE="(801) 785-2200"',
  "VITE_BUSINESS_EMAIL=office@pgtrash.com",
  "VITE_INSTAGRAM_URL=https://www.instagram.com/pgtrash/",
  "VITE_SITE_URL=https://www.pgtrash.com",
  "",
].join("\n");

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: node scripts/with-env-local.js <command> [args…]");

// npm runs scripts from the package's folder, which is the folder Vite reads .env files from.
const checkout = process.cwd();
const envDir = mkdtempSync(join(tmpdir(), "pg-env-"));
const removeEnvDir = () => rmSync(envDir, { recursive: true, force: true });
process.on("exit", removeEnvDir);

for (const name of readdirSync(checkout)) {
  if (name === ".env" || name.startsWith(".env."))
    copyFileSync(join(checkout, name), join(envDir, name));
}
if (!existsSync(join(envDir, ".env.local"))) writeFileSync(join(envDir, ".env.local"), ownerValues);

const child = spawn(command, args, {
  stdio: "inherit",
  env: { ...process.env, VITE_BUSINESS_EMAIL: "shell@pgtrash.com", PG_ENV_DIR: envDir },
});
// The command gets the signal too (a terminal sends it to the whole group; a CI runner may
// send it to this process only), and this process exits once the command has.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => child.kill(signal));
}
child.on("error", (error) => {
  console.error(`with-env-local: could not run ${command}:`, error.message);
  process.exit(1);
});
// A command ended by a signal exits as a shell reports it: 128 + the signal's number.
child.on("exit", (code, signal) =>
  process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1)),
);
