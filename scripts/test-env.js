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
  VITE_TURNSTILE_SITE_KEY: "",
};

/**
 * The push key pair of the browser tests: the build configured for the local Supabase server
 * subscribes with the public half (scripts/build-e2e.js), and the local stack's notify-owner
 * signs its pushes with the private half, to the tests' own push service
 * (supabase/local/push-service.ts). Made by `node scripts/vapid-keys.js` for the tests alone: no
 * push service anywhere else knows it, so it is no secret.
 */
export const testVapid = {
  publicKey:
    "BFhFPvIsf17RmnPObmgAiBG8z-Dnc5ftbbk3xIP9Xl04V3wipeTsCSSBAdPZ3LrGkIf-e12RpdhwDJJCN9vVmtk",
  privateKey: "s92nte8iMD5U6vp3u4bzWmWpUX211Ju8rHN72CY9JUQ",
};
