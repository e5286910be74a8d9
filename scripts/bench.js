// @ts-check
// `npm run bench`: how close every public page paints to its floor. Lighthouse 12 (mobile, its
// defaults: Moto G Power, slow 4G, 4x CPU slowdown, simulated) on the system Chromium, on the
// production build (the npm script builds it first) and on a copy of it with every <script>
// removed: the same HTML and CSS, the fastest that HTML can paint. The two are run in turn,
// page by page, so that both see the same machine; the median of BENCH_RUNS runs each (5) is
// printed with the ratio of the page's FCP and LCP to its floor's, its Total Blocking Time, its
// time to interactive and the JavaScript it transferred, then what "/" loads and any audit
// below 100. A benchmark, not a test: the figures depend on the machine, so nothing fails here.
// DIST=dist-e2e benchmarks the build configured with Supabase (after npm run build:e2e), the one
// owners deploy; BENCH_PAGES=/,/areas limits the pages; BENCH_BASELINE=<a built folder> measures
// an older build beside it, in the same turns; BENCH_THROTTLING=devtools applies the slowdowns to
// the browser instead of simulating them (see runLighthouse), for a Total Blocking Time counted
// from the paint the browser really made.
import { cpus } from "node:os";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { brotli, median, runLighthouse, serveCompressed } from "./lighthouse.js";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const throttling = process.env.BENCH_THROTTLING === "devtools" ? "devtools" : "simulate";
const port = Number(process.env.BENCH_PORT ?? 4573);
const dist = fileURLToPath(new URL(`../${process.env.DIST ?? "dist"}/`, import.meta.url));
/** Every visitor's page; the owner's inbox is not one. */
const notPublic = new Set(["owner.html"]);

/** @typedef {import("lighthouse").Result} Lhr */

/** @param {Lhr} lhr */
const requestItems = (lhr) =>
  /** @type {{ url: string, transferSize: number, resourceType?: string }[]} */ (
    /** @type {{ items?: unknown[] } | undefined} */ (lhr.audits["network-requests"]?.details)
      ?.items ?? []
  );

/** @param {Lhr} lhr @param {string} audit */
const value = (lhr, audit) => lhr.audits[audit]?.numericValue ?? NaN;

/** @param {Lhr} lhr */
const figures = (lhr) => ({
  fcp: value(lhr, "first-contentful-paint"),
  lcp: value(lhr, "largest-contentful-paint"),
  tbt: value(lhr, "total-blocking-time"),
  tti: value(lhr, "interactive"),
  js: requestItems(lhr)
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + item.transferSize, 0),
});

/**
 * The public pages of the build, as paths ("/", "/areas/provo"). The 404 page is measured at
 * "/404", which serves 404.html with status 200: Lighthouse refuses a page answering 404.
 */
async function publicPaths() {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name).slice(dist.length))
    .filter((file) => !notPublic.has(file))
    .map((file) => (file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`))
    .sort();
}

/** A copy of the build whose pages carry no <script> of any kind. @param {string} dir */
async function floorCopy(dir) {
  await cp(dist, dir, { recursive: true });
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith(".html"))) {
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    await writeFile(file, html.replace(/<script\b[^>]*>[^]*?<\/script>/g, ""));
  }
  return dir;
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
  return Promise.all(
    requestItems(lhr).map(async (item) => {
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

const paths = process.env.BENCH_PAGES?.split(",") ?? (await publicPaths());
const work = await mkdtemp(join(tmpdir(), "bench-"));
/** @type {Record<string, { port: number, root: string }>} */
const sites = {
  page: { port, root: dist },
  floor: { port: port + 10, root: await floorCopy(join(work, "floor")) },
};
// BENCH_BASELINE names another build (an older commit's dist/, say) to measure in the same turns.
if (process.env.BENCH_BASELINE) {
  sites.baseline = { port: port + 20, root: `${process.env.BENCH_BASELINE.replace(/\/$/, "")}/` };
}
const variants = Object.keys(sites);
const servers = await Promise.all(Object.values(sites).map((site) => serveCompressed(site)));

/** @typedef {ReturnType<typeof figures>} Figures */
/** @param {Figures[]} rows @param {keyof Figures} key */
const med = (rows, key) => median(rows.map((row) => row[key]));

try {
  /** @type {Map<string, Record<string, Figures[]>>} */
  const results = new Map(
    paths.map((path) => [path, Object.fromEntries(variants.map((variant) => [variant, []]))]),
  );
  /** @type {number[]} */
  const benchmarkIndex = [];
  /** @type {Lhr | undefined} */
  let home;
  for (let i = 1; i <= runs; i++) {
    for (const path of paths) {
      // Which goes first turns with each run, so that none always meets the machine warmer.
      const shift = (i - 1) % variants.length;
      for (const variant of [...variants.slice(shift), ...variants.slice(0, shift)]) {
        process.stdout.write(`run ${i}/${runs}: ${path} (${variant})…\n`);
        const site = /** @type {{ port: number }} */ (sites[variant]);
        const lhr = await runLighthouse(
          `http://127.0.0.1:${site.port}${path}`,
          "mobile",
          site.port,
          throttling,
        );
        results.get(path)?.[variant]?.push(figures(lhr));
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
        if (variant === "page" && path === "/") home = lhr;
      }
    }
  }

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model}), Node ${process.version}, Lighthouse ${home?.lighthouseVersion ?? "12"}, ${home?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ""}, ${process.env.DIST ?? "dist"}`,
  );
  // Lighthouse's measure of this machine's speed: TBT depends on it as much as on the page.
  console.log(`Machine speed (benchmarkIndex), median ${Math.round(median(benchmarkIndex))}.`);
  for (const variant of variants.filter((name) => name !== "floor")) {
    console.log(
      `\n${variant === "page" ? "This build" : `Baseline (${process.env.BENCH_BASELINE})`}, mobile (${throttling === "devtools" ? "throttling applied" : "simulated"}), medians of ${runs} runs; floor = the same page with no script:`,
    );
    console.table(
      Object.fromEntries(
        [...results].map(([path, rows]) => {
          const [own = [], floor = []] = [rows[variant], rows.floor];
          return [
            path,
            {
              "FCP ms": Math.round(med(own, "fcp")),
              "floor FCP": Math.round(med(floor, "fcp")),
              "FCP ratio": Number((med(own, "fcp") / med(floor, "fcp")).toFixed(2)),
              "LCP ms": Math.round(med(own, "lcp")),
              "floor LCP": Math.round(med(floor, "lcp")),
              "LCP ratio": Number((med(own, "lcp") / med(floor, "lcp")).toFixed(2)),
              "TBT ms": Math.round(med(own, "tbt")),
              // The floor's own: parsing, style and layout of the HTML after its first paint.
              "floor TBT": Math.round(med(floor, "tbt")),
              "TTI ms": Math.round(med(own, "tti")),
              "JS KiB": Number((med(own, "js") / 1024).toFixed(1)),
            },
          ];
        }),
      ),
    );
  }

  if (home) {
    console.log("What / loads (last run; transferred = brotli as served here):");
    console.table(await assetSizes(home));
    const misses = failedAudits(home);
    if (misses.length) console.log(`Audits below 100 on /:\n  ${misses.join("\n  ")}`);
  }
} finally {
  for (const server of servers) server.close();
  await rm(work, { recursive: true, force: true });
}
