// @ts-check
// `npm run bench`: Lighthouse 12 on the production build (run `npm run build` first; the npm
// script does), with the system Chromium, 3 mobile runs (Lighthouse's defaults: Moto G
// Power, slow 4G, 4x CPU slowdown, simulated) and 3 desktop runs, and prints the medians.
// A benchmark, not a test: the figures depend on the machine, so nothing here fails on them.
import { createServer, request } from "node:http";
import { cpus } from "node:os";
import { readFile } from "node:fs/promises";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { serve } from "./serve.js";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4573);
const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const brotli = (/** @type {Buffer} */ data) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/**
 * scripts/serve.js sends files as they are; every static host compresses text, and an
 * uncompressed page would be measured at three times its real weight. So the benchmark puts
 * a brotli/gzip layer in front of it, as the host would.
 * @param {number} upstream
 */
function compressingProxy(upstream) {
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: "127.0.0.1",
        port: upstream,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          const type = String(answer.headers["content-type"] ?? "");
          const accepts = String(req.headers["accept-encoding"] ?? "");
          const text = /text|javascript|json|xml|svg|manifest/.test(type);
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          if (text && accepts.includes("br")) {
            body = brotli(body);
            headers["content-encoding"] = "br";
          } else if (text && accepts.includes("gzip")) {
            body = gzipSync(body, { level: 9 });
            headers["content-encoding"] = "gzip";
          }
          headers["content-length"] = String(body.length);
          headers.vary = "Accept-Encoding";
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** @param {number[]} values */
function median(values) {
  // A run whose trace lacked a metric reports NaN for it (and says why, below); the median is
  // of the runs that measured it.
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * @param {string} url
 * @param {"mobile" | "desktop"} formFactor
 */
async function runLighthouse(url, formFactor) {
  const debuggingPort = port + 1;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const result = await lighthouse(
      url,
      { port: debuggingPort, output: "json", logLevel: "error" },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    return result.lhr;
  } finally {
    await browser.close();
  }
}

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

const upstream = await serve({ port: port + 2 });
const proxy = /** @type {import("node:http").Server} */ (await compressingProxy(port + 2));
// The landing page and one city page (the city pages share one template).
const paths = ["/", "/areas/provo"];

try {
  /** @type {Record<string, Record<string, number>>} */
  const medians = {};
  /** @type {Map<string, Lhr>} */
  const lastMobile = new Map();
  for (const path of paths) {
    for (const formFactor of /** @type {const} */ (["mobile", "desktop"])) {
      /** @type {Record<string, number>[]} */
      const rows = [];
      for (let i = 1; i <= runs; i++) {
        process.stdout.write(`Lighthouse ${path} ${formFactor} run ${i}/${runs}…\n`);
        const lhr = await runLighthouse(`http://127.0.0.1:${port}${path}`, formFactor);
        rows.push(figures(lhr));
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
  console.log(`Medians of ${runs} runs each:\n`);
  console.table(medians);

  for (const [path, lhr] of lastMobile) {
    console.log(`What ${path} loads (last mobile run; transferred = brotli as served here):`);
    console.table(await assetSizes(lhr));
    const misses = failedAudits(lhr);
    if (misses.length) console.log(`Audits below 100 on ${path}:\n  ${misses.join("\n  ")}`);
  }
} finally {
  proxy.close();
  upstream.close();
}
