import type { Database } from "@/lib/database.types";
import { read } from "@/lib/result";
import type { LostReason } from "@/lib/service-request";
import { parseMonth, type MonthFigures } from "@/features/owner/lib/month";
import {
  pageSize,
  requestRows,
  update,
  type Client,
  type InboxRequest,
  type Result,
} from "./requests";

/**
 * The agreed start day, a window on it (both times or neither), and what the customer is to set
 * out, in the owner's words (null for nothing).
 */
export type Schedule = {
  day: string;
  from: string | null;
  until: string | null;
  setOut: string | null;
};

/** Marks a request scheduled on its agreed day in one update, so it is never one without. */
export const schedule = (supabase: Client, id: string, { day, from, until, setOut }: Schedule) =>
  update(supabase, id, {
    status: "scheduled",
    scheduled_for: day,
    scheduled_from: from,
    scheduled_until: until,
    set_out_note: setOut,
  });

/** Marks a request lost, with why. */
export const markLost = (supabase: Client, id: string, reason: LostReason) =>
  update(supabase, id, { status: "lost", lost_reason: reason });

/** The quote in cents; a new one replaces the last. */
export const saveQuote = (supabase: Client, id: string, cents: number) =>
  update(supabase, id, { quote_cents: cents });

/** When the owner opened a review request to the customer. */
export const markReviewAsked = (supabase: Client, id: string, at = new Date()) =>
  update(supabase, id, { review_requested_at: at.toISOString() });

/**
 * A page of scheduled jobs by their day and window; those without a window after a day's timed
 * ones, those without a day last (rpc/inbox_upcoming). The next page starts after `after`.
 */
export async function listUpcoming(
  supabase: Client,
  after?: string,
): Promise<Result<InboxRequest[]>> {
  return requestRows(
    await supabase.rpc("inbox_upcoming", { after, page_size: pageSize }).retry(false),
  );
}

/** A page of done jobs not yet asked for a review, the most recently done first. */
export async function listReviewsToAsk(
  supabase: Client,
  after?: string,
): Promise<Result<InboxRequest[]>> {
  return requestRows(
    await supabase.rpc("inbox_reviews", { after, page_size: pageSize }).retry(false),
  );
}

/** The month's figures from inbox_month; an answer of another shape is a failure. */
export async function getMonth(supabase: Client, start: string): Promise<Result<MonthFigures>> {
  const answer = read(await supabase.rpc("inbox_month", { month_start: start }).retry(false));
  if (!answer.ok) return answer;
  const figures = parseMonth(answer.data);
  return figures ? { ok: true, data: figures } : { ok: false, failure: "unreadable" };
}

/**
 * The money collected online in the month (month_collected_online): deposits paid through the
 * quote links, by when each was paid, less the refunds made in it.
 */
export type Collected = Omit<
  Database["public"]["Functions"]["month_collected_online"]["Returns"][number],
  "month"
>;

/** The month's money collected online; an answer of another shape is a failure. */
export async function getCollected(supabase: Client, start: string): Promise<Result<Collected>> {
  const answer = read(
    await supabase.rpc("month_collected_online", { month_start: start }).retry(false),
  );
  if (!answer.ok) return answer;
  const row = Array.isArray(answer.data) ? answer.data[0] : undefined;
  const figures = row && [
    row.deposits_paid,
    row.paid_cents,
    row.refunds,
    row.refunded_cents,
    row.collected_cents,
  ];
  return figures?.every((value) => Number.isInteger(value))
    ? { ok: true, data: row as Collected }
    : { ok: false, failure: "unreadable" };
}
