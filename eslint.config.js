import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layout (docs/dev/project-structure.md): a feature imports shared code and itself, never
// another feature; shared code imports no feature and no page; src/lib imports nothing of the
// app; nothing shipped imports tests. Each import is judged by the file it lands in (the aliases
// and relative paths resolved), so no spelling of a path, "../request/x" from a feature's top
// level included, gets past it.
const root = path.dirname(fileURLToPath(import.meta.url));
const aliases = { "@/": "src/", "@shared/": "supabase/functions/_shared/" };

/** Where `specifier`, imported by `file`, lands: a path from the root, or null for a package. */
function landing(file, specifier) {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  const target = alias
    ? path.join(root, aliases[alias], specifier.slice(alias.length))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : null;
  return target && path.relative(root, target).split(path.sep).join("/");
}

/** The part of the layout a path from the root is in: a feature's name, or its floor. */
function part(file) {
  const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
  if (feature) return { feature };
  const floor = /^(src\/(?:app|lib|components|auth|config|styles)|tests)\//.exec(file)?.[1];
  return { floor: floor?.replace(/^src\//, "") ?? null };
}

const messages = {
  tests: "Code that ships never imports tests/.",
  feature: (name) =>
    `A feature imports only itself and shared code: move what ${name} shares into src/components, src/lib or src/config.`,
  shared: "Shared code imports no feature and no page.",
  lib: "src/lib imports nothing of the app: it is what everything else stands on.",
};

/** Why an import from `from` to `to` (paths from the root) breaks the layout, or null. */
function breach(from, to) {
  const source = part(from);
  const target = part(to);
  if (target.floor === "tests") return messages.tests;
  if (source.feature) {
    const other = target.feature && target.feature !== source.feature;
    return other || target.floor === "app" ? messages.feature(source.feature) : null;
  }
  if (source.floor === "lib" && to.startsWith("src/") && target.floor !== "lib")
    return messages.lib;
  const shared = ["lib", "components", "auth", "config"].includes(source.floor);
  if (shared && (target.feature || target.floor === "app")) return messages.shared;
  return null;
}

const importBoundaries = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const to = landing(context.filename, specifier);
      const message =
        to && breach(path.relative(root, context.filename).split(path.sep).join("/"), to);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

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
    files: ["src/**", "vite.config.ts"],
    plugins: { layout: { rules: { "import-boundaries": importBoundaries } } },
    rules: { "layout/import-boundaries": "error" },
  },
);
