import { getSupabase, type Supabase } from "@/auth/supabase";
import { useLoad } from "@/lib/use-load";

export type ClientState =
  { kind: "loading" } | { kind: "ready"; client: Supabase } | { kind: "failed" };

/** supabase-js's client; a chunk that failed to load (offline) rejects, and is a failure. */
const loadClient = async () => {
  const client = await getSupabase();
  return client
    ? ({ ok: true, data: client } as const)
    : ({ ok: false, failure: "other" } as const);
};

/**
 * The app's Supabase client once supabase-js has loaded. Only called where Supabase is
 * configured (the page checks first); a chunk that failed to load (offline) is "failed", and
 * `retry` asks again.
 */
export function useClient(): ClientState & { retry: () => void } {
  const { state, retry } = useLoad(loadClient);
  const client: ClientState =
    state.kind === "ready" ? { kind: "ready", client: state.data } : { kind: state.kind };
  return { ...client, retry };
}
