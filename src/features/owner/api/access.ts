import { failedRead, read } from "@/lib/result";
import { type Client, type Result } from "@/features/owner/api/requests";

/**
 * Who is signed in at /owner: staff (the owner), the crew, a property manager (a partner row of
 * their own), or none of them.
 */
export type Access = "staff" | "crew" | "partner" | "none";

/** public.my_role(), then, for anyone else, whether the account has a partner row (RLS: theirs). */
export async function accessOf(supabase: Client): Promise<Result<Access>> {
  const role = await supabase.rpc("my_role").retry(false);
  if (role.error) return failedRead(role.status);
  if (role.data === "owner") return { ok: true, data: "staff" };
  if (role.data === "crew") return { ok: true, data: "crew" };
  const partner = read(await supabase.from("partners").select("id").limit(1).retry(false));
  if (!partner.ok) return partner;
  return { ok: true, data: partner.data.length ? "partner" : "none" };
}

const rememberedKey = (userId: string) => `owner-access:${userId}`;

/**
 * Whether this account was staff the last time it opened the inbox on this device. It lets the
 * inbox read its rows beside the check instead of after it, a round trip sooner on a phone: the
 * server refuses those reads to anyone who is not staff, whatever this says.
 */
export function wasStaff(userId: string): boolean {
  try {
    return localStorage.getItem(rememberedKey(userId)) === "staff";
  } catch {
    return false; // storage blocked (a private window's settings): check first, as on a first visit
  }
}

/** Keeps the check's answer for the next visit (staff, or nothing). */
export function rememberAccess(userId: string, access: Access) {
  try {
    if (access === "staff") localStorage.setItem(rememberedKey(userId), "staff");
    else localStorage.removeItem(rememberedKey(userId));
  } catch {
    // Nothing kept: the next visit checks first.
  }
}
