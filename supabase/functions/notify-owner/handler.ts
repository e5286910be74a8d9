import { isPlainEmail } from "../_shared/email-address.ts";
import { bearerToken, type Env, json, preflight, requireEnv, sameSecret } from "../_shared/http.ts";
import { type ServerClient, signedInUser } from "../_shared/supabase.ts";
import {
  type Business,
  callerClientFromEnv,
  customerNotice,
  customerNoticeKey,
  emailQuoteLink,
  formatCustomerNotice,
  quoteEmailAsk,
} from "./customer.ts";
import { type EmailMessage, formatRequest, type ServiceRequest, siteBase } from "./email.ts";
import {
  formatMissedPickup,
  missedPickup,
  missedPickupKey,
  missedPickupPayload,
} from "./missed-pickup.ts";
import { formatNews, newsKey, newsPayload, partnerNews } from "./partner-news.ts";
import { formatQuoteNews, quoteNews, quoteNewsKey, quoteNewsPayload } from "./quote-news.ts";
import { createPusher, pushFromEnv, type PushSettings, type PushSummary } from "./push.ts";
import {
  formatSummary,
  isHeld,
  parseSummary,
  type Summary,
  summaryKey,
  summaryPayload,
} from "./summary.ts";

export type NotifySettings = {
  webhookSecret: string;
  resendApiKey: string;
  to: string;
  from: string;
  /** Resend's API; another base (a stub) for tests. */
  resendApiBase?: string;
  /** The public site (SITE_URL), for the e-mail's link to the request in /owner. */
  siteUrl?: string;
  /** Web Push to the staff's devices; without it, only the e-mail goes. */
  push?: PushSettings | null;
  /** How the customers' e-mails reach the business (BUSINESS_PHONE, REVIEW_URL). */
  business?: Business;
  /** The database as the caller of an access token: the owner's "E-mail the quote". */
  asCaller?: ((token: string) => ServerClient) | null;
};

function insertedRequest(payload: unknown): ServiceRequest | null {
  const p = payload as { type?: unknown; table?: unknown; record?: unknown } | null;
  if (p?.type !== "INSERT" || p.table !== "service_requests") return null;
  return typeof p.record === "object" && p.record ? (p.record as ServiceRequest) : null;
}

/** The endpoint of a test call from the inbox, `{ "test": true, "endpoint": "…" }`, or null. */
function testEndpoint(payload: unknown): string | null {
  const p = payload as { test?: unknown; endpoint?: unknown } | null;
  return p?.test === true && typeof p.endpoint === "string" && p.endpoint ? p.endpoint : null;
}

const noBusiness: Business = { phone: null, reviewUrl: null };

type EmailResult = { sent: true; id: string | null } | { error: string };

/**
 * The function behind both calls: the database (the shared secret as bearer token, a Database
 * Webhook's payload), with a new request, which it e-mails to the owner and pushes to every staff
 * device, a summary of several (new ones: e-mail and push; held ones: push only), a partner's
 * news or a resident's report of a missed pickup (e-mail and push); and, with a staff user's
 * access token, the inbox's "Send a test notification", which pushes a test to that user's one
 * device, and a request page's "E-mail the quote", which e-mails the link to the customer.
 */
export function createNotifyNewRequest(settings: NotifySettings) {
  const resend = settings.resendApiBase ?? "https://api.resend.com";
  const pusher = settings.push ? createPusher(settings.push) : null;

  /** What the owner is told of, by e-mail and push. */
  type Notice = {
    /** How the log names it. */
    what: string;
    /** Resend's Idempotency-Key: the same row sent twice (a webhook fired again) mails once. */
    key: string;
    /** The customer's address for their own e-mails; the owner's otherwise. */
    to?: string;
    replyTo: string | null | undefined;
    message: EmailMessage;
    push: Parameters<NonNullable<typeof pusher>["toEveryDevice"]>[0];
  };

  async function email(notice: Omit<Notice, "push">): Promise<EmailResult> {
    try {
      const response = await fetch(`${resend}/emails`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${settings.resendApiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": notice.key,
        },
        body: JSON.stringify({
          from: settings.from,
          to: [notice.to ?? settings.to],
          // A reply goes to the customer only at a plain address: one recipient, nothing more.
          ...(isPlainEmail(notice.replyTo) && { reply_to: notice.replyTo }),
          ...notice.message,
        }),
      });
      if (!response.ok) throw new Error(`Resend ${response.status}: ${await response.text()}`);
      const { id } = (await response.json()) as { id?: string };
      return { sent: true, id: id ?? null };
    } catch (error) {
      console.error(`notify-owner: e-mail for ${notice.what} failed:`, error);
      return { error: "The e-mail could not be sent" };
    }
  }

  async function push(what: string, payload: Notice["push"]): Promise<PushSummary | null> {
    if (!pusher) return null;
    try {
      return await pusher.toEveryDevice(payload);
    } catch (error) {
      console.error(`notify-owner: push for ${what} failed:`, error);
      return { error: "The push notifications could not be sent" };
    }
  }

  async function notify(notice: Notice): Promise<Response> {
    // Side by side: a failing e-mail never holds up or stops the push, nor the push the e-mail.
    const [mail, pushed] = await Promise.all([email(notice), push(notice.what, notice.push)]);
    return json({ ...mail, push: pushed }, "error" in mail ? 502 : 200);
  }

  /**
   * Requests or reports told together: those let through by e-mail and push, held ones by push
   * alone, so that a flood spends none of the e-mail provider's daily limit.
   */
  async function summary(s: Summary): Promise<Response> {
    const what = `the summary of ${s.count} (${s.kind})`;
    const payload = (site: string) => summaryPayload(s, site);
    if (isHeld(s)) {
      const pushed = await push(what, payload);
      if (!pushed) console.warn(`notify-owner: ${what} reaches no one: push is off`);
      return json({ push: pushed });
    }
    return notify({
      what,
      key: summaryKey(s),
      replyTo: null,
      message: formatSummary(s, { siteUrl: settings.siteUrl }),
      push: payload,
    });
  }

  /** A trigger's call: a new request, a summary of several, news of a partner or a report. */
  function fromTrigger(payload: unknown): Promise<Response> | Response {
    const request = insertedRequest(payload);
    if (request) {
      return notify({
        what: `request ${request.id}`,
        key: `service-request-${request.id}`,
        replyTo: request.email,
        message: formatRequest(request, { siteUrl: settings.siteUrl }),
        push: request,
      });
    }
    const told = parseSummary(payload);
    if (told) return summary(told);
    const news = partnerNews(payload);
    if (news) {
      return notify({
        what: `${news.kind} ${news.id}`,
        key: newsKey(news),
        replyTo: news.partner.email,
        message: formatNews(news, siteBase(settings.siteUrl)),
        push: (site) => newsPayload(news, site),
      });
    }
    const missed = missedPickup(payload);
    if (missed) {
      return notify({
        what: `missed pickup report ${missed.report.id}`,
        key: missedPickupKey(missed),
        replyTo: null,
        message: formatMissedPickup(missed, siteBase(settings.siteUrl)),
        push: (site) => missedPickupPayload(missed, site),
      });
    }
    const customer = customerNotice(payload);
    if (customer) {
      // The customer's own e-mail, answered to the owner; no push: the owner is told nothing new.
      const key = customerNoticeKey(customer);
      if (!isPlainEmail(customer.request.email)) return json({ error: "No plain address" }, 400);
      return email({
        what: key,
        key,
        to: customer.request.email,
        replyTo: settings.to,
        message: formatCustomerNotice(customer, settings.business ?? noBusiness),
      }).then((mail) => json(mail, "error" in mail ? 502 : 200));
    }
    const quote = quoteNews(payload);
    if (quote) {
      return notify({
        what: `${quote.kind} ${quote.id}`,
        key: quoteNewsKey(quote),
        replyTo: null,
        message: formatQuoteNews(quote, siteBase(settings.siteUrl)),
        push: (site) => quoteNewsPayload(quote, site),
      });
    }
    return json(
      {
        error:
          "Expected an INSERT into service_requests, a SUMMARY, a partner's news, a missed pickup, a quote's answer, a REMINDER or a RECEIPT",
      },
      400,
    );
  }

  async function testNotification(token: string, endpoint: string): Promise<Response> {
    if (!settings.push || !pusher) {
      return json({ error: "Push notifications are not set up on the server" }, 503);
    }
    const caller = await signedInUser(settings.push.supabase, token, "notify-owner");
    if ("refusal" in caller) return caller.refusal;
    // Only staff hold devices (push_subscriptions.user_id references public.staff).
    switch (await pusher.toOwnDevice(caller.user.id, endpoint)) {
      case "sent":
        return json({ sent: true });
      case "unknown":
        return json({ error: "This device has no subscription of yours" }, 404);
      case "gone":
        return json({ error: "The push service no longer knows this device" }, 410);
      case "failed":
        return json({ error: "The push service did not take the notification" }, 502);
      case "error":
        return json({ error: "Could not read your devices" }, 502);
    }
  }

  return async (req: Request): Promise<Response> => {
    const early = preflight(req);
    if (early) return early;
    if (req.method !== "POST") return json({ error: "Method not allowed" }, 405);
    const token = bearerToken(req);
    const payload = await req.json().catch(() => null);
    if (await sameSecret(token, settings.webhookSecret)) return fromTrigger(payload);
    const endpoint = testEndpoint(payload);
    if (token && endpoint) return testNotification(token, endpoint);
    const quoteEmail = quoteEmailAsk(payload);
    if (token && quoteEmail)
      return emailQuoteLink(quoteEmail, {
        asCaller: settings.asCaller,
        callerToken: token,
        siteUrl: settings.siteUrl,
        business: settings.business ?? noBusiness,
        send: (notice) => email({ ...notice, replyTo: settings.to }),
      });
    return json({ error: "Unauthorized" }, 401);
  };
}

/** The handler from the function's secrets; `pushFetch` lets a test trust its push service. */
export function notifyNewRequestFromEnv(env: Env, options: { pushFetch?: typeof fetch } = {}) {
  const s = requireEnv(env, [
    "WEBHOOK_SECRET",
    "RESEND_API_KEY",
    "NOTIFY_EMAIL_TO",
    "NOTIFY_EMAIL_FROM",
  ] as const);
  const push = pushFromEnv(env);
  return createNotifyNewRequest({
    webhookSecret: s.WEBHOOK_SECRET,
    resendApiKey: s.RESEND_API_KEY,
    to: s.NOTIFY_EMAIL_TO,
    from: s.NOTIFY_EMAIL_FROM,
    resendApiBase: env("RESEND_API_BASE"),
    siteUrl: env("SITE_URL"),
    business: { phone: env("BUSINESS_PHONE") ?? null, reviewUrl: env("REVIEW_URL") ?? null },
    push: push && options.pushFetch ? { ...push, fetch: options.pushFetch } : push,
    asCaller: callerClientFromEnv(env),
  });
}
