/**
 * The server's client is typed by the generated `Database`, so `deno check` (the first step of
 * `npm run test:functions`) refuses a function that writes a table or column the migrations do
 * not make, or calls a SQL function without its arguments. Each `@ts-expect-error` below is that
 * refusal: were the typing ever lost (an untyped `createClient`, a `SupabaseClient` without
 * `Database`), the directive would have nothing to expect and `deno check` would fail on it. A
 * type check, not a `deno test` file.
 */
import type { ServerClient } from "../_shared/supabase.ts";

/** Writes no function may make; checked by `deno check`, never run. */
export function badWrites(supabase: ServerClient) {
  return [
    // @ts-expect-error: push_subscriptions has no column `bogus`.
    supabase.from("push_subscriptions").insert({ endpoint: "https://push.example", bogus: 1 }),
    // @ts-expect-error: stripe_subscriptions has no column `bogus`.
    supabase.from("stripe_subscriptions").update({ bogus: "x" }).eq("id", "sub_1"),
    // @ts-expect-error: no table `bogus_table`.
    supabase.from("bogus_table").insert({ id: 1 }),
    // @ts-expect-error: set_partner_service needs its `service`.
    supabase.rpc("set_partner_service", { partner_id: "p" }),
  ];
}
