// @ts-check
// What the benchmarks share (scripts/bench.js, scripts/bench-floors.js): a built site served as
// a static host serves it, and one Lighthouse run on the system Chromium.
import { readdir } from "node:fs/promises";
import { createServer, request } from "node:http";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { throttling as presets } from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { serve } from "./serve.js";

export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const brotli = (/** @type {Buffer} */ data) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/**
 * scripts/serve.js sends files as they are; every static host compresses text, and an
 * uncompressed page would be measured at three times its real weight. So the benchmark puts
 * a brotli/gzip layer in front of it, as the host would.
 * @param {number} upstream
 * @param {number} port
 * @returns {Promise<import("node:http").Server>}
 */
function compressingProxy(upstream, port) {
  // A host compresses a file once (or at deploy), not per request: compressing a 300 kB script
  // at brotli's level 11 on every request would delay it by a good part of a second, long
  // enough to keep it out of the window Lighthouse measures the first paint in.
  /** @type {Map<string, { status: number, headers: import("node:http").OutgoingHttpHeaders, body: Buffer }>} */
  const cache = new Map();
  const server = createServer((req, res) => {
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const preferred = accepts.includes("br") ? "br" : accepts.includes("gzip") ? "gzip" : "";
    const key = `${req.method} ${req.url} ${preferred}`;
    const cached = cache.get(key);
    if (cached) {
      res.writeHead(cached.status, cached.headers);
      res.end(cached.body);
      return;
    }
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
          const text = /text|javascript|json|xml|svg|manifest/.test(type);
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          if (text && preferred === "br") {
            body = brotli(body);
            headers["content-encoding"] = "br";
          } else if (text && preferred === "gzip") {
            body = gzipSync(body, { level: 9 });
            headers["content-encoding"] = "gzip";
          }
          delete headers["transfer-encoding"]; // the body goes whole, with its length
          headers["content-length"] = String(body.length);
          headers.vary = "Accept-Encoding";
          cache.set(key, { status: answer.statusCode ?? 502, headers, body });
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/**
 * Serves a built site (a directory like dist/) compressed on 127.0.0.1:port; port + 1 is left
 * for Chromium's debugging port and port + 2 is the uncompressed upstream.
 * @param {{ root?: string, port: number }} options
 */
export async function serveCompressed({ root, port }) {
  const upstream = await serve({ root, port: port + 2 });
  const proxy = await compressingProxy(port + 2, port);
  // Every file compressed ahead, as Chromium asks for it.
  if (root) {
    const files = await readdir(root, { recursive: true, withFileTypes: true });
    for (const file of files.filter((entry) => entry.isFile())) {
      const path = join(file.parentPath, file.name).slice(root.length).replace(/^\/?/, "/");
      const url = path === "/index.html" ? "/" : path.replace(/\.html$/, "");
      await fetch(`http://127.0.0.1:${port}${url}`, {
        headers: { "accept-encoding": "br" },
      }).then((response) => response.arrayBuffer());
    }
  }
  return {
    close() {
      proxy.close();
      upstream.close();
    },
  };
}

/** @param {number[]} values */
export function median(values) {
  // A run whose trace lacked a metric reports NaN for it (bench.js prints Lighthouse's reason);
  // the median is of the runs that measured it.
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The phone's slowdowns: Lighthouse's mobile preset (slow 4G, 4x CPU). BENCH_CPU_SLOWDOWN sets
 * another CPU slowdown: 4x on a machine twice as fast as the one a figure was taken on emulates
 * a phone twice as fast, and the machine's speed is in each bench's header (benchmarkIndex).
 */
export const mobileSlowdowns = {
  ...presets.mobileSlow4G,
  cpuSlowdownMultiplier: Number(
    process.env.BENCH_CPU_SLOWDOWN ?? presets.mobileSlow4G.cpuSlowdownMultiplier,
  ),
};

/**
 * One Lighthouse run in a fresh Chromium: mobile with Lighthouse's defaults (Moto G Power,
 * slow 4G, 4x CPU slowdown or mobileSlowdowns' own, simulated) or the desktop preset.
 * `throttling: "devtools"` applies the same slowdowns to the browser instead of simulating them:
 * slower to run and noisier, but every task is timed as it ran, after the paint the browser
 * really made. Lighthouse's simulation instead estimates the paint apart from the main thread's
 * tasks and counts every task it then places after that estimate as blocking, even the document's
 * own commit, which comes before any paint (docs/performance/first-paint.md).
 * @param {string} url served by serveCompressed on `port`
 * @param {"mobile" | "desktop"} formFactor
 * @param {number} port
 * @param {"simulate" | "devtools"} [throttling]
 * @returns {Promise<import("lighthouse").RunnerResult>} the report (lhr) and what it was made of
 */
export async function runLighthouse(url, formFactor, port, throttling = "simulate") {
  /** @type {import("lighthouse").Config} */
  const config = formFactor === "desktop" ? desktopConfig : { extends: "lighthouse:default" };
  const debuggingPort = port + 1;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const result = await lighthouse(
      url,
      { port: debuggingPort, output: "json", logLevel: "error" },
      {
        ...config,
        settings: {
          ...config.settings,
          throttlingMethod: throttling,
          ...(formFactor === "mobile" && { throttling: mobileSlowdowns }),
        },
      },
    );
    if (!result) throw new Error("Lighthouse returned no result");
    return result;
  } finally {
    await browser.close();
  }
}
