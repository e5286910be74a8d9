import type { PGlite, Transaction } from "@electric-sql/pglite";
import { serviceValues } from "@shared/services";
import { as, insertSql, type Role } from "../../supabase/local/sql";

/** A garage cleanout request as the form sends it: the row every SQL test starts from. */
export const garageRequest = {
  service: serviceValues["garage-cleanouts"],
  name: "Dana Whitaker",
  phone: "+18015550142",
  address: "120 N Main St",
  city: "Pleasant Grove",
  garage_size: "2-car",
  contact_method: "text",
  sms_consent: true,
};

/** Auth users: the owner (made staff by the tests) and a partner who is not. */
export const owner = { id: "0b6f1e0a-1111-4c3e-9a51-00000000000a", email: "owner@example.com" };
export const partner = { id: "0b6f1e0a-2222-4c3e-9a51-00000000000b", email: "partner@example.com" };
export type User = typeof owner;

/** The JWT claims PostgREST sets for a signed-in user. */
export const signedIn = (user: User) => ({
  sub: user.id,
  email: user.email,
  role: "authenticated",
});

/** Who runs a statement: a visitor, the partner (signed in, not staff), the owner, the service role. */
export type Caller = "anon" | "partner" | "staff" | "service_role";

/** Runs one statement as PostgREST would for `caller`. */
export function runAs(db: PGlite, caller: Caller, sql: string, params: unknown[] = []) {
  const work = (tx: Transaction) => tx.query<Record<string, unknown>>(sql, params);
  if (caller === "staff") return as(db, "authenticated", work, signedIn(owner));
  if (caller === "partner") return as(db, "authenticated", work, signedIn(partner));
  return as(db, caller, work);
}

/** Adds the users to auth.users and the owner to public.staff, as docs/owner/inbox.md's SQL line does. */
export async function addUsers(db: PGlite): Promise<void> {
  for (const user of [owner, partner])
    await db.query("insert into auth.users (id, email) values ($1, $2)", [user.id, user.email]);
  await db.query("insert into public.staff (user_id) values ($1)", [owner.id]);
}

/**
 * A visitor's insert, as PostgREST runs it: from the client address Cloudflare puts in
 * `cf-connecting-ip` if one is given, with any other headers the client sent.
 */
export function sendRequest(
  db: PGlite,
  row: Record<string, unknown>,
  {
    role = "anon",
    address,
    headers = {},
  }: { role?: Role; address?: string; headers?: Record<string, string> } = {},
) {
  const [sql, params] = insertSql("public.service_requests", row);
  const all = address === undefined ? headers : { ...headers, "cf-connecting-ip": address };
  return as(db, role, (tx) => tx.query(sql, params), { role }, all);
}
