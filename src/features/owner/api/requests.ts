import type { ServiceRequestRow } from "@/lib/service-request";
import type { PostgrestError, SupabaseClient } from "@supabase/supabase-js";
import { statusOrder, type InboxFailure, type RequestStatus } from "@/features/owner/content";
import { searchFilter } from "@/features/owner/lib/search";

/** A row of public.service_requests as staff read it (the form's columns and the owner's). */
export type InboxRequest = ServiceRequestRow & {
  id: string;
  created_at: string;
  status: RequestStatus;
  contacted_at: string | null;
  status_changed_at: string | null;
  owner_notes: string | null;
  photo_count: number;
};

export type Result<T> = { ok: true; data: T } | { ok: false; failure: InboxFailure };

export const pageSize = 50;
// postgrest-js retries a failed read up to 3 times with growing pauses (seconds in all); the
// inbox rather says at once that it could not load and offers Try again.
const table = "service_requests";

/** No answer (status 0) or Supabase failing (5xx): worth a retry. Anything else is "other". */
function failure(status: number): InboxFailure {
  return status === 0 || status >= 500 ? "offline" : "other";
}

function result<T>(response: { data: T | null; error: PostgrestError | null; status: number }) {
  const { data, error, status } = response;
  if (error || data === null) return { ok: false, failure: failure(status) } as const;
  return { ok: true, data } as const;
}

/** Whether the signed-in account is staff (public.is_staff(), false when signed out). */
export async function isStaff(supabase: SupabaseClient): Promise<Result<boolean>> {
  return result(await supabase.rpc("is_staff").retry(false));
}

export type ListQuery = { status: RequestStatus | null; search: string; page: number };

/** One page of requests, newest first, filtered by status and searched by name, phone, city. */
export async function listRequests(
  supabase: SupabaseClient,
  { status, search, page }: ListQuery,
): Promise<Result<InboxRequest[]>> {
  let query = supabase.from(table).select("*").retry(false);
  if (status) query = query.eq("status", status);
  const filter = searchFilter(search);
  if (filter) query = query.or(filter);
  const from = page * pageSize;
  return result(
    await query.order("created_at", { ascending: false }).range(from, from + pageSize - 1),
  );
}

/** How many requests have each status: one HEAD request with an exact count per status. */
export async function countByStatus(
  supabase: SupabaseClient,
): Promise<Result<Record<RequestStatus, number>>> {
  const answers = await Promise.all(
    statusOrder.map((status) =>
      supabase
        .from(table)
        .select("id", { count: "exact", head: true })
        .eq("status", status)
        .retry(false),
    ),
  );
  const failed = answers.find((answer) => answer.error || answer.count === null);
  if (failed) return { ok: false, failure: failure(failed.status) };
  const counts = statusOrder.map((status, i) => [status, answers[i]?.count ?? 0]);
  return { ok: true, data: Object.fromEntries(counts) as Record<RequestStatus, number> };
}

/** One request by id; null data when there is none (or the account may not see it). */
export async function getRequest(
  supabase: SupabaseClient,
  id: string,
): Promise<Result<InboxRequest | null>> {
  // Not a uuid: PostgREST would refuse it (22P02); it is simply not in the inbox.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    return { ok: true, data: null };
  const { data, error, status } = await supabase.from(table).select("*").eq("id", id).retry(false);
  if (error || !data) return { ok: false, failure: failure(status) };
  return { ok: true, data: (data[0] as InboxRequest | undefined) ?? null };
}

type Changed = Pick<InboxRequest, "status" | "contacted_at" | "status_changed_at" | "owner_notes">;

/**
 * Updates one request and reads back what the database's trigger set. A request that matched no
 * row (another account's session, a deleted row) comes back empty: a failure, not a success.
 */
async function update(
  supabase: SupabaseClient,
  id: string,
  changes: Partial<Pick<InboxRequest, "status" | "owner_notes">>,
): Promise<Result<Changed>> {
  const answer = await supabase
    .from(table)
    .update(changes)
    .eq("id", id)
    .select("status,contacted_at,status_changed_at,owner_notes");
  const updated = result(answer);
  if (!updated.ok) return updated;
  const row = updated.data[0] as Changed | undefined;
  return row ? { ok: true, data: row } : { ok: false, failure: "other" };
}

export const setStatus = (supabase: SupabaseClient, id: string, status: RequestStatus) =>
  update(supabase, id, { status });

export const saveNotes = (supabase: SupabaseClient, id: string, notes: string) =>
  update(supabase, id, { owner_notes: notes });

/** The median minutes from arrival to first contact of the requests of the last 30 days. */
export async function medianMinutesToContact(
  supabase: SupabaseClient,
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
