/**
 * Supabase Auth's password recovery, as @supabase/auth-js calls it: `resetPasswordForEmail`
 * posts `{email}` to `/auth/v1/recover?redirect_to=<url>` (answered 200 `{}` whether or not the
 * address has an account, so that nobody can probe for accounts), and the e-mailed link, once
 * verified, lands on `<redirect_to>#access_token=…&type=recovery`, which supabase-js's
 * `detectSessionInUrl` turns into a session and a PASSWORD_RECOVERY event. `updateUser` then
 * sends `PUT /auth/v1/user` with `{password}`; a password under 8 characters is refused with
 * 422 `weak_password` and its reasons, as a project with the default minimum length does.
 */
import type { IncomingMessage } from "node:http";
import { authError } from "./auth";
import { jsonReply, type Reply } from "./reply";

type Account = { user: Record<string, unknown> & { email: string }; password: string };
type Session = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
};

export function createRecovery(options: {
  accounts: Map<string, Account>;
  issueSession: (email: string) => Promise<Session>;
}) {
  const sent: { email: string; redirectTo: string | null }[] = [];
  const field = (body: unknown, name: string) =>
    typeof body === "object" && body ? (body as Record<string, unknown>)[name] : undefined;

  return {
    /** The reset e-mails asked for, in order. */
    sent,
    recover(req: IncomingMessage, query: URLSearchParams, body: unknown): Reply {
      const email = field(body, "email");
      if (typeof email !== "string" || !email.includes("@"))
        return authError(
          req,
          400,
          "validation_failed",
          "Unable to validate email address: invalid format",
        );
      sent.push({ email, redirectTo: query.get("redirect_to") });
      return jsonReply({});
    },
    updateUser(req: IncomingMessage, email: string, body: unknown): Reply {
      const account = options.accounts.get(email);
      const password = field(body, "password");
      if (!account) return authError(req, 404, "user_not_found", "User not found");
      if (typeof password === "string") {
        if (password.length < 8)
          return authError(req, 422, "weak_password", "Password should be at least 8 characters.", {
            weak_password: { reasons: ["length"] },
          });
        if (password === account.password)
          return authError(
            req,
            422,
            "same_password",
            "New password should be different from the old password.",
          );
        account.password = password;
      }
      account.user.updated_at = new Date().toISOString();
      return jsonReply(account.user);
    },
    /** Where the e-mail's link lands once Supabase has verified it: a session in the fragment. */
    async link(email: string, redirectTo?: string) {
      const target = redirectTo ?? [...sent].reverse().find((s) => s.email === email)?.redirectTo;
      if (!target) throw new Error(`No recovery was asked for ${email}`);
      const session = await options.issueSession(email);
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: "bearer",
        type: "recovery",
      });
      return `${target}#${fragment}`;
    },
  };
}
