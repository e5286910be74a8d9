// The messages that stand for many requests, reports or quotes' news (supabase/migrations/
// *_notification_batches.sql, *_report_intake.sql, *_quote_news_batches.sql): those that came
// faster than one a minute, told together, and held ones, told only together. A summary of one
// never comes here: the database sends that one's own message, which names it.
import { siteBase } from "./email.ts";
import { missedLink } from "./missed-pickup.ts";
import { clockTime, type PushPayload } from "./push.ts";

/**
 * The kinds the database counts: requests and reports, let through or held, and the customers'
 * answers to quotes with the deposits paid.
 */
const kinds = ["new", "held", "report", "report_held", "quote"] as const;
type Kind = (typeof kinds)[number];

/** What the database sends when a summary is due: how many, of which kind, over which time. */
export type Summary = { kind: Kind; count: number; since: string; until: string };

export function parseSummary(payload: unknown): Summary | null {
  const p = payload as Partial<Summary> & { type?: unknown };
  if (p?.type !== "SUMMARY" || !kinds.includes(p.kind as Kind)) return null;
  if (typeof p.count !== "number" || !Number.isInteger(p.count) || p.count < 1) return null;
  if (typeof p.since !== "string" || typeof p.until !== "string") return null;
  return { kind: p.kind as Kind, count: p.count, since: p.since, until: p.until };
}

/** Held kinds are pushed only, never e-mailed. */
export const isHeld = (s: Summary) => s.kind === "held" || s.kind === "report_held";

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
const requests = (count: number) => counted(count, "request", "requests");
const reports = (count: number) => counted(count, "missed-pickup report", "missed-pickup reports");
const quoteNews = (count: number) =>
  counted(count, "quote answer or deposit", "quote answers and deposits");

/** "the last minute", "the last 12 minutes", "the last hour", "the last 3 hours". */
function lastSpan(since: string, until: string): string {
  const minutes = Math.max(1, Math.round((Date.parse(until) - Date.parse(since)) / 60_000) || 1);
  if (minutes < 2) return "the last minute";
  if (minutes < 55) return `the last ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? "the last hour" : `the last ${hours} hours`;
}

export function summaryTitle(s: Summary): string {
  switch (s.kind) {
    case "held":
      return `${requests(s.count)} held in ${lastSpan(s.since, s.until)}`;
    case "report_held":
      return `${reports(s.count)} held in ${lastSpan(s.since, s.until)}`;
    case "report":
      return `${counted(s.count, "missed pickup", "missed pickups")} reported since ${clockTime(s.since)}`;
    case "new":
      return `${s.count} new ${s.count === 1 ? "request" : "requests"} since ${clockTime(s.since)}`;
    case "quote":
      return `${quoteNews(s.count)} since ${clockTime(s.since)}`;
  }
}

/**
 * The inbox's view of these: the list for new requests and quotes' news (each row shows its
 * quote's state), Held, or Missed pickups for reports.
 */
function viewLink(site: string, s: Summary): string {
  if (s.kind === "held") return `${site}/owner?view=held`;
  if (s.kind === "new" || s.kind === "quote") return `${site}/owner`;
  return missedLink(site);
}

const pushBodies: Record<Kind, string> = {
  held: "Not in your list and not e-mailed. Release the real ones or delete them all under Held.",
  report_held: "Not in your list and not e-mailed. Release the real ones under Missed pickups.",
  new: "They came quickly, so they are told together. Open your inbox to call them back.",
  report: "They came quickly, so they are told together. Open Missed pickups to see them.",
  quote:
    "They came quickly, so they are told together. Each request's row in your inbox shows its quote.",
};

/** The push: no names or numbers of anyone, as for a single request. */
export function summaryPayload(s: Summary, site: string): PushPayload {
  return {
    web_push: 8030,
    notification: {
      title: summaryTitle(s),
      body: pushBodies[s.kind],
      navigate: viewLink(site, s),
      // One notification of each kind on the lock screen: a newer summary replaces the older.
      tag: `summary-${s.kind}`,
    },
  };
}

/** Resend's Idempotency-Key: one summary mails once. */
export const summaryKey = (s: Summary) =>
  `${s.kind === "report" ? "reports" : s.kind === "quote" ? "quotes" : "requests"}-summary-${s.since}`;

/** The e-mail of requests, reports or quotes' news told together (held ones are never e-mailed). */
export function formatSummary(s: Summary, { siteUrl }: { siteUrl?: string | undefined } = {}) {
  const site = siteBase(siteUrl);
  const link = site ? viewLink(site, s) : null;
  const what =
    s.kind === "report"
      ? reports(s.count)
      : s.kind === "quote"
        ? quoteNews(s.count)
        : requests(s.count);
  const label = s.kind === "report" ? "Open Missed pickups" : "Open your inbox";
  const lead = `${what} arrived between ${clockTime(s.since)} and ${clockTime(s.until)}, faster than one a minute, so they are told in one e-mail.`;
  return {
    subject: summaryTitle(s),
    text: [lead, ...(link ? ["", `${label}: ${link}`] : [])].join("\n"),
    html: `<p>${lead}</p>${link ? `<p><a href="${link}">${label}</a></p>` : ""}`,
  };
}
