import { timingSafeEqual } from "node:crypto";
import { bearerToken, type Env, json, requireEnv } from "../_shared/http.ts";
import { formatRequest, type ServiceRequest } from "./email.ts";

export type NotifySettings = {
  webhookSecret: string;
  resendApiKey: string;
  to: string;
  from: string;
  /** Resend's API; another base (a stub) for tests. */
  resendApiBase?: string;
  /** The public site (SITE_URL), for the e-mail's link to the request in /owner. */
  siteUrl?: string;
};

const digest = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/** Compares digests in constant time, so timing reveals nothing about the secret. */
async function sameSecret(given: string | null, secret: string) {
  return given !== null && timingSafeEqual(await digest(given), await digest(secret));
}

function insertedRequest(payload: unknown): ServiceRequest | null {
  const p = payload as { type?: unknown; table?: unknown; record?: unknown } | null;
  if (p?.type !== "INSERT" || p.table !== "service_requests") return null;
  return typeof p.record === "object" && p.record ? (p.record as ServiceRequest) : null;
}

/** The handler of the database webhook on INSERT into service_requests. */
export function createNotifyNewRequest(settings: NotifySettings) {
  const resend = settings.resendApiBase ?? "https://api.resend.com";
  return async (req: Request): Promise<Response> => {
    if (req.method !== "POST") return json({ error: "Method not allowed" }, 405);
    if (!(await sameSecret(bearerToken(req), settings.webhookSecret))) {
      return json({ error: "Unauthorized" }, 401);
    }
    const request = insertedRequest(await req.json().catch(() => null));
    if (!request) return json({ error: "Expected an INSERT into service_requests" }, 400);

    const message = formatRequest(request, { siteUrl: settings.siteUrl });
    try {
      const response = await fetch(`${resend}/emails`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${settings.resendApiKey}`,
          "Content-Type": "application/json",
          // The same row sent twice (a webhook fired again, a manual resend) mails once (24 h).
          "Idempotency-Key": `service-request-${request.id}`,
        },
        body: JSON.stringify({
          from: settings.from,
          to: [settings.to],
          ...(request.email && { reply_to: request.email }),
          ...message,
        }),
      });
      if (!response.ok) throw new Error(`Resend ${response.status}: ${await response.text()}`);
      const { id } = (await response.json()) as { id?: string };
      return json({ sent: true, id: id ?? null });
    } catch (error) {
      console.error(`notify-new-request: e-mail for request ${request.id} failed:`, error);
      return json({ error: "The e-mail could not be sent" }, 502);
    }
  };
}

export function notifyNewRequestFromEnv(env: Env) {
  const s = requireEnv(env, [
    "WEBHOOK_SECRET",
    "RESEND_API_KEY",
    "NOTIFY_EMAIL_TO",
    "NOTIFY_EMAIL_FROM",
  ] as const);
  return createNotifyNewRequest({
    webhookSecret: s.WEBHOOK_SECRET,
    resendApiKey: s.RESEND_API_KEY,
    to: s.NOTIFY_EMAIL_TO,
    from: s.NOTIFY_EMAIL_FROM,
    resendApiBase: env("RESEND_API_BASE"),
    siteUrl: env("SITE_URL"),
  });
}
