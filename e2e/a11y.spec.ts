import { expect, notFoundLogs, test } from "./fixtures";
import { expectNoAxeViolations, openWithApp } from "./support";

for (const path of ["/", "/areas", "/areas/orem", "/partners", "/missing-page"]) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page, problems }) => {
    problems.allowConsole(...notFoundLogs);
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test("axe finds no violation with a menu open", async ({ page }) => {
  await page.goto("/");
  const isPhone = (page.viewportSize()?.width ?? 0) < 1024;
  await page.getByRole("button", { name: isPhone ? "Menu" : "Areas We Service" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolations(page);
});

// The tabs and menus answer from the HTML before the app runs (e2e/first-paint.spec.ts): the
// prerendered markup, switched and opened, and Radix's once the app has hydrated, at a small
// phone's width, a common one and a desktop's.
for (const width of [320, 375, 1280]) {
  for (const app of ["held back", "hydrated"]) {
    test(
      `axe finds no violation at ${width} px with a tab switched and a menu open, the app ${app}`,
      { tag: "@desktop" },
      async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
          if (app === "held back") await released;
          await route.continue().catch(() => {});
        });
        await (app === "held back" ? page.goto("/") : openWithApp(page, "/"));
        await page.locator("#pricing").getByRole("tab", { name: "Trash Collection" }).click();
        await expect(page.locator("#pricing").getByRole("tabpanel")).toContainText("$20");
        await page
          .getByRole("button", { name: width < 1024 ? "Menu" : "Areas We Service" })
          .click();
        await expect(page.getByRole("menu")).toBeVisible();
        await expectNoAxeViolations(page);
        release();
      },
    );
  }
}

// One page per project walks every width: what a width overflows does not need a fresh browser.
test("nothing overflows horizontally at 320, 375, 768, 1024 or 1440 px", async ({
  page,
  problems,
}) => {
  problems.allowConsole(...notFoundLogs);
  for (const width of [320, 375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/areas", "/areas/heber", "/partners", "/missing-page"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width}px`).toBe(0);
    }
  }
});

test("keyboard focus is visible", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe("solid");
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test(
  "anchor scrolling is smooth, and instant under reduced motion",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    const behaviour = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(await behaviour()).toBe("smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await behaviour()).toBe("auto");
  },
);

test("the page has landmarks, one h1 and ordered headings", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const levels = await page
    .locator("h1, h2, h3, h4")
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  levels.forEach((level, i) => {
    if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
});
