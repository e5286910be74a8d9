import type { Supabase } from "@/auth/supabase";
import type { Database } from "@/lib/database.types";
import { read, type Result } from "@/lib/result";

type Row = Database["public"]["Functions"]["crew_jobs"]["Returns"][number];

/**
 * A scheduled job as the crew reads it: the address, day and window, the owner's note, the
 * customer's first name and phone. A job may have no day or window yet, and no note.
 */
export type Job = Omit<Row, "scheduled_for" | "scheduled_from" | "scheduled_until" | "note"> & {
  scheduled_for: string | null;
  scheduled_from: string | null;
  scheduled_until: string | null;
  note: string | null;
};

/**
 * The next jobs in the order of the owner's Upcoming (rpc/crew_jobs,
 * supabase/migrations/20261128210100_crew.sql): the one read of requests the crew is allowed.
 */
export async function loadJobs(client: Supabase): Promise<Result<Job[]>> {
  return read(await client.rpc("crew_jobs").retry(false));
}
