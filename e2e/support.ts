import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const heroTitle = "Trash pickup and garage cleanouts, done for you";

/**
 * The landing page's section headings, in the order of the product specification (after the
 * hero), with the FAQ added between How to start and Social. The trust strip has no heading.
 */
export const sectionHeadings = [
  "Why property managers choose us",
  "Simple, upfront pricing",
  "Our services",
  "How to get started",
  "Questions and answers",
  "Follow our work",
  "Partner with us",
];

/** Waits until React has hydrated: a tab switches only once its handlers are attached. */
export async function expectInteractive(page: Page) {
  const trash = page
    .getByRole("tablist", { name: "Services" })
    .getByRole("tab", { name: "Trash Collection" });
  await expect(async () => {
    await trash.click();
    await expect(trash).toHaveAttribute("aria-selected", "true", { timeout: 500 });
  }).toPass();
}

/** The landing page is there: its heading, and the phone number to call. */
export async function expectLanding(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: heroTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
    "href",
    /^tel:\+1\d{10}$/,
  );
}

export async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
}

/**
 * Runs in the page: sums every layout shift (what CLS scores) into window.shifts, including
 * those before it ran. Pass it to page.addInitScript to watch a load, or page.evaluate to watch
 * from now on; read the sum with layoutShift(page).
 */
export function observeLayoutShifts() {
  const w = window as unknown as { shifts: number };
  w.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number }[])
      w.shifts += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
}

export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number }).shifts);
