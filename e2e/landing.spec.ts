import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sectionHeadings } from "./support";
import { specAreas } from "../tests/support/spec";

// The visitor journeys on the production build under its real headers (scripts/serve.js
// applies dist/_headers); the problems fixture fails any that trips the policy, throws or logs.
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("shows every section in the spec's order", { tag: "@phone" }, async ({ page }) => {
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings.slice(0, sectionHeadings.length)).toEqual(sectionHeadings);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("© 2024");
});

test("nav links scroll to their sections", { tag: "@desktop" }, async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  const targets: [string, string][] = [
    ["Pricing", "Simple, upfront pricing"],
    ["Services", "Our services"],
    ["Contact", "Partner with us"],
  ];
  for (const [name, heading] of targets) {
    await nav.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`#${name.toLowerCase()}$`));
    await expect(page.getByRole("heading", { name: heading })).toBeInViewport();
  }
});

test(
  "the phone menu opens, navigates and closes with Escape",
  { tag: "@phone" },
  async ({ page }) => {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(page.getByRole("menuitem")).toHaveText([
      "Services",
      "Pricing",
      "Contact",
      "Request online",
      "Partners",
      ...specAreas,
    ]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();

    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("menuitem", { name: "Services" }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole("heading", { name: "Our services" })).toBeInViewport();
  },
);

test(
  "the areas dropdown works by keyboard and leads to the city's page",
  { tag: "@desktop" },
  async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Areas We Service" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem")).toHaveCount(8);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Areas We Service" })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Pleasant Grove" })).toBeFocused();
    // Radix moves focus a task after each key, so a person (and the test) sees it land first.
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Orem" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Provo" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/areas\/provo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Provo/);
  },
);

test("the areas dropdown opens by mouse", { tag: "@desktop" }, async ({ page }) => {
  await page.getByRole("button", { name: "Areas We Service" }).click();
  await expect(page.getByRole("menuitem", { name: "Heber" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Orem" }).click();
  await expect(page).toHaveURL(/\/areas\/orem$/);
});

test("tabs switch by mouse and by arrow keys", { tag: "@desktop" }, async ({ page }) => {
  const services = page.locator("#services");
  const garage = services.getByRole("tab", { name: "Garage Cleanouts" });
  const trash = services.getByRole("tab", { name: "Trash Collection" });
  await expect(garage).toHaveAttribute("aria-selected", "true");
  await expect(services.getByRole("tabpanel")).toContainText("Epoxy Partnerships");

  await trash.click();
  await expect(services.getByRole("tabpanel")).toContainText("Partner Setup");
  // The tab clicked takes focus (once its switch is painted), so the arrow keys go on from it.
  await expect(trash).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(garage).toBeFocused();
  await expect(garage).toHaveAttribute("aria-selected", "true");
  await expect(services.getByRole("tabpanel")).toContainText("Complete Cleanout");

  const pricing = page.locator("#pricing");
  await expect(pricing.getByRole("tabpanel")).toContainText("$279");
  await pricing.getByRole("tab", { name: "Trash Collection" }).click();
  await expect(pricing.getByRole("tabpanel")).toContainText("$20/month");
});

test("phone actions are tel: links and the e-mail is mailto:", async ({ page }) => {
  for (const name of [/^call now/i, /^get started$/i, /^\(801\) 555-0142$/]) {
    const links = page.getByRole("link", { name });
    await expect(links.first()).toHaveAttribute("href", "tel:+18015550142");
  }
  await page.locator("#pricing").getByRole("tab", { name: "Trash Collection" }).click();
  await expect(page.getByRole("link", { name: "Get Started Now" })).toHaveAttribute(
    "href",
    "tel:+18015550142",
  );
  const mail = page.getByRole("link", { name: "hello@example.com" });
  await expect(mail).toHaveCount(2);
  await expect(mail.first()).toHaveAttribute("href", "mailto:hello@example.com");
  const telHrefs = await page
    .locator('a[href^="tel:"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(new Set(telHrefs)).toEqual(new Set(["tel:+18015550142"]));
});

test("every new-tab link carries rel=noopener noreferrer", { tag: "@phone" }, async ({ page }) => {
  const newTab = page.locator('a[target="_blank"]');
  await expect(newTab).toHaveCount(3);
  for (const link of await newTab.all()) {
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  const manage = page.getByRole("link", {
    name: isPhone(page) ? /^manage \(opens/i : /^manage subscription/i,
  });
  await expect(manage).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /instagram/i })).toHaveAttribute("target", "_blank");
});

test("Learn More scrolls to services", { tag: "@phone" }, async ({ page }) => {
  await page.getByRole("link", { name: /learn more/i }).click();
  await expect(page.getByRole("heading", { name: "Our services" })).toBeInViewport();
});
