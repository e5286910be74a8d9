import { expect, test, type Page } from "@playwright/test";
import {
  expectInteractive,
  expectLanding,
  expectNotFoundPage,
  unexpectedOn404,
  watch,
  type Problems,
} from "./support";

// Every visitor journey under the real headers (scripts/serve.js applies dist/_headers):
// none may trip the Content-Security-Policy or log an error.
let problems: Problems;

test.beforeEach(async ({ page }) => {
  problems = await watch(page);
});

test.afterEach(async ({ page }) => {
  await page.waitForTimeout(100); // lets the last violation reports cross from the page
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

/** The header's navigation: inline on a wide screen, folded into the Menu button on a phone. */
async function openNavigation(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Menu" }).click();
    return page.getByRole("menu");
  }
  return page.getByRole("navigation", { name: "Main" });
}

test("load the landing page", async ({ page }) => {
  await page.goto("/");
  await expectLanding(page);
  await expectInteractive(page);
  expect(problems.consoleErrors).toEqual([]);
});

test("follow the navigation anchors", async ({ page, isMobile }) => {
  await page.goto("/");
  await expectInteractive(page);
  for (const [label, id] of [
    ["Services", "services"],
    ["Pricing", "pricing"],
    ["Contact", "contact"],
  ]) {
    const navigation = await openNavigation(page, isMobile);
    await navigation.getByRole(isMobile ? "menuitem" : "link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expect(page.locator(`section#${id}`)).toBeInViewport();
  }
  expect(problems.consoleErrors).toEqual([]);
});

test("open the Areas We Service dropdown", async ({ page, isMobile }) => {
  await page.goto("/");
  await expectInteractive(page);
  if (!isMobile) await page.getByRole("button", { name: "Areas We Service" }).click();
  const menu = isMobile ? await openNavigation(page, true) : page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Pleasant Grove" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Heber" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  expect(problems.consoleErrors).toEqual([]);
});

test("switch the services and pricing tabs", async ({ page }) => {
  await page.goto("/");
  await expectInteractive(page);
  const services = page.locator("section#services");
  await expect(services.getByRole("heading", { name: "Daily Collection" })).toBeVisible();
  await services.getByRole("tab", { name: "Garage Cleanouts" }).click();
  await expect(services.getByRole("heading", { name: "Complete Cleanout" })).toBeVisible();

  const pricing = page.getByRole("tablist", { name: "Pricing by service" });
  await pricing.getByRole("tab", { name: "Trash Collection" }).click();
  await expect(page.getByText("$20/month")).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test("load a 404 and return home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page);
  expect(problems.consoleErrors.some((text) => text.includes("/no-such-page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expectLanding(page);
  expect(unexpectedOn404(problems.consoleErrors)).toEqual([]);
});
