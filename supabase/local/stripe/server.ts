/**
 * A local Stripe: an HTTP server that speaks Stripe's v1 API for the calls the edge functions
 * make (customers, the seeded product and price, subscriptions, Checkout Sessions, customer
 * portal sessions), serves the Checkout and portal pages those sessions link to, and sends each
 * event to one webhook endpoint, signed as Stripe signs it. stripe-node reaches it through its
 * `host`, `port` and `protocol` options.
 *
 * Written with `node:` built-ins and relative `.ts` imports only, so that both runtimes import
 * this same file: Node (the dev stack, through Vite's module runner, and the Vitest test of
 * stripe-node against it) and Deno (the functions' tests start it in their own process, with no
 * child process to manage and no permission beyond the loopback network).
 *
 * What it checks, as Stripe does (https://docs.stripe.com/api):
 * - the secret key, as a Bearer token or Basic user (https://docs.stripe.com/api/authentication):
 *   none or another → 401;
 * - `Stripe-Version` (https://docs.stripe.com/api/versioning): one older than 2025-03-31.basil,
 *   whose shapes differ from those answered here, → 400;
 * - each endpoint's parameters: unknown, missing, of the wrong type → 400 with
 *   `{error: {type, code, message, param}}` (params.ts);
 * - an unknown id → 404 `resource_missing`;
 * - `Idempotency-Key` on a POST (https://docs.stripe.com/api/idempotent_requests): the first
 *   answer of a key is kept for 24 hours and replayed (`Idempotent-Replayed: true`) to a request
 *   with the same parameters; other parameters → 400 `idempotency_error`. A request refused for
 *   its parameters keeps nothing.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile, rename, writeFile } from "node:fs/promises";
import {
  type AccountState,
  createAccount,
  freshAccount,
  newId,
  oldestApiVersion,
  type Origin,
  seeded,
  type StripeEvent,
} from "./api.ts";
import { checkoutPage, notFoundPage, portalPage } from "./pages.ts";
import { invalid, parseForm, type RawObject, StripeError } from "./params.ts";
import { createDeliveries, type Endpoint } from "./webhooks.ts";

export { signature } from "./webhooks.ts";

export type StripeOptions = {
  /** 0 (the default) for any free port; the dev stack's is 54325, beside Supabase's 54321. */
  port?: number;
  /** The secret key callers must send; by default `sk_test_local`. */
  secretKey?: string;
  /** Where events go, with the endpoint's signing secret (`whsec_…`); none sends nothing. */
  webhook?: Endpoint | null;
  /** A JSON file that keeps the account (customers, subscriptions, events…) across restarts. */
  stateFile?: string;
  /** Waits before each retry of a failed delivery; by default 1 s, 5 s, 30 s and 2 min. */
  retryDelaysMs?: readonly number[];
};

type Logged = {
  method: string;
  path: string;
  params: RawObject;
  idempotencyKey: string | null;
  status: number;
};

type Kept = {
  method: string;
  path: string;
  params: string;
  status: number;
  body: string;
  at: number;
  requestId: string;
};

const dayMs = 24 * 3600 * 1000;
const apiVersionPattern = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of req) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startStripe(options: StripeOptions = {}) {
  const secretKey = options.secretKey ?? "sk_test_local";
  let endpoint = options.webhook ?? null;
  const state: AccountState = options.stateFile
    ? await readFile(options.stateFile, "utf8").then(
        (text) => JSON.parse(text) as AccountState,
        () => freshAccount(),
      )
    : freshAccount();
  let baseUrl = "";
  let outage: number | null = null;
  const requests: Logged[] = [];
  const kept = new Map<string, Kept>();

  const deliveries = createDeliveries({
    endpoint: () => endpoint,
    retryDelaysMs: options.retryDelaysMs ?? [1000, 5000, 30_000, 120_000],
    timeoutMs: 10_000,
  });
  const payload = (event: StripeEvent) => JSON.stringify(event, null, 2);
  const account = createAccount({
    state,
    baseUrl: () => baseUrl,
    apiVersion: oldestApiVersion,
    onEvent: (event) => deliveries.send(event, payload(event)),
  });

  // Written one after another, so that a later state never loses to an earlier, slower write.
  let saving = Promise.resolve();
  function save() {
    const file = options.stateFile;
    if (!file) return;
    const text = JSON.stringify(state);
    saving = saving.then(async () => {
      await writeFile(`${file}.partial`, text);
      await rename(`${file}.partial`, file);
    });
  }

  type Handler = (id: string, params: RawObject, origin: Origin) => unknown;
  const id = "([A-Za-z0-9_]+)";
  const routes: [method: string, path: RegExp, handler: Handler][] = [
    ["GET", /^\/v1\/customers$/, (_, p) => account.listCustomers(p)],
    ["POST", /^\/v1\/customers$/, (_, p, o) => account.createCustomer(p, o)],
    ["GET", new RegExp(`^/v1/customers/${id}$`), (i) => account.retrieveCustomer(i)],
    ["GET", new RegExp(`^/v1/products/${id}$`), (i) => account.retrieveProduct(i)],
    ["GET", /^\/v1\/prices$/, (_, p) => account.listPrices(p)],
    ["GET", new RegExp(`^/v1/prices/${id}$`), (i) => account.retrievePrice(i)],
    ["GET", /^\/v1\/subscriptions$/, (_, p) => account.listSubscriptions(p)],
    ["GET", new RegExp(`^/v1/subscriptions/${id}$`), (i) => account.retrieveSubscription(i)],
    [
      "POST",
      new RegExp(`^/v1/subscriptions/${id}$`),
      (i, p, o) => account.updateSubscription(i, p, o),
    ],
    [
      "DELETE",
      new RegExp(`^/v1/subscriptions/${id}$`),
      (i, p, o) => account.cancelSubscription(i, p, o),
    ],
    ["POST", /^\/v1\/checkout\/sessions$/, (_, p) => account.createCheckoutSession(p)],
    ["GET", new RegExp(`^/v1/checkout/sessions/${id}$`), (i) => account.retrieveCheckoutSession(i)],
    ["POST", /^\/v1\/billing_portal\/sessions$/, (_, p) => account.createPortalSession(p)],
    ["POST", /^\/v1\/refunds$/, (_, p, o) => account.createRefund(p, o)],
  ];

  /** The answer of one API call, or Stripe's error for it. */
  function route(method: string, path: string, params: RawObject, origin: Origin): unknown {
    for (const [verb, pattern, handler] of routes) {
      const match = pattern.exec(path);
      if (verb === method && match) return handler(match[1] ?? "", params, origin);
    }
    throw new StripeError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  function authenticate(req: IncomingMessage): StripeError | null {
    const header = req.headers.authorization ?? "";
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const basic = /^Basic\s+(\S+)$/i.exec(header)?.[1];
    const key =
      bearer ?? (basic ? Buffer.from(basic, "base64").toString("utf8").split(":")[0] : "");
    if (!key) {
      return new StripeError(
        401,
        "invalid_request_error",
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      );
    }
    if (key.startsWith("pk_")) {
      return new StripeError(
        401,
        "invalid_request_error",
        "This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.",
      );
    }
    if (key !== secretKey) {
      return new StripeError(
        401,
        "invalid_request_error",
        `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
        "api_key_invalid",
      );
    }
    return null;
  }

  async function api(
    req: IncomingMessage,
    url: URL,
  ): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
    const method = req.method ?? "GET";
    const requestId = newId("req", 14);
    const version = String(req.headers["stripe-version"] ?? oldestApiVersion);
    const headers: Record<string, string> = { "Request-Id": requestId, "Stripe-Version": version };
    const fail = (error: StripeError) => ({ status: error.status, body: error.body(), headers });

    const refused = authenticate(req);
    if (refused) return fail(refused);
    if (!apiVersionPattern.test(version)) {
      return fail(invalid(`Invalid Stripe API version: ${version}`));
    }
    if (version < oldestApiVersion.slice(0, 10)) {
      return fail(
        invalid(
          `The local Stripe answers in the shapes of API version ${oldestApiVersion} or later, not ${version}.`,
        ),
      );
    }
    if (outage) {
      return fail(
        new StripeError(outage, "api_error", "An error occurred with our connection to Stripe."),
      );
    }
    const text = await readBody(req);
    const type = String(req.headers["content-type"] ?? "");
    if (text && method !== "GET" && !type.startsWith("application/x-www-form-urlencoded")) {
      return fail(
        invalid(
          "Invalid request: the v1 API reads its parameters form-encoded (application/x-www-form-urlencoded).",
        ),
      );
    }
    let params: RawObject;
    try {
      params = parseForm(method === "POST" ? text : url.search.slice(1) || text);
    } catch (error) {
      if (error instanceof StripeError) return fail(error);
      throw error;
    }

    const key =
      method === "POST" ? ((req.headers["idempotency-key"] as string | undefined) ?? null) : null;
    const log = (status: number) =>
      requests.push({ method, path: url.pathname, params, idempotencyKey: key, status });
    if (key) {
      headers["Idempotency-Key"] = key;
      if (key.length > 255) {
        log(400);
        return fail(
          invalid("Idempotency keys can be up to 255 characters long.", "Idempotency-Key"),
        );
      }
      const earlier = kept.get(key);
      if (earlier && Date.now() - earlier.at < dayMs) {
        if (
          earlier.method !== method ||
          earlier.path !== url.pathname ||
          earlier.params !== JSON.stringify(params)
        ) {
          log(400);
          return fail(
            new StripeError(
              400,
              "idempotency_error",
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            ),
          );
        }
        log(earlier.status);
        return {
          status: earlier.status,
          body: JSON.parse(earlier.body),
          headers: {
            ...headers,
            "Idempotent-Replayed": "true",
            "Original-Request": earlier.requestId,
          },
        };
      }
    }

    let answer: { status: number; body: unknown; headers: Record<string, string> };
    try {
      answer = {
        status: 200,
        body: route(method, url.pathname, params, { requestId, idempotencyKey: key }),
        headers,
      };
      if (method !== "GET") save();
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      answer = fail(error);
    }
    log(answer.status);
    // A request refused for its parameters never ran: nothing is kept for its key.
    const validation =
      answer.status === 400 &&
      /^parameter_|^url_invalid/.test(
        String((answer.body as { error: { code?: string } }).error.code ?? ""),
      );
    if (key && !validation) {
      kept.set(key, {
        method,
        path: url.pathname,
        params: JSON.stringify(params),
        status: answer.status,
        body: JSON.stringify(answer.body),
        at: Date.now(),
        requestId,
      });
    }
    return answer;
  }

  function html(res: ServerResponse, status: number, body: string) {
    res.writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
    });
    res.end(body);
  }

  function redirect(res: ServerResponse, location: string) {
    res.writeHead(303, { Location: location });
    res.end();
  }

  async function page(req: IncomingMessage, res: ServerResponse, url: URL) {
    const checkout = /^\/c\/pay\/(cs_test_[A-Za-z0-9]+)(\/complete)?$/.exec(url.pathname);
    if (checkout) {
      const view = account.sessionForPage(checkout[1] as string);
      if (!view) return html(res, 404, notFoundPage());
      if (req.method === "POST" && checkout[2]) {
        const email = new URLSearchParams(await readBody(req)).get("email");
        try {
          const next = account.completeCheckout(view.session.id, email);
          save();
          return redirect(res, next);
        } catch (error) {
          if (!(error instanceof StripeError)) throw error;
          return html(res, 400, checkoutPage(view, error.message));
        }
      }
      return html(res, 200, checkoutPage(view));
    }
    const portal = /^\/p\/session\/([A-Za-z0-9]+)(\/cancel|\/renew)?$/.exec(url.pathname);
    if (portal) {
      const token = portal[1] as string;
      const view = account.portalForPage(token);
      if (!view) return html(res, 404, notFoundPage());
      if (req.method === "POST" && portal[2]) {
        const id = new URLSearchParams(await readBody(req)).get("subscription") ?? "";
        if (view.subscriptions.some((s) => s.subscription.id === id)) {
          account.updateSubscription(
            id,
            { cancel_at_period_end: String(portal[2] === "/cancel") },
            { requestId: null, idempotencyKey: null },
          );
          save();
        }
        return redirect(res, `/p/session/${token}`);
      }
      return html(res, 200, portalPage(view, token));
    }
    return html(res, 404, notFoundPage());
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    try {
      if (url.pathname.startsWith("/v1/")) {
        const { status, body, headers } = await api(req, url);
        res.writeHead(status, { ...headers, "Content-Type": "application/json" });
        res.end(JSON.stringify(body, null, 2));
      } else {
        await page(req, res, url);
      }
    } catch (error) {
      console.error("local Stripe:", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(new StripeError(500, "api_error", "An unknown error occurred").body()),
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  save();

  let closed: Promise<void> | undefined;
  return {
    /** The API's base URL, e.g. for the functions' STRIPE_API_BASE. */
    url: baseUrl,
    secretKey,
    /** The seeded per-unit monthly price, for the functions' STRIPE_PRICE_ID. */
    priceId: seeded.priceId,
    productId: seeded.productId,
    /** Points the events at an endpoint (or nowhere), e.g. once the functions listen. */
    setWebhook(target: Endpoint | null) {
      endpoint = target;
    },
    /** While set, every API call answers this status with Stripe's api_error; null ends it. */
    setOutage(status: number | null) {
      outage = status;
    },
    /** The API calls received, in order, with their parameters as parsed and their status. */
    requests: () => requests,
    /** Every event created, oldest first. */
    events: () => state.events,
    /** Every delivery attempt so far. */
    deliveries: () => deliveries.log,
    /** Resolves once every event has been delivered or has run out of retries. */
    settled: () => deliveries.settled(),
    /** Sends an event again, as `stripe events resend` does: the same event, signed afresh. */
    resend(eventId: string) {
      const event = account.event(eventId);
      deliveries.send(event, payload(event));
    },
    failNextPayment() {
      account.failNextPayment();
      save();
    },
    advancePeriod(subscriptionId: string) {
      const sub = account.advancePeriod(subscriptionId);
      save();
      return sub;
    },
    seedSubscription(input: Parameters<typeof account.seedSubscription>[0]) {
      const seededSubscription = account.seedSubscription(input);
      save();
      return seededSubscription;
    },
    /** The account's clock (Unix seconds): ahead of the machine's after advancePeriod. */
    now: account.now,
    close() {
      closed ??= (async () => {
        await deliveries.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await saving;
      })();
      return closed;
    },
  };
}

export type LocalStripe = Awaited<ReturnType<typeof startStripe>>;
