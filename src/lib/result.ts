import type { PostgrestError } from "@supabase/supabase-js";

/** Why a read failed: "offline" is worth a retry (see `offline`), anything else is "other". */
export type ReadFailure = "offline" | "other";

/** What a feature's api answers: the data, or why not (a feature may name more failures than ReadFailure). */
export type Result<T, F extends string = ReadFailure> =
  { ok: true; data: T } | { ok: false; failure: F };

/** No answer (status 0) or Supabase failing (5xx): worth a retry. */
export const offline = (status: number) => status === 0 || status >= 500;

/** A read that failed with this HTTP status. */
export const failedRead = (status: number) =>
  ({ ok: false, failure: offline(status) ? "offline" : "other" }) as const;

/** What postgrest-js answers a query or an rpc call. */
export type Answer<T> = { data: T | null; error: PostgrestError | null; status: number };

/**
 * A postgrest-js answer as a Result. postgrest-js retries a failed read up to 3 times with
 * growing pauses (seconds in all); the pages rather say at once that they could not load and offer
 * Try again, so their reads ask `.retry(false)`.
 */
export function read<T>({ data, error, status }: Answer<T>): Result<T> {
  if (error || data === null) return failedRead(status);
  return { ok: true, data };
}
