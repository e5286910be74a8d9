import type { Session, SupabaseClient } from "@supabase/supabase-js";
import { getSupabase } from "@/auth/supabase";
import type { AuthState } from "./auth-context";
import { checkSubscription } from "./check-subscription";
import { notSubscribed, type Subscription } from "./subscription";

/**
 * The AuthProvider's work with supabase-js, in a chunk of its own that arrives with supabase-js:
 * a visitor without a session downloads none of it.
 */

async function client(): Promise<SupabaseClient> {
  const supabase = getSupabase();
  if (!supabase) {
    throw new Error("Auth is off: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to enable it.");
  }
  return supabase;
}

// supabase-js returns its errors; the context throws them unchanged so callers see the AuthError.
export const actions: Pick<AuthState, "signIn" | "signUp" | "signOut"> = {
  async signIn(email, password) {
    const { data, error } = await (await client()).auth.signInWithPassword({ email, password });
    if (error) throw error;
    return { user: data.user, session: data.session };
  },
  async signUp(email, password, options) {
    const { data, error } = await (await client()).auth.signUp({ email, password, options });
    if (error) throw error;
    return { user: data.user, session: data.session };
  },
  async signOut() {
    const { error } = await (await client()).auth.signOut();
    if (error) throw error;
  },
};

export type SessionHandlers = {
  /** Whether the provider is still mounted; nothing is reported once it is not. */
  active: () => boolean;
  onSession: (session: Session | null) => void;
  /** The check's answer for the account `userId` (null: signed out). */
  onSubscription: (subscription: Subscription, userId: string | null) => void;
};

/**
 * Follows the client's session for the AuthProvider: the one stored (getSession) and every
 * change after it, with one subscription check per access token. Resolves once the first
 * session fetch is done, with the function that stops following.
 */
export async function followSession(
  supabase: SupabaseClient,
  { active, onSession, onSubscription }: SessionHandlers,
): Promise<() => void> {
  let checkedToken: string | null = null;
  const apply = (next: Session | null) => {
    if (!active()) return;
    onSession(next);
    const token = next?.access_token ?? null;
    // supabase-js repeats SIGNED_IN with the same token when the tab regains focus or another
    // tab signs in: one check per token is enough.
    if (token === checkedToken) return;
    checkedToken = token;
    if (!next) return onSubscription(notSubscribed, null);
    const { access_token: current, user } = next;
    // supabase-js awaits this callback while holding its session work, so a supabase call
    // awaited in it can deadlock; the check runs on the next task instead.
    setTimeout(() => {
      void checkSubscription(supabase, current).then((result) => {
        if (active() && checkedToken === current) onSubscription(result, user.id);
      });
    }, 0);
  };
  const { data } = supabase.auth.onAuthStateChange((_event, next) => apply(next));
  const {
    data: { session },
  } = await supabase.auth.getSession();
  apply(session);
  return () => data.subscription.unsubscribe();
}
