import { defineConfig, devices } from "@playwright/test";
import { configuredBaseURL, configuredPort, port } from "./e2e/servers";

// The system Chromium (Debian's package): Playwright cannot download its own browsers here.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
  // The production build (npm run build) and the Supabase-configured one
  // (npm run build:e2e-hardening), each served the way a static host serves it.
  webServer: [
    {
      command: `node scripts/serve.js`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve.js`,
      env: { PORT: String(configuredPort), DIST_DIR: "dist-e2e-hardening" },
      url: `${configuredBaseURL}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
