import { expect, test as base } from "@playwright/test";

/**
 * What a visitor would not notice but a broken page shows. Every spec imports `test` from here,
 * so every test fails on any of these unless it says which console lines it expects:
 * an uncaught error or rejection, a console error or warning (a hydration mismatch included),
 * a Content-Security-Policy violation (reported from inside the page, so a blocked inline style
 * counts too), and a request to a host other than the site's and `otherOrigins`.
 */
export type Problems = {
  /** Every console line so far as "type: text", expected or not. */
  readonly console: string[];
  /** Console lines this test expects (an error it provokes, the 404 page's log). */
  allowConsole(...patterns: RegExp[]): void;
  /** Another origin this test's page may load from (known only once a server listens). */
  allowOrigin(origin: string): void;
  /** The problems so far; the fixture asserts there are none when the test ends. */
  found(): string[];
};

/** What the 404 page logs on purpose, and Chromium's own line for a document answering 404. */
export const notFoundLogs = [/non-existent route: /, /status of 404/];

export const test = base.extend<{ otherOrigins: string[]; problems: Problems }>({
  otherOrigins: [[], { option: true }],
  problems: [
    async ({ page, baseURL, otherOrigins }, use) => {
      const seen: string[] = [];
      const consoleLines: string[] = [];
      const allowed: RegExp[] = [];
      const origins = new Set([new URL(baseURL ?? "http://127.0.0.1").origin, ...otherOrigins]);

      page.on("pageerror", (error) => seen.push(`uncaught: ${error.message}`));
      page.on("console", (message) => {
        if (!["error", "warning"].includes(message.type())) return;
        const line = `${message.type()}: ${message.text()}`;
        consoleLines.push(line);
        if (!allowed.some((pattern) => pattern.test(line))) seen.push(line);
      });
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && !origins.has(url.origin)) {
          seen.push(`request to another host: ${request.url()}`);
        }
      });
      await page.exposeFunction("reportCspViolation", (violation: string) =>
        seen.push(`CSP: ${violation}`),
      );
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { reportCspViolation: (v: string) => void })
            .reportCspViolation;
          report(
            `${event.violatedDirective} refused ${event.blockedURI || "inline"}: ${event.sample}`,
          );
        });
      });

      const problems: Problems = {
        console: consoleLines,
        allowConsole: (...patterns) => {
          allowed.push(...patterns);
          // Lines logged before the test said so are forgiven too.
          for (let i = seen.length - 1; i >= 0; i -= 1) {
            if (patterns.some((pattern) => pattern.test(seen[i] ?? ""))) seen.splice(i, 1);
          }
        },
        allowOrigin: (origin) => void origins.add(new URL(origin).origin),
        found: () => [...seen],
      };
      await use(problems);
      if (!page.isClosed()) await page.waitForTimeout(100); // late violation reports
      expect(problems.found(), "the page had a problem").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
