import { startTransition, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Session, SupabaseClient } from "@supabase/supabase-js";
import { getSupabase, hasStoredSession, loadOnSignInElsewhere, onSupabase } from "@/auth/supabase";
import { AuthContext, type AuthState } from "./auth-context";
import { notSubscribed } from "./subscription";

const loadSession = () => import("./session");

const actions: Pick<AuthState, "signIn" | "signUp" | "signOut"> = {
  signIn: async (email, password) => (await loadSession()).actions.signIn(email, password),
  signUp: async (email, password, options) =>
    (await loadSession()).actions.signUp(email, password, options),
  signOut: async () => (await loadSession()).actions.signOut(),
};

const reportStartupError = (error: unknown) => console.error("Auth could not start:", error);

// Only a browser holding a session has one to restore: everyone else is settled from the start
// and downloads supabase-js only if it signs in, here or in another tab (the prerender, in Node,
// has no session either).
const restoring = () => typeof window !== "undefined" && hasStoredSession();

export function AuthProvider({ children }: { children: ReactNode }) {
  // The first render is the anonymous page, identical in the prerender and at hydration.
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(restoring);
  // The last check's answer, and whose account it was for.
  const [subscription, setSubscription] = useState({
    answer: notSubscribed,
    userId: null as string | null,
  });

  useEffect(() => {
    let active = true;
    let stopFollowing: (() => void) | undefined;
    // As transitions, these updates wait for any part of the page that is still hydrating
    // instead of making React throw its server HTML away and render it afresh.
    const update = (change: () => void) => active && startTransition(change);
    const handlers = {
      active: () => active,
      onSession: (next: Session | null) => update(() => setSession(next)),
      onSubscription: (answer: typeof notSubscribed, userId: string | null) =>
        update(() => setSubscription({ answer, userId })),
    };
    const follow = (pending: Promise<SupabaseClient>) =>
      Promise.all([pending, loadSession()])
        .then(([supabase, { followSession }]) => {
          if (active) return followSession(supabase, handlers);
        })
        .then((stop) => {
          if (active) stopFollowing = stop;
          else stop?.();
        })
        .catch(reportStartupError)
        .finally(() => update(() => setLoading(false)));

    // The client is created here for a stored session, by a page that needs it (sign-in), or
    // when another tab stores one.
    if (restoring()) getSupabase();
    const stop = onSupabase((pending) => void follow(pending));
    addEventListener("storage", loadOnSignInElsewhere);
    return () => {
      active = false;
      stop();
      removeEventListener("storage", loadOnSignInElsewhere);
      stopFollowing?.();
    };
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      ...subscription.answer,
      ...actions,
      user: session?.user ?? null,
      session,
      loading,
      checking: session !== null && subscription.userId !== session.user.id,
    }),
    [subscription, session, loading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
