// @ts-check
// Fails when what "/" loads before it is interactive outgrows its budget, when a prerendered
// page outgrows the first round trip (14 kB gzip) or starts downloading a stylesheet or a
// script before it paints. It reads the import
// graph from Vite's build manifest (dist/.vite/manifest.json): the entry chunk, the chunks it
// imports statically and their stylesheets count; chunks reached only through import() load
// later and are listed but not counted. Sizes are gzip -9 in kB of 1000 bytes, the figures
// `vite build` prints.
import { readdir, readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL(`../${process.env.DIST ?? "dist"}/`, import.meta.url));

// React 19, React Router and Radix Tabs take ~90 kB before a line of our own; new features
// load on their own route or on first use (docs/decisions/0001-react-19-and-the-js-budget.md).
// The JavaScript budget is the largest build measured plus ~0.15 kB, so that the entry's growth
// fails here instead of passing unseen inside a wide margin.
export const budgets = { js: 103_600, css: 12_000, html: 14_000 };

/** @param {string} path */
const gzipSize = async (path) => gzipSync(await readFile(path), { level: 9 }).length;

/**
 * The downloads a page's HTML starts that compete with its first paint: stylesheets in the head
 * (which block it), and every script the browser finds in the markup, module, async or defer
 * included, with module and script preloads. The app's own entry is added by the inline boot
 * script after the first paint (src/app/boot.ts), so a built page has none; but a shell (its root
 * empty: a page made in the browser, scripts/prerender.js) paints nothing before the app, so the
 * entry module its head names competes with no paint.
 * @param {string} html
 */
export function fetchedBeforePaint(html) {
  const head = html.split(/<\/head>/i)[0] ?? "";
  const stylesheets = [...head.matchAll(/<link\b[^>]*\brel=["']?stylesheet[^>]*>/gi)];
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/gi)];
  const preloads = [
    ...html.matchAll(
      /<link\b[^>]*\brel=["']?(?:modulepreload|preload\b[^>]*\bas=["']?script)[^>]*>/gi,
    ),
  ];
  const shell = html.includes('<div id="root"></div>');
  const shellEntry = /^<script type="module"[^>]*\ssrc="\/assets\/index-[^"/]+\.js"/;
  return [...stylesheets, ...scripts, ...preloads]
    .map(([tag]) => tag)
    .filter((tag) => !(shell && shellEntry.test(tag)));
}

/** Every HTML file below root, relative to it. @param {string} root */
async function htmlFiles(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(root.length).replace(/^\//, ""))
    .sort();
}

/**
 * @typedef {{ file: string, isEntry?: boolean, imports?: string[], css?: string[] }} Chunk
 * @param {string} root
 */
export async function measure(root = dist) {
  /** @type {Record<string, Chunk>} */
  const manifest = JSON.parse(await readFile(`${root}.vite/manifest.json`, "utf8"));

  /** @type {Set<string>} */
  const critical = new Set();
  /** @type {Set<string>} */
  const styles = new Set();
  const queue = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const chunk = manifest[key];
    if (!chunk || critical.has(chunk.file)) continue;
    critical.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    queue.push(...(chunk.imports ?? []));
  }
  const lazy = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith(".js") && !critical.has(file));

  /** @param {string[]} files @param {"js" | "css" | "html" | "lazy"} kind */
  const rows = async (files, kind) =>
    Promise.all(files.map(async (file) => ({ file, kind, gzip: await gzipSize(root + file) })));
  return [
    ...(await rows(await htmlFiles(root), "html")),
    ...(await rows([...critical], "js")),
    ...(await rows([...styles], "css")),
    ...(await rows([...new Set(lazy)].sort(), "lazy")),
  ];
}

/**
 * The chunk that holds supabase-js, and the public pages (the entry and the route modules of
 * src/app/routes/ but the owner's inbox, which needs the client from its first render) whose
 * static imports reach it: none may, or every visitor would download it.
 * @param {Record<string, Chunk>} manifest
 */
export function supabaseReach(manifest) {
  const key = Object.keys(manifest).find((name) =>
    name.startsWith("node_modules/@supabase/supabase-js/"),
  );
  const file = key ? manifest[key]?.file : undefined;
  /** @param {string} start */
  const reaches = (start) => {
    const seen = new Set();
    const queue = [...(manifest[start]?.imports ?? [])];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(manifest[next]?.imports ?? []));
    }
    return key !== undefined && seen.has(key);
  };
  const pages = Object.keys(manifest).filter(
    (name) =>
      manifest[name]?.isEntry ||
      (name.startsWith("src/app/routes/") && !name.endsWith("/Owner.tsx")),
  );
  return { file, reachedBy: pages.filter(reaches) };
}

const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measure();
  console.log("file".padEnd(44), "counts as".padEnd(10), "gzip".padStart(9));
  for (const row of rows) {
    console.log(row.file.padEnd(44), row.kind.padEnd(10), kB(row.gzip).padStart(9));
  }
  console.log();
  let failed = false;
  for (const kind of /** @type {const} */ (["js", "css"])) {
    const total = rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
    const over = total > budgets[kind];
    failed ||= over;
    console.log(
      `${kind.padEnd(5)} ${kB(total).padStart(9)} of ${kB(budgets[kind]).padStart(9)}  ${over ? "OVER BUDGET" : "ok"}`,
    );
  }
  const supabase = supabaseReach(JSON.parse(await readFile(`${dist}.vite/manifest.json`, "utf8")));
  failed ||= supabase.reachedBy.length > 0;
  console.log(
    `supabase-js ${supabase.file ?? "(not in this build)"}: ${
      supabase.reachedBy.length
        ? `STATICALLY IMPORTED BY ${supabase.reachedBy.join(", ")}`
        : "loaded only by import(), no public page imports it"
    }`,
  );
  // Each page on its own: every one is somebody's first response.
  for (const row of rows.filter((r) => r.kind === "html")) {
    const early = fetchedBeforePaint(await readFile(dist + row.file, "utf8"));
    const over = row.gzip > budgets.html;
    failed ||= over || early.length > 0;
    console.log(
      `${row.file.padEnd(26)} ${kB(row.gzip).padStart(9)} of ${kB(budgets.html)}  ${over ? "OVER BUDGET" : "ok"}`,
      ...early.map((tag) => `\n  fetched before the first paint: ${tag}`),
    );
  }
  if (failed) {
    console.error("\nA budget is exceeded: see which file grew above.");
    process.exit(1);
  }
}
