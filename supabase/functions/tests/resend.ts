/**
 * A stand-in for Resend (POST /emails), answering in its JSON shapes, for the notification
 * functions' tests. It listens on 127.0.0.1 on a port the OS picks and keeps every request it
 * receives. Supabase is the real local server (billing.ts).
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
