import { createContext, useContext } from "react";
import type { Session, User } from "@supabase/supabase-js";
import type { Subscription } from "./subscription";

type AuthResult = { user: User | null; session: Session | null };

export type AuthState = Subscription & {
  user: User | null;
  session: Session | null;
  /** True until the first session fetch has finished, whatever its outcome. */
  loading: boolean;
  /** Rejects with supabase-js's AuthError (status, code; reasons for a weak password). */
  signIn: (email: string, password: string) => Promise<AuthResult>;
  /** Rejects like signIn. Without a session in the result, the address awaits confirmation. */
  signUp: (email: string, password: string) => Promise<AuthResult>;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth() must be called inside <AuthProvider>.");
  return auth;
}
