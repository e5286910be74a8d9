import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support";

// The problems fixture must be able to fail a test: each of these provokes one problem on an
// otherwise healthy page, and is marked as expected to fail.
const provocations: Record<string, (page: Page) => Promise<unknown>> = {
  "a console error": (page) => page.evaluate(() => console.error("provoked")),
  "an uncaught error": (page) =>
    page.evaluate(() => setTimeout(() => Promise.reject(new Error("provoked")), 0)),
  "a CSP violation": (page) =>
    page.evaluate(() => document.body.insertAdjacentHTML("beforeend", "<style>p{}</style>")),
  // A navigation, because the policy would block a fetch first (and report a violation).
  "a request to another host": (page) =>
    page.evaluate(() => window.location.assign("http://127.0.0.2:9/")),
};

for (const [name, provoke] of Object.entries(provocations)) {
  test(`the problems fixture fails a test on ${name}`, { tag: "@desktop" }, async ({ page }) => {
    test.fail();
    await page.goto("/");
    await provoke(page);
    await page.waitForTimeout(200);
  });
}

test(
  "the axe check fails on a link whose name hides its visible text (Label in Name)",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto("/");
    // Outside #root, where React never looks.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        "beforeend",
        '<footer><a href="/areas" aria-label="Open">Service areas</a></footer>',
      ),
    );
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/label-content-name-mismatch/);
  },
);
