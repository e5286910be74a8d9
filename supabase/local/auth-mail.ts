/**
 * The e-mails Supabase Auth sends and the links in them, as GoTrue makes them (supabase/auth:
 * internal/mailer/templatemailer/templatemailer.go for the default subjects and bodies,
 * internal/api/verify.go for the link): `<Auth URL>/verify?token=…&type=recovery|signup|invite&
 * redirect_to=…`, which, opened once within an hour, answers 303 to `redirect_to` with a session
 * in the fragment (`#access_token=…&refresh_token=…&type=recovery`), and for an unknown, used or
 * expired token to `redirect_to#error=access_denied&error_code=otp_expired&…`.
 *
 * The messages go through Resend's API, as a project whose Auth sends with Resend does (custom
 * SMTP at Resend): locally, to the mailbox (mailbox.ts).
 */
import { randomBytes } from "node:crypto";
import type { Reply } from "./reply";

export type Mailer = {
  /** Resend's API base and a key it takes. */
  url: string;
  apiKey: string;
};

type LinkType = "recovery" | "signup" | "invite";
type Pending = { email: string; type: LinkType; redirectTo: string; expiresAt: number };

// GoTrue's default sender when a project sets none, and its default templates.
const sender = "Supabase Auth <noreply@mail.app.supabase.io>";
const templates: Record<
  LinkType,
  { subject: string; html: (link: string, site: string) => string }
> = {
  signup: {
    subject: "Confirm your email address",
    html: (link) => `<h2>Confirm your email address</h2>

<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="${link}">Confirm email address</a></p>
`,
  },
  invite: {
    subject: "You have been invited",
    html: (link, site) => `<h2>You have been invited</h2>

<p>You have been invited to create a user on ${site}. Follow this link to accept the invite:</p>
<p><a href="${link}">Accept the invite</a></p>
`,
  },
  recovery: {
    subject: "Reset your password",
    html: (link) => `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="${link}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
};

const hour = 60 * 60 * 1000;

/** A 303 to `location`, as GoTrue's verify answers. */
const seeOther = (location: string): Reply => ({
  status: 303,
  body: "",
  headers: { Location: location },
});

export function createAuthMail(options: {
  /** Auth's public URL (`<project URL>/auth/v1`), where the links point. */
  authUrl: () => string;
  /** The site Auth sends people to when a request names no redirect_to (GoTrue's SITE_URL). */
  siteUrl: string;
  mailer: Mailer | undefined;
  /** The session a verified link signs in with; `type` says what was verified. */
  verified: (email: string, type: LinkType) => Promise<Record<string, string | number>>;
}) {
  const pending = new Map<string, Pending>();

  return {
    /**
     * E-mails a link of this type to `email`; false when it could not be sent (no mailer, or
     * Resend refused), which Auth answers with a 500 as GoTrue does.
     */
    async send(email: string, type: LinkType, redirectTo: string | null): Promise<boolean> {
      if (!options.mailer) return false;
      const token = randomBytes(28).toString("hex");
      const to = redirectTo ?? options.siteUrl;
      pending.set(token, { email, type, redirectTo: to, expiresAt: Date.now() + hour });
      const link = `${options.authUrl()}/verify?${new URLSearchParams({ token, type, redirect_to: to })}`;
      const response = await fetch(`${options.mailer.url}/emails`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.mailer.apiKey}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          from: sender,
          to: [email],
          subject: templates[type].subject,
          html: templates[type].html(link.replace(/&/g, "&amp;"), options.siteUrl),
        }),
      }).catch(() => null);
      if (!response?.ok) {
        console.error(`local Auth: the ${type} e-mail to ${email} was not sent`);
        return false;
      }
      return true;
    },

    /** GET /auth/v1/verify: a link from an e-mail, opened in the browser. */
    async verify(query: URLSearchParams): Promise<Reply> {
      const token = query.get("token") ?? "";
      const link = pending.get(token);
      const redirectTo = query.get("redirect_to") ?? link?.redirectTo ?? options.siteUrl;
      if (!link || link.type !== query.get("type") || link.expiresAt < Date.now()) {
        const error = new URLSearchParams({
          error: "access_denied",
          error_code: "otp_expired",
          error_description: "Email link is invalid or has expired",
        });
        return seeOther(`${redirectTo}#${error}`);
      }
      pending.delete(token);
      const session = await options.verified(link.email, link.type);
      const fragment = new URLSearchParams({
        ...Object.fromEntries(Object.entries(session).map(([k, v]) => [k, String(v)])),
        type: link.type,
      });
      return seeOther(`${redirectTo}#${fragment}`);
    },

    reset: () => pending.clear(),
  };
}
