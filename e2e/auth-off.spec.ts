import { expect, test } from "@playwright/test";

// The default build has no VITE_SUPABASE_* variables: auth must stay inert.
test("without Supabase configured, the page requests nothing from any other host", async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin)
      foreign.push(request.url());
  });
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/", { waitUntil: "networkidle" });
  await page
    .getByRole("tablist", { name: "Services" })
    .getByRole("tab", { name: "Trash Collection" })
    .click();
  await expect(page.getByRole("heading", { name: "Daily Collection" })).toBeVisible();
  // The dropdown menus load when the browser is idle (up to 3 s); give late work its chance.
  await page.waitForTimeout(3500);
  await page.waitForLoadState("networkidle");

  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});
