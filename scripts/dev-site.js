// The site as `npm run dev` serves it on the local backend (scripts/dev.js): where Vite serves
// it, and the build configuration that points it at the local services and at itself.

/** Where Vite serves the site: its --port among Vite's options, or its default. */
export function localSiteUrl(/** @type {string[]} */ viteArgs) {
  const flag = viteArgs.findIndex((arg) => arg === "--port" || arg.startsWith("--port="));
  const given = flag < 0 ? undefined : (viteArgs[flag]?.split("=")[1] ?? viteArgs[flag + 1]);
  return `http://localhost:${given ?? 5173}`;
}

/**
 * The site's configuration on the local backend: its Supabase and push key, and its own address,
 * which the sign's QR code and printed address name (a property's residents' page exists only on
 * this local site, not at the default www.example.com).
 */
export function localSiteEnv(
  /** @type {{ supabaseUrl: string; anonKey: string; vapidPublicKey: string; siteUrl: string }} */ local,
) {
  return {
    VITE_SUPABASE_URL: local.supabaseUrl,
    VITE_SUPABASE_ANON_KEY: local.anonKey,
    VITE_VAPID_PUBLIC_KEY: local.vapidPublicKey,
    VITE_SITE_URL: local.siteUrl,
  };
}
