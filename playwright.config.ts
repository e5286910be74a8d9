import { defineConfig, devices } from "@playwright/test";
import { ports } from "./e2e/ports.js";

// The system Chromium (Debian's package): Playwright cannot download its own browsers here.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const port = ports.site;

const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One more try on CI, never locally: a journey that fails once and passes is still reported
  // (as flaky, with its first failure in full), and one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI keeps the end of what a run prints: the dot reporter writes each failure in full there,
  // after the run, where the line reporter wrote it only as it happened. Each journey's time is
  // kept in test-results/times.json, so the suite's slowest are found without another run.
  reporter: process.env.CI
    ? [["dot"], ["json", { outputFile: "test-results/times.json" }]]
    : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
  },
  // A test tagged @phone or @desktop runs in that project only: what it proves is about that
  // screen (the phone menu, a keyboard), or does not depend on the screen at all (an answer from
  // the backend, a link's target, the words on the page). Axe, overflow and the layouts run in
  // both. A tag, unlike a skip inside the test, spares the other project its page and its setup.
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 7"], browserName: "chromium", launchOptions },
      // Its journeys are about supabase-js and the backend, not the screen: one project runs them.
      testIgnore: /\/auth\.spec\.ts$/,
      grepInvert: /@desktop/,
    },
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
      grepInvert: /@phone/,
    },
  ],
  webServer: [
    // The production build (npm run build), served the way a static host serves it.
    {
      command: `node scripts/serve.js`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
    },
    // The build configured for a local Supabase at E2E_PORT+2 (npm run build:e2e), whose
    // requests the tests send on to their local stack (e2e/stack.ts); the resilience tests
    // answer them themselves.
    {
      command: `node scripts/serve.js`,
      env: { PORT: String(ports.configuredSite), DIST: "dist-e2e" },
      url: `http://127.0.0.1:${ports.configuredSite}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
