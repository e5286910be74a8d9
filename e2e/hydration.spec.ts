import type { Page } from "@playwright/test";
import { expect, notFoundLogs, test } from "./fixtures";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { cors, openWithApp, sectionHeadings, storeSession } from "./support";

/**
 * The production build (prerendered HTML + hydration), as a static host serves it.
 * The problems fixture fails on any console error or warning, a hydration mismatch included:
 * React 19 reports a recovered mismatch through reportError (a page error) and then renders
 * afresh, which the "same node" check below also catches.
 */

// Remembers the server-rendered heading before any script runs; hydration keeps that node,
// a client render replaces it.
async function rememberServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector("h1");
    });
  });
}

const keptServerHeading = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return kept !== null && kept === document.querySelector("h1") && kept.isConnected;
  });

test("the landing page hydrates its prerendered HTML without a warning", async ({ page }) => {
  await rememberServerHeading(page);
  await openWithApp(page, "/");

  // The Services tabs switch (they answer from the HTML, and go on answering once hydrated).
  const services = page.locator("#services");
  await services.getByRole("tab", { name: "Trash Collection" }).click();
  await expect(services.getByText("Daily Collection")).toBeVisible();
  await expect(services.getByText("Complete Cleanout")).toBeHidden();

  expect(await keptServerHeading(page)).toBe(true);
});

test("a key on the lower sections' tabs as the app takes over, before React hydrates them, moves the selection", async ({
  page,
}) => {
  // The landing page hydrates its lower sections after app-ready, as they near the viewport
  // (HydrateWhenNear.tsx). A key there before: React hydrates the section at once and Radix
  // takes the key.
  await page.addInitScript(() => {
    document.addEventListener("app-ready", () =>
      queueMicrotask(() => {
        const tab = document.querySelector<HTMLElement>("#services [role=tab]")!;
        const hydrated = Object.keys(tab).some((key) => key.startsWith("__reactFiber"));
        tab.focus();
        const key = new KeyboardEvent("keydown", {
          key: "ArrowRight",
          bubbles: true,
          cancelable: true,
        });
        tab.dispatchEvent(key);
        Object.assign(window, { keyed: { hydrated, handled: key.defaultPrevented } });
      }),
    );
  });
  await openWithApp(page, "/");

  expect(await page.evaluate(() => Reflect.get(window, "keyed"))).toEqual({
    hydrated: false,
    handled: true,
  });
  const services = page.locator("#services");
  const trash = services.getByRole("tab", { name: "Trash Collection" });
  await expect(trash).toHaveAttribute("aria-selected", "true");
  await expect(trash).toBeFocused();
  await expect(services.getByText("Daily Collection")).toBeVisible();
  await expect(services.getByText("Complete Cleanout")).toBeHidden();
});

const hydratedByReact = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      Object.keys(document.querySelector(selector)!).some((key) => key.startsWith("__reactFiber")),
    selector,
  );

test("the lower sections hydrate as they near the viewport; a navigation before keeps their server markup", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () =>
      Object.assign(window, { serverContact: document.querySelector("#contact h2") }),
    );
  });
  await openWithApp(page, "/");
  await page.waitForTimeout(500);
  // The app has started; the sections far below the first screen are the server's HTML still.
  expect(await hydratedByReact(page, "#pricing [role=tab]")).toBe(false);
  expect(await hydratedByReact(page, "#contact h2")).toBe(false);

  // Scrolled to, a section hydrates; one far below it does not.
  await page.locator("#pricing").scrollIntoViewIfNeeded();
  await expect.poll(() => hydratedByReact(page, "#pricing [role=tab]")).toBe(true);
  expect(await hydratedByReact(page, "#contact h2")).toBe(false);

  // An in-page link: the router's update reaches every section, and React hydrates each as it
  // does, on the markup the server sent, instead of rendering it afresh.
  await page.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.getByRole("heading", { name: "Our services" })).toBeInViewport();
  await expect.poll(() => hydratedByReact(page, "#services [role=tab]")).toBe(true);
  await expect.poll(() => hydratedByReact(page, "#contact h2")).toBe(true);
  expect(
    await page.evaluate(
      () => Reflect.get(window, "serverContact") === document.querySelector("#contact h2"),
    ),
  ).toBe(true);
});

test("the 404 page hydrates and logs only the attempted path", async ({ page, problems }) => {
  const path = "/no-such-page";
  problems.allowConsole(...notFoundLogs);
  await rememberServerHeading(page);
  const response = await openWithApp(page, path);

  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  expect(await keptServerHeading(page)).toBe(true);
  const logged = problems.console.filter((line) => line.includes("non-existent route"));
  expect(logged).toEqual([
    `error: 404 Error: user attempted to access non-existent route: ${path}`,
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page shows every section, the default tabs and working links", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const name of sectionHeadings) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();

    // The default tab (Garage Cleanouts) is the one shown in both tabbed sections.
    await expect(page.locator("#services").getByText("Complete Cleanout")).toBeVisible();
    await expect(page.locator("#services").getByText("Daily Collection")).toBeHidden();
    await expect(page.locator("#pricing").getByText("$279")).toBeVisible();

    await expect(page.locator('main a[href^="tel:+1"]').first()).toBeVisible();
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();

    await page.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole("heading", { name: "Our services" })).toBeInViewport();
  });
});

/**
 * The build owners deploy, with Supabase configured, as a static host serves it. Each page is
 * loaded several times, because a client render that replaces the server's markup is a race
 * (an update reaching a part of the page still waiting for its chunk): it shows up on some
 * loads only. A MutationObserver installed before any script runs records every removal of a
 * node that holds one of the server's headings (<h1>, <h2>): on `/`, a visitor's stored session
 * updates the page while its lower sections still wait to be hydrated.
 */
test.describe("on the configured build", { tag: "@desktop" }, () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });
  test.describe.configure({ timeout: 120_000 });

  // Before the page's chunk was loaded ahead of hydrateRoot, the race showed on 8 to 12 of 20
  // loads per page: 2 loads of each page for each visitor (20 in all) catch it all but surely.
  // HYDRATION_LOADS=20 repeats the original measurement.
  const loads = Number(process.env.HYDRATION_LOADS ?? 2);
  const paths = ["/", "/areas", "/areas/orem", "/get-started", "/partners", "/no-such-page"];

  async function watchServerHeadings(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { serverHeadings: Element[]; removals: number };
      w.removals = 0;
      w.serverHeadings = [];
      document.addEventListener("DOMContentLoaded", () => {
        w.serverHeadings = [...document.querySelectorAll("h1, h2")];
      });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (w.serverHeadings.some((heading) => node.contains(heading))) w.removals += 1;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }

  for (const visitor of ["a visitor", "a visitor with a stored session"]) {
    for (const path of paths) {
      test(`${path} keeps its server markup on every load, for ${visitor}`, async ({
        page,
        problems,
      }) => {
        problems.allowConsole(...notFoundLogs);
        if (visitor !== "a visitor") {
          await storeSession(page);
          await page.route(`${supabaseOrigin}/**`, (route) =>
            route.request().method() === "OPTIONS"
              ? route.fulfill({ status: 204, headers: cors })
              : route.fulfill({ headers: cors, json: { subscribed: false } }),
          );
        }
        await watchServerHeadings(page);
        for (let load = 1; load <= loads; load += 1) {
          await openWithApp(page, path);
          await page.waitForTimeout(300);
          const kept = await page.evaluate(() => {
            const w = window as unknown as { serverHeadings: Element[]; removals: number };
            return {
              removals: w.removals,
              same:
                w.serverHeadings[0] === document.querySelector("h1") &&
                w.serverHeadings.every((heading) => heading.isConnected),
            };
          });
          expect(kept, `load ${load} of ${path}`).toEqual({ removals: 0, same: true });
        }
      });
    }
  }
});
