/**
 * Local stand-ins for the services notify-owner calls, each answering in that service's
 * JSON shapes: Supabase Auth (GET /auth/v1/user) and PostgREST (reading and deleting
 * push_subscriptions), and Resend (POST /emails). They listen on 127.0.0.1 on a port the OS picks
 * and keep every request they receive. The billing functions' tests use the local Supabase and
 * the local Stripe instead (billing.ts).
 */
export type Received = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};

type Route = (req: Received) => Response | undefined;

const reply = (body: unknown, status = 200) => Response.json(body, { status });

function startStub(route: Route) {
  const requests: Received[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const url = new URL(req.url);
    const text = await req.text();
    const received: Received = {
      method: req.method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(received);
    return route(received) ?? reply({ message: "Not found" }, 404);
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    requests,
    [Symbol.asyncDispose]: () => server.shutdown(),
  };
}

export type SupabaseData = {
  /** The user behind each valid access token. */
  users?: Record<string, { id: string; email: string }>;
  /** The rows of public.push_subscriptions; a DELETE takes rows out of this array. */
  pushSubscriptions?: PushSubscriptionRow[];
  /** Answer reads of push_subscriptions with a PostgREST error. */
  pushSubscriptionsFail?: boolean;
};

export type PushSubscriptionRow = {
  endpoint: string;
  p256dh: string;
  auth: string;
  user_id: string;
};

/**
 * The rows a PostgREST query's `column=eq.value` filters pick (the only operator the function
 * uses), each cut to the `select` columns when the query names them.
 */
function filterRows<Row extends Record<string, unknown>>(rows: Row[], query: URLSearchParams) {
  const filters = [...query].filter(([column]) => !["select", "limit"].includes(column));
  for (const [, filter] of filters) {
    if (!filter.startsWith("eq.")) throw new Error(`the stub has no operator for ${filter}`);
  }
  return rows.filter((row) =>
    filters.every(([column, filter]) => String(row[column]) === filter.slice("eq.".length)),
  );
}

/** Auth and PostgREST behind one URL, as a Supabase project serves them. */
export function startSupabaseStub(data: SupabaseData) {
  return startStub(({ method, path, headers, query }) => {
    if (method === "GET" && path === "/auth/v1/user") {
      const token = headers.get("Authorization")?.replace(/^Bearer /, "") ?? "";
      const user = data.users?.[token];
      if (user) return reply({ ...user, aud: "authenticated", role: "authenticated" });
      return reply(
        { code: "bad_jwt", message: "invalid JWT: unable to parse or verify signature" },
        403,
      );
    }
    if (path === "/rest/v1/push_subscriptions") {
      const rows = data.pushSubscriptions ?? [];
      if (method === "GET" && data.pushSubscriptionsFail) {
        const message = "canceling statement due to statement timeout";
        return reply({ code: "57014", message, details: null, hint: null }, 500);
      }
      const picked = filterRows(rows, query);
      if (method === "GET") {
        const columns = query
          .get("select")
          ?.split(",")
          .map((c) => c.trim());
        const limit = Number(query.get("limit") ?? Infinity);
        return reply(
          picked
            .slice(0, limit)
            .map((row) =>
              columns
                ? Object.fromEntries(columns.map((c) => [c, row[c as keyof typeof row]]))
                : row,
            ),
        );
      }
      if (method === "DELETE") {
        for (const row of picked) rows.splice(rows.indexOf(row), 1);
        return new Response(null, { status: 204 });
      }
    }
  });
}

export function startResendStub({ failWith }: { failWith?: number } = {}) {
  return startStub(({ method, path }) => {
    if (method !== "POST" || path !== "/emails") return;
    if (failWith) {
      return reply(
        { statusCode: failWith, name: "internal_server_error", message: "boom" },
        failWith,
      );
    }
    return reply({ id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" });
  });
}

/** Collects what a test's code writes with console.error (or console.warn, .log) while it runs. */
export function captureErrors(level: "error" | "warn" | "log" = "error") {
  const original = console[level];
  const lines: string[] = [];
  console[level] = (...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === "string" ? a : Deno.inspect(a))).join(" "));
  };
  return { lines, [Symbol.dispose]: () => (console[level] = original) };
}
