import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-e2e",
      "dist-photo",
      ".ssr",
      "test-results",
      "playwright-report",
      "bench-results",
    ],
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["src/**/*.tsx", "tests/**/*.tsx"],
    extends: [reactHooks.configs.flat["recommended-latest"], jsxA11y.flatConfigs.strict],
  },
  // The layout (docs/dev/project-structure.md): a feature imports shared code and itself, never
  // another feature; shared code imports no feature and no page; src/lib imports nothing else of
  // src/; nothing shipped imports tests. eslint-plugin-boundaries judges each import by the file it
  // lands in, resolved by the TypeScript resolver (the tsconfig's `@/` and `@shared/` aliases and
  // relative paths alike), so no spelling of a path gets past it (ADR 0024).
  {
    files: ["src/**", "vite.config.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "feature", pattern: "src/features/*", capture: ["feature"] },
        { type: "app", pattern: "src/app" },
        { type: "lib", pattern: "src/lib" },
        { type: "shared", pattern: "src/{components,auth,config}" },
        // The first line that matches names a file's element: this one takes the rest of src/
        // (main.tsx, styles/), so that src/lib's policy covers all of it.
        { type: "src", pattern: "src" },
        { type: "tests", pattern: "tests" },
      ],
      "boundaries/files": [{ category: "build", pattern: "vite.config.ts" }],
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "import/resolver": { typescript: { project: "tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              disallow: { to: { element: { type: "tests" } } },
              message: "Code that ships never imports tests/.",
            },
            {
              from: { element: { type: "feature" } },
              disallow: {
                to: [
                  {
                    element: {
                      type: "feature",
                      captured: { feature: "!{{ from.element.captured.feature }}" },
                    },
                  },
                  { element: { type: "app" } },
                ],
              },
              message:
                "A feature imports only itself and shared code: move what {{ from.element.captured.feature }} shares into src/components, src/lib or src/config.",
            },
            {
              from: { element: { type: "lib" } },
              disallow: { to: { element: { type: ["app", "feature", "shared", "src"] } } },
              message: "src/lib imports nothing of the app: it is what everything else stands on.",
            },
            {
              from: { element: { type: "shared" } },
              disallow: { to: { element: { type: ["app", "feature"] } } },
              message: "Shared code imports no feature and no page.",
            },
          ],
        },
      ],
    },
  },
);
