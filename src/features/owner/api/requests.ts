import type { SupabaseClient } from "@supabase/supabase-js";
import type { ServiceValue } from "@shared/services";
import type { Database, Tables, TablesUpdate } from "@/lib/database.types";
import { type InboxFailure } from "@/features/owner/content";
import {
  openStatuses,
  requestStatuses,
  type LostReason,
  type RequestStatus,
  type SourcePage,
} from "@/lib/service-request";
import { failedRead, read, type Answer, type Result as LoadResult } from "@/lib/result";
import { searchFilter } from "@/features/owner/lib/search";
import { areRequestRows } from "./shape";

export type Client = SupabaseClient<Database>;

type Narrowed = "status" | "service" | "contact_method" | "lost_reason" | "source_page";
/**
 * A row of public.service_requests as staff read it. The generated type says `string` for the
 * text columns whose CHECKs allow only a few values; here they are those values.
 */
export type InboxRequest = Omit<Tables<"service_requests">, Narrowed> & {
  status: RequestStatus;
  service: ServiceValue;
  contact_method: "text" | "call";
  lost_reason: LostReason | null;
  source_page: SourcePage | null;
};

/** The owner's reads also fail as "unreadable": an answer of another shape than the one checked. */
export type Result<T> = LoadResult<T, InboxFailure>;

export const pageSize = 50;
export const table = "service_requests";

/**
 * Rows read with select("*"), checked before anything reads them (./shape.ts): an answer of
 * another shape is "unreadable", never a crash. The generated type says `string` where the
 * table's CHECKs allow only the values InboxRequest names; the check narrows them here.
 */
export function requestRows(
  response: Answer<Tables<"service_requests">[]>,
): Result<InboxRequest[]> {
  const answer = read(response);
  if (!answer.ok) return answer;
  return areRequestRows(answer.data)
    ? { ok: true, data: answer.data as InboxRequest[] }
    : { ok: false, failure: "unreadable" };
}

/** Which requests the list shows: the open ones (the default), one status, or all. */
export type ListFilter = "open" | RequestStatus | "all";

export type ListQuery = { filter: ListFilter; search: string; page: number };

/**
 * One page of requests, newest first, filtered (the open ones, one status, or all) and searched
 * by name, phone, city.
 */
export async function listRequests(
  supabase: Client,
  { filter, search, page }: ListQuery,
): Promise<Result<InboxRequest[]>> {
  let query = supabase.from(table).select("*").retry(false);
  if (filter === "open") query = query.in("status", openStatuses);
  else if (filter !== "all") query = query.eq("status", filter);
  const found = searchFilter(search);
  if (found) query = query.or(found);
  const from = page * pageSize;
  return requestRows(
    await query.order("created_at", { ascending: false }).range(from, from + pageSize - 1),
  );
}

/** How many requests have each status: one HEAD request with an exact count per status. */
export async function countByStatus(
  supabase: Client,
): Promise<Result<Record<RequestStatus, number>>> {
  const answers = await Promise.all(
    requestStatuses.map((status) =>
      supabase
        .from(table)
        .select("id", { count: "exact", head: true })
        .eq("status", status)
        .retry(false),
    ),
  );
  const failed = answers.find((answer) => answer.error || answer.count === null);
  if (failed) return failedRead(failed.status);
  const counts = requestStatuses.map((status, i) => [status, answers[i]?.count ?? 0]);
  return { ok: true, data: Object.fromEntries(counts) as Record<RequestStatus, number> };
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

/** The median minutes from arrival to first contact of the requests of the last 30 days. */
export async function medianMinutesToContact(
  supabase: Client,
  now = new Date(),
): Promise<Result<number | null>> {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
  const answer = await supabase
    .from(table)
    .select("created_at,contacted_at")
    .gte("created_at", since)
    .not("contacted_at", "is", null)
    .retry(false);
  const rows = read(answer);
  if (!rows.ok) return rows;
  if (!areRequestRows(rows.data, ["created_at", "contacted_at"]))
    return { ok: false, failure: "unreadable" };
  const minutes = (rows.data as { created_at: string; contacted_at: string }[])
    .map((row) => (Date.parse(row.contacted_at) - Date.parse(row.created_at)) / 60_000)
    .sort((a, b) => a - b);
  if (!minutes.length) return { ok: true, data: null };
  const middle = Math.floor(minutes.length / 2);
  const median =
    minutes.length % 2
      ? minutes[middle]
      : ((minutes[middle - 1] ?? 0) + (minutes[middle] ?? 0)) / 2;
  return { ok: true, data: Math.round(median ?? 0) };
}
