// @ts-check
// `npm run bench:floors`: how much of the mobile Total Blocking Time is this app's and how much
// of it the page would have anyway. Lighthouse (mobile, as in `npm run bench`) on three copies
// of the built "/" and an empty page, run in turn so that they share the machine's weather:
//   as built     - the page as it ships;
//   React only   - the same HTML with React 19 loaded and a root started, and none of our code;
//   no script    - the same HTML and CSS with no JavaScript at all;
//   empty page   - a heading and nothing else: what Lighthouse measures on this machine for nothing.
// The gaps between the rows are what each layer costs on this machine. A benchmark, not a test.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { median, runLighthouse, serveCompressed } from "./lighthouse.js";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4573);
const dist = fileURLToPath(new URL("../dist/", import.meta.url));
// The inline boot script that starts the app (src/app/boot.ts, added by scripts/prerender.js).
const bootScript = /<script data-entry="[^"]*">[^]*?<\/script>/;

/**
 * Copies dist/ to `dir` and rewrites its index.html's scripts with `replace`.
 * @param {string} dir
 * @param {(html: string) => string} replace
 */
async function variant(dir, replace) {
  await cp(dist, dir, { recursive: true });
  const page = join(dir, "index.html");
  const html = await readFile(page, "utf8");
  if (!bootScript.test(html)) throw new Error(`${page} has no boot script to replace`);
  await writeFile(page, replace(html));
  return dir;
}

/** @param {string} dir */
async function emptyPage(dir) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty page</title>
<meta name="description" content="A heading and nothing else."></head><body><h1>Empty page</h1></body></html>`;
  await mkdir(dir);
  await writeFile(join(dir, "index.html"), html);
  await writeFile(join(dir, "404.html"), html);
  return dir;
}

/** React DOM evaluated and a root started, rendering nothing: the framework's own cost. */
async function buildReactOnly(/** @type {string} */ outDir) {
  const id = "\0react-only";
  await build({
    configFile: false,
    logLevel: "warn",
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [
      {
        name: "react-only-entry",
        resolveId: (source) => (source === "react-only" ? id : null),
        load: (source) =>
          source === id
            ? `import { startTransition } from "react";
               import { createRoot } from "react-dom/client";
               startTransition(() => createRoot(document.createElement("div")).render(null));`
            : null,
      },
    ],
    build: {
      outDir,
      emptyOutDir: false,
      rollupOptions: { input: "react-only", output: { entryFileNames: "assets/react-only.js" } },
    },
  });
}

const work = await mkdtemp(join(tmpdir(), "bench-floors-"));
try {
  const reactOnly = await variant(join(work, "react-only"), (html) =>
    html.replace(bootScript, '<script type="module" src="/assets/react-only.js"></script>'),
  );
  await buildReactOnly(reactOnly);
  const reactBytes = gzipSync(await readFile(join(reactOnly, "assets/react-only.js"))).length;
  const sites = [
    { name: "as built", root: dist },
    { name: "React only", root: reactOnly },
    {
      name: "no script",
      root: await variant(join(work, "no-script"), (h) => h.replace(bootScript, "")),
    },
    { name: "empty page", root: await emptyPage(join(work, "empty")) },
  ].map((site, i) => ({ ...site, port: port + 10 * i, tbt: /** @type {number[]} */ ([]) }));
  const servers = await Promise.all(sites.map(({ root, port }) => serveCompressed({ root, port })));
  /** @type {number[]} */
  const benchmarkIndex = [];
  try {
    for (let i = 1; i <= runs; i++) {
      for (const site of sites) {
        process.stdout.write(`Lighthouse / mobile, ${site.name}, run ${i}/${runs}…\n`);
        const { lhr } = await runLighthouse(`http://127.0.0.1:${site.port}/`, "mobile", site.port);
        site.tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? NaN);
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
      }
    }
  } finally {
    for (const server of servers) server.close();
  }
  console.log(`\nReact only loads ${(reactBytes / 1000).toFixed(1)} kB of JavaScript (gzip).`);
  console.log(
    `Mobile Total Blocking Time of /, ${runs} runs each (Lighthouse benchmarkIndex, the machine's speed, median ${Math.round(median(benchmarkIndex))}):`,
  );
  console.table(
    Object.fromEntries(
      sites.map(({ name, tbt }) => [
        name,
        { "median (ms)": Math.round(median(tbt)), runs: tbt.map(Math.round).join(" ") },
      ]),
    ),
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
