/**
 * Supabase Auth's password recovery, as @supabase/auth-js calls it: `resetPasswordForEmail`
 * posts `{email}` to `/auth/v1/recover?redirect_to=<url>` (answered 200 `{}` whether or not the
 * address has an account, so that nobody can probe for accounts) and the account's owner is
 * e-mailed a link (auth-mail.ts) that lands on `<redirect_to>#access_token=…&type=recovery`,
 * which supabase-js's `detectSessionInUrl` turns into a session and a PASSWORD_RECOVERY event.
 * `updateUser` then sends `PUT /auth/v1/user` with `{password}`; a password under 8 characters is
 * refused with 422 `weak_password` and its reasons, as a project with the default minimum length
 * does.
 */
import type { IncomingMessage } from "node:http";
import { authError } from "./auth";
import { jsonReply, type Reply } from "./reply";

type Account = { user: Record<string, unknown> & { email: string }; password: string };

export function createRecovery(options: {
  accounts: Map<string, Account>;
  /** E-mails the link; false when it could not be sent. */
  mail: (email: string, redirectTo: string | null) => Promise<boolean>;
}) {
  const field = (body: unknown, name: string) =>
    typeof body === "object" && body ? (body as Record<string, unknown>)[name] : undefined;

  return {
    async recover(req: IncomingMessage, query: URLSearchParams, body: unknown): Promise<Reply> {
      const email = field(body, "email");
      if (typeof email !== "string" || !email.includes("@"))
        return authError(
          req,
          400,
          "validation_failed",
          "Unable to validate email address: invalid format",
        );
      if (options.accounts.has(email) && !(await options.mail(email, query.get("redirect_to"))))
        return authError(req, 500, "unexpected_failure", "Error sending recovery email");
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
  };
}
