// @vitest-environment node
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { as, bootTimeout, startDatabase } from "../../supabase/local/sql";

let db: PGlite;
beforeAll(async () => {
  db = await startDatabase();
}, bootTimeout);
afterAll(() => db.close());

const alice = { id: "0b6f1e0a-1111-4c3e-9a51-000000000001", email: "alice@example.com" };
const bob = { id: "0b6f1e0a-2222-4c3e-9a51-000000000002", email: "bob@example.com" };
const carol = { id: "0b6f1e0a-3333-4c3e-9a51-000000000003", email: "carol@example.com" };

// The statement PostgREST runs for the function's upsert (Prefer: resolution=merge-duplicates).
const upsert = `insert into public.subscribers (email, user_id, stripe_customer_id, subscribed, subscription_tier, subscription_end)
  values ($1, $2, $3, $4, $5, $6)
  on conflict (email) do update set user_id = excluded.user_id, stripe_customer_id = excluded.stripe_customer_id,
    subscribed = excluded.subscribed, subscription_tier = excluded.subscription_tier,
    subscription_end = excluded.subscription_end`;

type User = typeof alice;
const record = (user: User, subscribed: boolean, tier: string | null) =>
  as(db, "service_role", (tx) =>
    tx.query(upsert, [
      user.email,
      user.id,
      `cus_${user.id.slice(-4)}`,
      subscribed,
      tier,
      subscribed ? "2027-01-31T00:00:00Z" : null,
    ]),
  );

const signedIn = <T>(user: User, sql: string) =>
  as(db, "authenticated", (tx) => tx.query<T>(sql), {
    sub: user.id,
    email: user.email,
    role: "authenticated",
  });

beforeEach(async () => {
  await db.exec("truncate public.subscribers; delete from auth.users;");
  for (const user of [alice, bob, carol])
    await db.query("insert into auth.users (id, email) values ($1, $2)", [user.id, user.email]);
  await record(alice, true, "Pro");
  await record(bob, false, null);
});

describe("subscribers", () => {
  it("shows a signed-in partner their own row and nobody else's", async () => {
    const { rows } = await signedIn<{
      email: string;
      subscribed: boolean;
      subscription_tier: string;
    }>(alice, "select email, subscribed, subscription_tier from public.subscribers");
    expect(rows).toEqual([{ email: alice.email, subscribed: true, subscription_tier: "Pro" }]);
    expect((await signedIn(carol, "select * from public.subscribers")).rows).toEqual([]);
  });

  it("refuses anon any read", async () => {
    await expect(
      as(db, "anon", (tx) => tx.query("select * from public.subscribers")),
    ).rejects.toMatchObject({
      code: "42501",
      message: "permission denied for table subscribers",
    });
  });

  it.each([
    `insert into public.subscribers (email, user_id, subscribed) values ('carol@example.com', '${carol.id}', true)`,
    "update public.subscribers set subscribed = true",
    "delete from public.subscribers",
  ])("refuses a signed-in partner any write: %s", async (sql) => {
    await expect(signedIn(bob, sql)).rejects.toMatchObject({ code: "42501" });
    const { rows } = await as(db, "service_role", (tx) =>
      tx.query<{ email: string; subscribed: boolean }>(
        "select email, subscribed from public.subscribers order by email",
      ),
    );
    expect(rows).toEqual([
      { email: alice.email, subscribed: true },
      { email: bob.email, subscribed: false },
    ]);
  });

  it("lets the service role upsert by e-mail, one row per e-mail, with a fresh updated_at", async () => {
    const before = await db.query<{ updated_at: Date }>(
      "select updated_at from public.subscribers where email = $1",
      [bob.email],
    );
    await record(bob, true, "Basic");

    const { rows } = await as(db, "service_role", (tx) =>
      tx.query<{
        subscribed: boolean;
        subscription_tier: string;
        subscription_end: Date;
        updated_at: Date;
      }>(
        "select subscribed, subscription_tier, subscription_end, updated_at from public.subscribers where email = $1",
        [bob.email],
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subscribed: true,
      subscription_tier: "Basic",
      subscription_end: new Date("2027-01-31T00:00:00Z"),
    });
    expect(rows[0]!.updated_at.getTime()).toBeGreaterThan(before.rows[0]!.updated_at.getTime());
  });

  it("forgets a partner's row when their account is deleted", async () => {
    await db.query("delete from auth.users where id = $1", [alice.id]);
    const { rows } = await db.query<{ email: string }>("select email from public.subscribers");
    expect(rows).toEqual([{ email: bob.email }]);
  });
});
