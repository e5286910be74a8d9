import { createContext, useContext } from "react";
import type { Session, User } from "@supabase/supabase-js";
import type { Subscription } from "./subscription";

type AuthResult = { user: User | null; session: Session | null };

/** What a sign-up may carry beside the address and password (supabase-js's signUp options). */
type SignUpOptions = {
  /** Kept with the account (user_metadata) until the page stores it where it belongs. */
  data?: Record<string, string>;
  /** Where the confirmation e-mail's link brings its reader back, signed in. */
  emailRedirectTo?: string;
};

export type AuthState = Subscription & {
  user: User | null;
  session: Session | null;
  /** True until the first session fetch has finished, whatever its outcome. */
  loading: boolean;
  /**
   * True while a signed-in account's subscription check has not answered yet: until then the
   * subscription fields say "not subscribed" without knowing. A token refresh keeps the last
   * answer in place while its own check runs.
   */
  checking: boolean;
  /** Rejects with supabase-js's AuthError (status, code; reasons for a weak password). */
  signIn: (email: string, password: string) => Promise<AuthResult>;
  /** Rejects like signIn. Without a session in the result, the address awaits confirmation. */
  signUp: (email: string, password: string, options?: SignUpOptions) => Promise<AuthResult>;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth() must be called inside <AuthProvider>.");
  return auth;
}
