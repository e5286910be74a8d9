import type { PostgrestError, SupabaseClient } from "@supabase/supabase-js";
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

export type Result<T> = { ok: true; data: T } | { ok: false; failure: InboxFailure };

export const pageSize = 50;
// postgrest-js retries a failed read up to 3 times with growing pauses (seconds in all); the
// inbox rather says at once that it could not load and offers Try again.
export const table = "service_requests";

/** No answer (status 0) or Supabase failing (5xx): worth a retry. Anything else is "other". */
function failure(status: number): InboxFailure {
  return status === 0 || status >= 500 ? "offline" : "other";
}

type Response<T> = { data: T | null; error: PostgrestError | null; status: number };

export function result<T>(response: Response<T>) {
  const { data, error, status } = response;
  if (error || data === null) return { ok: false, failure: failure(status) } as const;
  return { ok: true, data } as const;
}

/**
 * Rows read with select("*"), checked before anything reads them (./shape.ts): an answer of
 * another shape is "unreadable", never a crash. The generated type says `string` where the
 * table's CHECKs allow only the values InboxRequest names; the check narrows them here.
 */
export function requestRows(
  response: Response<Tables<"service_requests">[]>,
): Result<InboxRequest[]> {
  const read = result(response);
  if (!read.ok) return read;
  return areRequestRows(read.data)
    ? { ok: true, data: read.data as InboxRequest[] }
    : { ok: false, failure: "unreadable" };
}

/** Whether the signed-in account is staff (public.is_staff(), false when signed out). */
export async function isStaff(supabase: Client): Promise<Result<boolean>> {
  const read = result(await supabase.rpc("is_staff").retry(false));
  if (!read.ok) return read;
  return typeof read.data === "boolean" ? read : { ok: false, failure: "unreadable" };
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
  if (failed) return { ok: false, failure: failure(failed.status) };
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
  const read = requestRows(await supabase.from(table).select("*").eq("id", id).retry(false));
  return read.ok ? { ok: true, data: read.data[0] ?? null } : read;
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
  const updated = result(answer);
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
  const rows = result(answer);
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
