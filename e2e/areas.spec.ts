import { expect, notFoundLogs, test } from "./fixtures";
import { specAreas } from "../tests/support/spec";
import { expectNoAxeViolations, openWithApp } from "./support";

// The city pages on the production build under its real headers.

test("the areas dropdown leads to a city page", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Areas We Service" }).click();
  await page.getByRole("menuitem", { name: "Orem" }).click();
  await expect(page).toHaveURL(/\/areas\/orem$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Orem/);
});

test("the footer's area list leads to a city page", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Park City" }).click();
  await expect(page).toHaveURL(/\/areas\/park-city$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Park City/);
  await expect(page).toHaveTitle(/Park City, UT/);
});

test(
  "a city page links home, to services, pricing and the seven other cities",
  { tag: "@phone" },
  async ({ page }) => {
    const response = await page.goto("/areas/provo");
    expect(response?.status()).toBe(200);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "Areas", "Provo"]);
    const others = page.getByRole("navigation", { name: "Other areas we serve" });
    await expect(others.getByRole("link")).toHaveText(specAreas.filter((city) => city !== "Provo"));
    await expect(page.getByRole("link", { name: "Request online" }).last()).toHaveAttribute(
      "href",
      "/get-started?from=area",
    );
    await page.getByRole("link", { name: "All pricing" }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.getByRole("heading", { name: "Simple, upfront pricing" })).toBeInViewport();
    await page.goBack();
    await page.getByRole("link", { name: "All services" }).click();
    await expect(page.getByRole("heading", { name: "Our services" })).toBeInViewport();
    await page.goBack();
    await breadcrumb.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  "the breadcrumb's Areas step lists every city and leads to each",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/areas/heber");
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Areas" })
      .click();
    await expect(page).toHaveURL(/\/areas$/);
    await expect(page).toHaveTitle(/^Areas We Service/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Areas we serve");
    const cities = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(cities).toHaveText(specAreas);
    await cities.getByRole("link", { name: "Springville" }).click();
    await expect(page).toHaveURL(/\/areas\/springville$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Springville/);
  },
);

test(
  "the areas page answers 200 from its own prerendered file",
  { tag: "@desktop" },
  async ({ request }) => {
    const response = await request.get("/areas");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Areas we serve</h1>");
  },
);

test(
  "a city page hydrates its prerendered HTML and paints from its first response",
  { tag: "@desktop" },
  async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading =
          document.querySelector("h1");
      });
    });
    await openWithApp(page, "/areas/salt-lake-city");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Salt Lake City/);
    const kept = await page.evaluate(() => {
      const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return heading !== null && heading === document.querySelector("h1");
    });
    expect(kept).toBe(true);
    expect(stylesheets).toEqual([]);
  },
);

test(
  "an unknown city is the 404 page with HTTP 404",
  { tag: "@phone" },
  async ({ page, problems }) => {
    problems.allowConsole(...notFoundLogs);
    const response = await page.goto("/areas/nowhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  },
);

test("a city page passes axe and does not overflow at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/areas/spanish-fork");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page);
});
