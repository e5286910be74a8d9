import { createClient, type SupabaseClient, type User } from "@supabase/supabase-js";
import type { Database } from "./database.types.ts";
import { type Env, json, requireEnv } from "./http.ts";

/** The client every function is handed: typed by the tables the migrations make. */
export type ServerClient = SupabaseClient<Database>;

/** The service-role client a function works with: no session of its own to keep or refresh. */
export function serviceRoleClient(env: Env): ServerClient {
  const s = requireEnv(env, ["SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY"] as const);
  return createClient<Database>(s.SUPABASE_URL, s.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/**
 * The user whose access token this is, asked of Auth (the gateway's verify_jwt would let the anon
 * key through), or the answer to give instead: 401 for a bad token (garbage, expired, an API
 * key), 502 when Auth itself failed, which is logged under the function's name.
 */
export async function signedInUser(
  supabase: ServerClient,
  token: string,
  name: string,
): Promise<{ user: User } | { refusal: Response }> {
  const { data, error } = await supabase.auth.getUser(token);
  if (!error && data.user) return { user: data.user };
  const status = error?.status ?? 401;
  if (status >= 400 && status < 500) return { refusal: json({ error: "Sign in first" }, 401) };
  console.error(`${name}: Auth failed:`, error);
  return { refusal: json({ error: "Could not check the session" }, 502) };
}
