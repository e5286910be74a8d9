import { expect, test } from "./fixtures";
import { openWithApp } from "./support";

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
  // The header's menu opens too, then the page settles.
  await page
    .getByRole("button", { name: /^(Areas We Service|Menu)$/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.waitForLoadState("networkidle");
});
