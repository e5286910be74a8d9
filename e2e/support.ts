import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import type { SupabaseTestServer } from "../supabase/local/server";
import { expect } from "./fixtures";
import { supabaseOrigin } from "./servers";

const heroTitle = "Trash pickup and garage cleanouts, done for you";

/**
 * The landing page's section headings, in the order of the product specification (after the
 * hero), with the FAQ added between How to start and Social. The trust strip has no heading.
 */
export const sectionHeadings = [
  "Why property managers choose us",
  "Simple, upfront pricing",
  "Our services",
  "How to get started",
  "Questions and answers",
  "Follow our work",
  "Partner with us",
];

/**
 * Opens `path` and waits for the app: the page's boot script adds it only after the first paint
 * (src/app/boot.ts), which can come well after "load" on a busy machine, so a quiet network
 * alone does not mean it has run. main.tsx marks "app-ready" in the performance timeline once
 * the app has hydrated the page (or rendered it afresh). The network's first quiet moment may
 * have passed by then, and parts the page loads as it hydrates (the landing page's deferred
 * chunk) may still be on their way: wait for those by name.
 */
export async function openWithApp(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForApp(page);
  await page.waitForLoadState("networkidle");
  return response;
}

/** Waits until main.tsx has marked "app-ready": the app has taken the page over. */
export const waitForApp = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("app-ready").length > 0, null, {
    timeout: 15_000,
  });

/** Waits until React has hydrated: a tab switches only once its handlers are attached. */
export async function expectInteractive(page: Page) {
  const trash = page
    .getByRole("tablist", { name: "Services" })
    .getByRole("tab", { name: "Trash Collection" });
  await expect(async () => {
    await trash.click();
    await expect(trash).toHaveAttribute("aria-selected", "true", { timeout: 500 });
  }).toPass();
}

/** The landing page is there: its heading, and the phone number to call. */
export async function expectLanding(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: heroTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
    "href",
    /^tel:\+1\d{10}$/,
  );
}

export async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
}

/**
 * Runs in the page: sums every layout shift (what CLS scores) into window.shifts, including
 * those before it ran. Pass it to page.addInitScript to watch a load, or page.evaluate to watch
 * from now on; read the sum with layoutShift(page).
 */
export function observeLayoutShifts() {
  const w = window as unknown as { shifts: number };
  w.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number }[])
      w.shifts += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
}

export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number }).shifts);

// supabase-js keeps the session under sb-<first label of the Supabase host>-auth-token.
export const storageKey = `sb-${new URL(supabaseOrigin).hostname.split(".")[0]}-auth-token`;

export const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };

/** A signed-in visitor's stored session, so that the client has a reason to call Supabase. */
export async function storeSession(page: Page) {
  const session = {
    access_token: "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.c2ln",
    refresh_token: "refresh-token",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: "00000000-0000-0000-0000-000000000001", email: "resident@example.com" },
  };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(session),
  ] as const);
}

/**
 * Sends the configured build's requests to its Supabase origin (baked in at build time) on to
 * the server at `serverUrl()` (the test's local stack: e2e/stack.ts); `down()` true fails them
 * as a network that is down would.
 */
export async function forwardSupabase(
  target: Page | BrowserContext,
  serverUrl: () => string,
  down = () => false,
) {
  await target.route(`${supabaseOrigin}/**`, async (route) => {
    if (down()) return route.abort("internetdisconnected");
    const url = route.request().url().replace(supabaseOrigin, serverUrl());
    try {
      // A redirect (Auth's e-mailed links) goes back to the browser, which follows it itself.
      const response = await route.fetch({ url, timeout: 0, maxRedirects: 0 });
      // Playwright hands back the body decoded (the local gateway compresses, as Supabase's
      // does): it goes on without the encoding and length it no longer has.
      const headers = response.headers();
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, headers });
    } catch {
      await route.abort("connectionfailed").catch(() => undefined);
    }
  });
}

/**
 * Resolves once the page has held still for three frames. A field given focus or an anchor
 * followed scrolls smoothly for a few hundred milliseconds, and a frame of that scroll passes
 * content under the sticky header, which axe would measure as obscured: people read the page at
 * rest, so the checks below do too.
 */
export async function scrollAtRest(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = "";
        let still = 0;
        const look = () => {
          const now = `${window.scrollX},${window.scrollY}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still === 3) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

/**
 * Asserts that axe finds no WCAG 2.2 A or AA violation on the page as it is now, Label in Name
 * (2.5.3) included: axe ships that rule as experimental, so its tag sets leave it out, and a link
 * whose accessible name hides its visible text would pass unseen. An enabled rule in axe's
 * `rules` option runs whatever `runOnly` selects (axe-core's API: rules overrides tags), so one
 * run covers both. `exclude` leaves out what matches a selector (a frame no script may run in).
 */
export async function expectNoAxeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  await scrollAtRest(page);
  const builder = new AxeBuilder({ page });
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder
    .options({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      rules: { "label-content-name-mismatch": { enabled: true } },
    })
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/**
 * Realtime for the configured build: its WebSocket to the baked-in origin is answered by a test's
 * own server (whichever `server()` gives now), through Playwright's routeWebSocket.
 */
export async function forwardRealtime(
  context: BrowserContext,
  server: () => Pick<SupabaseTestServer, "realtimeConnect">,
) {
  await context.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    const connection = server().realtimeConnect(socket.url(), (text) => socket.send(text));
    socket.onMessage((message) => void connection.receive(String(message)));
    socket.onClose(() => connection.close());
  });
}

/** An input by its exact label, as the inbox's and the request page's fields are found. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Signs in on /owner's form. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await field(page, "E-mail").fill(account.email);
  await field(page, "Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A link by its exact name: in the inbox, a request's name opens it. */
export const openLink = (page: Page, name: string) => page.getByRole("link", { name, exact: true });

/** A request's row in the inbox's list: its link is the name, the facts stand beside it. */
export const requestRow = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: openLink(page, name) });

/** How far the page is wider than the viewport, in CSS pixels: 0 when nothing overflows. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
