import type { Route } from "@playwright/test";
import { expect, notFoundLogs, test } from "./fixtures";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import {
  cors,
  expectInteractive,
  expectLanding,
  expectNotFoundPage,
  storageKey,
  storeSession,
} from "./support";

// The page never goes blank: each failure a browser, a host or the backend can throw at it,
// against the production builds in a real Chromium (at phone size: the screen changes nothing).

test.describe("against the Supabase-configured build", { tag: "@phone" }, () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });

  const failures: Record<string, (route: Route) => Promise<void>> = {
    unreachable: (route) => route.abort("connectionrefused"),
    "answering 500": (route) =>
      route.fulfill({ status: 500, headers: cors, json: { message: "Internal Server Error" } }),
    "slow (answers after 10 s)": async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      // The test may be over by then; a late answer to a closed page is no failure.
      await route.fulfill({ headers: cors, json: { subscribed: false } }).catch(() => {});
    },
  };

  for (const [name, answer] of Object.entries(failures)) {
    test(`Supabase ${name}: the landing page stays up with no uncaught error`, async ({
      page,
      problems,
    }) => {
      test.setTimeout(45_000);
      // The failure may be logged (the subscription check logs and continues), but nothing
      // may escape uncaught or be refused by the policy: the fixture still checks those.
      problems.allowConsole(/^(error|warning): /);
      const requests: string[] = [];
      let answered = 0;
      await page.route(`${supabaseOrigin}/**`, async (route) => {
        requests.push(route.request().url());
        await answer(route);
        answered += 1;
      });
      await storeSession(page);

      await page.goto("/");
      await expectLanding(page);
      await expectInteractive(page);
      // The stored session makes the client call Supabase, so it really meets the failure.
      await expect.poll(() => requests.length).toBeGreaterThan(0);
      await expect.poll(() => answered, { timeout: 15_000 }).toBeGreaterThan(0);
      await page.waitForTimeout(500);

      await expectLanding(page);
    });
  }

  test("a corrupted stored session is ignored quietly", async ({ page }) => {
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, '{"access_token":"x", not json'),
      storageKey,
    );
    await page.route(`${supabaseOrigin}/**`, (route) => route.abort("connectionrefused"));

    await page.goto("/");
    await expectLanding(page);
    await expectInteractive(page);
  });

  test("storage that throws on access is survived quietly", async ({ page }) => {
    // As in a browser that blocks site data: merely reading window.localStorage throws.
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException("Access is denied for this document.", "SecurityError");
          },
        });
      }
    });

    await page.goto("/");
    await expect(page.evaluate(() => window.localStorage)).rejects.toThrow(/Access is denied/);
    await expectLanding(page);
    await expectInteractive(page);
  });
});

test.describe("odd addresses", { tag: "@phone" }, () => {
  // React Router warns, rightly, that it cannot decode a broken escape; the page still works.
  const undecodable = /could not be decoded because it is a malformed URL segment/;
  const unknownPaths = {
    "a broken percent-escape": "/%E0%A4%A",
    "a very long path": `/${"very-long-path-segment/".repeat(150)}end`,
    "an encoded parent directory": "/..%2f",
    "an encoded path out of the site": "/..%2f..%2f..%2fetc%2fpasswd",
  };
  for (const [name, path] of Object.entries(unknownPaths)) {
    test(`${name} gets the 404 page and status`, async ({ page, problems }) => {
      problems.allowConsole(...notFoundLogs, undecodable);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page);
      // The 404 page logs the path once React runs: proof the script ran and did not crash.
      await expect
        .poll(() => problems.console.some((text) => text.startsWith("error: 404 Error")))
        .toBe(true);
    });
  }

  const landingAddresses = {
    "a query string": "/?utm_source=flyer&ref=%E0%A4%A",
    "a hash": "/#pricing",
    "a query string and a hash": "/?utm_campaign=spring#contact",
  };
  for (const [name, address] of Object.entries(landingAddresses)) {
    test(`/ with ${name} gets the landing page`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expectLanding(page);
      await expectInteractive(page);
    });
  }
});
