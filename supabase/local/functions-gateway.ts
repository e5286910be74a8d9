/**
 * The gateway's route to the edge functions, as Supabase routes `/functions/v1/<name>[/…]`
 * (supabase/cli: apps/cli-go/internal/start/templates/kong.yml and
 * internal/functions/serve/templates/main.ts; supabase.com/docs/guides/functions/cors):
 *
 * - no API key is asked for: a webhook (pg_net's, Stripe's) calls with none;
 * - the request goes to the runtime at `/<name>[/…]`, its method, headers, query and body as sent;
 * - the function answers CORS itself, the preflight (OPTIONS) included, and the gateway adds no
 *   CORS header to its answers;
 * - with `verify_jwt` (supabase/config.toml, on unless set false) every call but a preflight must
 *   carry `Authorization: Bearer <JWT>` signed with the project's secret, whatever its role (the
 *   anon key passes), else 401;
 * - a name no folder has is 404.
 *
 * A test may answer for a function instead (`Answers.functions`: a failure the real one cannot
 * be made to give, such as a dropped connection), or delay every answer.
 */
import type { IncomingMessage } from "node:http";
import { corsHeaders } from "@supabase/supabase-js/cors";
import { jwtVerify } from "jose";
import { verifiesJwt } from "./config";
import { jwtSecret } from "./keys.js";
import { jsonReply, type Reply } from "./reply";

// supabase/cli, apps/cli-go/pkg/config: a function's slug.
const slug = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** What the gateway itself answers: a browser may read it, as the CLI's gateway lets it. */
const gatewayReply = (body: unknown, status: number): Reply => {
  const reply = jsonReply(body, status);
  return { ...reply, headers: { ...reply.headers, ...corsHeaders } };
};

const notFound = () =>
  gatewayReply({ code: "NOT_FOUND", message: "Requested function was not found" }, 404);

// Hop-by-hop headers, and those fetch recomputes, are not passed on.
const dropped = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "host",
]);

async function validJwt(req: IncomingMessage): Promise<string | null> {
  const authorization = req.headers.authorization;
  if (!authorization) return "Error: Missing authorization header";
  const [scheme, token] = authorization.split(" ");
  if (scheme !== "Bearer" || !token) return "Error: Auth header is not 'Bearer {token}'";
  try {
    await jwtVerify(token, jwtSecret);
    return null;
  } catch {
    return "Invalid JWT";
  }
}

export function createFunctionsGateway(options: {
  /** Where the edge runtime serves (`<url>/<name>`), or null when no runtime is running. */
  runtime: () => string | null;
  /** A test's answer in place of this function's, if it set one. */
  injected: (name: string) => Reply | "network-error" | "hang" | undefined;
  /** A pause before every function's answer. */
  delayMs: () => number;
}) {
  async function forward(req: IncomingMessage, target: string, body: Buffer): Promise<Reply> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (dropped.has(name) || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const method = req.method ?? "GET";
    let response: Response;
    try {
      response = await fetch(target, {
        method,
        headers,
        body: method === "GET" || method === "HEAD" ? null : new Uint8Array(body),
        redirect: "manual",
      });
    } catch {
      // supabase-js reads this header as a FunctionsRelayError.
      const reply = gatewayReply({ message: "The edge runtime is not running" }, 502);
      return { ...reply, headers: { ...reply.headers, "x-relay-error": "true" } };
    }
    const answered: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!dropped.has(name)) answered[name] = value;
    });
    return {
      status: response.status,
      body: new Uint8Array(await response.arrayBuffer()),
      headers: answered,
    };
  }

  return {
    /** The answer to a request under /functions/v1/. */
    async handle(
      req: IncomingMessage,
      path: string,
      search: string,
      body: Buffer,
    ): Promise<Reply | "network-error" | "hang"> {
      const rest = path.slice("/functions/v1/".length);
      const name = rest.split("/")[0] ?? "";
      if (!slug.test(name)) return notFound();
      const preflight = req.method === "OPTIONS";
      const injected = options.injected(name);
      // An injected answer stands for the function's own, which carries its CORS headers.
      if (injected !== undefined && preflight)
        return { status: 204, body: "", headers: corsHeaders };
      if (!preflight && verifiesJwt(name)) {
        const refusal = await validJwt(req);
        if (refusal) return gatewayReply({ msg: refusal }, 401);
      }
      const delay = options.delayMs();
      if (delay && !preflight) await new Promise((resolve) => setTimeout(resolve, delay));
      if (injected === "network-error" || injected === "hang") return injected;
      if (injected) return { ...injected, headers: { ...corsHeaders, ...injected.headers } };
      const runtime = options.runtime();
      if (!runtime) return notFound();
      return forward(req, `${runtime}/${rest}${search}`, body);
    },
  };
}
