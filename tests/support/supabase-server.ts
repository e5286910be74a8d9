/**
 * A local server that speaks the parts of Supabase's HTTP protocol this app uses, so that tests
 * run the real supabase-js against it: Auth (GoTrue) password and refresh-token grants, sign-up,
 * logout and user, the check-subscription edge function (canned, or forwarded to a real one
 * served locally), PostgREST's insert into service_requests, and its upsert into `subscribers`
 * for that function's service-role client. It issues real HS256 JWTs and
 * answers with Supabase's JSON shapes and error bodies (as read by @supabase/auth-js
 * lib/fetch.ts). Each test decides the answers and reads back the requests it received.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { corsHeaders } from "@supabase/supabase-js/cors";
import { jwtVerify, SignJWT } from "jose";
import { WebSocketServer } from "ws";
import { createRequestsTable, type Role } from "./supabase/postgrest";
import { createRealtimeHub } from "./supabase/realtime";
import { createRecovery } from "./supabase/recovery";
import { createStorage } from "./supabase/storage";
import { jwtSecret, signAnonKey, signServiceRoleKey } from "./test-keys.js";

export type Reply = { status: number; body: string; headers?: Record<string, string> };

export const jsonReply = (body: unknown, status = 200): Reply => ({
  status,
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json" },
});

/** What the server does; each test overrides what it needs. */
export type Answers = {
  /**
   * The check-subscription reply, "network-error" to drop the connection unanswered, or the URL
   * of a real function to forward the call to (it checks the caller itself: verify_jwt = false).
   */
  check: Reply | "network-error" | { forwardTo: string };
  checkDelayMs: number;
  /** "rejected" answers every refresh-token grant as Supabase does for a revoked token. */
  refresh: "ok" | "rejected";
  /** Lifetime in seconds of the access tokens the grants issue. */
  expiresIn: number;
  /** PostgREST's answer to an insert: "stored" (201), an error, no answer, or never. */
  insert: "stored" | Reply | "network-error" | "hang";
  /** PostgREST's answer to a select (GET/HEAD) or an update (PATCH) of service_requests. */
  select: "ok" | Reply | "network-error";
  update: "ok" | Reply | "network-error";
};

const defaultAnswers = (): Answers => ({
  check: jsonReply({ subscribed: false, subscription_tier: null, subscription_end: null }),
  checkDelayMs: 0,
  refresh: "ok",
  expiresIn: 3600,
  insert: "stored",
  select: "ok",
  update: "ok",
});

const postgrestError = (status: number, code: string, message: string, details = null) =>
  jsonReply({ code, details, hint: null, message }, status);

/**
 * PostgREST's error answers to an insert, body and status as it sends them: an RLS refusal is
 * 42501 (401 for the anon role), a CHECK violation 23514 (400), a trigger's RAISE with SQLSTATE
 * 'PT429' is HTTP 429, and an internal failure 500.
 */
export const postgrestErrors = {
  rls: postgrestError(
    401,
    "42501",
    'new row violates row-level security policy for table "service_requests"',
  ),
  check: postgrestError(
    400,
    "23514",
    'new row for relation "service_requests" violates check constraint "service_requests_phone_check"',
  ),
  rateLimited: postgrestError(429, "PT429", "Too many requests from this phone number"),
  internal: postgrestError(500, "XX000", "internal error"),
};

type ReceivedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
};

type TestSession = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: "bearer";
  user: TestUser;
};

type TestUser = Record<string, unknown> & { id: string; email: string };
type Account = { user: TestUser; password: string };

// Supabase Auth's answers to requests that declare API version 2024-01-01 (supabase-js does)
// carry `code` and `message`; older clients get `error_code` and `msg`.
const apiVersion = "2024-01-01";

function authError(
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

function newUser(email: string): TestUser {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email,
    email_confirmed_at: now,
    phone: "",
    confirmed_at: now,
    last_sign_in_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const field = (body: unknown, name: string): string | undefined => {
  const value = typeof body === "object" && body ? (body as Record<string, unknown>)[name] : null;
  return typeof value === "string" ? value : undefined;
};

const bearer = (headers: IncomingHttpHeaders) => headers.authorization?.replace(/^Bearer /, "");

export async function startSupabaseServer({ port = 0 } = {}) {
  const anonKey = await signAnonKey();
  const serviceRoleKey = await signServiceRoleKey();
  const subscribers = new Map<string, Record<string, unknown>>();
  const accounts = new Map<string, Account>();
  const refreshTokens = new Map<string, { email: string; sessionId: string }>();
  const endedSessions = new Set<string>();
  const requests: ReceivedRequest[] = [];
  const rows: unknown[] = [];
  let answers = defaultAnswers();
  let url = "";
  const requestsTable = createRequestsTable();
  const storage = createStorage({
    anonKey,
    serviceRoleKey,
    rows,
    staff: requestsTable.staff,
    userClaims: (t) => userClaims(t),
  });

  async function issueSession(
    email: string,
    expiresIn = answers.expiresIn,
    sessionId: string = randomUUID(),
  ) {
    const account = accounts.get(email);
    if (!account) throw new Error(`No test user ${email}`);
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
      .setIssuer(`${url}/auth/v1`)
      .setSubject(account.user.id)
      .setAudience("authenticated")
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .setJti(randomUUID()) // two refreshes within a second still yield distinct tokens
      .sign(jwtSecret);
    const refresh_token = randomUUID().replace(/-/g, "").slice(0, 12);
    refreshTokens.set(refresh_token, { email, sessionId });
    const session: TestSession = {
      access_token,
      refresh_token,
      expires_in: expiresIn,
      expires_at: now + expiresIn,
      token_type: "bearer",
      user: account.user,
    };
    return session;
  }

  /** The claims of a valid, unexpired user access token from this server, or null. */
  async function userClaims(token: string | undefined) {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwtSecret, { audience: "authenticated" });
      return payload;
    } catch {
      return null;
    }
  }

  /** The database role a bearer token stands for, as PostgREST and Realtime decide it. */
  async function roleOf(token: string | undefined): Promise<Role | null> {
    if (token === anonKey) return { role: "anon" };
    if (token === serviceRoleKey) return { role: "service_role" };
    const claims = await userClaims(token);
    return claims?.sub ? { role: "authenticated", userId: claims.sub } : null;
  }

  const realtime = createRealtimeHub({
    roleOf,
    canSelect: (who) => who.role === "service_role" || requestsTable.isStaff(who),
  });
  const recovery = createRecovery({
    accounts,
    issueSession: (email) => issueSession(email),
    authError,
  });

  /** GET/HEAD/PATCH/DELETE on service_requests and the is_staff RPC, under the table's rules. */
  async function rest(req: IncomingMessage, path: string, query: URLSearchParams, body: unknown) {
    const who = await roleOf(bearer(req.headers));
    if (!who)
      return jsonReply(
        { code: "PGRST301", details: null, hint: null, message: "JWT expired" },
        401,
      );
    if (path === "/rest/v1/rpc/is_staff") return jsonReply(requestsTable.isStaff(who));
    if (path !== "/rest/v1/service_requests")
      return postgrestError(404, "42P01", `relation "public.${path.slice(9)}" does not exist`);
    const injected = req.method === "PATCH" ? answers.update : answers.select;
    if (injected !== "ok") return injected;
    return requestsTable.handle(req.method ?? "GET", query, req.headers, who, body);
  }

  async function tokenGrant(req: IncomingMessage, grant: string | undefined, body: unknown) {
    if (grant === "password") {
      const email = field(body, "email");
      const account = email ? accounts.get(email) : undefined;
      if (!email || !account || account.password !== field(body, "password")) {
        return authError(req, 400, "invalid_credentials", "Invalid login credentials");
      }
      return jsonReply(await issueSession(email));
    }
    if (grant === "refresh_token") {
      const known = refreshTokens.get(field(body, "refresh_token") ?? "");
      if (!known || answers.refresh === "rejected" || endedSessions.has(known.sessionId)) {
        return authError(
          req,
          400,
          "refresh_token_not_found",
          "Invalid Refresh Token: Refresh Token Not Found",
        );
      }
      return jsonReply(await issueSession(known.email, answers.expiresIn, known.sessionId));
    }
    return authError(req, 400, "validation_failed", "unsupported_grant_type");
  }

  async function signUp(req: IncomingMessage, body: unknown) {
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
    accounts.set(email, { user: newUser(email), password });
    return jsonReply(await issueSession(email));
  }

  async function auth(req: IncomingMessage, path: string, query: URLSearchParams, body: unknown) {
    if (req.method === "POST" && path === "/auth/v1/token") {
      return tokenGrant(req, query.get("grant_type") ?? undefined, body);
    }
    if (req.method === "POST" && path === "/auth/v1/signup") return signUp(req, body);
    if (req.method === "POST" && path === "/auth/v1/recover")
      return recovery.recover(req, query, body);
    if (!bearer(req.headers)) {
      return authError(req, 401, "no_authorization", "This endpoint requires a valid Bearer token");
    }
    const claims = await userClaims(bearer(req.headers));
    if (!claims)
      return authError(req, 403, "bad_jwt", "invalid JWT: unable to parse or verify signature");
    const sessionId = String(claims.session_id);
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
    if (req.method === "PUT" && path === "/auth/v1/user")
      return recovery.updateUser(req, String(claims.email), body);
    return authError(req, 404, "not_found", "Not found");
  }

  /**
   * POST /rest/v1/<table>: PostgREST's insert. With return=minimal (its default) a stored row
   * is answered 201 with an empty body; this server never reads rows back (anon may not).
   */
  async function insert(path: string, body: unknown): Promise<Reply | "network-error" | "hang"> {
    if (path !== "/rest/v1/service_requests") {
      return postgrestError(404, "42P01", `relation "public.${path.slice(9)}" does not exist`);
    }
    if (answers.insert !== "stored") return answers.insert;
    const sent = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
    rows.push(...sent);
    for (const row of sent)
      await realtime.insert("public", "service_requests", requestsTable.insert(row));
    return { status: 201, body: "" };
  }

  async function checkSubscription(req: IncomingMessage): Promise<Reply | "network-error"> {
    const { check } = answers;
    if (typeof check === "object" && "forwardTo" in check) return forward(req, check.forwardTo);
    if (!(await userClaims(bearer(req.headers))))
      return jsonReply({ code: 401, message: "Invalid JWT" }, 401);
    if (answers.checkDelayMs)
      await new Promise((resolve) => setTimeout(resolve, answers.checkDelayMs));
    return check;
  }

  async function forward(req: IncomingMessage, target: string): Promise<Reply> {
    const headers = new Headers();
    for (const name of ["authorization", "apikey", "content-type", "x-client-info"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const response = await fetch(target, { method: req.method, headers });
    const type = response.headers.get("content-type");
    return {
      status: response.status,
      body: await response.text(),
      headers: type ? { "Content-Type": type } : {},
    };
  }

  /** PostgREST's upsert (`on_conflict=email`, merging duplicates), for the service role only. */
  function upsertSubscriber(req: IncomingMessage, query: URLSearchParams, body: unknown): Reply {
    if (bearer(req.headers) !== serviceRoleKey) {
      return jsonReply({ code: "42501", message: "permission denied for table subscribers" }, 401);
    }
    const email = field(body, "email");
    if (!email) return jsonReply({ code: "23502", message: 'null value in column "email"' }, 400);
    // Without on_conflict=email and merge-duplicates it is a plain insert, refused for a known email.
    const upsert =
      query.get("on_conflict") === "email" &&
      /resolution=merge-duplicates/.test(String(req.headers.prefer));
    if (!upsert && subscribers.has(email)) {
      return jsonReply(
        { code: "23505", message: "duplicate key value violates unique constraint" },
        409,
      );
    }
    subscribers.set(email, { ...subscribers.get(email), ...(body as object) });
    return { status: 201, body: "" };
  }

  const server = createServer(async (req, res) => {
    const { pathname: path, searchParams } = new URL(req.url ?? "/", "http://localhost");
    const isFunction = path.startsWith("/functions/v1/");
    // Edge functions answer CORS themselves (this one with supabase-js's own corsHeaders, as
    // Supabase's guide does); Auth's gateway allows any requested header and exposes the
    // API version header, which auth-js reads to parse error codes.
    const cors: Record<string, string> = isFunction
      ? corsHeaders
      : {
          "Access-Control-Allow-Origin": "*",
          "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "*",
          "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
          "Access-Control-Expose-Headers": "X-Supabase-Api-Version, Content-Range",
        };
    // Storage reads its own (binary) bodies and checks its own keys: a signed URL carries none.
    const stored = req.method === "OPTIONS" ? null : await storage.handle(req, path, searchParams);
    const body = stored ? undefined : await readBody(req);
    requests.push({
      method: req.method ?? "GET",
      path,
      query: Object.fromEntries(searchParams),
      headers: req.headers,
      body,
    });

    let reply: Reply | "network-error" | "hang";
    if (req.method === "OPTIONS") reply = { status: 204, body: "" };
    else if (stored) reply = stored;
    else if (req.headers.apikey !== anonKey && req.headers.apikey !== serviceRoleKey)
      reply = jsonReply({ message: "Invalid API key" }, 401);
    else if (path === "/functions/v1/check-subscription") reply = await checkSubscription(req);
    else if (req.method === "POST" && path === "/rest/v1/subscribers")
      reply = upsertSubscriber(req, searchParams, body);
    else if (
      req.method === "POST" &&
      path.startsWith("/rest/v1/") &&
      !path.startsWith("/rest/v1/rpc/")
    )
      reply = await insert(path, body);
    else if (path.startsWith("/rest/v1/")) reply = await rest(req, path, searchParams, body);
    else if (!isFunction) reply = await auth(req, path, searchParams, body);
    else reply = jsonReply({ code: "NOT_FOUND", message: "Requested function was not found" }, 404);

    if (reply === "hang") return; // close() ends the connection
    if (reply === "network-error") return req.socket.destroy();
    res.writeHead(reply.status, { ...cors, ...reply.headers });
    res.end(reply.body);
  });

  // Realtime's WebSocket endpoint; anything else asking to upgrade is refused.
  const sockets = new WebSocketServer({ noServer: true });
  server.on("upgrade", (req, socket, head) => {
    if (!req.url?.startsWith("/realtime/v1/websocket")) return socket.destroy();
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const connection = realtime.connect(req.url ?? "", (text) => ws.send(text));
      ws.on("message", (data) => void connection.receive(String(data)));
      ws.on("close", connection.close);
    });
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    anonKey,
    serviceRoleKey,
    /** The rows of the subscribers table, by e-mail. */
    subscribers,
    /** supabase-js's default storage key for this URL: sb-<first label of the host>-auth-token. */
    storageKey: `sb-${new URL(url).hostname.split(".")[0]}-auth-token`,
    requests,
    /** The request-photos bucket: its objects, the uploads received, staff, failures. */
    storage,
    /** The rows stored by inserts into service_requests, as received. */
    rows,
    /** The insert requests received, whatever they were answered. */
    inserts: () => requests.filter((r) => r.method === "POST" && r.path.startsWith("/rest/v1/")),
    answer(changes: Partial<Answers>) {
      answers = { ...answers, ...changes };
    },
    /** Adds an account; `staff` also puts its id in public.staff. Returns the user's id. */
    addUser(email: string, password: string, { staff = false } = {}) {
      const user = newUser(email);
      accounts.set(email, { user, password });
      if (staff) requestsTable.staff.add(user.id);
      return user.id;
    },
    /** service_requests as the database holds it (full rows, defaults filled in). */
    requestsTable: requestsTable.table,
    /** Stores a row as if the form had sent it (and tells Realtime), e.g. an older request. */
    addRequest: async (row: Record<string, unknown>, createdAt?: Date) => {
      const stored = requestsTable.insert(row, createdAt);
      await realtime.insert("public", "service_requests", stored);
      return stored;
    },
    /** The recover requests received (e-mail, redirect_to) and the link such a mail carries. */
    recoveries: recovery.sent,
    recoveryLink: recovery.link,
    /** Realtime: a connection driven by another transport (Playwright's routeWebSocket). */
    realtimeConnect: realtime.connect,
    realtimeConnections: realtime.connections,
    /** A session as a sign-in would issue it, e.g. to put in storage before the app starts. */
    issueSession: (email: string, expiresIn?: number) => issueSession(email, expiresIn),
    /** The bearer tokens the check-subscription function was called with, in order. */
    checkTokens: () =>
      requests
        .filter((r) => r.method === "POST" && r.path === "/functions/v1/check-subscription")
        .map((r) => bearer(r.headers)),
    /** Forgets users, sessions, requests and answers, for a server shared by several tests. */
    reset() {
      accounts.clear();
      refreshTokens.clear();
      endedSessions.clear();
      subscribers.clear();
      requests.length = 0;
      rows.length = 0;
      requestsTable.table.length = 0;
      requestsTable.staff.clear();
      recovery.sent.length = 0;
      answers = defaultAnswers();
      storage.reset();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SupabaseTestServer = Awaited<ReturnType<typeof startSupabaseServer>>;
