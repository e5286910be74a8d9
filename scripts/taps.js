// @ts-check
// How long a tap waits for its answer on a phone (scripts/bench.js). A page is loaded on the phone
// of Lighthouse's mobile preset (Moto G Power screen, slow 4G, 4x CPU slowdown, applied to the
// browser), a control is tapped, and the time from the finger's lift to the frame that shows the
// answer is read in the page: "early", 0.6 s after the first paint; "interactive", once the page
// is quiet (as time to interactive: no long task for 5 s and no request for 2 s), then again on
// the browser tests' phone (Pixel 7, no slowdown) for its Event Timing. The control is
// Pricing's tab that is not selected where the page has one (the answer: its panel shown), else
// the header's menu button (the answer: a menu shown). The page is driven over the DevTools
// Protocol directly: a Playwright session on the page would enable its own instrumentation,
// under which this machine ran React DOM's first evaluation ~3x slower (measured 185-245 ms
// against 63-80 ms).
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium, devices } from "@playwright/test";
import WebSocket from "ws";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import { chromiumFlags, mobileSlowdowns } from "./lighthouse.js";

/**
 * Runs in the page before its own scripts: records the first paint, every long task and every
 * interaction's Event Timing, and times a tap from its pointerup to the frame that shows its
 * answer.
 */
function watchPage() {
  /** @param {Element | null} el */
  const shows = (el) => Boolean(el?.checkVisibility() && el.textContent?.trim());
  const bench = {
    fcp: NaN,
    /** @type {number[][]} [start, duration] */
    tasks: [],
    /** @type {(number | string)[][]} [start, duration, type, interactionId] */
    events: [],
    tapAt: NaN,
    answerAt: NaN,
    /** @type {Element | null} */
    control: null,
    /** Pricing's tab not selected, else the menu button on screen. */
    find() {
      return (
        document.querySelector("#pricing [role=tab][aria-selected=false]") ??
        [...document.querySelectorAll("[aria-haspopup=menu]")].find((b) => b.checkVisibility()) ??
        null
      );
    },
    /** Scrolls the control into view and tells where to tap it. */
    aim() {
      bench.control = bench.find();
      bench.control?.scrollIntoView({ block: "center", behavior: "instant" });
      const box = bench.control?.getBoundingClientRect();
      return box && { x: box.x + box.width / 2, y: box.y + box.height / 2, now: performance.now() };
    },
    answered() {
      const control = bench.control;
      if (!control) return false;
      if (control.getAttribute("role") === "tab") {
        const panel = document.getElementById(control.getAttribute("aria-controls") ?? "");
        return control.getAttribute("aria-selected") === "true" && shows(panel);
      }
      return [...document.querySelectorAll("[role=menu]")].some(
        (menu) => shows(menu) && menu.querySelector("[role=menuitem]"),
      );
    },
  };
  Object.assign(window, { bench });
  /** @param {string} type @param {(entry: any) => void} record @param {object} [options] */
  const observe = (type, record, options = {}) =>
    new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({
      type,
      buffered: true,
      ...options,
    });
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") bench.fcp = entry.startTime;
  });
  observe("longtask", (entry) => bench.tasks.push([entry.startTime, entry.duration]));
  observe(
    "event",
    (entry) => {
      if (entry.interactionId) {
        bench.events.push([entry.startTime, entry.duration, entry.name, entry.interactionId]);
      }
    },
    { durationThreshold: 16 },
  );
  // The answer is on screen once a frame has painted it: the task a frame's callback queues runs
  // after that frame's style, layout and paint.
  const waitForAnswer = () =>
    requestAnimationFrame(() => {
      if (bench.answered()) setTimeout(() => (bench.answerAt = performance.now()));
      else waitForAnswer();
    });
  // Timed from the finger's lift, when a tap is complete and a click follows: the time the
  // browser stamped on it, however long the page then kept it waiting.
  addEventListener(
    "pointerup",
    (event) => {
      if (!bench.control || !Number.isNaN(bench.tapAt)) return;
      bench.tapAt = event.timeStamp;
      waitForAnswer();
    },
    true,
  );
}

/**
 * The page without its app and a plain script of its own that shows what a tab or a menu
 * button controls: the fastest answer a page can give. `dir` is a copy of the floor (the build
 * with every <script> removed); the script is inline, allowed by its hash as the boot script is.
 * @param {string} dir
 */
export async function plainDomCopy(dir) {
  const pages = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith(".html"));
  const plain = `document.addEventListener("click", (event) => {
  const control = event.target.closest("[role=tab], [aria-haspopup=menu]");
  const shown = control && document.getElementById(control.getAttribute("aria-controls"));
  if (control?.role === "tab") for (const tab of control.parentElement.children) {
    tab.setAttribute("aria-selected", tab === control);
    document.getElementById(tab.getAttribute("aria-controls")).hidden = tab !== control;
  } else if (shown) control.setAttribute("aria-expanded", !(shown.hidden = !shown.hidden));
});`;
  for (const file of pages) {
    const html = await readFile(join(dir, file), "utf8");
    await writeFile(
      join(dir, file),
      html.replace("</body>", () => `<script>${plain}</script></body>`),
    );
  }
  const hash = createHash("sha256").update(plain).digest("base64");
  const headers = await readFile(join(dir, "_headers"), "utf8");
  await writeFile(
    join(dir, "_headers"),
    headers.replace(/script-src 'self'[^;\n]*/, `script-src 'self' 'sha256-${hash}'`),
  );
  return dir;
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A DevTools Protocol session on a new page of the browser listening on `debuggingPort`.
 * @param {number} debuggingPort
 */
async function openPage(debuggingPort) {
  const target = await (
    await fetch(`http://127.0.0.1:${debuggingPort}/json/new?about:blank`, { method: "PUT" })
  ).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let id = 0;
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  /** @type {Map<string, (params: any) => void>} */
  const listeners = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    if (message.method) listeners.get(message.method)?.(message.params);
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error) call.reject(new Error(`${message.error.message}`));
    else call.resolve(message.result);
  });
  /** @param {string} method @param {(params: any) => void} listener */
  const on = (method, listener) => listeners.set(method, listener);
  /** @param {string} method @param {object} [params] @returns {Promise<any>} */
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      id += 1;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  /** @param {string} expression */
  const evaluate = async (expression) =>
    (await send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true })).result
      .value;
  return { send, evaluate, on, close: () => socket.close() };
}

/** @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any }} TraceEvent */

/**
 * Records the page's trace (the tasks of its main thread, as Lighthouse records them) until the
 * function returned is called, which returns its events.
 * @param {Awaited<ReturnType<typeof openPage>>} page
 */
async function startTrace(page) {
  /** @type {TraceEvent[]} */
  const events = [];
  page.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  await page.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: { includedCategories: ["devtools.timeline", "toplevel", "v8", "v8.execute"] },
  });
  return async () => {
    const complete = new Promise((resolve) => page.on("Tracing.tracingComplete", resolve));
    await page.send("Tracing.end");
    await complete;
    return events;
  };
}

/**
 * The longest task of the page's main thread between its first paint and `until` (µs, the
 * trace's clock), and the longest that ran the site's own scripts (a module evaluated, or a
 * function of a script from `origin` called): each as it ran (ms) and in the main thread's own
 * time (ms: the time the thread ran, which the machine's other work does not stretch).
 * @param {TraceEvent[]} events
 * @param {string} origin
 * @param {number} [until]
 */
export function longestTasks(events, origin, until = Infinity) {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  const none = { ms: 0, threadMs: 0 };
  if (!paint) return { task: none, scriptTask: none };
  const onMain = events.filter(
    (event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === "X",
  );
  const tasks = onMain.filter(
    (event) =>
      (event.name === "ThreadControllerImpl::RunTask" || event.name === "RunTask") &&
      event.ts >= paint.ts &&
      event.ts < until,
  );
  const runsOurs = (/** @type {TraceEvent} */ task) =>
    onMain.some(
      (event) =>
        event.ts >= task.ts &&
        event.ts <= task.ts + (task.dur ?? 0) &&
        (event.name === "v8.evaluateModule" ||
          (event.name === "FunctionCall" && String(event.args?.data?.url).startsWith(origin))),
    );
  const longest = (/** @type {TraceEvent[]} */ some) => ({
    ms: Math.max(0, ...some.map((task) => (task.dur ?? 0) / 1000)),
    threadMs: Math.max(0, ...some.map((task) => (task.tdur ?? 0) / 1000)),
  });
  return { task: longest(tasks), scriptTask: longest(tasks.filter(runsOurs)) };
}

/**
 * The phones a page is loaded on: Lighthouse's mobile preset with its slowdowns applied (slow 4G,
 * 4x CPU), and the browser tests' phone (Playwright's Pixel 7: its screen and user agent, no
 * slowdown).
 */
const phones = {
  lighthouse: {
    screen: screenEmulationMetrics.mobile,
    userAgent: userAgents.mobile,
    slowdowns: mobileSlowdowns,
  },
  pixel7: {
    screen: {
      ...devices["Pixel 7"].viewport,
      deviceScaleFactor: devices["Pixel 7"].deviceScaleFactor,
    },
    userAgent: devices["Pixel 7"].userAgent,
    slowdowns: null,
  },
};

/**
 * @param {Awaited<ReturnType<typeof openPage>>} page
 * @param {string} url
 * @param {keyof typeof phones} [on]
 */
async function load(page, url, on = "lighthouse") {
  const { send } = page;
  const { screen, userAgent, slowdowns } = phones[on];
  await send("Page.enable");
  await send("Network.enable");
  await send("Network.setCacheDisabled", { cacheDisabled: true });
  if (slowdowns) {
    await send("Network.emulateNetworkConditions", {
      offline: false,
      latency: slowdowns.requestLatencyMs,
      downloadThroughput: (slowdowns.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slowdowns.uploadThroughputKbps * 1024) / 8,
    });
    await send("Emulation.setCPUThrottlingRate", { rate: slowdowns.cpuSlowdownMultiplier });
  }
  await send("Emulation.setDeviceMetricsOverride", {
    width: screen.width,
    height: screen.height,
    deviceScaleFactor: screen.deviceScaleFactor,
    mobile: true,
  });
  await send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
  await send("Emulation.setUserAgentOverride", { userAgent });
  await send("Page.addScriptToEvaluateOnNewDocument", { source: `(${watchPage})()` });
  await send("Page.navigate", { url });
}

/** @param {Awaited<ReturnType<typeof openPage>>} page @param {string} condition @param {number} timeout */
async function until(page, condition, timeout) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await page.evaluate(condition).catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}

/**
 * Scrolls the control into view and says where it is; the page's clock then ("now").
 * @param {Awaited<ReturnType<typeof openPage>>} page
 * @returns {Promise<{ x: number, y: number, now: number }>}
 */
async function aim(page) {
  const point = await page.evaluate("bench.aim()");
  if (!point) throw new Error("nothing to tap on the page");
  return point;
}

/**
 * A finger on `point` and off: the browser times the touch as it is sent, busy page or not.
 * @param {Awaited<ReturnType<typeof openPage>>} page
 * @param {{ x: number, y: number }} point
 */
async function tap(page, { x, y }) {
  const touch = { x, y, radiusX: 8, radiusY: 8, force: 1, id: 0 };
  // Sent together: the lift does not wait for the page to acknowledge the touch.
  await Promise.all([
    page.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [touch] }),
    page.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
  ]);
}

/**
 * The tap's answer (ms from the finger's lift to the frame that shows it, NaN if none came within
 * 30 s) and its interaction's longest Event Timing (ms; 0 under 16 ms).
 * @param {Awaited<ReturnType<typeof openPage>>} page
 */
async function answer(page) {
  const answered = await until(page, "!Number.isNaN(bench.answerAt)", 30_000);
  const b = await page.evaluate(
    "({ tapAt: bench.tapAt, answerAt: bench.answerAt, events: bench.events })",
  );
  const tapEvents = b.events.filter(([start = 0]) => start >= b.tapAt - 1);
  return {
    answer: answered ? b.answerAt - b.tapAt : NaN,
    inp: Math.max(0, ...tapEvents.map(([, duration = 0]) => duration)),
  };
}

/**
 * On fresh loads of `url`, each in a fresh browser: on Lighthouse's phone, a tap 0.6 s after the
 * first paint, and one once the page is interactive, with the longest tasks of the main thread
 * from the paint to that tap (see longestTasks); and that second tap on the browser tests' phone.
 * @param {string} url
 * @param {number} debuggingPort
 */
export async function measureTaps(url, debuggingPort) {
  /**
   * @template T
   * @param {(page: Awaited<ReturnType<typeof openPage>>) => Promise<T>} run
   */
  const once = async (run) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`],
    });
    try {
      const page = await openPage(debuggingPort);
      try {
        return await run(page);
      } finally {
        page.close();
      }
    } finally {
      await browser.close();
    }
  };
  const early = await once(async (page) => {
    await load(page, url);
    if (!(await until(page, "bench.fcp > 0", 30_000))) throw new Error(`${url}: no first paint`);
    const fcp = await page.evaluate("bench.fcp");
    const point = await aim(page);
    await sleep(Math.max(0, fcp + 600 - point.now));
    await tap(page, point);
    return answer(page);
  });
  /** No long task for `ms` after `since` (ms on the page's clock), nor since the last one. */
  const quiet = (/** @type {number} */ ms, since = "bench.fcp") =>
    `performance.now() - Math.max(${since}, ...bench.tasks.map(([s, d]) => s + d)) > ${ms}`;
  /** A tap once the page is quiet, on `phone`, with the longest tasks from the paint to it. */
  const onceQuiet = (/** @type {keyof typeof phones} */ phone) =>
    once(async (page) => {
      const stopTrace = await startTrace(page);
      await load(page, url, phone);
      // Quiet as time to interactive counts it: no long task for 5 s, no request for 2 s.
      await until(
        page,
        `document.readyState === "complete" && ${quiet(5000)} &&
         performance.now() - Math.max(0, ...performance.getEntriesByType("resource").map((r) => r.responseEnd)) > 2000`,
        60_000,
      );
      // Scrolled to the control, the page settles first (the phone call bar slides in): the
      // figure is the tap's, not the scroll's.
      const point = await aim(page);
      await until(page, quiet(1000, String(point.now)), 10_000);
      const tasks = longestTasks(await stopTrace(), new URL(url).origin);
      await tap(page, point);
      return { ...(await answer(page)), ...tasks };
    });
  const interactive = await onceQuiet("lighthouse");
  // The same tap on the browser tests' phone, for its Event Timing.
  const pixel7 = await onceQuiet("pixel7");
  return { early, interactive, pixel7 };
}
