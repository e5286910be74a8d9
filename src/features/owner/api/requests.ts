import type { SupabaseClient } from "@supabase/supabase-js";
import type { ServiceValue } from "@shared/services";
import type { Database, Tables, TablesUpdate } from "@/lib/database.types";
import { type InboxFailure } from "@/features/owner/content";
import {
  businessDay,
  requestStatuses,
  type QuoteState,
  type LostReason,
  type RequestStatus,
  type SourcePage,
} from "@/lib/service-request";
import { read, type Answer, type Result as LoadResult } from "@/lib/result";
import { areRequestRows, isQuoteState } from "./shape";

export type Client = SupabaseClient<Database>;

type Narrowed = "status" | "service" | "contact_method" | "lost_reason" | "source_page";
/**
 * A row of public.service_requests as staff read it. The generated type says `string` for the
 * text columns whose CHECKs allow only a few values; here they are those values. The computed
 * field `quote_state` (which the generated Row lists) is read by the list alone: ListedRequest.
 */
export type InboxRequest = Omit<Tables<"service_requests">, Narrowed | "quote_state"> & {
  status: RequestStatus;
  service: ServiceValue;
  contact_method: "text" | "call";
  lost_reason: LostReason | null;
  source_page: SourcePage | null;
};

/** A row of the list: the request and what became of its quote link (none: null). */
export type ListedRequest = InboxRequest & { quote_state: QuoteState | null };

/** The owner's reads also fail as "unreadable": an answer of another shape than the one checked. */
export type Result<T> = LoadResult<T, InboxFailure>;

export const pageSize = 50;
const table = "service_requests";

/**
 * Rows read with select("*"), checked before anything reads them (./shape.ts): an answer of
 * another shape is "unreadable", never a crash. The generated type says `string` where the
 * table's CHECKs allow only the values InboxRequest names; the check narrows them here.
 */
export function requestRows(
  response: Answer<Partial<Tables<"service_requests">>[]>,
): Result<InboxRequest[]> {
  const answer = read(response);
  if (!answer.ok) return answer;
  return areRequestRows(answer.data)
    ? { ok: true, data: answer.data as InboxRequest[] }
    : { ok: false, failure: "unreadable" };
}

/** Which requests the list shows: the open ones (the default), one status, or all. */
export type ListFilter = "open" | RequestStatus | "all";

/** A page of the list: its filter and search, and the last row of the page before (none first). */
export type ListQuery = { filter: ListFilter; search: string; after?: string };

/**
 * One page of requests, filtered (the open ones, one status, or all), searched by name, phone or
 * city, and ordered by the database (rpc/inbox_requests): Open in the order of what needs an
 * answer first (overdue by this phone's day, as the rows show it), the others newest first. The
 * next page starts after the last row shown.
 */
export async function listRequests(
  supabase: Client,
  { filter, search, after }: ListQuery,
): Promise<Result<ListedRequest[]>> {
  const rows = requestRows(
    await supabase
      .rpc("inbox_requests", { filter, search, after, page_size: pageSize, today: businessDay() })
      .select("*, quote_state")
      .retry(false),
  );
  if (!rows.ok) return rows;
  return rows.data.every((row) => isQuoteState((row as Partial<ListedRequest>).quote_state))
    ? { ok: true, data: rows.data as ListedRequest[] }
    : { ok: false, failure: "unreadable" };
}

/** The state of the request's quote link, re-read when the customer acts while the list is open. */
export async function getQuoteState(
  supabase: Client,
  id: string,
): Promise<Result<QuoteState | null>> {
  const answer = read(await supabase.from(table).select("quote_state").eq("id", id).retry(false));
  if (!answer.ok) return answer;
  const state = answer.data[0] ? answer.data[0].quote_state : null;
  return isQuoteState(state) ? { ok: true, data: state } : { ok: false, failure: "unreadable" };
}

/** The figures above and below the list. */
export type Summary = {
  /** How many requests have each status. */
  counts: Record<RequestStatus, number>;
  /** The median minutes from arrival to first contact over the last 30 days; null if none. */
  median: number | null;
};

const isCount = (value: unknown) => Number.isInteger(value);

/** How many requests have each status, and the median time to first contact: one call. */
export async function getSummary(supabase: Client): Promise<Result<Summary>> {
  const answer = read(await supabase.rpc("inbox_summary").retry(false));
  if (!answer.ok) return answer;
  const row: unknown = Array.isArray(answer.data) ? answer.data[0] : undefined;
  if (typeof row !== "object" || row === null) return { ok: false, failure: "unreadable" };
  const figures = row as Record<string, unknown>;
  const median = figures.median_minutes_to_contact;
  if (
    !requestStatuses.every((status) => isCount(figures[status])) ||
    !(median === null || isCount(median))
  )
    return { ok: false, failure: "unreadable" };
  return {
    ok: true,
    data: {
      counts: Object.fromEntries(
        requestStatuses.map((status) => [status, figures[status]]),
      ) as Record<RequestStatus, number>,
      median: median as number | null,
    },
  };
}

/** One request by id; null data when there is none (or the account may not see it). */
export async function getRequest(
  supabase: Client,
  id: string,
): Promise<Result<InboxRequest | null>> {
  // Not a uuid: PostgREST would refuse it (22P02); it is simply not in the inbox.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    return { ok: true, data: null };
  const answer = requestRows(await supabase.from(table).select("*").eq("id", id).retry(false));
  return answer.ok ? { ok: true, data: answer.data[0] ?? null } : answer;
}

/** What the inbox may change: the columns of the staff's UPDATE grant. */
export type Changes = Pick<
  TablesUpdate<"service_requests">,
  | "owner_notes"
  | "scheduled_for"
  | "scheduled_from"
  | "scheduled_until"
  | "set_out_note"
  | "quote_cents"
  | "review_requested_at"
> & { status?: RequestStatus; lost_reason?: LostReason | null };

// Read back after each change: what the triggers set (first contact, status time, a lost reason
// cleared on leaving lost) besides what was sent.
const changed = [
  "status",
  "contacted_at",
  "status_changed_at",
  "owner_notes",
  "scheduled_for",
  "scheduled_from",
  "scheduled_until",
  "set_out_note",
  "quote_cents",
  "review_requested_at",
  "lost_reason",
] as const;
const changedColumns = changed.join(",");
type Changed = Pick<InboxRequest, "status" | "contacted_at" | "status_changed_at" | "owner_notes">;

/**
 * Updates one request and reads back what the database's trigger set. A request that matched no
 * row (another account's session, a deleted row) comes back empty: a failure, not a success.
 */
export async function update(
  supabase: Client,
  id: string,
  changes: Changes,
): Promise<Result<Partial<InboxRequest> & Changed>> {
  const answer = await supabase.from(table).update(changes).eq("id", id).select(changedColumns);
  const updated = read(answer);
  if (!updated.ok) return updated;
  if (!areRequestRows(updated.data, changed)) return { ok: false, failure: "unreadable" };
  const row = updated.data[0] as (Partial<InboxRequest> & Changed) | undefined;
  return row ? { ok: true, data: row } : { ok: false, failure: "other" };
}

export const setStatus = (supabase: Client, id: string, status: RequestStatus) =>
  update(supabase, id, { status });

export const saveNotes = (supabase: Client, id: string, notes: string) =>
  update(supabase, id, { owner_notes: notes });
