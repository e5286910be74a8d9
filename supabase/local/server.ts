/**
 * A local Supabase: one HTTP server that speaks the parts of Supabase's protocols this app uses,
 * in front of a PostgreSQL (PGlite) with every migration applied. PostgREST (postgrest.ts),
 * Storage (storage.ts) and Realtime (realtime.ts) answer from the database, as the caller's
 * role; Auth (auth.ts) is hand-written, as a third party is; pg_net's worker (pg-net.ts) sends
 * what the database queues, and pg_cron's (pg-cron.ts) runs the scheduled jobs; /functions/v1/
 * goes to an edge runtime when one is given (`useFunctions`; functions-gateway.ts, functions.ts). The tests run the real supabase-js
 * against it, and the local stack (stack.ts) puts it together with the functions and a mailbox
 * for `npm run dev` and the browser tests.
 *
 * By default every answer comes from the database or the function. A test may ask for a failure
 * instead (`answer`): a canned reply, a dropped connection, no answer at all, a delay.
 */
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { jwtVerify } from "jose";
import { WebSocketServer } from "ws";
import { createAuth, bearer, type AuthState } from "./auth";
import type { Mailer } from "./auth-mail";
import { acquireDatabase, emptyDatabase, releaseDatabase } from "./database";
import { createFunctionsGateway } from "./functions-gateway";
import { jwtSecret, signAnonKey, signServiceRoleKey } from "./keys.js";
import { defaultAnswers, postgrestError, type Answers } from "./answers";
import { startPgCron } from "./pg-cron";
import { startPgNet } from "./pg-net";
import { postgrest, type Caller } from "./postgrest";
import { compressed, jsonReply, type Reply } from "./reply";
import { createRealtime } from "./realtime";
import { createStorage, memoryByteStore, type ByteStore } from "./storage";

/** A request the server received, as a test reads it back. */
type ReceivedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The status it was answered with; none for a connection dropped or left hanging. */
  status?: number;
};

async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A body as a test reads it back: its JSON, else its text. */
function decodeBody(bytes: Buffer): unknown {
  const text = bytes.toString("utf8");
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Options = {
  /** 0 for any free port. */
  port?: number;
  /** The database; by default an empty one with every migration, given back on close. */
  db?: PGlite;
  /** Where uploaded bytes go; by default memory. */
  bytes?: ByteStore;
  /** Auth's accounts and sessions to start with, and where to report their changes. */
  authState?: AuthState;
  onAuthChange?: (state: AuthState) => void;
  /**
   * The URL browsers reach this server at, when it is not its own (the browser tests forward a
   * build's baked-in origin here): the tokens' issuer and the host of Auth's e-mailed links.
   */
  publicUrl?: string;
  /** Where Auth's links send people when a request names no redirect_to (GoTrue's SITE_URL). */
  siteUrl?: string;
  /** Resend's API for Auth's e-mails; without it Auth answers that it could not send them. */
  mailer?: Mailer;
  /** Whether sign-up waits for a confirmed e-mail, whatever config.toml says. */
  confirmEmail?: boolean;
};

export async function startSupabaseServer(options: Options = {}) {
  const pooled = !options.db;
  const db = options.db ?? (await acquireDatabase());
  const anonKey = await signAnonKey();
  const serviceRoleKey = await signServiceRoleKey();
  const requests: ReceivedRequest[] = [];
  let answers = defaultAnswers();
  let url = "";
  let functionsUrl: string | null = null;

  const auth = createAuth({
    db,
    url: () => options.publicUrl ?? url,
    // The Supabase CLI's default site_url.
    siteUrl: options.siteUrl ?? "http://127.0.0.1:3000",
    mailer: options.mailer,
    confirmEmail: options.confirmEmail,
    refresh: () => answers.refresh,
    expiresIn: () => answers.expiresIn,
    onChange: () => options.onAuthChange?.(auth.state()),
  });
  if (options.authState) auth.load(options.authState);

  /**
   * The role and claims a bearer token stands for, as PostgREST, Storage and Realtime decide
   * them: the API keys are JWTs with a role, a user's token says `authenticated`.
   */
  async function callerOf(token: string | undefined): Promise<Caller | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwtSecret);
      const role = payload.role;
      if (role !== "anon" && role !== "authenticated" && role !== "service_role") return null;
      return { role, claims: payload as Record<string, unknown> };
    } catch {
      return null;
    }
  }

  const realtime = createRealtime({ db, callerOf });
  const byteStore = options.bytes ?? memoryByteStore();
  const storage = createStorage({
    db,
    bytes: byteStore,
    callerOf: (req) => callerOf(bearer(req) ?? String(req.headers.apikey ?? "")),
    failure: (name) =>
      Object.entries(answers.uploads).find(([ending]) => name.endsWith(ending))?.[1] ?? null,
    storeDelayMs: () => answers.storeDelayMs,
  });

  async function rest(
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    body: unknown,
  ): Promise<Reply | "network-error" | "hang"> {
    const method = req.method ?? "GET";
    const called = path.startsWith("/rest/v1/rpc/") ? path.slice("/rest/v1/rpc/".length) : null;
    const injected =
      called !== null
        ? (answers.rpc[called] ?? "database")
        : method === "POST"
          ? answers.insert
          : method === "PATCH"
            ? answers.update
            : method === "GET" || method === "HEAD"
              ? answers.select
              : "database";
    if (injected !== "database") return injected;
    const token = bearer(req);
    const caller = await callerOf(token);
    if (!caller) {
      let expired = false;
      try {
        await jwtVerify(token ?? "", jwtSecret);
      } catch (error) {
        expired = (error as { code?: string }).code === "ERR_JWT_EXPIRED";
      }
      // PostgREST 12: PGRST303 for an expired JWT, PGRST301 for one it cannot use.
      return expired
        ? postgrestError(401, "PGRST303", "JWT expired")
        : postgrestError(401, "PGRST301", "No suitable key or wrong key type");
    }
    const reply = await postgrest(db, caller, {
      method,
      path: path.slice("/rest/v1/".length),
      query,
      headers: req.headers,
      body,
    });
    // Realtime hears of a change once it is committed, before the writer has its answer.
    await realtime.settled();
    return reply;
  }

  const functions = createFunctionsGateway({
    runtime: () => functionsUrl,
    injected: (name) =>
      Object.hasOwn(answers.functions, name) ? answers.functions[name] : undefined,
    delayMs: () => answers.functionDelayMs,
  });
  const pgNet = startPgNet(db);
  const pgCron = startPgCron(db);
  const hanging = new Set<Socket>();

  const server = createServer(async (req, res) => {
    const { pathname: path, search, searchParams } = new URL(req.url ?? "/", "http://localhost");
    const isFunction = path.startsWith("/functions/v1/");
    // Edge functions answer CORS themselves (functions-gateway.ts); for the rest the API gateway
    // allows any requested header and exposes the API version header, which auth-js reads to
    // parse error codes, and Content-Range.
    const cors: Record<string, string> = isFunction
      ? {}
      : {
          "Access-Control-Allow-Origin": "*",
          "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "*",
          "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
          "Access-Control-Expose-Headers": "X-Supabase-Api-Version, Content-Range",
        };
    // What the gateway lets through without a key: a signed URL (to Storage: a download, or an
    // upload to a signed upload URL), a link from one of Auth's e-mails, and the edge functions
    // (each checks its caller, or the gateway's verify_jwt does).
    const open =
      isFunction ||
      (req.method === "GET" &&
        (path.startsWith("/storage/v1/object/sign/") || path === "/auth/v1/verify")) ||
      (req.method === "PUT" && path.startsWith("/storage/v1/object/upload/sign/"));
    const keyed = req.headers.apikey === anonKey || req.headers.apikey === serviceRoleKey;
    let reply: Reply | "network-error" | "hang";
    let received: ReceivedRequest | undefined;
    const log = (body: unknown) => {
      received = {
        method: req.method ?? "GET",
        path,
        query: Object.fromEntries(searchParams),
        headers: req.headers,
        body,
      };
      requests.push(received);
    };
    try {
      if (isFunction) {
        const bytes = await readBytes(req);
        log(decodeBody(bytes));
        reply = await functions.handle(req, path, search, bytes);
      } else if (req.method === "OPTIONS") reply = { status: 204, body: "" };
      else if (!open && !keyed) reply = jsonReply({ message: "Invalid API key" }, 401);
      else if (path.startsWith("/storage/v1/")) {
        log(undefined);
        // Storage reads its own (binary) bodies.
        reply = (await storage.handle(req, path, searchParams)) ?? jsonReply({}, 404);
        await realtime.settled();
      } else {
        const body = decodeBody(await readBytes(req));
        log(body);
        if (path.startsWith("/rest/v1/")) reply = await rest(req, path, searchParams, body);
        else if (path.startsWith("/auth/v1/"))
          reply = await auth.handle(req, path, searchParams, body);
        else
          reply = jsonReply(
            { code: "NOT_FOUND", message: "Requested function was not found" },
            404,
          );
      }
    } catch (error) {
      console.error("local Supabase:", error);
      reply = jsonReply({ message: "internal error" }, 500);
    }
    // Left unanswered until reset() or close() ends the connection.
    if (reply === "hang") return void hanging.add(req.socket);
    if (reply === "network-error") return req.socket.destroy();
    if (received) received.status = reply.status;
    // The API gateway's compression: PostgREST's and Auth's answers (not Storage's or the
    // functions', which reach the phone by other ways).
    if (path.startsWith("/rest/v1/") || path.startsWith("/auth/v1/"))
      reply = compressed(reply, req.headers["accept-encoding"]);
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
  // Idle connections stay open until close(). The browser tests reach this server through
  // Playwright's route.fetch, which keeps idle connections and reuses them without a retry: one
  // that Node's default 5 s timeout closes just as a request goes out fails that request
  // (ECONNRESET), and the page sees a network error no test asked for.
  server.keepAliveTimeout = 0;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const query = async <T>(sql: string, params: unknown[] = []) =>
    (await db.query<T>(sql, params)).rows;
  let closed: Promise<void> | undefined;

  return {
    url,
    anonKey,
    serviceRoleKey,
    /** supabase-js's default storage key for this URL: sb-<first label of the host>-auth-token. */
    storageKey: `sb-${new URL(url).hostname.split(".")[0]}-auth-token`,
    /** The requests received, in order, whatever they were answered. */
    requests: async () => requests,
    /** The inserts (POST to a table) received, whatever they were answered. */
    inserts: async () =>
      requests.filter(
        (r) => r.method === "POST" && r.path.startsWith("/rest/v1/") && !r.path.includes("/rpc/"),
      ),
    /**
     * Sends /functions/v1/<name> on to the edge runtime at `runtimeUrl` (`<runtimeUrl>/<name>`),
     * or to none (null): calls no test answers are then refused as not found.
     */
    useFunctions(runtimeUrl: string | null) {
      functionsUrl = runtimeUrl;
    },
    /** Resolves once every webhook queued (net.http_post) so far has been answered. */
    webhooksSettled: () => pgNet.settled(),
    /** The answers pg_net recorded, oldest first (net._http_response). */
    webhookResponses: async () =>
      query<{ id: number; status_code: number | null; error_msg: string | null }>(
        "select id::int, status_code, error_msg from net._http_response order by id",
      ),
    /** The bearer tokens the check-subscription function was called with, in order. */
    checkTokens: async () =>
      requests
        .filter((r) => r.method === "POST" && r.path === "/functions/v1/check-subscription")
        .map((r) => r.headers.authorization?.replace(/^Bearer /, "")),
    async answer(changes: Partial<Answers>) {
      answers = { ...answers, ...changes };
    },
    /** Runs SQL as postgres, as the owner does in the SQL Editor; returns the rows. */
    sql: query,
    /** The database and the objects' bytes, for seeds that fill them in bulk (./scale.ts). */
    db,
    byteStore,
    /** Adds an account; `staff` also puts it in public.staff. Returns the user's id. */
    async addUser(email: string, password: string, { staff = false } = {}) {
      const user = await auth.addUser(email, password);
      if (staff) await query("insert into public.staff (user_id) values ($1)", [user.id]);
      return user.id;
    },
    /** Makes an account staff, as the owner does in the SQL Editor. */
    async addStaff(email: string) {
      await query("insert into public.staff (user_id) values ($1)", [auth.userId(email)]);
    },
    /** A session as a sign-in would issue it, e.g. to put in storage before the app starts. */
    issueSession: (email: string, expiresIn?: number) => auth.issueSession(email, expiresIn),
    /**
     * Stores a request as the owner would import one in the SQL Editor (as postgres, with the
     * visitors' intake trigger off: its limits and its date check are for new requests), e.g.
     * one that arrived earlier. Realtime hears of it. Returns the stored row.
     */
    async addRequest(row: Record<string, unknown>, createdAt?: Date | string) {
      const values = createdAt ? { ...row, created_at: new Date(createdAt).toISOString() } : row;
      const columns = Object.keys(values)
        .map((c) => `"${c}"`)
        .join(", ");
      const stored = await db.transaction(async (tx) => {
        await tx.exec("set local session_replication_role = replica");
        const { rows } = await tx.query<{ row: Record<string, unknown> }>(
          `insert into public.service_requests (${columns})
           select ${columns} from json_populate_record(null::public.service_requests, $1::json)
           returning to_jsonb(service_requests.*) as row`,
          [JSON.stringify(values)],
        );
        return rows[0]?.row ?? {};
      });
      await realtime.settled();
      return stored as Record<string, unknown> & { id: string };
    },
    /** service_requests as the database holds it, oldest first. */
    rows: async () =>
      (
        await query<{ row: Record<string, unknown> }>(
          "select to_jsonb(r) as row from public.service_requests r order by created_at, id",
        )
      ).map((r) => r.row),
    /** The rows of public.push_subscriptions, oldest first. */
    pushSubscriptions: async () =>
      (
        await query<{ row: Record<string, unknown> }>(
          "select to_jsonb(p) as row from public.push_subscriptions p order by created_at, endpoint",
        )
      ).map((r) => r.row),
    storage: {
      /** Every upload received, in order, whatever it was answered. */
      received: async () => storage.received,
      objects: storage.objects,
      bytes: storage.bytes,
      put: storage.put,
    },
    /** Realtime: a connection driven by another transport (Playwright's routeWebSocket). */
    realtimeConnect: realtime.connect,
    /** The Realtime connections open now: their URL, the topics joined, what they sent. */
    realtimeConnections: async () =>
      [...realtime.connections].map((c) => ({
        url: c.url,
        topics: c.topics(),
        received: c.received,
      })),
    /** Forgets users, sessions, rows, objects and answers, for a server shared by several tests. */
    async reset() {
      for (const socket of hanging) socket.destroy();
      hanging.clear();
      await pgNet.settled();
      await emptyDatabase(db);
      auth.reset();
      storage.reset();
      requests.length = 0;
      answers = defaultAnswers();
    },
    close() {
      closed ??= (async () => {
        for (const client of sockets.clients) client.terminate();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await realtime.close();
        await pgCron.close();
        await pgNet.close();
        if (pooled) await releaseDatabase(db);
      })();
      return closed;
    },
  };
}

export { type Answers } from "./answers";

export type SupabaseTestServer = Awaited<ReturnType<typeof startSupabaseServer>>;
