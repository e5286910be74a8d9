/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { parseEnv, parsePushEnv, parseTurnstileEnv } from "./src/config/parse-env.ts";
import { testEnv } from "./scripts/test-env.js";

const unitExclude = ["tests/dist/**"];
const unitTest = {
  environment: "jsdom",
  include: ["tests/**/*.test.{ts,tsx}"],
  setupFiles: ["tests/setup.ts"],
  // The local Supabase servers run in Vitest's own Node process, not in jsdom.
  globalSetup: ["tests/support/supabase-host.ts"],
  env: testEnv,
  restoreMocks: true,
  // Rendering a page the first time in a worker imports most of the app; on a busy 2-core
  // machine that alone can pass Vitest's default of 5 s.
  testTimeout: 20_000,
};
/** The unit test files that change what other files would import (see the projects below). */
const isolated = readdirSync("tests", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith("dist"))
  .map((file) => `tests/${file}`)
  .filter((file) =>
    /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\b|auth-harness|"@\/main"/.test(
      readFileSync(file, "utf8"),
    ),
  );

export default defineConfig(({ mode }) => {
  // Tests run on their own configuration, never on an owner's .env.local or shell variables.
  // PG_ENV_DIR: where the .env files are when not in the project's folder (the tests put an
  // owner-like .env.local there, scripts/with-env-local.js); scripts/headers.js reads the same.
  const envDir = process.env.PG_ENV_DIR || process.cwd();
  const raw = mode === "test" ? testEnv : loadEnv(mode, envDir, "VITE_");
  // Fail the build (and the dev server) here, naming the variable, rather than ship a bad value.
  const env = parseEnv(raw);
  const pushEnv = parsePushEnv(raw);
  const turnstileEnv = parseTurnstileEnv(raw);

  return {
    plugins: [react()],
    // __APP_ENV__ is inlined into the entry of every page, __PUSH_ENV__ only into the owner's
    // inbox and __TURNSTILE_ENV__ only into the request form, so the other pages carry neither.
    define: {
      __APP_ENV__: JSON.stringify(env),
      __PUSH_ENV__: JSON.stringify(pushEnv),
      __TURNSTILE_ENV__: JSON.stringify(turnstileEnv),
    },
    // In tests import.meta.env holds testEnv only (test.env below), not what .env files say.
    envDir: mode === "test" ? false : envDir,
    resolve: {
      alias: {
        "@": fileURLToPath(new URL("./src", import.meta.url)),
        // What the site shares with the edge functions (supabase/functions/_shared/<name>.ts),
        // files that Deno imports as they are.
        "@shared": fileURLToPath(new URL("./supabase/functions/_shared", import.meta.url)),
      },
    },
    build: {
      // DIST lets the browser tests build a second copy configured for a local Supabase server.
      outDir: process.env.DIST ?? "dist",
      // Assets are hashed files, cached forever; HTML is revalidated (dist/_headers, written by
      // scripts/headers.js). No data: URIs either: the CSP allows images from the site only.
      assetsInlineLimit: 0,
      // The import graph for scripts/check-budgets.js (dist/.vite/manifest.json).
      manifest: true,
    },
    test: {
      projects: [
        // The unit tests share one module registry per worker (isolate: false), which halves the
        // suite's time: each file no longer imports the app afresh. A file that swaps modules
        // or the environment (vi.mock, vi.stubEnv, vi.resetModules, the auth harness) would leak
        // them into the next, so those run isolated, in a project of their own.
        {
          extends: true,
          test: {
            ...unitTest,
            name: "unit",
            exclude: [...unitExclude, ...isolated],
            isolate: false,
          },
        },
        { extends: true, test: { ...unitTest, name: "unit-isolated", include: isolated } },
        // Checks of the built files, run after the builds (npm run test:dist).
        {
          extends: true,
          test: { name: "dist", environment: "node", include: ["tests/dist/**/*.test.ts"] },
        },
      ],
    },
  };
});
