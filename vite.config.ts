/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { parseEnv } from "./src/config/parse-env.ts";

export default defineConfig(({ mode }) => {
  // Fail the build (and the dev server) here, naming the variable, rather than ship a bad value.
  parseEnv(loadEnv(mode, process.cwd(), "VITE_"));

  return {
    plugins: [react()],
    resolve: {
      alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
    },
    build: {
      // DIST lets the browser tests build a second copy configured for a local Supabase server.
      outDir: process.env.DIST ?? "dist",
      // The hashed assets may be cached forever; index.html is revalidated (see public/_headers).
      assetsInlineLimit: 0,
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            environment: "jsdom",
            include: ["tests/**/*.test.{ts,tsx}"],
            exclude: ["tests/dist/**"],
            setupFiles: ["tests/setup.ts"],
            restoreMocks: true,
          },
        },
        // Checks of the built files, run after the builds (npm run test:dist).
        {
          extends: true,
          test: { name: "dist", environment: "node", include: ["tests/dist/**/*.test.ts"] },
        },
      ],
    },
  };
});
