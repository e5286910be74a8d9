import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openWithApp } from "./support";

const menusLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /\/menus-[^/]*\.js$/i.test(entry.name)),
  );

// The default build has no VITE_SUPABASE_* variables: auth must stay inert. The problems
// fixture fails the test on any request to another host and on any console error.
test("without Supabase configured, the page requests nothing from any other host", async ({
  page,
}) => {
  await openWithApp(page, "/");
  await page
    .getByRole("tablist", { name: "Services" })
    .getByRole("tab", { name: "Trash Collection" })
    .click();
  await expect(page.getByRole("heading", { name: "Daily Collection" })).toBeVisible();
  // The header's menus load when someone reaches for one: reach for it, then let it settle.
  await page
    .getByRole("button", { name: /^(Areas We Service|Menu)$/ })
    .filter({ visible: true })
    .first()
    .hover();
  await expect.poll(() => menusLoaded(page)).toBe(true);
  await page.waitForLoadState("networkidle");
});
