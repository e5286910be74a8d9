// The customer's own e-mails, as 20261128230000_customer_reminders.sql queues them: the reminder
// the day before the agreed day (pg_cron's job) and the receipt once the job is done. Each says
// only what the database holds (the request, its day and window, what to set out in the owner's
// words, the quote and the deposits paid) and how to reach the business (BUSINESS_PHONE); the receipt carries the same review
// note and link the owner's own review ask does (REVIEW_URL). And the quote's link, e-mailed on
// the owner's tap (claim_quote_email, 20261129020000_quote_email.sql), once per link.
import { createClient } from "@supabase/supabase-js";
import { businessName } from "../_shared/business.ts";
import type { Database } from "../_shared/database.types.ts";
import { formatDate, formatUsPhone } from "../_shared/display.ts";
import { type Env, json, sha256Hex } from "../_shared/http.ts";
import { isUuid } from "../_shared/partners.ts";
import { isQuoteToken, quotePagePrefix } from "../_shared/quote.ts";
import type { ServerClient } from "../_shared/supabase.ts";
import { serviceNames, type ServiceValue } from "../_shared/services.ts";
import { windowLabel } from "../_shared/time-window.ts";
import { withoutControls } from "../_shared/visible-text.ts";
import { type EmailMessage, siteBase } from "./email.ts";
import { dollars } from "./quote-news.ts";

type Customer = {
  id: string;
  name: string;
  email: string;
  service: ServiceValue;
  address: string;
  unit: string | null;
  city: string;
};

export type CustomerNotice =
  | {
      kind: "reminder";
      request: Customer & {
        day: string;
        from: string | null;
        until: string | null;
        /** What to set out, in the owner's words, or null when he wrote none. */
        setOut: string | null;
      };
    }
  | { kind: "receipt"; request: Customer; quoteCents: number; depositCents: number };

/** How the e-mails name the business and reach it: the site's own facts, from the secrets. */
export type Business = {
  /** The business's phone as E.164 (+18017852200), or null when it is not set. */
  phone: string | null;
  /** The review link the owner's review ask sends, or null. */
  reviewUrl: string | null;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** The customer's e-mail a trigger's call asks for, or null when it is none. */
export function customerNotice(payload: unknown): CustomerNotice | null {
  if (!isObject(payload) || !isObject(payload.request)) return null;
  const r = payload.request;
  if (typeof r.id !== "string" || typeof r.name !== "string" || typeof r.email !== "string")
    return null;
  if (typeof r.address !== "string" || typeof r.city !== "string") return null;
  const customer: Customer = {
    id: r.id,
    name: r.name,
    email: r.email,
    service: r.service as ServiceValue,
    address: r.address,
    unit: text(r.unit),
    city: r.city,
  };
  if (payload.type === "REMINDER" && typeof r.day === "string")
    return {
      kind: "reminder",
      request: {
        ...customer,
        day: r.day,
        from: text(r.from),
        until: text(r.until),
        setOut: text(r.set_out),
      },
    };
  if (
    payload.type === "RECEIPT" &&
    typeof payload.quote_cents === "number" &&
    typeof payload.deposit_cents === "number"
  )
    return {
      kind: "receipt",
      request: customer,
      quoteCents: payload.quote_cents,
      depositCents: payload.deposit_cents,
    };
  return null;
}

/** Resend's Idempotency-Key: a reminder once per request and day, a receipt once. */
export const customerNoticeKey = (notice: CustomerNotice) =>
  notice.kind === "reminder"
    ? `reminder-${notice.request.id}-${notice.request.day}`
    : `receipt-${notice.request.id}`;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The paragraphs of an e-mail as text and as HTML, the customer's own words escaped. */
function message(subject: string, paragraphs: string[]): EmailMessage {
  const shown = paragraphs.map(withoutControls);
  return {
    subject: withoutControls(subject),
    text: shown.join("\n\n"),
    html: shown.map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`).join(""),
  };
}

/** "Questions? Call or text (801) 785-2200.", or nothing without the business's phone. */
const reachUs = ({ phone }: Business) =>
  phone ? [`Questions? Call or text ${formatUsPhone(phone)}.`] : [];

/** The customer's e-mail. */
export function formatCustomerNotice(notice: CustomerNotice, business: Business): EmailMessage {
  const { request } = notice;
  const service = serviceNames[request.service] ?? request.service;
  const address = `${[request.address, request.unit].filter(Boolean).join(", ")}, ${request.city}`;
  const hello = `Hi ${firstName(request.name)},`;
  if (notice.kind === "reminder") {
    const { day, from, until, setOut } = notice.request;
    const when =
      from && until ? `${formatDate(day)}, ${windowLabel(from, until)}` : formatDate(day);
    return message(`Reminder: ${service} ${formatDate(day)}`, [
      hello,
      `this is ${businessName}, a reminder of your ${service} tomorrow.`,
      `When: ${when}\nWhere: ${address}`,
      ...(setOut ? [`Please set out: ${setOut}`] : []),
      ...reachUs(business),
    ]);
  }
  const balance = Math.max(notice.quoteCents - notice.depositCents, 0);
  return message(`Receipt: ${service} at ${request.address}`, [
    hello,
    `thank you for choosing ${businessName}! Your ${service} at ${address} is done.`,
    [
      `Quote: ${dollars(notice.quoteCents)}`,
      `Deposit paid: ${dollars(notice.depositCents)}`,
      `Balance due: ${dollars(balance)}`,
    ].join("\n"),
    ...(business.reviewUrl
      ? [`If you have a minute, a review helps a lot: ${business.reviewUrl}`]
      : []),
    ...reachUs(business),
  ]);
}

/** The owner's ask to e-mail the link he just made: `{ "quote_email": { request_id, token } }`. */
export type QuoteEmailAsk = { requestId: string; token: string };

/** The ask in a staff call's body, or null when the body is no such ask (a bad one is an ask). */
export function quoteEmailAsk(payload: unknown): QuoteEmailAsk | { bad: true } | null {
  if (!isObject(payload) || !("quote_email" in payload)) return null;
  const ask = payload.quote_email;
  if (!isObject(ask) || !isUuid(ask.request_id) || !isQuoteToken(ask.token)) return { bad: true };
  return { requestId: ask.request_id, token: ask.token };
}

/**
 * A client that calls the database as the caller whose access token this is (so that
 * claim_quote_email checks that caller is staff), from the project's URL and anon key.
 */
export function callerClientFromEnv(env: Env): ((token: string) => ServerClient) | null {
  const url = env("SUPABASE_URL");
  const anonKey = env("SUPABASE_ANON_KEY");
  if (!url || !anonKey) return null;
  return (token) =>
    createClient<Database>(url, anonKey, {
      global: { headers: { Authorization: `Bearer ${token}` } },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
}

/** The customer's e-mail carrying the quote's link. */
export function formatQuoteEmail(
  customer: { name: string; service: ServiceValue },
  url: string,
  business: Business,
): EmailMessage {
  const service = serviceNames[customer.service] ?? customer.service;
  return message(`Your quote: ${service}, ${businessName}`, [
    `Hi ${firstName(customer.name)},`,
    `this is ${businessName} about your ${service} request. Your quote, to accept or decline: ${url}`,
    ...reachUs(business),
  ]);
}

type Sent = { sent: true; id: string | null } | { error: string };

/**
 * E-mails the link the owner made to the address the customer gave, once per link: the database
 * checks the caller is staff and the token is this request's link in use, and claims the link's
 * one e-mail; a send that fails gives the claim back. Answers 200 `{ emailed, already }`, 409
 * `{ code: "no_email" }` for a customer without an address, 404 for a link not in use, 401 or
 * 403 for a caller who may not, 400 for a body without the request's id and a token.
 */
export async function emailQuoteLink(
  ask: QuoteEmailAsk | { bad: true },
  deps: {
    asCaller: ((token: string) => ServerClient) | null | undefined;
    callerToken: string;
    siteUrl: string | undefined;
    business: Business;
    send: (notice: {
      what: string;
      key: string;
      to: string;
      message: EmailMessage;
    }) => Promise<Sent>;
  },
): Promise<Response> {
  if ("bad" in ask) return json({ error: "Send the request's id and the link's token" }, 400);
  const site = siteBase(deps.siteUrl);
  if (!deps.asCaller || !site)
    return json({ error: "E-mailing quotes is not set up on the server" }, 503);
  const client = deps.asCaller(deps.callerToken);
  const hash = await sha256Hex(ask.token);
  const { data, error } = await client
    .rpc("claim_quote_email", { request_id: ask.requestId, token_hash: hash })
    .maybeSingle();
  if (error) {
    if (error.code === "42501") return json({ error: "Only staff may e-mail a quote" }, 403);
    if (error.code === "PGRST301" || error.code === "PGRST303" || /jwt/i.test(error.message))
      return json({ error: "Sign in first" }, 401);
    console.error("notify-owner: claiming the quote's e-mail failed:", error);
    return json({ error: "Could not read the quote's link" }, 502);
  }
  if (!data) return json({ error: "This link is no longer in use", code: "not_found" }, 404);
  if (data.status === "no_email" || !data.email)
    return json({ error: "The customer gave no e-mail address", code: "no_email" }, 409);
  if (data.status === "emailed") return json({ emailed: true, already: true });
  const url = `${site}${quotePagePrefix}/${ask.token}`;
  const mail = await deps.send({
    what: `the quote's link ${data.link_id}`,
    key: `quote-link-${data.link_id}`,
    to: data.email,
    message: formatQuoteEmail(
      { name: data.name, service: data.service as ServiceValue },
      url,
      deps.business,
    ),
  });
  if ("error" in mail) {
    const released = await client.rpc("release_quote_email", { link_id: data.link_id });
    if (released.error) console.error("notify-owner: releasing the claim failed:", released.error);
    return json(mail, 502);
  }
  return json({ emailed: true, already: false });
}
