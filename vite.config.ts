/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { parseEnv, parsePushEnv, parseTurnstileEnv } from "./src/config/parse-env.ts";
import { testEnv } from "./scripts/test-env.js";

/**
 * V8 compiles a function on the main thread the first time it runs. Hydrating a page runs most of
 * React DOM for the first time, and on a phone each first call of its large functions held a task
 * for up to ~80 ms of compiling alone (docs/performance/notes/2026-11-26-interactive.md). This
 * comment at the top of a chunk asks Chrome (136+) to compile all of its functions as the chunk
 * downloads, on the thread that streams it (explicit compile hints,
 * github.com/WICG/explicit-javascript-compile-hints-file-based). Every chunk of the app is
 * loaded only when it is about to run. Added last, after minification, which drops comments.
 */
function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    // After Vite's own, which puts the table of preloaded chunks at the top of the entry.
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk") chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * Lucide names every icon twice in its class ("lucide lucide-phone"), for stylesheets that want
 * them; ours use none. On the landing page's ~50 icons those names were ~250 bytes gzip of a
 * first response that must stay under 14 kB (docs/performance/budgets.md). Lucide's icon builder
 * has the switch (includeDefaultClasses) but lucide-react does not pass it on: this turns it on
 * in the client build and the prerender's alike (ssr.noExternal below), so that both render the
 * same markup, and fails the build if a new version of Lucide has no such switch.
 */
function iconsWithoutDefaultClasses(): Plugin {
  const option = "params.includeDefaultClasses === false";
  return {
    name: "icons-without-default-classes",
    apply: "build",
    transform(code, id) {
      if (!/\/lucide-react\/.*\/buildLucideIconNode\.m?js$/.test(id)) return;
      if (!code.includes(option)) this.error(`${id} no longer has ${option}`);
      return code.replace(option, "true");
    },
  };
}

const unitExclude = ["tests/dist/**"];
const unitTest = {
  environment: "jsdom",
  include: ["tests/**/*.test.{ts,tsx}"],
  setupFiles: ["tests/setup.ts"],
  // The local Supabase servers run in Vitest's own Node process, not in jsdom.
  globalSetup: ["tests/support/supabase-host.ts"],
  env: testEnv,
  restoreMocks: true,
  // Vitest's default is a worker fewer than the machine's cores: one on CI's two, which ran the
  // files one after another (5 min 57 s; 5 min 7 s with two). The local Supabase servers the
  // files share run in Vitest's own process (globalSetup above), which waits on them, not computes.
  maxWorkers: availableParallelism(),
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
    plugins: [react(), compileHints(), iconsWithoutDefaultClasses()],
    // The prerender renders the icons through the same build as the client (see above).
    ssr: { noExternal: ["lucide-react"] },
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
      // Vite's polyfill of <link rel="modulepreload"> is 0.24 kB gzip of the entry every visitor
      // downloads, for browsers without it (Safari before 17, Firefox before 115). There a lazy
      // page still loads: its chunk's own imports just start once it has arrived, one round trip
      // later (docs/performance/budgets.md).
      modulePreload: { polyfill: false },
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
