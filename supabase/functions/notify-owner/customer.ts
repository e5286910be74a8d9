// The customer's own e-mails, as 20261128230000_customer_reminders.sql queues them: the reminder
// the day before the agreed day (pg_cron's job) and the receipt once the job is done. Each says
// only what the database holds (the request, its day and window, the quote and the deposits
// paid) and how to reach the business (BUSINESS_PHONE); the receipt carries the same review
// note and link the owner's own review ask does (REVIEW_URL).
import { businessName } from "../_shared/business.ts";
import { formatDate, formatUsPhone } from "../_shared/display.ts";
import { serviceNames, type ServiceValue } from "../_shared/services.ts";
import { windowLabel } from "../_shared/time-window.ts";
import { withoutControls } from "../_shared/visible-text.ts";
import type { EmailMessage } from "./email.ts";
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
      request: Customer & { day: string; from: string | null; until: string | null };
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
      request: { ...customer, day: r.day, from: text(r.from), until: text(r.until) },
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
    const { day, from, until } = notice.request;
    const when =
      from && until ? `${formatDate(day)}, ${windowLabel(from, until)}` : formatDate(day);
    return message(`Reminder: ${service} ${formatDate(day)}`, [
      hello,
      `this is ${businessName}, a reminder of your ${service} tomorrow.`,
      `When: ${when}\nWhere: ${address}`,
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
