// @ts-check
// Runs last in `npm run build`: writes dist/_headers, the security and caching headers that
// Netlify and Cloudflare Pages apply (scripts/serve.js applies it the same way for the tests).
// It is generated rather than kept in public/ because the policy depends on the build: the
// Supabase origin comes from the same configuration the bundle was built with, and the style
// hashes from the prerendered HTML. DIST names another output folder, as in vite.config.ts.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { loadEnv, runnerImport } from "vite";

const outDir = resolve(process.env.DIST ?? "dist");

/** @type {{ module: typeof import("../src/config/parse-env") }} */
const { module: config } = await runnerImport("./src/config/parse-env.ts", {
  configFile: false,
  logLevel: "silent",
});
// The folder of the .env files, as vite.config.ts reads it (PG_ENV_DIR, else the project's).
const raw = loadEnv("production", process.env.PG_ENV_DIR || process.cwd(), "VITE_");
const env = config.parseEnv(raw);
const turnstile = config.parseTurnstileEnv(raw);

/** Every file of the build below dir, as site paths ("/index.html"). @param {string} dir */
async function sitePaths(dir, prefix = "/") {
  /** @type {string[]} */
  const paths = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) paths.push(...(await sitePaths(join(dir, entry.name), `${path}/`)));
    else paths.push(path);
  }
  return paths;
}

const files = (await sitePaths(outDir)).filter(
  (path) => path !== "/_headers" && path !== "/_redirects",
);
// The paths rewritten to an app shell (scripts/prerender.js): pages made of one property's own
// data in the browser, kept out of search engines by header too, as their <meta> says.
const rewritten = (await readFile(join(outDir, "_redirects"), "utf8").catch(() => ""))
  .split("\n")
  .map((line) => line.trim().split(/\s+/))
  .filter(([from, , status]) => from?.startsWith("/") && status === "200")
  .map(([from]) => /** @type {string} */ (from));
const html = await Promise.all(
  files
    .filter((path) => path.endsWith(".html"))
    .map((path) => readFile(join(outDir, path), "utf8")),
);

/** @param {RegExp} pattern the text to hash as its first group */
const hashesOf = (pattern) =>
  [...new Set(html.flatMap((page) => [...page.matchAll(pattern)].map((m) => m[1] ?? "")))]
    .map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`)
    .sort();

// React renders Radix's inline styles (style="outline:none" on a tab list, and so on) into the
// prerendered HTML, where a policy without 'unsafe-inline' would block them. Allowing exactly
// those strings by hash keeps every other inline style blocked and keeps the Observatory's
// default-src 'none' bonus, which any 'unsafe-inline' in style-src forfeits. The <style> that
// scripts/prerender.js inlines (the whole stylesheet) is allowed by its hash the same way.
const attributeHashes = hashesOf(/\sstyle="([^"]*)"/g);
const elementHashes = hashesOf(/<style>([^]*?)<\/style>/g);
// The one inline script, the boot code that scripts/prerender.js puts on every page, by its hash
// too: with no 'unsafe-inline', an injected <script> runs nowhere. A script with a type (the
// JSON-LD) is data, never run, and not subject to script-src.
const scriptHashes = hashesOf(/<script(?![^>]*\s(?:type|src)=)[^>]*>([^]*?)<\/script>/g);
const styleHashes = [
  ...elementHashes,
  ...(attributeHashes.length ? ["'unsafe-hashes'", ...attributeHashes] : []),
];

const usesManifest = html.some((page) => /<link[^>]+rel="manifest"/.test(page));
const usesFonts = files.some((path) => /\.(woff2?|ttf|otf)$/.test(path));
const usesWorker = files.includes("/owner-sw.js");

// Supabase's HTTP origin, and its WebSocket origin for Realtime (the owner's inbox): wss:// for an
// https project, ws:// for the tests' http server. Nothing else.
const supabaseUrl = env.supabase && new URL(env.supabase.url);
const supabaseOrigins = supabaseUrl
  ? [
      supabaseUrl.origin,
      `${supabaseUrl.protocol === "https:" ? "wss" : "ws"}://${supabaseUrl.host}`,
    ]
  : [];

// The request form's human check, when the build has a Turnstile site key (and a Supabase to send
// to): its script and the frame it renders, from the one origin Cloudflare documents
// (developers.cloudflare.com/turnstile/reference/content-security-policy/). Site-wide, not on
// /get-started alone: hosts join a header that two matching rules set, so a second policy on
// one path could only narrow "/*"'s, never widen it. The other pages load nothing from there.
const turnstileOrigins =
  turnstile.siteKey && env.supabase ? ["https://challenges.cloudflare.com"] : [];

const csp = [
  "default-src 'none'",
  ["script-src 'self'", ...turnstileOrigins, ...scriptHashes].join(" "),
  ["style-src 'self'", ...styleHashes].join(" "),
  // blob: for the request form's previews of chosen photos; the Supabase origin for the owner's
  // inbox, which shows them through signed URLs.
  ["img-src 'self' blob:", env.supabase && new URL(env.supabase.url).origin]
    .filter(Boolean)
    .join(" "),
  usesFonts && "font-src 'self'",
  usesManifest && "manifest-src 'self'",
  // The inbox's service worker (public/owner-sw.js). CSP 3 would fall back to script-src, but
  // engines that followed CSP 2 take child-src and then default-src 'none', which blocks it.
  usesWorker && "worker-src 'self'",
  ["connect-src 'self'", ...supabaseOrigins].join(" "),
  turnstileOrigins.length && ["frame-src", ...turnstileOrigins].join(" "),
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
]
  .filter(Boolean)
  .join("; ");

// Only what the page uses is left out: it calls no device API, plays no media, takes no payment.
const permissionsPolicy = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** @param {string} path @param {Record<string, string>} headers */
const rule = (path, headers) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

// Hosts apply every rule that matches a path and join a header set twice with ", ", so each
// header is set by exactly one matching rule: Cache-Control never appears in "/*".
const revalidate = { "Cache-Control": "public, max-age=0, must-revalidate" };
const rules = [
  rule("/*", {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  }),
  // Vite puts a content hash in every file name under /assets/, so a changed file is a new URL.
  rule("/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" }),
  rule("/", revalidate),
  ...files.filter((path) => !path.startsWith("/assets/")).map((path) => rule(path, revalidate)),
  ...rewritten.map((path) => rule(path, { ...revalidate, "X-Robots-Tag": "noindex" })),
];

await writeFile(join(outDir, "_headers"), `${rules.join("\n\n")}\n`);
console.log(`wrote ${join(process.env.DIST ?? "dist", "_headers")}`);
