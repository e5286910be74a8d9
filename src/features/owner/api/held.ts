import { read } from "@/lib/result";
import type { ServiceValue } from "@shared/services";
import type { Tables } from "@/lib/database.types";
import type { HeldReason } from "@/lib/service-request";
import { pageSize, type Client, type Result } from "./requests";

/** A held request as the Held view shows it. */
type HeldRequest = Pick<
  Tables<"service_requests">,
  "id" | "created_at" | "name" | "phone" | "city" | "notes"
> & { service: ServiceValue; held_reason: HeldReason };

/**
 * A page of held requests, newest first, the next starting after `after` (public.held_requests:
 * staff only, as the policies hide held requests from every other read).
 */
export async function listHeld(supabase: Client, after?: string): Promise<Result<HeldRequest[]>> {
  const answer = read(
    await supabase.rpc("held_requests", { max_rows: pageSize, after }).retry(false),
  );
  return answer.ok ? { ok: true, data: answer.data as HeldRequest[] } : answer;
}

/** How many requests are held (public.held_request_count, staff only). */
export async function countHeld(supabase: Client): Promise<Result<number>> {
  return read(await supabase.rpc("held_request_count").retry(false));
}

/** Makes these held requests new ones; answers how many were released. */
export async function releaseHeld(supabase: Client, ids: string[]): Promise<Result<number>> {
  return read(await supabase.rpc("release_held_requests", { ids }));
}

/** Deletes every held request that arrived at or before `upTo`; answers how many. */
export async function deleteHeld(supabase: Client, upTo: string): Promise<Result<number>> {
  return read(await supabase.rpc("delete_held_requests", { up_to: upTo }));
}

/**
 * When the newest request or report held because the human check could not be made arrived,
 * within the last day (public.intake_check_trouble, staff only); null when none did, or when it
 * could not be read (the notice then stays away rather than cry wolf).
 */
export async function checkTroubleSince(supabase: Client): Promise<string | null> {
  const { data, error } = await supabase.rpc("intake_check_trouble").retry(false);
  return !error && typeof data === "string" ? data : null;
}

/** A held resident's report as the Missed pickups view lists it. */
export type HeldReport = {
  id: string;
  property_name: string;
  building_name: string;
  unit: string | null;
  phone: string | null;
  created_at: string;
  held_reason: string;
};

/** A page of held reports, newest first, after `after` (public.held_reports, staff only). */
export async function listHeldReports(
  supabase: Client,
  after?: string,
): Promise<Result<HeldReport[]>> {
  return read(await supabase.rpc("held_reports", { max_rows: pageSize, after }).retry(false));
}

/** Lets these held reports through, into the list; answers how many were released. */
export async function releaseHeldReports(supabase: Client, ids: string[]): Promise<Result<number>> {
  return read(await supabase.rpc("release_held_reports", { ids }));
}
