// @ts-check
// `npm run test:functions` (after `deno check`): `deno test` of the edge functions, against a
// local Supabase started here for the run: the tests' server (supabase/local/server.ts: Auth and
// PostgREST on PGlite with every migration), so that the functions' reads and writes meet the real
// tables, grants and RLS. The Deno tests find it through LOCAL_SUPABASE_URL and its two keys; each
// test signs up accounts of its own, so one server serves the whole run. Stripe is started by each
// test itself (supabase/local/stripe/, imported by Deno). Extra arguments go to `deno test`, which
// runs in supabase/functions: `npm run test:functions -- tests/<name>.test.ts` runs one file.
//
// The server is TypeScript shared with the Vitest tests; Vite's module runner loads it, as
// scripts/dev.js does.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("../", import.meta.url));
const functions = `${root}supabase/functions`;
const deno = `${root}node_modules/.bin/deno`;
const testArgs = process.argv.slice(2);

/** Runs deno with these arguments in supabase/functions; resolves with its exit code. */
function run(/** @type {string[]} */ args, /** @type {Record<string, string>} */ env = {}) {
  const child = spawn(deno, args, {
    cwd: functions,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

/** @type {{ module: typeof import("../supabase/local/server.ts") }} */
const { module: local } = await runnerImport(`${root}supabase/local/server.ts`);
/** @type {{ module: typeof import("../supabase/local/database.ts") }} */
const { module: database } = await runnerImport(`${root}supabase/local/database.ts`);
// A database of our own (from the migrations' snapshot), closed here once the tests are done.
const db = await database.acquireDatabase();
// The functions' tests sign accounts up and use them at once: no mailbox here to confirm them in.
const server = await local.startSupabaseServer({ db, confirmEmail: false });
const env = {
  LOCAL_SUPABASE_URL: server.url,
  LOCAL_SUPABASE_ANON_KEY: server.anonKey,
  LOCAL_SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
};
const code = await run(
  [
    "test",
    "--frozen",
    "--allow-net=127.0.0.1",
    `--allow-env=${Object.keys(env).join(",")}`,
    ...(testArgs.length ? testArgs : ["tests/"]),
  ],
  env,
);
await server.close();
await db.close();
process.exit(code);
