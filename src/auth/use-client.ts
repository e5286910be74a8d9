import { useEffect, useState } from "react";
import { getSupabase, type Supabase } from "@/auth/supabase";

export type ClientState =
  { kind: "loading" } | { kind: "ready"; client: Supabase } | { kind: "failed" };

/**
 * The app's Supabase client once supabase-js has loaded. Only called where Supabase is
 * configured (the page checks first); a chunk that failed to load (offline) is "failed", and
 * `retry` asks again.
 */
export function useClient(): ClientState & { retry: () => void } {
  const [state, setState] = useState<ClientState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    getSupabase()?.then(
      (client) => active && setState({ kind: "ready", client }),
      () => active && setState({ kind: "failed" }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
