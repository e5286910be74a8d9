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
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 7"], browserName: "chromium", launchOptions },
      // Its tests share one Supabase server on a fixed port; one project runs them.
      testIgnore: /\/auth\.spec\.ts$/,
    },
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
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
    // A second build pointed at the Supabase protocol server that e2e/auth.spec.ts starts.
    {
      command: `npm run build:e2e-auth && node scripts/serve.js`,
      env: { PORT: String(ports.authSite), DIST: "dist-e2e-auth" },
      url: `http://127.0.0.1:${ports.authSite}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
