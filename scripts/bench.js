// @ts-check
// `npm run bench`: Lighthouse 12 on the production build (run `npm run build` first; the npm
// script does), with the system Chromium, 3 mobile runs (Lighthouse's defaults: Moto G
// Power, slow 4G, 4x CPU slowdown, simulated) and 3 desktop runs, and prints the medians.
// A benchmark, not a test: the figures depend on the machine, so nothing here fails on them.
// DIST=dist-e2e benchmarks the build configured with Supabase (after npm run build:e2e), the
// one owners deploy.
import { cpus } from "node:os";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { brotli, median, runLighthouse, serveCompressed } from "./lighthouse.js";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4573);
const dist = fileURLToPath(new URL(`../${process.env.DIST ?? "dist"}/`, import.meta.url));

/** @typedef {import("lighthouse").Result} Lhr */

const metrics = /** @type {const} */ ([
  ["FCP (ms)", "first-contentful-paint"],
  ["LCP (ms)", "largest-contentful-paint"],
  ["TBT (ms)", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["Speed Index (ms)", "speed-index"],
  ["transferred (bytes)", "total-byte-weight"],
]);

/** @param {Lhr} lhr */
const requestItems = (lhr) =>
  /** @type {{ items?: unknown[] } | undefined} */ (lhr.audits["network-requests"]?.details)
    ?.items ?? [];

/** @param {Lhr} lhr */
function figures(lhr) {
  /** @type {Record<string, number>} */
  const row = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    row[`${category.title ?? id}`] = Math.round((category.score ?? 0) * 100);
  }
  for (const [label, audit] of metrics) {
    const value = lhr.audits[audit]?.numericValue ?? NaN;
    row[label] = label === "CLS" ? Number(value.toFixed(3)) : Math.round(value);
  }
  row.requests = requestItems(lhr).length;
  return row;
}

/** @param {Lhr} lhr */
function failedAudits(lhr) {
  return Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map(
        (ref) =>
          `${category.title}: ${lhr.audits[ref.id]?.title} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`,
      ),
  );
}

/** @param {Lhr} lhr */
async function assetSizes(lhr) {
  const items = /** @type {{ url: string, transferSize: number, resourceType?: string }[]} */ (
    requestItems(lhr)
  );
  return Promise.all(
    items.map(async (item) => {
      const path = new URL(item.url).pathname;
      const file =
        path === "/" ? "index.html" : path.slice(1) + (path.includes(".") ? "" : ".html");
      const data = await readFile(dist + file).catch(() => null);
      return {
        path,
        type: item.resourceType ?? "",
        raw: data?.length ?? NaN,
        gzip: data ? gzipSync(data, { level: 9 }).length : NaN,
        brotli: data ? brotli(data).length : NaN,
        transferred: item.transferSize,
      };
    }),
  );
}

const site = await serveCompressed({ root: dist, port });
// The landing page and one city page (the city pages share one template).
const paths = ["/", "/areas/provo"];

try {
  /** @type {Record<string, Record<string, number>>} */
  const medians = {};
  /** @type {Map<string, Lhr>} */
  const lastMobile = new Map();
  /** @type {number[]} */
  const benchmarkIndex = [];
  for (const path of paths) {
    for (const formFactor of /** @type {const} */ (["mobile", "desktop"])) {
      /** @type {Record<string, number>[]} */
      const rows = [];
      for (let i = 1; i <= runs; i++) {
        process.stdout.write(`Lighthouse ${path} ${formFactor} run ${i}/${runs}…\n`);
        const lhr = await runLighthouse(`http://127.0.0.1:${port}${path}`, formFactor, port);
        rows.push(figures(lhr));
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
        for (const [label, audit] of metrics) {
          const { errorMessage } = lhr.audits[audit] ?? {};
          if (errorMessage) console.warn(`  ${label} not measured in this run: ${errorMessage}`);
        }
        if (formFactor === "mobile") lastMobile.set(path, lhr);
      }
      medians[`${path} ${formFactor}`] = Object.fromEntries(
        Object.keys(rows[0] ?? {}).map((key) => [key, median(rows.map((row) => row[key] ?? NaN))]),
      );
    }
  }

  const cpu = cpus()[0]?.model ?? "unknown CPU";
  const first = lastMobile.get("/");
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpu}), Node ${process.version}, Lighthouse ${first?.lighthouseVersion}, ${first?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}`,
  );
  // Lighthouse's measure of this machine's speed: TBT depends on it as much as on the page.
  console.log(
    `Machine speed (Lighthouse benchmarkIndex), median: ${Math.round(median(benchmarkIndex))}`,
  );
  console.log(`Medians of ${runs} runs each:\n`);
  console.table(medians);

  for (const [path, lhr] of lastMobile) {
    console.log(`What ${path} loads (last mobile run; transferred = brotli as served here):`);
    console.table(await assetSizes(lhr));
    const misses = failedAudits(lhr);
    if (misses.length) console.log(`Audits below 100 on ${path}:\n  ${misses.join("\n  ")}`);
  }
} finally {
  site.close();
}
