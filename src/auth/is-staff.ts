import type { Supabase } from "@/auth/supabase";
import { read, type Result } from "@/lib/result";

/** Whether the signed-in account is staff (public.is_staff(), false when signed out). */
export async function isStaff(client: Supabase): Promise<Result<boolean>> {
  return read(await client.rpc("is_staff").retry(false));
}
