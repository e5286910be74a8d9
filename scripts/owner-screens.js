// @ts-check
// The business's screens as `npm run bench:owner` (scripts/bench-owner.js) and their budget in
// the browser tests (e2e/owner-budget.spec.ts) measure them: which page each is, who is signed
// in, what counts as its first row, and the most requests and bytes each may cost at today's seed
// (supabase/local/dev.ts, seedSample); then one load of a screen, counted as a host sends it.
import { gzipSync } from "node:zlib";

/**
 * @typedef {{ request: string }} SeedIds the rows a screen's address names
 * @typedef {{
 *   name: string,
 *   as: "staff" | "partner",
 *   path: (ids: SeedIds) => string,
 *   firstRow: string,
 *   lists: boolean,
 *   budget: { requests: number, bytes: number },
 * }} Screen
 */

/**
 * The four screens. `firstRow` is a CSS selector of what the person came for: a request's row, the
 * request's own heading, a property's line of the route, a night of the log. A screen that `lists` shows
 * photos only as their small copies (the request's page shows the photos). The budgets are a first
 * visit's requests and bytes (photos apart, see measureScreen) at today's seed, a little above
 * what was measured (docs/performance/owner-screens.md): lower them as the screens get cheaper.
 * @type {Screen[]}
 */
export const ownerScreens = [
  {
    name: "Inbox, Open",
    as: "staff",
    path: () => "/owner",
    firstRow: "main ul > li a[href*='request=']",
    lists: true,
    budget: { requests: 30, bytes: 245_000 },
  },
  {
    name: "A request's page",
    as: "staff",
    path: (ids) => `/owner?request=${ids.request}`,
    firstRow: "main h2[tabindex='-1']",
    lists: false,
    budget: { requests: 27, bytes: 244_500 },
  },
  {
    name: "The route",
    as: "staff",
    path: () => "/owner/route",
    firstRow: "main ol > li",
    lists: true,
    budget: { requests: 25, bytes: 243_000 },
  },
  {
    name: "The partner's log",
    as: "partner",
    path: () => "/partner",
    firstRow: "main table tbody tr",
    lists: true,
    budget: { requests: 24, bytes: 226_000 },
  },
];

/** @typedef {{ requests: number, bytes: number }} Count */
/**
 * @typedef {{
 *   app: Count, data: Count, photos: Count, firstRowMs: number,
 *   list: { url: string, kind: "app" | "data" | "photos", bytes: number }[],
 * }} ScreenCost
 */

const textTypes = /text|javascript|json|xml|svg|manifest/;

/**
 * What one response cost on the wire: its headers and its body as sent, or, from a server that
 * does not compress (the browser tests' static server; the local Supabase's answers once the
 * browser tests' forwarding has decoded them), its text at gzip -9,
 * as a host and Supabase send it; an image as it is.
 * @param {import("@playwright/test").Request} request
 */
async function transferred(request) {
  const response = await request.response().catch(() => null);
  if (!response) return 0;
  const [sizes, headers] = await Promise.all([request.sizes(), response.allHeaders()]);
  if (headers["content-encoding"] || !textTypes.test(headers["content-type"] ?? ""))
    return sizes.responseHeadersSize + sizes.responseBodySize;
  const body = await response.body().catch(() => Buffer.alloc(0));
  return sizes.responseHeadersSize + gzipSync(body, { level: 9 }).length;
}

/** Records, in the page, when the first element matching the selector appears. */
function watchFirstRow(/** @type {string} */ selector) {
  const seen = () => {
    if (!document.querySelector(selector)) return false;
    /** @type {Window & { firstRowAt?: number }} */ (window).firstRowAt = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => seen() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Opens `url` in `page` (a fresh page, signed in as its screen needs) and counts every request it
 * makes until its first row is shown and the network has been quiet for `quietMs`: the site's own
 * files (app), the API's answers (data) and the photos, each in requests and bytes; and the time
 * from the navigation's start to the first row (performance.now() in the page).
 * @param {import("@playwright/test").Page} page
 * @param {string} url
 * @param {string} firstRow
 * @param {{ quietMs?: number, timeoutMs?: number }} [options]
 * @returns {Promise<ScreenCost>}
 */
export async function measureScreen(
  page,
  url,
  firstRow,
  { quietMs = 1000, timeoutMs = 60_000 } = {},
) {
  const site = new URL(url).origin;
  /** @type {Promise<ScreenCost["list"][number]>[]} */
  const costs = [];
  const inflight = new Set();
  let lastActivity = Date.now();
  /** @param {import("@playwright/test").Request} request */
  const started = (request) => {
    inflight.add(request);
    lastActivity = Date.now();
    const url = request.url();
    /** @type {"app" | "data" | "photos"} */
    const kind =
      request.resourceType() === "image" && url.includes("/storage/v1/object/")
        ? "photos"
        : new URL(url).origin === site
          ? "app"
          : "data";
    costs.push(transferred(request).then((bytes) => ({ url, kind, bytes })));
  };
  /** @param {import("@playwright/test").Request} request */
  const ended = (request) => {
    inflight.delete(request);
    lastActivity = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  await page.addInitScript(watchFirstRow, firstRow);
  const deadline = Date.now() + timeoutMs;
  try {
    await page.goto(url);
    await page.waitForFunction(() => "firstRowAt" in window, undefined, { timeout: timeoutMs });
    while (inflight.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) throw new Error(`${url} never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
  const list = await Promise.all(costs);
  /** @param {"app" | "data" | "photos"} kind */
  const count = (kind) => {
    const some = list.filter((item) => item.kind === kind);
    return { requests: some.length, bytes: some.reduce((sum, item) => sum + item.bytes, 0) };
  };
  const firstRowMs = await page.evaluate(
    () => /** @type {Window & { firstRowAt?: number }} */ (window).firstRowAt ?? NaN,
  );
  return { app: count("app"), data: count("data"), photos: count("photos"), firstRowMs, list };
}

/**
 * What a screen's budget counts: every request but the photos', and their bytes.
 * @param {ScreenCost} cost
 */
export const budgeted = (cost) => ({
  requests: cost.app.requests + cost.data.requests,
  bytes: cost.app.bytes + cost.data.bytes,
});
