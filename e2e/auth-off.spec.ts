import { expect, test } from "./fixtures";

// The default build has no VITE_SUPABASE_* variables: auth must stay inert. The problems
// fixture fails the test on any request to another host and on any console error.
test("without Supabase configured, the page requests nothing from any other host", async ({
  page,
}) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await page
    .getByRole("tablist", { name: "Services" })
    .getByRole("tab", { name: "Trash Collection" })
    .click();
  await expect(page.getByRole("heading", { name: "Daily Collection" })).toBeVisible();
  // The dropdown menus load when the browser is idle (up to 3 s); give late work its chance.
  await page.waitForTimeout(3500);
  await page.waitForLoadState("networkidle");
});
