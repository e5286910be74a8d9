// The owner's news of partners, as the triggers of 20261126130100_partner_news.sql send it: a new
// partner, a subscription that started, a payment that failed. Each becomes an e-mail and a
// push, like a new request, that open the inbox's Partners view.
import { formatUsPhone } from "../_shared/display.ts";
import { type EmailMessage, type Field, ownerEmail } from "./email.ts";
import type { PushPayload } from "./push.ts";

/** What the trigger reads beside the row: the partner's company and how to reach them. */
type PartnerFacts = {
  company_name: string;
  contact_name: string;
  phone: string;
  email: string | null;
};

type SubscriptionRow = {
  id: string;
  status: string;
  quantity: number;
  unit_amount: number;
  currency: string;
  current_period_end: string;
  stripe_event_created: string;
};

export type PartnerNews =
  | { kind: "partner"; id: string; partner: PartnerFacts }
  | {
      kind: "started" | "payment-failed";
      id: string;
      partner: PartnerFacts;
      property: { name: string; city: string } | null;
      subscription: SubscriptionRow;
    };

const startedStatuses = ["active", "trialing"];
const failedStatuses = ["past_due", "unpaid"];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The news a trigger's call carries, or null when it is none of the three. */
export function partnerNews(payload: unknown): PartnerNews | null {
  if (!isObject(payload) || !isObject(payload.record) || !isObject(payload.partner)) return null;
  const partner = payload.partner as PartnerFacts;
  if (typeof partner.company_name !== "string") return null;
  const record = payload.record;
  if (payload.table === "partners" && payload.type === "INSERT" && typeof record.id === "string") {
    return { kind: "partner", id: record.id, partner };
  }
  if (payload.table !== "stripe_subscriptions" || typeof record.status !== "string") return null;
  const kind = startedStatuses.includes(record.status)
    ? "started"
    : failedStatuses.includes(record.status)
      ? "payment-failed"
      : null;
  if (!kind) return null;
  const subscription = record as SubscriptionRow;
  const property = isObject(payload.property)
    ? (payload.property as { name: string; city: string })
    : null;
  return { kind, id: subscription.id, partner, property, subscription };
}

/** Cents as dollars, e.g. "$480" or "$480.50". */
function money(cents: number, currency: string) {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

const day = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

const monthly = (s: SubscriptionRow) => `${money(s.quantity * s.unit_amount, s.currency)}/month`;

const place = (news: Extract<PartnerNews, { kind: "started" | "payment-failed" }>) =>
  news.property ? `${news.property.name}, ${news.property.city}` : null;

const titles = {
  partner: "New partner",
  started: "Subscription started",
  "payment-failed": "Payment failed",
} satisfies Record<PartnerNews["kind"], string>;

/** The inbox's list of partners, on the site at `site` (a siteBase). */
export const partnersLink = (site: string) => `${site}/owner?view=partners`;

/** The lines of the e-mail as [label, text, link?]; empty ones left out. */
function lines(news: PartnerNews): Field[] {
  const { partner } = news;
  const all: [string, string | null | undefined, string?][] = [
    ["Company", partner.company_name],
    ["Contact", partner.contact_name],
    ["Phone", formatUsPhone(partner.phone), `tel:${partner.phone}`],
    ["E-mail", partner.email, partner.email ? `mailto:${partner.email}` : undefined],
  ];
  if (news.kind !== "partner") {
    const s = news.subscription;
    all.push(
      ["Property", place(news)],
      ["Units", String(s.quantity)],
      ["Monthly", monthly(s)],
      [news.kind === "started" ? "Renews" : "Period ends", day(s.current_period_end)],
    );
  }
  if (news.kind === "payment-failed") {
    all.push([
      "What happens",
      "Stripe tries the card again; the partner's page asks them to update it in billing.",
    ]);
  }
  return all.filter((line): line is Field => Boolean(line[1]));
}

/** The owner's e-mail about the news, with a link to the Partners view when the site is known. */
export function formatNews(news: PartnerNews, site: string | null): EmailMessage {
  const about = news.kind === "partner" ? null : place(news);
  const subject = [`${titles[news.kind]}: ${news.partner.company_name}`, about]
    .filter(Boolean)
    .join(", ");
  const link = site ? { label: "Open Partners in your inbox", href: partnersLink(site) } : null;
  return ownerEmail(subject, lines(news), link);
}

/** Resend's Idempotency-Key: the same news delivered twice mails once; a later one anew. */
export const newsKey = (news: PartnerNews) =>
  news.kind === "partner"
    ? `partner-${news.id}`
    : `subscription-${news.id}-${news.subscription.status}-${news.subscription.stripe_event_created}`;

/** The news on the owner's lock screen: the company and the property, no phone or e-mail. */
export function newsPayload(news: PartnerNews, site: string): PushPayload {
  const body =
    news.kind === "partner"
      ? [news.partner.company_name, news.partner.contact_name]
      : [news.partner.company_name, news.property?.name, monthly(news.subscription)];
  return {
    web_push: 8030,
    notification: {
      title: titles[news.kind],
      body: body.filter(Boolean).join(" · "),
      navigate: partnersLink(site),
      tag: `${news.kind}-${news.id}`,
    },
  };
}
