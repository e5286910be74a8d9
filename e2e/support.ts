import { expect, type Page } from "@playwright/test";

export const heroTitle = "Trash pickup and garage cleanouts, done for you";

/**
 * The landing page's section headings, in the order of SPEC.md (after the hero), with the FAQ
 * added between How to start and Social. The trust strip under the hero has no heading.
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

export type Problems = { pageErrors: string[]; consoleErrors: string[]; cspViolations: string[] };

/**
 * Records, from the first byte of every document, what a visitor would not notice but a broken
 * page shows: uncaught errors and rejections, console errors, and Content-Security-Policy
 * violations (reported from inside the page, so that a blocked inline style counts too).
 */
export async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { pageErrors: [], consoleErrors: [], cspViolations: [] };
  page.on("pageerror", (error) => problems.pageErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (violation: string) =>
    problems.cspViolations.push(violation),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (v: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} refused ${event.blockedURI || "inline"}: ${event.sample}`);
    });
  });
  return problems;
}

// What the 404 page logs on purpose (SPEC: the attempted path goes to the console), and
// Chromium's own line for a document that answered 404.
const expectedOn404 = [
  /^404 Error: user attempted to access non-existent route: /,
  /status of 404/,
];

/** Console errors other than those a 404 page is expected to log. */
export function unexpectedOn404(consoleErrors: string[]): string[] {
  return consoleErrors.filter((text) => !expectedOn404.some((pattern) => pattern.test(text)));
}

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
