// @ts-check
// Serves dist/ the way a static host does: files as they are, "/" as index.html, and any
// unknown path as 404.html with status 404. Used by the browser tests and the benchmark.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
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

/** @param {string} root @param {string} pathname */
async function resolveFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded.endsWith("/") ? `${decoded}index.html` : decoded));
  if (!file.startsWith(root)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
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
    const file = await resolveFile(root, pathname);
    const status = file ? 200 : 404;
    const path = file ?? join(root, "404.html");
    res.writeHead(status, {
      "Content-Type":
        types[/** @type {keyof types} */ (extname(path))] ?? "application/octet-stream",
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
