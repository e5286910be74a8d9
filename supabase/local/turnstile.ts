/**
 * A local Cloudflare Turnstile: the siteverify API a server calls to check a visitor's token,
 * and, in place of the widget's challenge, a way to be issued a token. Written with `node:`
 * built-ins only, so that Node (the local stack, Vitest) and Deno (the functions' tests) import
 * the same file.
 *
 * `POST /turnstile/v0/siteverify` answers as Cloudflare documents it ("Server-side validation",
 * developers.cloudflare.com/turnstile/get-started/server-side-validation/; cloudflare/cloudflare-docs
 * src/content/docs/turnstile/get-started/server-side-validation.mdx): the body is form-encoded or
 * JSON with `secret`, `response`, optional `remoteip` and `idempotency_key`; the answer is always
 * JSON, `{success, "error-codes", challenge_ts, hostname, action, cdata}` when the token is good
 * and `{success: false, "error-codes": [...]}` when not, with the documented codes:
 * `missing-input-secret`, `invalid-input-secret` (a secret of no widget), `missing-input-response`,
 * `invalid-input-response` (not a token this widget issued, or longer than 2048 characters),
 * `timeout-or-duplicate` (issued more than 300 s ago, or already validated) and `bad-request` (a
 * body of neither type, or not an object). A token is valid once: a second validation is
 * `timeout-or-duplicate`, unless it repeats the first one's `idempotency_key`, which answers as
 * the first did. `remoteip` is recorded, not checked ("currently not strictly validated").
 *
 * The documented test secrets behave as the testing guide says
 * (developers.cloudflare.com/turnstile/troubleshooting/testing/; …/troubleshooting/testing.mdx):
 * `1x0000000000000000000000000000000AA` passes the dummy token `XXXX.DUMMY.TOKEN.XXXX` (and only
 * it), `2x0000000000000000000000000000000AA` always fails (`invalid-input-response`),
 * `3x0000000000000000000000000000000AA` always answers `timeout-or-duplicate`.
 *
 * `POST /issue` ({hostname, action?, cdata?}, the widget's site key as `sitekey`) stands for a
 * visitor solving the widget's challenge on that hostname: it answers `{token}`. The server's
 * `issue()` does the same in-process; `advance()` moves its clock, so a test can outlive 300 s.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A widget as the Cloudflare dashboard makes it: its public site key and its secret key. */
export type TurnstileWidget = { siteKey: string; secretKey: string };

type Verification = {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  idempotencyKey: string | null;
  answer: SiteverifyAnswer;
};

export type SiteverifyAnswer = {
  success: boolean;
  "error-codes": string[];
  challenge_ts?: string;
  hostname?: string;
  action?: string;
  cdata?: string;
};

type Issued = {
  siteKey: string;
  issuedAt: number;
  hostname: string;
  action: string;
  cdata: string;
  redeemed?: { idempotencyKey: string | null; answer: SiteverifyAnswer };
};

const testSecrets = {
  alwaysPasses: "1x0000000000000000000000000000000AA",
  alwaysFails: "2x0000000000000000000000000000000AA",
  alreadySpent: "3x0000000000000000000000000000000AA",
} as const;
const dummyToken = "XXXX.DUMMY.TOKEN.XXXX";
const tokenLifetimeMs = 300_000;
const maxTokenLength = 2048;

const failure = (...codes: string[]): SiteverifyAnswer => ({
  success: false,
  "error-codes": codes,
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The fields of a form-encoded or JSON body, or null for any other body. */
function fields(type: string, text: string): Record<string, unknown> | null {
  if (type.startsWith("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(text));
  if (type.startsWith("application/json")) {
    try {
      const parsed: unknown = JSON.parse(text);
      return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
  return null;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

export async function startTurnstile(
  options: {
    /** 0 (the default): any free port. */
    port?: number;
    /** The widget this Turnstile knows; by default a new one with random keys. */
    widget?: TurnstileWidget;
  } = {},
) {
  const widget = options.widget ?? {
    siteKey: `0x4AAAAAAA${randomBytes(12).toString("base64url")}`,
    secretKey: `0x4AAAAAAA${randomBytes(24).toString("base64url")}`,
  };
  const issued = new Map<string, Issued>();
  const verifications: Verification[] = [];
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;

  function issue({
    hostname,
    action = "",
    cdata = "",
    siteKey = widget.siteKey,
  }: {
    hostname: string;
    action?: string;
    cdata?: string;
    siteKey?: string;
  }): string | null {
    if (siteKey !== widget.siteKey) return null;
    const token = `0.${randomBytes(240).toString("base64url")}`;
    issued.set(token, { siteKey, issuedAt: now(), hostname, action, cdata });
    return token;
  }

  function siteverify(body: Record<string, unknown>): SiteverifyAnswer {
    const secret = text(body.secret);
    const response = text(body.response);
    const idempotencyKey = text(body.idempotency_key);
    if (!secret) return failure("missing-input-secret");
    if (secret === testSecrets.alwaysFails) return failure("invalid-input-response");
    if (secret === testSecrets.alreadySpent) return failure("timeout-or-duplicate");
    if (secret === testSecrets.alwaysPasses) {
      if (!response) return failure("missing-input-response");
      if (response !== dummyToken) return failure("invalid-input-response");
      return {
        success: true,
        "error-codes": [],
        challenge_ts: new Date(now()).toISOString(),
        hostname: "localhost",
        action: "test",
        cdata: "test-data",
      };
    }
    if (secret !== widget.secretKey) return failure("invalid-input-secret");
    if (!response) return failure("missing-input-response");
    const token = response.length <= maxTokenLength ? issued.get(response) : undefined;
    if (!token || token.siteKey !== widget.siteKey) return failure("invalid-input-response");
    if (token.redeemed) {
      return idempotencyKey && token.redeemed.idempotencyKey === idempotencyKey
        ? token.redeemed.answer
        : failure("timeout-or-duplicate");
    }
    if (now() - token.issuedAt > tokenLifetimeMs) return failure("timeout-or-duplicate");
    const answer: SiteverifyAnswer = {
      success: true,
      "error-codes": [],
      challenge_ts: new Date(token.issuedAt).toISOString(),
      hostname: token.hostname,
      action: token.action,
      cdata: token.cdata,
    };
    token.redeemed = { idempotencyKey, answer };
    return answer;
  }

  function reply(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  }

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const body = await readBody(req);
    if (req.method !== "POST") return reply(res, 405, { error: "Method not allowed" });
    const parsed = fields(req.headers["content-type"] ?? "", body);
    if (path === "/turnstile/v0/siteverify") {
      const answer = parsed ? siteverify(parsed) : failure("bad-request");
      verifications.push({
        secret: text(parsed?.secret),
        response: text(parsed?.response),
        remoteip: text(parsed?.remoteip),
        idempotencyKey: text(parsed?.idempotency_key),
        answer,
      });
      return reply(res, 200, answer);
    }
    if (path === "/issue") {
      const hostname = text(parsed?.hostname);
      const token =
        hostname &&
        issue({
          hostname,
          action: text(parsed?.action) ?? "",
          cdata: text(parsed?.cdata) ?? "",
          siteKey: text(parsed?.sitekey) ?? "",
        });
      return token ? reply(res, 200, { token }) : reply(res, 400, { error: "Unknown sitekey" });
    }
    reply(res, 404, { error: "Not found" });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Where siteverify is: `${url}/turnstile/v0/siteverify`, as Cloudflare's API base. */
    url,
    ...widget,
    /** A token for a visitor who solved the challenge on `hostname`, as the widget hands it. */
    issue: (details: { hostname: string; action?: string; cdata?: string }) => issue(details) ?? "",
    /** Every siteverify call, in order, with its answer. */
    verifications: () => [...verifications],
    /** Moves this Turnstile's clock on, so that a token can outlive its 300 s. */
    advance(ms: number) {
      offsetMs += ms;
    },
    reset() {
      issued.clear();
      verifications.length = 0;
      offsetMs = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
