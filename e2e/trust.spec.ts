import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { layoutShift, observeLayoutShifts, openWithApp } from "./support";

// The parts that make the landing look like a business you'd trust: hero art, trust strip,
// FAQ and the phone call bar, on the production build under its real headers (the problems
// fixture fails any test that trips the policy, throws or logs an error).

const callBar = (page: Page) =>
  page.getByRole("navigation", { name: "Call, text or request online" });
const top = (element: Locator) =>
  element.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
const scrollTo = (page: Page, y: number) => page.evaluate((y) => window.scrollTo(0, y), y);

test.describe("looked at", { tag: "@desktop" }, () => {
  for (const width of [375, 768, 1280]) {
    test(`screenshot of / at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openWithApp(page, "/");
      // Kept under test-results/ as well as in the report, to be looked at.
      const path = testInfo.outputPath(`landing-${width}px.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`landing-${width}px.png`, { path, contentType: "image/png" });
    });
  }
});

test(
  "the hero's right half holds the illustration on desktop, hidden from screen readers",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto("/");
    const art = page.locator('section[aria-labelledby="hero-title"] svg[viewBox="0 0 560 420"]');
    await expect(art).toBeVisible();
    await expect(art).toHaveAttribute("aria-hidden", "true");
    const box = (await art.boundingBox())!;
    expect(box.x).toBeGreaterThan(page.viewportSize()!.width / 2 - 40);
    expect(box.width).toBeGreaterThan(400);
  },
);

test(
  "the trust strip states the spec's facts right under the hero",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("list", { name: "Why you can count on us" });
    await expect(strip.getByRole("listitem")).toHaveText([
      "Fully insured",
      "Next-day garage service",
      "Daily pickup, weekends included",
      "Based in Pleasant Grove",
      "Multi-year contracts at discounted rates",
    ]);
    const heroBottom = await page
      .locator('section[aria-labelledby="hero-title"]')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const stripTop = (await strip.boundingBox())!.y;
    expect(stripTop - heroBottom).toBeLessThan(30);
  },
);

test("FAQ answers open and close with the keyboard", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/");
  const question = page.getByText("How is the $279 starting price set?");
  const answer = page.getByText(/starts at \$279; the price is based on the square footage/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Space");
  await expect(answer).toBeHidden();
});

test("nothing overflows at 320 px with every answer open", { tag: "@phone" }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/");
  await page
    .locator("details")
    .evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test(
  "nothing shifts while a phone scrolls the page (CLS 0)",
  { tag: "@phone" },
  async ({ page }) => {
    await openWithApp(page, "/");
    await page.evaluate(observeLayoutShifts);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 300) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(30);
    }
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(height / 2);
    expect(await layoutShift(page)).toBe(0);
  },
);

test.describe("the call bar on phones", { tag: "@phone" }, () => {
  test("appears once Call Now has scrolled away and hides over the footer", async ({
    page,
  }, testInfo) => {
    await openWithApp(page, "/");
    const bar = callBar(page);
    await expect(bar).toBeHidden();

    const callNow = page.getByRole("link", { name: /^call now \(/i });
    await scrollTo(page, (await top(callNow)) + 60);
    await expect(callNow).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute(
      "href",
      "tel:+18015550142",
    );
    await expect(bar.getByRole("link", { name: "Text" })).toHaveAttribute(
      "href",
      "sms:+18015550142",
    );
    await expect(bar.getByRole("link", { name: "Request online" })).toHaveAttribute(
      "href",
      "/get-started?from=landing",
    );
    for (const link of await bar.getByRole("link").all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.width).toBeGreaterThanOrEqual(48);
    }

    await testInfo.attach("call-bar.png", {
      body: await page.screenshot(),
      contentType: "image/png",
    });

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await scrollTo(page, 0);
    await expect(bar).toBeHidden();
  });

  test("never covers the end of the content", async ({ page }) => {
    await openWithApp(page, "/");
    // The last position before the footer comes into view: it starts 1 px below the screen. The
    // sections are laid out as they near the screen (content-visibility), which moves the footer
    // until the ones around the screen have been: scroll there again until it stays.
    const lastBeforeFooter = async () =>
      (await top(page.getByRole("contentinfo"))) - page.viewportSize()!.height - 1;
    let y = NaN;
    for (let next = await lastBeforeFooter(); next !== y; next = await lastBeforeFooter()) {
      y = next;
      await scrollTo(page, y);
      await page.evaluate(
        () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
      );
    }
    const bar = callBar(page);
    await expect(bar).toBeVisible();
    const barTop = (await bar.boundingBox())!.y;
    const lastSection = page.locator("main > section").last();
    await expect(lastSection).toHaveAttribute("id", "contact");
    const contentBottom = await lastSection.evaluate((el) => el.getBoundingClientRect().bottom);
    // That 1 px of the space reserved under the content is below the screen too.
    expect(contentBottom).toBeLessThanOrEqual(barTop + 1);
  });

  test("does not slide under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const transition = await page
      .locator("nav", { hasText: "Request online" })
      .evaluate((el) => getComputedStyle(el).transitionProperty);
    expect(transition).toBe("none");
  });
});

test("the call bar is absent on desktop", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -1500));
  const display = await page
    .locator("nav", { hasText: "Request online" })
    .evaluate((el) => getComputedStyle(el).display);
  expect(display).toBe("none");
  await expect(callBar(page)).toBeHidden();
});
