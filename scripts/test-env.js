// @ts-check
/**
 * The configuration every test runs with, whatever `.env`, `.env.local` or the shell holds:
 * the unit tests (vite.config.ts, mode "test") and both browser-test builds
 * (scripts/build-e2e.js). An owner's real phone number must not fail a test that expects this
 * one. The values are the documented placeholders, written out rather than left to defaults.
 */
export const testEnv = {
  VITE_BUSINESS_PHONE: "(801) 555-0142",
  VITE_BUSINESS_EMAIL: "hello@example.com",
  VITE_BILLING_PORTAL_URL: "https://billing.example.com/",
  VITE_REVIEW_URL: "https://www.example.com/review",
  VITE_INSTAGRAM_URL: "https://www.instagram.com/example/",
  VITE_SITE_URL: "https://www.example.com",
  VITE_SUPABASE_URL: "",
  VITE_SUPABASE_ANON_KEY: "",
  VITE_VAPID_PUBLIC_KEY: "",
};
