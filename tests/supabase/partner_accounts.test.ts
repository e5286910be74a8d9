// @vitest-environment node
// The partners' accounts joined in SQL (20261128160000_partner_accounts.sql), as each role calls
// them: partner_accounts() under the tables' policies, partner_property() for the functions only.
import { describe, expect, it } from "vitest";
import { type Caller, fileDatabase, owner, partner, type User } from "./fixtures";

const rival = { id: "0b6f1e0a-4444-4c3e-9a51-00000000000d", email: "rival@example.com" };

const { db, run, rowsRead } = fileDatabase({
  seed: (db) =>
    db.query("insert into auth.users (id, email) values ($1, $2)", [rival.id, rival.email]),
  truncate:
    "truncate public.partners, public.properties, public.property_buildings, public.stripe_subscriptions, public.stripe_events cascade",
});

const one = async <T>(sql: string, params: unknown[] = []) =>
  (await db.query<T>(sql, params)).rows[0]!;

/** A partner of `user` with one property of two buildings (B retired) and a subscription. */
async function account(user: User, company: string, status = "active") {
  const { id } = await one<{ id: string }>(
    "insert into public.partners (user_id, company_name, contact_name, phone) values ($1, $2, 'Pat Lee', '+18015550190') returning id",
    [user.id, company],
  );
  const { id: propertyId } = await one<{ id: string }>(
    "insert into public.properties (partner_id, name, street_address, city, units) values ($1, $2, '100 N Main St', 'Orem', 24) returning id",
    [id, `${company} Court`],
  );
  await db.query(
    "insert into public.property_buildings (property_id, name, position, retired_at) values ($1, 'A', 0, null), ($1, 'B', null, now())",
    [propertyId],
  );
  const subscription = `sub_${company.replace(/\W/g, "")}`;
  await db.query(
    `insert into public.stripe_subscriptions (id, partner_id, property_id, customer_id, status, price_id, quantity, unit_amount, currency, current_period_end, cancel_at_period_end, stripe_event_created)
     values ($1, $2, $3, 'cus_1', $4, 'price_1', 24, 2000, 'usd', now(), false, now())`,
    [subscription, id, propertyId, status],
  );
  return { id, propertyId, subscription };
}

type AccountRow = {
  partner: { id: string; company_name: string };
  properties: { id: string; partner_id: string }[];
  buildings: { name: string; property_id: string; retired_at: string | null }[];
  subscriptions: { id: string; property_id: string }[];
};

// As PostgREST answers an RPC: each row as JSON (PGlite hands back an array of rows as text).
const accounts = async (caller: Caller) =>
  (
    await run<{ row: AccountRow }>(
      caller,
      "select to_json(a) as row from public.partner_accounts() a",
    )
  ).rows.map(({ row }) => row);

describe("partner_accounts", () => {
  it("gives a partner their own account alone, properties, buildings and subscriptions joined", async () => {
    const mine = await account(partner, "Maple Homes");
    await account(rival, "Birch Homes");
    const rows = await accounts(partner);
    expect(rows).toEqual([
      expect.objectContaining({
        partner: expect.objectContaining({ id: mine.id, company_name: "Maple Homes" }),
        properties: [expect.objectContaining({ id: mine.propertyId, partner_id: mine.id })],
        buildings: [
          expect.objectContaining({ name: "A", property_id: mine.propertyId, retired_at: null }),
          expect.objectContaining({ name: "B", property_id: mine.propertyId }),
        ],
        subscriptions: [
          expect.objectContaining({ id: mine.subscription, property_id: mine.propertyId }),
        ],
      }),
    ]);
    expect(rows[0]!.buildings[1]!.retired_at).not.toBeNull();
  });

  it("gives a partner with nothing yet empty lists, and an account with no partner no row", async () => {
    await one(
      "insert into public.partners (user_id, company_name, contact_name, phone) values ($1, 'Maple Homes', 'Pat Lee', '+18015550190') returning id",
      [partner.id],
    );
    expect(await accounts(partner)).toEqual([
      expect.objectContaining({ properties: [], buildings: [], subscriptions: [] }),
    ]);
    expect(await accounts(rival)).toEqual([]);
  });

  it("gives staff every partner, newest first", async () => {
    const first = await account(partner, "Maple Homes");
    const second = await account(rival, "Birch Homes");
    const rows = await accounts(owner);
    expect(rows.map((row) => row.partner.id)).toEqual([second.id, first.id]);
    expect(rows[0]!.subscriptions.map((s) => s.id)).toEqual([second.subscription]);
  });

  it("leaves the buildings out when asked (the owner's Partners view), as staff and as a partner", async () => {
    const mine = await account(partner, "Maple Homes");
    for (const caller of [owner, partner] as const) {
      const [row] = (
        await run<{ row: AccountRow }>(
          caller,
          "select to_json(a) as row from public.partner_accounts(with_buildings => false) a",
        )
      ).rows.map(({ row }) => row);
      expect(row).toEqual(
        expect.objectContaining({
          properties: [expect.objectContaining({ id: mine.propertyId })],
          buildings: [],
          subscriptions: [expect.objectContaining({ id: mine.subscription })],
        }),
      );
    }
    expect((await accounts(owner))[0]!.buildings).toHaveLength(2);
  });

  it("refuses anon", async () => {
    await account(partner, "Maple Homes");
    await expect(accounts("anon")).rejects.toMatchObject({ code: "42501" });
  });

  it("reads each building once for staff, however many partners there are", async () => {
    // 50 partners of 4 properties of 7 or 8 buildings, as the scale seed stores them (the checks
    // on what a partner adds one at a time off), with the statistics a hosted database's
    // autovacuum takes: each partner's own subquery read all 1,500 buildings, 75,000 rows.
    await db.transaction(async (tx) => {
      await tx.exec("set local session_replication_role = replica");
      await tx.exec(`
        with u as (insert into auth.users (id, email)
                   select gen_random_uuid(), 'partner' || n || '@example.com'
                     from generate_series(1, 50) n returning id),
             pa as (insert into public.partners (user_id, company_name, contact_name, phone)
                    select u.id, 'Homes', 'Pat Lee', '+18015550190' from u returning id),
             pr as (insert into public.properties (partner_id, name, street_address, city, units)
                    select pa.id, 'Court ' || n, n || ' N Main St', 'Orem', 24
                      from pa, generate_series(1, 4) n returning id)
        insert into public.property_buildings (property_id, name, position)
        select pr.id, 'Building ' || n, n from pr, generate_series(1, 8) n
         where n < 8 or pr.id::text < '8'`);
      await tx.exec("analyze public.partners, public.properties, public.property_buildings");
    });
    const buildings = await one<{ n: number }>(
      "select count(*)::int as n from public.property_buildings",
    );
    const rows = await accounts(owner);
    expect(rows).toHaveLength(50);
    expect(rows.reduce((sum, row) => sum + row.buildings.length, 0)).toBe(buildings.n);
    expect(rows.every((row) => row.properties.length === 4)).toBe(true);
    const call = "select * from public.partner_accounts()";
    expect(await rowsRead("staff", "public.property_buildings", call)).toBeLessThanOrEqual(
      buildings.n,
    );
    await db.exec(String.raw`delete from auth.users where email ~ '^partner\d+@example\.com$'`);
  });
});

const ownProperty = async (caller: Caller, user: User, propertyId: string) =>
  (
    await run<{ row: unknown }>(
      caller,
      "select to_json(r) as row from public.partner_property($1, $2) r",
      [user.id, propertyId],
    )
  ).rows.map(({ row }) => row);

describe("partner_property", () => {
  it("gives the functions a partner's own property with its open subscription", async () => {
    const mine = await account(partner, "Maple Homes");
    expect(await ownProperty("service_role", partner, mine.propertyId)).toEqual([
      {
        partner: expect.objectContaining({ id: mine.id, company_name: "Maple Homes" }),
        property: expect.objectContaining({ id: mine.propertyId, units: 24 }),
        open_subscription_ids: [mine.subscription],
      },
    ]);
  });

  it("leaves out a subscription that ended", async () => {
    const mine = await account(partner, "Maple Homes", "canceled");
    expect(await ownProperty("service_role", partner, mine.propertyId)).toEqual([
      expect.objectContaining({
        property: expect.objectContaining({ id: mine.propertyId }),
        open_subscription_ids: [],
      }),
    ]);
  });

  it("answers nothing for another partner's property, or an account with no partner", async () => {
    const theirs = await account(rival, "Birch Homes");
    expect(await ownProperty("service_role", partner, theirs.propertyId)).toEqual([]);
    await db.query("delete from public.partners where user_id = $1", [rival.id]);
    expect(await ownProperty("service_role", rival, theirs.propertyId)).toEqual([]);
  });

  it("is the functions' alone: anon, a partner and staff are refused", async () => {
    const mine = await account(partner, "Maple Homes");
    for (const caller of ["anon", partner, owner] as const)
      await expect(ownProperty(caller, partner, mine.propertyId)).rejects.toMatchObject({
        code: "42501",
      });
  });
});
