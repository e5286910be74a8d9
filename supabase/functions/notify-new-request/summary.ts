// The messages that stand for many requests (supabase/migrations/*_notification_batches.sql):
// requests that came faster than one a minute, told together, and held requests, told only
// together.
import { siteBase } from "./email.ts";
import { clockTime, type PushPayload } from "./push.ts";

/** What the database sends when a summary is due: how many, of which kind, over which time. */
export type Summary = { kind: "new" | "held"; count: number; since: string; until: string };

export function parseSummary(payload: unknown): Summary | null {
  const p = payload as Partial<Summary> & { type?: unknown };
  if (p?.type !== "SUMMARY" || (p.kind !== "new" && p.kind !== "held")) return null;
  if (typeof p.count !== "number" || !Number.isInteger(p.count) || p.count < 1) return null;
  if (typeof p.since !== "string" || typeof p.until !== "string") return null;
  return { kind: p.kind, count: p.count, since: p.since, until: p.until };
}

const requests = (count: number) => `${count} ${count === 1 ? "request" : "requests"}`;

/** "the last minute", "the last 12 minutes", "the last hour", "the last 3 hours". */
function lastSpan(since: string, until: string): string {
  const minutes = Math.max(1, Math.round((Date.parse(until) - Date.parse(since)) / 60_000) || 1);
  if (minutes < 2) return "the last minute";
  if (minutes < 55) return `the last ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? "the last hour" : `the last ${hours} hours`;
}

export const summaryTitle = (s: Summary) =>
  s.kind === "held"
    ? `${requests(s.count)} held in ${lastSpan(s.since, s.until)}`
    : `${s.count} new ${s.count === 1 ? "request" : "requests"} since ${clockTime(s.since)}`;

/** The inbox's view of these requests: the list for new ones, Held for held ones. */
const viewLink = (site: string, s: Summary) =>
  s.kind === "held" ? `${site}/owner?view=held` : `${site}/owner`;

/** The push: no names or numbers of anyone, as for a single request. */
export function summaryPayload(s: Summary, site: string): PushPayload {
  return {
    web_push: 8030,
    notification: {
      title: summaryTitle(s),
      body:
        s.kind === "held"
          ? "Not in your list and not e-mailed. Release the real ones or delete them all under Held."
          : "They came quickly, so they are told together. Open your inbox to call them back.",
      navigate: viewLink(site, s),
      // One notification of each kind on the lock screen: a newer summary replaces the older.
      tag: `summary-${s.kind}`,
    },
  };
}

/** The e-mail of new requests told together (held requests are never e-mailed). */
export function formatSummary(s: Summary, { siteUrl }: { siteUrl?: string | undefined } = {}) {
  const site = siteBase(siteUrl);
  const inbox = site ? viewLink(site, s) : null;
  const lead = `${requests(s.count)} arrived between ${clockTime(s.since)} and ${clockTime(s.until)}, faster than one a minute, so they are told in one e-mail.`;
  return {
    subject: summaryTitle(s),
    text: [lead, ...(inbox ? ["", `Open your inbox: ${inbox}`] : [])].join("\n"),
    html: `<p>${lead}</p>${inbox ? `<p><a href="${inbox}">Open your inbox</a></p>` : ""}`,
  };
}
