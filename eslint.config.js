import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layout (docs/dev/project-structure.md): a feature imports shared code and itself, never
// another feature; shared code imports no feature and no page; nothing shipped imports tests.
const features = ["landing", "areas", "request", "owner", "partners", "partner"];
const noTests = { group: ["**/tests/**"], message: "Code that ships never imports tests/." };
const featureRules = features.map((feature) => ({
  files: [`src/features/${feature}/**`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          noTests,
          {
            group: ["@/features/*", `!@/features/${feature}`, "@/app/*", "../../*"],
            message: `A feature imports only itself and shared code: move what ${feature} shares into src/components, src/lib or src/config.`,
          },
        ],
      },
    ],
  },
}));

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
  {
    files: ["src/components/**", "src/lib/**", "src/auth/**", "src/config/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noTests,
            {
              group: ["@/features/*", "@/app/*", "**/features/*", "**/app/*"],
              message: "Shared code imports no feature and no page.",
            },
          ],
        },
      ],
    },
  },
  {
    // The ground floor: config's checks use the phone parser, so lib may not use config.
    files: ["src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noTests,
            {
              group: ["@/*", "!@/lib", "../*"],
              message: "src/lib imports nothing of the app: it is what everything else stands on.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/app/**", "src/main.tsx", "vite.config.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noTests] }] },
  },
  ...featureRules,
);
