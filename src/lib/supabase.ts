import type { SupabaseClient } from "@supabase/supabase-js";
import { env } from "@/config/env";

let client: Promise<SupabaseClient> | undefined;
const listeners = new Set<(client: Promise<SupabaseClient>) => void>();

/**
 * The app's one Supabase client, or null when this build has no Supabase configured.
 *
 * supabase-js is imported on first call, so it is a chunk of its own that only the pages that
 * use it load (the request form, the owner's inbox), and the AuthProvider only for a visitor
 * with a stored session. Creating the client lazily also keeps it out of the Node prerender,
 * where supabase-js 2.10x throws without a global WebSocket.
 *
 * Options are supabase-js's defaults on purpose. Its default storage falls back to memory where
 * localStorage throws (an explicit `storage: localStorage` would crash there), and its default
 * key is `sb-<project ref>-auth-token` (storedSessionKey). Auto-refresh stays on with the
 * constants of @supabase/auth-js (lib/constants.ts): a tick every 30 s
 * (AUTO_REFRESH_TICK_DURATION_MS) refreshes a session that expires within 3 ticks
 * (AUTO_REFRESH_TICK_THRESHOLD), i.e. 90 s.
 */
export function getSupabase(): Promise<SupabaseClient> | null {
  const config = env.supabase;
  if (!config) return null;
  if (!client) {
    const created = import("@supabase/supabase-js").then(
      ({ createClient }) => createClient(config.url, config.anonKey),
      (error: unknown) => {
        client = undefined; // a chunk that failed to load (offline) may load on the next call
        throw error;
      },
    );
    client = created;
    for (const listener of listeners) listener(created);
  }
  return client;
}

/**
 * Calls `listener` with the client once somebody creates it (at once if it exists), so that the
 * AuthProvider follows the session of a client that a page created. Returns the unsubscribe.
 */
export function onSupabase(listener: (client: Promise<SupabaseClient>) => void): () => void {
  listeners.add(listener);
  if (client) listener(client);
  return () => listeners.delete(listener);
}

/** supabase-js's default storage key: `sb-` and the first label of the project's host. */
function storedSessionKey(url: string): string {
  return `sb-${new URL(url).hostname.split(".")[0]}-auth-token`;
}

/**
 * Whether this browser holds a session supabase-js would restore. Storage that throws (blocked
 * cookies) holds none: supabase-js itself falls back to memory there.
 */
export function hasStoredSession(): boolean {
  if (!env.supabase) return false;
  try {
    return localStorage.getItem(storedSessionKey(env.supabase.url)) !== null;
  } catch {
    return false;
  }
}
