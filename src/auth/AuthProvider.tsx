import { startTransition, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Session, SupabaseClient } from "@supabase/supabase-js";
import { getSupabase, hasStoredSession, onSupabase } from "@/lib/supabase";
import { AuthContext, type AuthState } from "./auth-context";
import { checkSubscription, notSubscribed } from "./subscription";

async function client(): Promise<SupabaseClient> {
  const supabase = getSupabase();
  if (!supabase) {
    throw new Error("Auth is off: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to enable it.");
  }
  return supabase;
}

// supabase-js returns its errors; the context throws them unchanged so callers see the AuthError.
const actions: Pick<AuthState, "signIn" | "signUp" | "signOut"> = {
  async signIn(email, password) {
    const { data, error } = await (await client()).auth.signInWithPassword({ email, password });
    if (error) throw error;
    return { user: data.user, session: data.session };
  },
  async signUp(email, password) {
    const { data, error } = await (await client()).auth.signUp({ email, password });
    if (error) throw error;
    return { user: data.user, session: data.session };
  },
  async signOut() {
    const { error } = await (await client()).auth.signOut();
    if (error) throw error;
  },
};

const reportStartupError = (error: unknown) => console.error("Auth could not start:", error);

// Only a browser holding a session has one to restore: everyone else is settled from the start
// and never downloads supabase-js for it (the prerender, in Node, has no session either).
const restoring = () => typeof window !== "undefined" && hasStoredSession();

export function AuthProvider({ children }: { children: ReactNode }) {
  // The first render is the anonymous page, identical in the prerender and at hydration.
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(restoring);
  const [subscription, setSubscription] = useState(notSubscribed);

  useEffect(() => {
    let active = true;
    let checkedToken: string | null = null;
    let unsubscribe: (() => void) | undefined;
    // As transitions, these updates wait for any part of the page that is still hydrating
    // instead of making React throw its server HTML away and render it afresh.
    const update = (change: () => void) => active && startTransition(change);

    const follow = (pending: Promise<SupabaseClient>) =>
      pending
        .then((supabase) => {
          if (!active) return;
          const apply = (next: Session | null) => {
            update(() => setSession(next));
            const token = next?.access_token ?? null;
            // supabase-js repeats SIGNED_IN with the same token when the tab regains focus or
            // another tab signs in: one check per token is enough.
            if (token === checkedToken) return;
            checkedToken = token;
            if (!token) return update(() => setSubscription(notSubscribed));
            // supabase-js awaits this callback while holding its session work, so a supabase
            // call awaited in it can deadlock; the check runs on the next task instead.
            setTimeout(() => {
              void checkSubscription(supabase, token).then((result) => {
                if (checkedToken === token) update(() => setSubscription(result));
              });
            }, 0);
          };
          const { data } = supabase.auth.onAuthStateChange((_event, next) => apply(next));
          unsubscribe = () => data.subscription.unsubscribe();
          return supabase.auth.getSession().then(({ data: { session } }) => apply(session));
        })
        .catch(reportStartupError)
        .finally(() => update(() => setLoading(false)));

    // The client is created here for a stored session, or by a page that needs it (sign-in).
    if (restoring()) getSupabase();
    const stop = onSupabase((pending) => void follow(pending));
    return () => {
      active = false;
      stop();
      unsubscribe?.();
    };
  }, []);

  const value = useMemo<AuthState>(
    () => ({ ...subscription, ...actions, user: session?.user ?? null, session, loading }),
    [subscription, session, loading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
