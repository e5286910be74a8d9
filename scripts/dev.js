// @ts-check
// `npm run dev`: the site (Vite's dev server) and, unless the owner configured a Supabase project
// (VITE_SUPABASE_URL in .env.local or the shell), a local backend: the local stack the browser
// tests use (the real migrations on PGlite, the edge functions under Deno, a mailbox), kept in
// .local/supabase/ across restarts and seeded on its first start (supabase/local/dev.ts). The
// site is pointed at it through VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY and
// VITE_VAPID_PUBLIC_KEY (this machine's push key pair, made on the first start and kept in
// .local/vapid.json), and at itself through VITE_SITE_URL (scripts/dev-site.js), which
// vite.config.ts reads like any other configuration.
//
//   node scripts/dev.js [vite options]   the site, on the local backend or the configured project
//   node scripts/dev.js --static         the site without Supabase (the text-message hand-off)
//   node scripts/dev.js --reset          deletes the local backend's data; the next start reseeds
//   node scripts/dev.js --seed scale     the same, the first start also seeding at scale
//                                        (supabase/local/scale.ts: 30,000 requests, a year of marks)
//
// The backend is TypeScript shared with the tests; Vite's own module runner (runnerImport)
// loads it, so no other TypeScript runner is needed.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadEnv, runnerImport } from "vite";
import { localSiteEnv, localSiteUrl } from "./dev-site.js";
import { vapidKeys } from "./vapid-keys.js";

const root = fileURLToPath(new URL("../", import.meta.url));
const dataDir = `${root}.local/supabase`;
const vapidFile = `${root}.local/vapid.json`;
const port = Number(process.env.LOCAL_SUPABASE_PORT ?? 54321);
// `--seed scale` is the backend's, not Vite's: taken out before the rest goes to Vite.
const given = process.argv.slice(2);
const seedAt = given.indexOf("--seed");
const seed = seedAt === -1 ? undefined : given.splice(seedAt, 2)[1];
if (seedAt !== -1 && seed !== "scale") {
  console.error("--seed takes one value: scale (npm run dev -- --seed scale).");
  process.exit(1);
}
const [mode, ...viteArgs] = given;

if (mode === "--reset") {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Deleted the local backend's data (${dataDir}). The next npm run dev reseeds it.`);
  process.exit(0);
}

/** @type {import("node:child_process").ChildProcess | undefined} */
let child;

/** Runs Vite's dev server with these variables added, until it exits. */
function vite(/** @type {Record<string, string>} */ env, /** @type {string[]} */ args) {
  child = spawn(process.execPath, [`${root}node_modules/vite/bin/vite.js`, ...args], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const running = child;
  return new Promise((resolve) => running.on("exit", (code) => resolve(code ?? 0)));
}

const args = mode === undefined ? [] : [mode, ...viteArgs];

if (mode === "--static") {
  // Empty values read as unset (src/config/parse-env.ts), whatever .env.local says.
  process.exit(await vite({ VITE_SUPABASE_URL: "", VITE_SUPABASE_ANON_KEY: "" }, viteArgs));
}

const envDir = process.env.PG_ENV_DIR || root;
if (loadEnv("development", envDir, "VITE_").VITE_SUPABASE_URL) {
  console.log("VITE_SUPABASE_URL is set: the site uses that Supabase project.");
  process.exit(await vite({}, args));
}

/**
 * This machine's VAPID key pair, made on the first start: the site subscribes with the public
 * key, the function signs its pushes with the private one. A file of its own, so that
 * dev:reset keeps it and a browser's subscription stays valid.
 */
async function localVapid() {
  if (!existsSync(vapidFile)) {
    mkdirSync(`${root}.local`, { recursive: true });
    writeFileSync(vapidFile, JSON.stringify(await vapidKeys()), { mode: 0o600 });
  }
  /** @type {{ publicKey: string; privateKey: string }} */
  const keys = JSON.parse(readFileSync(vapidFile, "utf8"));
  // A push service wants a contact it can reach; Apple's refuses localhost (notify-owner).
  return { ...keys, subject: "mailto:owner@example.com" };
}

const siteUrl = () => localSiteUrl(args);

/**
 * A Stripe account in test mode, if .env.local names one (docs/dev/local-backend.md): its key,
 * its per-unit price and the webhook secret `stripe listen` prints. Otherwise the local Stripe.
 */
function realStripe() {
  const { STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET } = loadEnv(
    "development",
    envDir,
    "STRIPE_",
  );
  if (!STRIPE_SECRET_KEY) return undefined;
  if (!STRIPE_SECRET_KEY.startsWith("sk_test_") || !STRIPE_PRICE_ID || !STRIPE_WEBHOOK_SECRET) {
    console.error(
      "STRIPE_SECRET_KEY is set: it must be a test-mode key (sk_test_…), with STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET beside it (docs/dev/local-backend.md).",
    );
    process.exit(1);
  }
  return {
    secretKey: STRIPE_SECRET_KEY,
    priceId: STRIPE_PRICE_ID,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
  };
}

/**
 * The secret of a Turnstile widget, if .env.local names one (TURNSTILE_SECRET_KEY, beside
 * VITE_TURNSTILE_SITE_KEY): submit-request then checks tokens with the local Turnstile, which
 * knows Cloudflare's test secrets (docs/dev/local-backend.md). Without it the check is off.
 */
function turnstileSecret() {
  return loadEnv("development", envDir, "TURNSTILE_").TURNSTILE_SECRET_KEY || undefined;
}

const vapid = await localVapid();
/** @type {{ module: typeof import("../supabase/local/dev.ts") }} */
const { module: backend } = await runnerImport(`${root}supabase/local/dev.ts`);
const local = await backend.startLocalBackend({
  dir: dataDir,
  port,
  siteUrl: siteUrl(),
  vapid,
  realStripe: realStripe(),
  turnstileSecret: turnstileSecret(),
  scale: seed === "scale",
  onFunctionLog: (line) => console.log(`  [functions] ${line}`),
});
const functions = readdirSync(`${root}supabase/functions`).filter((name) =>
  existsSync(`${root}supabase/functions/${name}/index.ts`),
);
console.log(`
  Local Supabase: ${local.url} (data in .local/supabase, npm run dev:reset empties it)
  Edge functions: ${local.url}/functions/v1/<name> (${functions.join(", ")}), reloaded on change
  Mailbox:        ${local.mailbox} (every e-mail the backend sends; none leaves this computer)
  Stripe:         ${local.stripe ?? "your test-mode account (STRIPE_SECRET_KEY in .env.local)"}
  Turnstile:      ${local.turnstile} (siteverify; ${turnstileSecret() ? "checking with TURNSTILE_SECRET_KEY" : "the check is off: no TURNSTILE_SECRET_KEY"})`);
if (local.staff)
  console.log(`  Staff sign-in at /owner: ${local.staff.email} / ${local.staff.password}`);
if (local.partner)
  console.log(`  Partner sign-in at /partner: ${local.partner.email} / ${local.partner.password}`);
if (local.scalePartner)
  console.log(
    `  Partner at scale:        ${local.scalePartner.email} / ${local.scalePartner.password}`,
  );
if (local.residents) console.log(`  Residents' page: ${siteUrl()}${local.residents}`);
if (local.quote) console.log(`  A customer's quote: ${siteUrl()}${local.quote}`);
console.log();

// Ctrl-C reaches Vite too (the terminal signals the whole group), a signal sent to this process
// alone is passed on; the database is closed cleanly so that its folder is whole for the next
// start.
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  child?.kill("SIGTERM");
  await local.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
await vite(
  localSiteEnv({
    supabaseUrl: local.url,
    anonKey: local.anonKey,
    vapidPublicKey: vapid.publicKey,
    siteUrl: siteUrl(),
  }),
  args,
);
await stop();
