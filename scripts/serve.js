// @ts-check
// Serves dist/ the way a static host does: files as they are, "/" as index.html, "/page" as
// page.html, the rewrites of dist/_redirects (status 200) for a path with no file of its own, any
// other unknown path as 404.html with status 404, and the headers of dist/_headers applied as
// Netlify and Cloudflare Pages apply them, so the browser tests run under the real security
// policy.
// Used by the browser tests and the benchmark.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
};

/** @typedef {{ pattern: RegExp, headers: [string, string][] }} HeaderRule */

/**
 * A _headers file: a path pattern on its own line ("*" a splat, ":name" one segment), then its
 * headers indented below it as "Name: value"; "#" starts a comment.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeaderRules(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split(/(\*|:[A-Za-z]\w*)/)
        .map((part) =>
          part === "*"
            ? ".*"
            : part.startsWith(":")
              ? "[^/]+"
              : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
        )
        .join("");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Every rule whose pattern matches applies, in file order; a header that two rules set is
 * joined with ", ", as the hosts do.
 * @param {HeaderRule[]} rules @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, [string, string]>} */
  const merged = new Map();
  for (const { pattern, headers } of rules) {
    if (!pattern.test(pathname)) continue;
    for (const [name, value] of headers) {
      const earlier = merged.get(name.toLowerCase());
      merged.set(
        name.toLowerCase(),
        earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value],
      );
    }
  }
  return Object.fromEntries(merged.values());
}

/**
 * The rewrites of a _redirects file, "/from/*  /to  200" (the only kind the build writes): the
 * path served instead for each path below "/from/".
 * @param {string} text
 * @returns {{ prefix: string, to: string }[]}
 */
export function parseRewrites(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from?.endsWith("/*") && to?.startsWith("/") && status === "200")
    .map(([from, to]) => ({
      prefix: /** @type {string} */ (from).slice(0, -1),
      to: /** @type {string} */ (to),
    }));
}

/** @param {string} root @param {string} pathname */
async function resolveFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded.endsWith("/") ? `${decoded}index.html` : decoded));
  // The host reads _headers and _redirects; it never serves them.
  if (!file.startsWith(root) || [join(root, "_headers"), join(root, "_redirects")].includes(file))
    return null;
  // "/get-started" is get-started.html, without a redirect, as Netlify and Cloudflare Pages
  // serve it (Cloudflare would redirect a folder's index.html to "/get-started/").
  for (const candidate of [file, `${file}.html`]) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

/**
 * @param {{ root?: string, port?: number, host?: string }} [options]
 * @returns {Promise<import("node:http").Server>}
 */
export function serve({
  root = fileURLToPath(new URL("../dist/", import.meta.url)),
  port = 4173,
  host = "127.0.0.1",
} = {}) {
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const rewrites = parseRewrites(
      await readFile(join(root, "_redirects"), "utf8").catch(() => ""),
    );
    const rewrite = rewrites.find(({ prefix }) => pathname.startsWith(prefix));
    const file =
      (await resolveFile(root, pathname)) ?? (rewrite && (await resolveFile(root, rewrite.to)));
    const status = file ? 200 : 404;
    const path = file ?? join(root, "404.html");
    // Read on every request so that a rebuild is served without a restart.
    const rules = parseHeaderRules(await readFile(join(root, "_headers"), "utf8").catch(() => ""));
    res.writeHead(status, {
      "Content-Type":
        types[/** @type {keyof types} */ (extname(path))] ?? "application/octet-stream",
      ...headersFor(rules, pathname),
    });
    if (req.method === "HEAD") return res.end();
    createReadStream(path).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const dir = process.env.DIST ?? "dist";
  await serve({ port, root: fileURLToPath(new URL(`../${dir}/`, import.meta.url)) });
  console.log(`Serving ${dir}/ on http://127.0.0.1:${port}`);
}
