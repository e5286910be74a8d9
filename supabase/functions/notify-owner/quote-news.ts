// The customer's answer to a quote and the deposit paid, as the triggers of
// 20261128200200_quote_news.sql send them: the link or deposit row and the request it is for.
// Each becomes an e-mail and a push, like a new request, that open the request in the inbox.
import { formatDate } from "../_shared/display.ts";
import { serviceNames, type ServiceValue } from "../_shared/services.ts";
import { type EmailMessage, type Field, ownerEmail, requestLink } from "./email.ts";
import type { PushPayload } from "./push.ts";

type RequestFacts = {
  id: string;
  name: string;
  service: ServiceValue;
  address: string;
  city: string;
};

export type QuoteNews =
  | { kind: "accepted"; id: string; request: RequestFacts; day: string | null; cents: number }
  | { kind: "declined"; id: string; request: RequestFacts }
  | { kind: "deposit-paid"; id: string; request: RequestFacts; cents: number };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The news a trigger's call carries, or null when it is none of the three. */
export function quoteNews(payload: unknown): QuoteNews | null {
  if (!isObject(payload) || payload.type !== "UPDATE") return null;
  const { record, request } = payload;
  if (!isObject(record) || typeof record.id !== "string") return null;
  if (!isObject(request) || typeof request.id !== "string" || typeof request.name !== "string")
    return null;
  const facts = request as RequestFacts;
  if (payload.table === "quote_links" && typeof record.accepted_cents === "number")
    return {
      kind: "accepted",
      id: record.id,
      request: facts,
      day: typeof record.accepted_day === "string" ? record.accepted_day : null,
      cents: record.accepted_cents,
    };
  if (payload.table === "quote_links" && typeof record.declined_at === "string")
    return { kind: "declined", id: record.id, request: facts };
  if (
    payload.table === "quote_deposits" &&
    record.status === "paid" &&
    typeof record.amount_cents === "number"
  )
    return { kind: "deposit-paid", id: record.id, request: facts, cents: record.amount_cents };
  return null;
}

/** Cents as dollars, the cents shown only when there are some: "$349", "$87.25". */
export const dollars = (cents: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

const titles = {
  accepted: "Quote accepted",
  declined: "Quote declined",
  "deposit-paid": "Deposit paid",
} satisfies Record<QuoteNews["kind"], string>;

function lines(news: QuoteNews): Field[] {
  const { request } = news;
  const all: [string, string | null | undefined, string?][] = [
    ["Customer", request.name],
    ["Service", serviceNames[request.service] ?? request.service],
    ["Address", `${request.address}, ${request.city}`],
    ["Quote", news.kind === "accepted" ? dollars(news.cents) : null],
    ["Day", news.kind === "accepted" && news.day ? formatDate(news.day) : null],
    ["Deposit", news.kind === "deposit-paid" ? dollars(news.cents) : null],
  ];
  return all.filter((line): line is Field => Boolean(line[1]));
}

/** The owner's e-mail of the news, with a link to the request when the site is known. */
export function formatQuoteNews(news: QuoteNews, site: string | null): EmailMessage {
  const link = site
    ? { label: "Open the request in your inbox", href: requestLink(site, news.request.id) }
    : null;
  return ownerEmail(`${titles[news.kind]}: ${news.request.name}`, lines(news), link);
}

/** Resend's Idempotency-Key: the same news delivered twice mails once. */
export const quoteNewsKey = (news: QuoteNews) =>
  news.kind === "accepted" ? `quote-accepted-${news.id}-${news.cents}` : `${news.kind}-${news.id}`;

/** The news on the owner's lock screen: the customer and the money, opening the request. */
export function quoteNewsPayload(news: QuoteNews, site: string): PushPayload {
  const money = news.kind === "declined" ? null : dollars(news.cents);
  return {
    web_push: 8030,
    notification: {
      title: titles[news.kind],
      body: [news.request.name, money].filter(Boolean).join(" · "),
      navigate: requestLink(site, news.request.id),
      tag: `${news.kind}-${news.id}`,
    },
  };
}
