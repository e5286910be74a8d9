/**
 * Supabase Auth (GoTrue), hand-written as a third party is: the password and refresh-token
 * grants, sign-up (with the account's metadata, and an e-mailed confirmation when
 * supabase/config.toml asks for one), logout, the admin's invitation (`POST /invite`) and ban
 * (`PUT /admin/users/<id>` with `ban_duration`), both with the service role key,
 * the user, password recovery (recovery.ts) and the e-mailed links (auth-mail.ts), answering with
 * GoTrue's JSON shapes and error bodies as @supabase/auth-js reads them (lib/fetch.ts,
 * lib/errors.ts), and issuing real HS256 JWTs signed with the project's secret, which PostgREST,
 * Storage and Realtime verify. Each account is also a row of auth.users (id, email), as GoTrue
 * keeps it, so that the migrations' foreign keys and auth.uid() see the same users.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { PGlite } from "@electric-sql/pglite";
import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import { createAuthMail, type Mailer } from "./auth-mail";
import { confirmsEmail } from "./config";
import { jwtSecret } from "./keys.js";
import { jsonReply, type Reply } from "./reply";
import { createRecovery } from "./recovery";

export type User = Record<string, unknown> & { id: string; email: string };
type Account = { user: User; password: string };

export type Session = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: "bearer";
  user: User;
};

/** What Auth keeps, for a backend that keeps it across restarts. */
export type AuthState = {
  accounts: Account[];
  refreshTokens: [token: string, { email: string; sessionId: string }][];
};

// Supabase Auth's answers to requests that declare API version 2024-01-01 (supabase-js does)
// carry `code` and `message`; older clients get `error_code` and `msg`.
const apiVersion = "2024-01-01";

export function authError(
  req: IncomingMessage,
  status: number,
  code: string,
  message: string,
  extra: object = {},
): Reply {
  if (req.headers["x-supabase-api-version"] === apiVersion) {
    const reply = jsonReply({ code, message, ...extra }, status);
    return { ...reply, headers: { ...reply.headers, "X-Supabase-Api-Version": apiVersion } };
  }
  return jsonReply({ code: status, error_code: code, msg: message, ...extra }, status);
}

function newUser(email: string, confirmed: boolean, metadata: Record<string, unknown> = {}): User {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email,
    email_confirmed_at: confirmed ? now : null,
    phone: "",
    confirmed_at: confirmed ? now : null,
    ...(!confirmed && { confirmation_sent_at: now }),
    last_sign_in_at: confirmed ? now : null,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

const field = (body: unknown, name: string): string | undefined => {
  const value = typeof body === "object" && body ? (body as Record<string, unknown>)[name] : null;
  return typeof value === "string" ? value : undefined;
};

export const bearer = (req: IncomingMessage) => req.headers.authorization?.replace(/^Bearer /, "");

export function createAuth(options: {
  db: PGlite;
  /** The project's URL as browsers reach it: the tokens' issuer and the e-mailed links' host. */
  url: () => string;
  /** Where a link sends people when the request named no redirect_to (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Resend's API, which Auth's e-mails go through; without it, sending fails as with no SMTP. */
  mailer?: Mailer;
  /** Whether sign-up waits for a confirmed e-mail; by default what config.toml says. */
  confirmEmail?: boolean;
  /** "rejected" answers every refresh-token grant as Supabase does for a revoked token. */
  refresh: () => "ok" | "rejected";
  /** Lifetime in seconds of the access tokens the grants issue. */
  expiresIn: () => number;
  /** Called after each change of what Auth keeps. */
  onChange?: () => void;
}) {
  const accounts = new Map<string, Account>();
  /** Until when each banned account (by e-mail) is banned, in ms since the epoch. */
  const bannedUntil = new Map<string, number>();
  const banned = (email: string) => (bannedUntil.get(email) ?? 0) > Date.now();
  const refreshTokens = new Map<string, { email: string; sessionId: string }>();
  const endedSessions = new Set<string>();
  const changed = () => options.onChange?.();

  async function issueSession(
    email: string,
    expiresIn = options.expiresIn(),
    sessionId: string = randomUUID(),
  ): Promise<Session> {
    const account = accounts.get(email);
    if (!account) throw new Error(`No user ${email}`);
    const now = Math.floor(Date.now() / 1000);
    const access_token = await new SignJWT({
      email,
      phone: "",
      app_metadata: account.user.app_metadata,
      user_metadata: account.user.user_metadata,
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(`${options.url()}/auth/v1`)
      .setSubject(account.user.id)
      .setAudience("authenticated")
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .setJti(randomUUID()) // two refreshes within a second still yield distinct tokens
      .sign(jwtSecret);
    const refresh_token = randomUUID().replace(/-/g, "").slice(0, 12);
    refreshTokens.set(refresh_token, { email, sessionId });
    changed();
    return {
      access_token,
      refresh_token,
      expires_in: expiresIn,
      expires_at: now + expiresIn,
      token_type: "bearer",
      user: account.user,
    };
  }

  /** The claims of a valid, unexpired user access token from this server, or null. */
  async function userClaims(token: string | undefined): Promise<JWTPayload | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwtSecret, { audience: "authenticated" });
      return payload;
    } catch {
      return null;
    }
  }

  async function addUser(
    email: string,
    password: string,
    confirmed = true,
    metadata: Record<string, unknown> = {},
  ): Promise<User> {
    const user = newUser(email, confirmed, metadata);
    await options.db.query("insert into auth.users (id, email) values ($1, $2)", [user.id, email]);
    accounts.set(email, { user, password });
    changed();
    return user;
  }

  const mail = createAuthMail({
    authUrl: () => `${options.url()}/auth/v1`,
    siteUrl: options.siteUrl,
    mailer: options.mailer,
    async verified(email, type) {
      const account = accounts.get(email);
      if (account && (type === "signup" || type === "invite") && !account.user.email_confirmed_at) {
        const now = new Date().toISOString();
        Object.assign(account.user, { email_confirmed_at: now, confirmed_at: now });
      }
      const session = await issueSession(email);
      return {
        access_token: session.access_token,
        expires_at: session.expires_at,
        expires_in: session.expires_in,
        refresh_token: session.refresh_token,
        token_type: session.token_type,
      };
    },
  });
  const recovery = createRecovery({
    accounts,
    mail: (email, redirectTo) => mail.send(email, "recovery", redirectTo),
  });

  async function tokenGrant(req: IncomingMessage, grant: string | null, body: unknown) {
    if (grant === "password") {
      const email = field(body, "email");
      const account = email ? accounts.get(email) : undefined;
      if (!email || !account || account.password !== field(body, "password")) {
        return authError(req, 400, "invalid_credentials", "Invalid login credentials");
      }
      if (!account.user.email_confirmed_at)
        return authError(req, 400, "email_not_confirmed", "Email not confirmed");
      if (banned(email)) return authError(req, 400, "user_banned", "User is banned");
      return jsonReply(await issueSession(email));
    }
    if (grant === "refresh_token") {
      const known = refreshTokens.get(field(body, "refresh_token") ?? "");
      if (
        !known ||
        options.refresh() === "rejected" ||
        endedSessions.has(known.sessionId) ||
        banned(known.email)
      ) {
        return authError(
          req,
          400,
          "refresh_token_not_found",
          "Invalid Refresh Token: Refresh Token Not Found",
        );
      }
      return jsonReply(await issueSession(known.email, options.expiresIn(), known.sessionId));
    }
    return authError(req, 400, "validation_failed", "unsupported_grant_type");
  }

  async function signUp(req: IncomingMessage, query: URLSearchParams, body: unknown) {
    const email = field(body, "email");
    const password = field(body, "password") ?? "";
    if (!email) return authError(req, 400, "validation_failed", "Signup requires a valid email");
    if (accounts.has(email))
      return authError(req, 422, "user_already_exists", "User already registered");
    if (password.length < 8) {
      return authError(req, 422, "weak_password", "Password should be at least 8 characters.", {
        weak_password: { reasons: ["length"] },
      });
    }
    // supabase-js's signUp({ options: { data } }): kept as the account's user_metadata.
    const data = (body as { data?: unknown } | null)?.data;
    const metadata = typeof data === "object" && data !== null ? { ...data } : {};
    if (!(options.confirmEmail ?? confirmsEmail())) {
      await addUser(email, password, true, metadata);
      return jsonReply(await issueSession(email));
    }
    // The account waits for its e-mail to be confirmed: GoTrue answers with the user alone.
    const user = await addUser(email, password, false, metadata);
    if (!(await mail.send(email, "signup", query.get("redirect_to"))))
      return authError(req, 500, "unexpected_failure", "Error sending confirmation email");
    return jsonReply(user);
  }

  /** Whether the request carries the service role key (Auth's admin endpoints ask for it). */
  async function byServiceRole(req: IncomingMessage) {
    const token = bearer(req);
    if (!token) return false;
    try {
      const { payload } = await jwtVerify(token, jwtSecret);
      return payload.role === "service_role";
    } catch {
      return false;
    }
  }

  /**
   * POST /auth/v1/invite (auth-js's admin.inviteUserByEmail): a new account, unconfirmed and
   * with no password, and the invite e-mail whose link (single-use, for an hour) signs it in.
   */
  async function invite(req: IncomingMessage, query: URLSearchParams, body: unknown) {
    const email = field(body, "email")?.trim().toLowerCase();
    if (!email || !/^[^@\s]+@[^@\s]+$/.test(email))
      return authError(
        req,
        400,
        "validation_failed",
        "Unable to validate email address: invalid format",
      );
    const known = accounts.get(email);
    if (known?.user.email_confirmed_at)
      return authError(
        req,
        422,
        "email_exists",
        "A user with this email address has already been registered",
      );
    const data = (body as { data?: unknown } | null)?.data;
    const metadata = typeof data === "object" && data !== null ? { ...data } : {};
    const user = known?.user ?? (await addUser(email, randomUUID(), false, metadata));
    Object.assign(user, { invited_at: new Date().toISOString() });
    if (!(await mail.send(email, "invite", query.get("redirect_to"))))
      return authError(req, 500, "unexpected_failure", "Error sending invite email");
    changed();
    return jsonReply(user);
  }

  /**
   * PUT /auth/v1/admin/users/<id> (auth-js's admin.updateUserById) with `ban_duration`: a Go
   * duration ("876000h") or "none". A banned account signs in no more, its refresh tokens are
   * refused and its access tokens too, at Auth (as GoTrue does since supabase/auth#2642).
   */
  function updateUser(req: IncomingMessage, id: string, body: unknown) {
    const account = [...accounts.values()].find((a) => a.user.id === id);
    if (!account) return authError(req, 404, "user_not_found", "User not found");
    const ban = field(body, "ban_duration");
    if (ban !== undefined) {
      const parts = ban === "none" ? [] : [...ban.matchAll(/(\d+)(h|m|s)/g)];
      if (ban !== "none" && (!parts.length || parts.map((p) => p[0]).join("") !== ban))
        return authError(req, 400, "validation_failed", "invalid format for ban duration");
      const unit = { h: 3_600_000, m: 60_000, s: 1000 } as const;
      const ms = parts.reduce((sum, p) => sum + Number(p[1]) * unit[p[2] as keyof typeof unit], 0);
      const until = Date.now() + ms;
      if (ms > 0) bannedUntil.set(account.user.email, until);
      else bannedUntil.delete(account.user.email);
      Object.assign(account.user, {
        banned_until: ms > 0 ? new Date(until).toISOString() : null,
        updated_at: new Date().toISOString(),
      });
      changed();
    }
    return jsonReply(account.user);
  }

  /** Answers a request under /auth/v1/. */
  async function handle(
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    body: unknown,
  ): Promise<Reply> {
    if (req.method === "POST" && path === "/auth/v1/token")
      return tokenGrant(req, query.get("grant_type"), body);
    if (req.method === "POST" && path === "/auth/v1/signup") return signUp(req, query, body);
    if (req.method === "POST" && path === "/auth/v1/recover")
      return recovery.recover(req, query, body);
    if (req.method === "GET" && path === "/auth/v1/verify") return mail.verify(query);
    const admin = /^\/auth\/v1\/admin\/users\/([^/]+)$/.exec(path);
    if ((path === "/auth/v1/invite" || admin) && !(await byServiceRole(req)))
      return authError(req, 403, "not_admin", "User not allowed");
    if (req.method === "POST" && path === "/auth/v1/invite") return invite(req, query, body);
    if (req.method === "PUT" && admin) return updateUser(req, decodeURIComponent(admin[1]!), body);
    if (!bearer(req)) {
      return authError(req, 401, "no_authorization", "This endpoint requires a valid Bearer token");
    }
    const claims = await userClaims(bearer(req));
    if (!claims)
      return authError(req, 403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
    const sessionId = String(claims.session_id);
    if (banned(String(claims.email))) return authError(req, 403, "user_banned", "User is banned");
    if (endedSessions.has(sessionId)) {
      return authError(
        req,
        403,
        "session_not_found",
        "Session from session_id claim in JWT does not exist",
      );
    }
    if (req.method === "POST" && path === "/auth/v1/logout") {
      endedSessions.add(sessionId);
      return { status: 204, body: "" };
    }
    if (req.method === "GET" && path === "/auth/v1/user") {
      return jsonReply(accounts.get(String(claims.email))?.user);
    }
    if (req.method === "PUT" && path === "/auth/v1/user") {
      const reply = recovery.updateUser(req, String(claims.email), body);
      changed();
      return reply;
    }
    return authError(req, 404, "not_found", "Not found");
  }

  return {
    handle,
    addUser,
    issueSession,
    userClaims,
    /** The id of the account with this e-mail, if there is one. */
    userId: (email: string) => accounts.get(email)?.user.id,
    state: (): AuthState => ({
      accounts: [...accounts.values()],
      refreshTokens: [...refreshTokens],
    }),
    load(state: AuthState) {
      for (const account of state.accounts) accounts.set(account.user.email, account);
      for (const [token, session] of state.refreshTokens) refreshTokens.set(token, session);
    },
    /** Forgets every account and session (the database's rows go with its truncation). */
    reset() {
      accounts.clear();
      bannedUntil.clear();
      refreshTokens.clear();
      endedSessions.clear();
      mail.reset();
    },
  };
}
