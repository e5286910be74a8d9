import type { Config } from "tailwindcss";

// The theme is the one home of colours and type: sections use these tokens, never raw hex.
// Every text/background pair used on the page meets WCAG 2.2 AA (4.5:1): see
// docs/dev/accessibility.md.
export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: "#047857", dark: "#065f46", darker: "#064e3b", light: "#ecfdf5" },
        accent: { DEFAULT: "#fbbf24", dark: "#f59e0b" },
        ink: "#0f172a",
        muted: "#475569",
        surface: "#f1f5f9",
        line: "#e2e8f0",
        focus: "#1d4ed8",
        star: "#b45309",
        // Form errors: 6.5:1 on white; light, 9.4:1 on ink (the route's night theme).
        danger: { DEFAULT: "#b91c1c", light: "#fca5a5" },
      },
      fontFamily: {
        // A system stack: no font download, no layout shift, native look on every phone.
        sans: [
          "system-ui",
          "-apple-system",
          "'Segoe UI'",
          "Roboto",
          "'Helvetica Neue'",
          "Arial",
          "sans-serif",
        ],
      },
    },
  },
  // Every page inlines its stylesheet within a 14 kB first response (docs/performance/budgets.md).
  // Without the *-opacity plugins a colour is written as itself (#047857) instead of through an
  // opacity variable; the "/20" modifier still works. No page uses .container.
  corePlugins: {
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    ringOpacity: false,
    textOpacity: false,
    container: false,
  },
  // The variables of shadows, rings and transforms are set on the elements that use them, not
  // on every element: most pages' stylesheets shrink by a few hundred bytes.
  experimental: { optimizeUniversalDefaults: true },
  plugins: [],
} satisfies Config;
