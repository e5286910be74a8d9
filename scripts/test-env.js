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

/**
 * The push key of the build configured for the local Supabase server (scripts/build-e2e.js):
 * the public half of a pair `node scripts/vapid-keys.js` printed. Public keys are public, and
 * the private half was not kept: no test sends a real push (e2e/push.spec.ts hands the worker
 * its pushes through the DevTools Protocol).
 */
export const testVapidPublicKey =
  "BM14VL2IC2hCLeHSYcWhdXAIOxru4MVm6sc3h08f-WVn79uFf2MzHom7iWaEk6dLiKh_JSJaP_0HdCimF-96JWY";
