import type { SupabaseClient } from "@supabase/supabase-js";
import { env } from "@/config/env";

let client: Promise<SupabaseClient> | undefined;

/**
 * The app's one Supabase client, or null when this build has no Supabase configured.
 *
 * supabase-js is imported on first call, so it is a chunk of its own: the landing page's first
 * paint never waits for it, and a build without Supabase never fetches it. Creating the client
 * lazily also keeps it out of the Node prerender, where supabase-js 2.10x throws without a
 * global WebSocket.
 *
 * Options are supabase-js's defaults on purpose. Its default storage falls back to memory where
 * localStorage throws (an explicit `storage: localStorage` would crash there), and its default
 * key is `sb-<project ref>-auth-token`. Auto-refresh stays on with the constants of
 * @supabase/auth-js (lib/constants.ts): a tick every 30 s (AUTO_REFRESH_TICK_DURATION_MS)
 * refreshes a session that expires within 3 ticks (AUTO_REFRESH_TICK_THRESHOLD), i.e. 90 s.
 */
export function getSupabase(): Promise<SupabaseClient> | null {
  const config = env.supabase;
  if (!config) return null;
  client ??= import("@supabase/supabase-js").then(
    ({ createClient }) => createClient(config.url, config.anonKey),
    (error: unknown) => {
      client = undefined; // a chunk that failed to load (offline) may load on the next call
      throw error;
    },
  );
  return client;
}
