import type { SupabaseClient } from "@supabase/supabase-js";
import { env } from "@/config/env";
import type { Database } from "@/lib/database.types";

/** The client typed by the tables the migrations make (src/lib/database.types.ts). */
export type Supabase = SupabaseClient<Database>;

let client: Promise<Supabase> | undefined;
const listeners = new Set<(client: Promise<Supabase>) => void>();

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
export function getSupabase(): Promise<Supabase> | null {
  const config = env.supabase;
  if (!config) return null;
  if (!client) {
    const created = import("@supabase/supabase-js").then(
      ({ createClient }) => createClient<Database>(config.url, config.anonKey),
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
export function onSupabase(listener: (client: Promise<Supabase>) => void): () => void {
  listeners.add(listener);
  if (client) listener(client);
  return () => listeners.delete(listener);
}

/** supabase-js's default storage key: `sb-` and the first label of the project's host. */
function storedSessionKey(url: string): string {
  return `sb-${new URL(url).hostname.split(".")[0]}-auth-token`;
}

/**
 * Whether `read` gives, for supabase-js's storage key, a session it would restore: a JSON object
 * with an access token. Nothing, anything else (which supabase-js would only delete) and storage
 * that throws (blocked cookies, where supabase-js falls back to memory) hold none.
 */
function holdsSession(read: (key: string) => string | null): boolean {
  if (!env.supabase) return false;
  try {
    const stored = read(storedSessionKey(env.supabase.url));
    return stored !== null && typeof JSON.parse(stored)?.access_token === "string";
  } catch {
    return false;
  }
}

/** Whether this browser holds a session supabase-js would restore. */
export const hasStoredSession = () => holdsSession((key) => localStorage.getItem(key));

/**
 * A `storage` listener: creates the client when another tab stores a session, which a tab
 * without the client hears of only this way (supabase-js tells its other tabs through a
 * BroadcastChannel that this one has not opened). The client then restores that session. Once
 * the client exists it hears other tabs itself, sign-outs and refreshes included; another
 * session stored then finds the client already made.
 */
export function loadOnSignInElsewhere(event: StorageEvent): void {
  if (holdsSession((key) => (event.key === key ? event.newValue : null))) getSupabase();
}
