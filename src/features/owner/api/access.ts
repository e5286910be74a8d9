import { isStaff } from "@/auth/is-staff";
import { read } from "@/lib/result";
import { type Client, type Result } from "@/features/owner/api/requests";

/** Who is signed in at /owner: staff, a property manager (a partner row of their own), or neither. */
export type Access = "staff" | "partner" | "none";

/** public.is_staff(), then, for anyone else, whether the account has a partner row (RLS: theirs). */
export async function accessOf(supabase: Client): Promise<Result<Access>> {
  const staff = await isStaff(supabase);
  if (!staff.ok) return staff;
  if (staff.data) return { ok: true, data: "staff" };
  const partner = read(await supabase.from("partners").select("id").limit(1).retry(false));
  if (!partner.ok) return partner;
  return { ok: true, data: partner.data.length ? "partner" : "none" };
}
