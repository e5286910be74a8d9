// @ts-check
// `npm run bench`: how close every public page paints to its floor, what blocks the phone after
// that paint, and how long a tap waits. Lighthouse 12 (mobile, its defaults: Moto G Power, slow
// 4G, 4x CPU slowdown, simulated) on the system Chromium, on the production build (the npm script
// builds it first) and on a copy of it with every <script> removed: the same HTML and CSS, the
// fastest that HTML can paint. The two are run in turn, page by page, so that both see the same
// machine; the median of BENCH_RUNS runs each (5) is printed with the ratio of the page's FCP and
// LCP to its floor's, its Total Blocking Time (and each run's), its longest task after the first
// paint (of any kind, and of the build's scripts), its time to interactive and the JavaScript it
// transferred, then what "/" loads and any audit below 100. In the same turns, scripts/taps.js
// taps each page on the same phone with its slowdowns applied to the browser, 0.6 s after the
// first paint and once it is interactive, beside a plain page (the floor with 8 lines of DOM
// script for its tabs and menus): the tap's wait and the interaction's Event Timing (there and on
// the browser tests' Pixel 7), the longest tasks after the paint, and the machine's load (uptime).
// A benchmark, not a test: the figures depend on the machine. One check fails it (exit 1): a page
// whose median longest task of the site's scripts after the first paint passes 50 ms, in the
// main thread's own time on the tapped loads, and with BENCH_THROTTLING=devtools as Lighthouse
// timed it (docs/performance/budgets.md).
// DIST=dist-e2e benchmarks the build configured with Supabase (after npm run build:e2e), the one
// owners deploy; BENCH_PAGES=/,/areas limits the pages; BENCH_BASELINE=<a built folder> measures
// an older build beside it, in the same turns; BENCH_THROTTLING=devtools applies the slowdowns to
// the browser instead of simulating them (see runLighthouse), for a Total Blocking Time and long
// tasks counted from the paint the browser really made; BENCH_CPU_SLOWDOWN=8 slows the CPU 8x
// instead of 4x (see mobileSlowdowns). BENCH_PORT (4573) is the first of the ports it takes:
// BENCH_PORT to BENCH_PORT+32.
import { cpus, loadavg } from "node:os";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { brotli, median, mobileSlowdowns, runLighthouse, serveCompressed } from "./lighthouse.js";
import { longestTasks, measureTaps, plainDomCopy } from "./taps.js";

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

/**
 * The long tasks after the first paint (Lighthouse lists those of 50 ms or more, with the script
 * they are attributed to), as their longest: of any kind (the HTML's own parsing, style and
 * layout included), and of the build's own scripts (under /assets/); 0 when there is none.
 * @param {Lhr} lhr
 */
function longestTaskAudit(lhr) {
  const fcp = value(lhr, "first-contentful-paint");
  const tasks = /** @type {{ url?: string, startTime: number, duration: number }[]} */ (
    /** @type {{ items?: unknown[] } | undefined} */ (lhr.audits["long-tasks"]?.details)?.items ??
      []
  ).filter((task) => task.startTime >= fcp);
  const longest = (/** @type {typeof tasks} */ some) =>
    Math.max(0, ...some.map((task) => task.duration));
  return {
    task: longest(tasks),
    scriptTask: longest(tasks.filter((task) => /\/assets\/[^/]+\.js$/.test(task.url ?? ""))),
  };
}

/** @param {Lhr} lhr */
const figures = (lhr) => ({
  fcp: value(lhr, "first-contentful-paint"),
  lcp: value(lhr, "largest-contentful-paint"),
  tbt: value(lhr, "total-blocking-time"),
  ...longestTaskAudit(lhr),
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
// The plain page, where a tap gets the fastest answer the page can give.
sites.plain = { port: port + 30, root: await plainDomCopy(await floorCopy(join(work, "plain"))) };
const servers = await Promise.all(Object.values(sites).map((site) => serveCompressed(site)));
/** Lighthouse runs on the build, its floor and the baseline; taps on all but the floor. */
const measured = Object.keys(sites).flatMap((variant) => [
  ...(variant === "plain" ? [] : [{ variant, taps: false }]),
  ...(variant === "floor" ? [] : [{ variant, taps: true }]),
]);
const variants = Object.keys(sites).filter((variant) => variant !== "plain");

/** @typedef {ReturnType<typeof figures> & { scriptTaskThread: number }} Figures */
/** @param {Figures[]} rows @param {keyof Figures} key */
const med = (rows, key) => median(rows.map((row) => row[key]));
/** @typedef {Awaited<ReturnType<typeof measureTaps>>} Taps */
/** @param {Taps[]} rows @param {(taps: Taps) => number} pick */
const medTaps = (rows, pick) => median(rows.map(pick));

try {
  /** @type {Map<string, Record<string, Figures[]>>} */
  const results = new Map(
    paths.map((path) => [path, Object.fromEntries(variants.map((variant) => [variant, []]))]),
  );
  /** @type {Map<string, Record<string, Taps[]>>} */
  const taps = new Map(paths.map((path) => [path, {}]));
  /** @type {number[]} */
  const benchmarkIndex = [];
  /** The machine's load (1-minute average, as `uptime` prints it) as each measurement began. */
  const load = [loadavg()[0] ?? NaN];
  /** @type {Lhr | undefined} */
  let home;
  for (let i = 1; i <= runs; i++) {
    for (const path of paths) {
      // Which goes first turns with each run, so that none always meets the machine warmer.
      const shift = (i - 1) % measured.length;
      for (const { variant, taps: tapping } of [
        ...measured.slice(shift),
        ...measured.slice(0, shift),
      ]) {
        process.stdout.write(
          `run ${i}/${runs}: ${path} (${variant}, ${tapping ? "taps" : "Lighthouse"})…\n`,
        );
        const site = /** @type {{ port: number }} */ (sites[variant]);
        const url = `http://127.0.0.1:${site.port}${path}`;
        load.push(loadavg()[0] ?? NaN);
        if (tapping) {
          const row = taps.get(path) ?? {};
          (row[variant] ??= []).push(await measureTaps(url, site.port + 1));
          continue;
        }
        const { lhr, artifacts } = await runLighthouse(url, "mobile", site.port, throttling);
        results.get(path)?.[variant]?.push({
          ...figures(lhr),
          // The same task in the main thread's own time, from Lighthouse's trace.
          scriptTaskThread: longestTasks(artifacts.Trace.traceEvents, new URL(url).origin)
            .scriptTask.threadMs,
        });
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
        if (variant === "page" && path === "/") home = lhr;
      }
    }
  }
  load.push(loadavg()[0] ?? NaN);

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model}), Node ${process.version}, Lighthouse ${home?.lighthouseVersion ?? "12"}, ${home?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ""}, ${process.env.DIST ?? "dist"}`,
  );
  // Lighthouse's measure of this machine's speed: TBT depends on it as much as on the page.
  console.log(`Machine speed (benchmarkIndex), median ${Math.round(median(benchmarkIndex))}.`);
  // The machine is shared: a load above its 2 cores means the figures are not the page's alone.
  console.log(
    `Machine load (1-minute average, as uptime prints it) over the runs: median ${median(load).toFixed(1)}, from ${Math.min(...load).toFixed(1)} to ${Math.max(...load).toFixed(1)}, on ${cpus().length} cores.`,
  );
  for (const variant of variants.filter((name) => name !== "floor")) {
    console.log(
      `\n${variant === "page" ? "This build" : `Baseline (${process.env.BENCH_BASELINE})`}, mobile (${throttling === "devtools" ? "throttling applied" : "simulated"}, CPU ${mobileSlowdowns.cpuSlowdownMultiplier}x), medians of ${runs} runs; floor = the same page with no script:`,
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
              // Long tasks after the paint (0: none of 50 ms or more): any, and the build's scripts'.
              "longest task": Math.round(med(own, "task")),
              "floor longest": Math.round(med(floor, "task")),
              "longest script task": Math.round(med(own, "scriptTask")),
              "its thread time": Math.round(med(own, "scriptTaskThread")),
              "TTI ms": Math.round(med(own, "tti")),
              "JS KiB": Number((med(own, "js") / 1024).toFixed(1)),
            },
          ];
        }),
      ),
    );
    // A median hides how far apart the runs are; TBT counts one or two tasks near 50 ms, so
    // that a busier turn can move it by tens of ms: each run's, in the order they ran.
    const each = (/** @type {Figures[]} */ list) => list.map((row) => Math.round(row.tbt));
    for (const [path, rows] of results) {
      console.log(
        `TBT of each run, ms, ${path}: ${each(rows[variant] ?? []).join(", ")} (floor ${each(rows.floor ?? []).join(", ")})`,
      );
    }
  }

  console.log(
    `\nA tap on the phone, slowdowns applied to the browser (scripts/taps.js), medians of ${runs} runs: ms from the finger's lift to the frame that shows the answer, 0.6 s after the first paint ("early") and once the page is quiet; the interaction's Event Timing (INP; 0: under 16 ms), and on the browser tests' phone (Pixel 7, no slowdown); from the first paint to that tap, the longest task of the main thread and the longest that ran the site's scripts, as it ran and in the thread's own time, which the machine's other work does not stretch. "plain" is the page without its app, with 8 lines of DOM script for its tabs and menus.`,
  );
  console.table(
    Object.fromEntries(
      [...taps].flatMap(([path, rows]) => {
        const plain = rows.plain ?? [];
        const plainEarly = medTaps(plain, (t) => t.early.answer);
        const plainLate = medTaps(plain, (t) => t.interactive.answer);
        return Object.entries(rows).map(([variant, own]) => {
          const early = medTaps(own, (t) => t.early.answer);
          const late = medTaps(own, (t) => t.interactive.answer);
          return [
            `${path} ${variant}`,
            {
              "early tap ms": Math.round(early),
              "÷ plain": Number((early / plainEarly).toFixed(2)),
              "interactive tap ms": Math.round(late),
              "÷ plain ": Number((late / plainLate).toFixed(2)),
              "INP ms": Math.round(medTaps(own, (t) => t.interactive.inp)),
              "INP ms, Pixel 7": Math.round(medTaps(own, (t) => t.pixel7.inp)),
              "longest task": Math.round(medTaps(own, (t) => t.interactive.task.ms)),
              "longest script task": Math.round(medTaps(own, (t) => t.interactive.scriptTask.ms)),
              "its thread time": Math.round(medTaps(own, (t) => t.interactive.scriptTask.threadMs)),
            },
          ];
        });
      }),
    ),
  );

  // The budget on what blocks the phone: no task running the site's scripts after the first
  // paint longer than 50 ms, in the main thread's own time on the tapped loads (which a busy
  // machine does not stretch), and with BENCH_THROTTLING=devtools as Lighthouse timed it too.
  const limit = 50;
  /** @type {string[]} */
  const over = [];
  for (const [path, rows] of taps) {
    const threadMs = medTaps(rows.page ?? [], (t) => t.interactive.scriptTask.threadMs);
    if (threadMs > limit) over.push(`${path}: ${Math.round(threadMs)} ms of thread time`);
  }
  for (const [path, rows] of throttling === "devtools" ? results : []) {
    const ms = med(rows.page ?? [], "scriptTask");
    if (ms > limit) over.push(`${path}: ${Math.round(ms)} ms as Lighthouse timed it`);
  }
  if (over.length) {
    console.error(
      `\nOver the ${limit} ms budget on a task of the site's scripts after the first paint (medians of ${runs}):\n  ${over.join("\n  ")}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`\nNo task of the site's scripts after the first paint over ${limit} ms.`);
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
