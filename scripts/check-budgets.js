// @ts-check
// Fails when what "/" loads before it is interactive outgrows its budget. It reads the import
// graph from Vite's build manifest (dist/.vite/manifest.json): the entry chunk, the chunks it
// imports statically and their stylesheets count; chunks reached only through import() load
// later and are listed but not counted. Sizes are gzip -9 in kB of 1000 bytes, the figures
// `vite build` prints.
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));

// React 19, React Router and Radix Tabs take ~90 kB before a line of our own; new features
// load on their own route or on first use (docs/decisions/0001-react-19-and-the-js-budget.md).
export const budgets = { js: 102_000, css: 12_000, html: 14_000 };

/** @param {string} path */
const gzipSize = async (path) => gzipSync(await readFile(path), { level: 9 }).length;

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
    ...(await rows(["index.html"], "html")),
    ...(await rows([...critical], "js")),
    ...(await rows([...styles], "css")),
    ...(await rows([...new Set(lazy)].sort(), "lazy")),
  ];
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
  for (const kind of /** @type {const} */ (["js", "css", "html"])) {
    const total = rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
    const over = total > budgets[kind];
    failed ||= over;
    console.log(
      `${kind.padEnd(5)} ${kB(total).padStart(9)} of ${kB(budgets[kind]).padStart(9)}  ${over ? "OVER BUDGET" : "ok"}`,
    );
  }
  if (failed) {
    console.error("\nA budget is exceeded: see which file grew above.");
    process.exit(1);
  }
}
