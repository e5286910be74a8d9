// @vitest-environment node

import { describe, expect, it } from "vitest";
import { insertSql } from "../../supabase/local/sql";
import { owner, partner, type User, fileDatabase, type Caller } from "./fixtures";

// A second property manager beside the fixtures' partner, so that "their own" means something.
const rival = { id: "0b6f1e0a-4444-4c3e-9a51-00000000000d", email: "rival@example.com" };

const { db, run } = fileDatabase({
  seed: async (db) => {
    await db.query("insert into auth.users (id, email) values ($1, $2)", [rival.id, rival.email]);
  },
  truncate:
    "truncate public.partners, public.properties, public.property_buildings, public.stripe_subscriptions, public.stripe_events cascade",
});

const company = (name: string) => ({
  company_name: name,
  contact_name: "Pat Manager",
  phone: "+18015550190",
});

/** The caller's own partner row, added as the site adds it: user_id comes from the session. */
async function signUp(user: User, name = `${user.email} Homes`): Promise<string> {
  const [sql, params] = insertSql("public.partners", company(name));
  await run(user, sql, params);
  const { rows } = await db.query<{ id: string }>(
    "select id from public.partners where user_id = $1",
    [user.id],
  );
  return rows[0]!.id;
}

const property = (partnerId: string, extra: Record<string, unknown> = {}) => ({
  partner_id: partnerId,
  name: "Maple Court",
  street_address: "100 N Main St",
  city: "Pleasant Grove",
  units: 24,
  ...extra,
});

async function addProperty(user: User, partnerId: string, extra: Record<string, unknown> = {}) {
  const [sql, params] = insertSql("public.properties", property(partnerId, extra));
  const { rows } = await run<{ id: string }>(user, `${sql} returning id`, params);
  return rows[0]!.id;
}

const all = async (table: string, order = "created_at") =>
  (await db.query<Record<string, unknown>>(`select * from public.${table} order by ${order}`)).rows;

const denied = { code: "42501" };

describe("partners", () => {
  it("lets a signed-in account add its own partner row, with its user id from the session", async () => {
    await signUp(partner);
    expect(await all("partners")).toEqual([
      expect.objectContaining({
        user_id: partner.id,
        company_name: `${partner.email} Homes`,
        stripe_customer_id: null,
      }),
    ]);
  });

  it("refuses a partner row for someone else, a second row, and anon", async () => {
    await expect(
      run(
        partner,
        "insert into public.partners (user_id, company_name, contact_name, phone) values ($1, 'X', 'Y', '+18015550190')",
        [rival.id],
      ),
    ).rejects.toMatchObject(denied);
    await signUp(partner);
    await expect(signUp(partner)).rejects.toMatchObject({ code: "23505" });
    const [sql, params] = insertSql("public.partners", company("Anon Homes"));
    await expect(run("anon", sql, params)).rejects.toMatchObject(denied);
    expect(await all("partners")).toHaveLength(1);
  });

  it("shows each partner their own row, staff every row, anon nothing", async () => {
    await signUp(partner);
    await signUp(rival);
    const names = async (caller: Caller) =>
      (await run<{ company_name: string }>(caller, "select company_name from public.partners")).rows
        .map((r) => r.company_name)
        .sort();
    expect(await names(partner)).toEqual([`${partner.email} Homes`]);
    expect(await names(rival)).toEqual([`${rival.email} Homes`]);
    expect(await names(owner)).toEqual([`${partner.email} Homes`, `${rival.email} Homes`]);
    await expect(run("anon", "select * from public.partners")).rejects.toMatchObject(denied);
  });

  it("lets a partner change their own contact details only, never the Stripe customer", async () => {
    await signUp(partner);
    await signUp(rival);
    await run(partner, "update public.partners set phone = '+18015550111'");
    await expect(
      run(partner, "update public.partners set stripe_customer_id = 'cus_stolen'"),
    ).rejects.toMatchObject(denied);
    await expect(run(partner, "delete from public.partners")).rejects.toMatchObject(denied);
    const rows = await all("partners", "company_name");
    expect(rows.map((r) => [r.user_id, r.phone, r.stripe_customer_id])).toEqual([
      [partner.id, "+18015550111", null],
      [rival.id, "+18015550190", null],
    ]);
  });

  it("refuses a phone that is not a US number", async () => {
    await expect(
      run(
        partner,
        "insert into public.partners (company_name, contact_name, phone) values ('A', 'B', '555-0100')",
      ),
    ).rejects.toMatchObject({ code: "23514", constraint: "partners_phone_us_e164" });
  });
});

describe("properties", () => {
  it("lets a partner add and read their own properties, unserved until paid, with a random public code", async () => {
    const mine = await signUp(partner);
    await addProperty(partner, mine);
    await addProperty(partner, mine, { name: "Oak Flats", city: "Heber", units: 5000 });
    const { rows } = await run<{ name: string; public_code: string; active: boolean }>(
      partner,
      "select name, public_code, active from public.properties order by name",
    );
    expect(rows.map((r) => [r.name, r.active])).toEqual([
      ["Maple Court", false],
      ["Oak Flats", false],
    ]);
    for (const { public_code } of rows) expect(public_code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(rows[0]!.public_code).not.toBe(rows[1]!.public_code);
  });

  it("refuses a property for another partner, and hides each partner's from the other", async () => {
    const mine = await signUp(partner);
    const theirs = await signUp(rival);
    await expect(addProperty(partner, theirs)).rejects.toMatchObject({
      code: "42501",
      message: expect.stringMatching(/row-level security/),
    });
    await addProperty(rival, theirs, { name: "Rival Place" });
    await addProperty(partner, mine);
    const names = async (caller: Caller) =>
      (
        await run<{ name: string }>(caller, "select name from public.properties order by name")
      ).rows.map((r) => r.name);
    expect(await names(partner)).toEqual(["Maple Court"]);
    expect(await names(rival)).toEqual(["Rival Place"]);
    expect(await names(owner)).toEqual(["Maple Court", "Rival Place"]);
    await expect(run("anon", "select * from public.properties")).rejects.toMatchObject(denied);
  });

  it("lets a partner change their own property, not another's, and delete none", async () => {
    const mine = await signUp(partner);
    const theirs = await signUp(rival);
    const id = await addProperty(partner, mine);
    const rivals = await addProperty(rival, theirs);
    await run(partner, "update public.properties set units = 30 where id = $1", [id]);
    await expect(
      run(partner, "update public.properties set active = true where id = $1", [id]),
    ).rejects.toMatchObject(denied);
    const other = await run(partner, "update public.properties set units = 1 where id = $1", [
      rivals,
    ]);
    expect(other.affectedRows).toBe(0);
    await expect(
      run(partner, "update public.properties set partner_id = $1 where id = $2", [theirs, id]),
    ).rejects.toMatchObject(denied);
    await expect(
      run(partner, "update public.properties set public_code = 'AAAAAAAAAAAAAAAAAAAAAA'"),
    ).rejects.toMatchObject(denied);
    await expect(run(partner, "delete from public.properties")).rejects.toMatchObject(denied);
    const rows = await all("properties", "units");
    expect(rows.map((r) => [r.id, r.units, r.active])).toEqual([
      [rivals, 24, false],
      [id, 30, false],
    ]);
  });

  it.each([0, 100_000, -3])(
    "refuses %i units with a sentence saying what is allowed",
    async (units) => {
      const mine = await signUp(partner);
      await expect(addProperty(partner, mine, { units })).rejects.toMatchObject({
        code: "23514",
        constraint: "properties_units_range",
        message: "A property has from 1 to 5,000 units.",
      });
      const id = await addProperty(partner, mine, { units: 1 });
      await expect(
        run(partner, "update public.properties set units = $1 where id = $2", [units, id]),
      ).rejects.toMatchObject({ code: "23514", message: "A property has from 1 to 5,000 units." });
    },
  );

  it.each([
    [{ city: "Other" }, "properties_city_valid"],
    [{ city: "American Fork" }, "properties_city_valid"],
    [{ name: "   " }, "properties_name_length"],
    [{ street_address: "" }, "properties_street_address_length"],
    [{ set_out_from: "20:00" }, "properties_set_out_window"],
    [{ set_out_from: "20:00", set_out_until: "18:00" }, "properties_set_out_window"],
    [{ rules: "x".repeat(4001) }, "properties_rules_length"],
    [{ access_notes: "x".repeat(1001) }, "properties_access_notes_length"],
  ])("refuses %j (%s)", async (extra, constraint) => {
    const mine = await signUp(partner);
    await expect(addProperty(partner, mine, extra)).rejects.toMatchObject({
      code: "23514",
      constraint,
    });
  });

  it("takes a set-out window that ends at midnight, and the rules and access notes", async () => {
    const mine = await signUp(partner);
    await addProperty(partner, mine, {
      set_out_from: "18:00",
      set_out_until: "24:00",
      rules: "Bags tied, by the door.",
      access_notes: "Gate code 4321",
    });
    expect(await all("properties")).toEqual([
      expect.objectContaining({ set_out_from: "18:00:00", set_out_until: "24:00:00" }),
    ]);
  });
});

describe("buildings", () => {
  async function withBuildings(user: User, partnerId: string, names: string[]) {
    const propertyId = await addProperty(user, partnerId, { name: `${user.email} place` });
    for (const [position, name] of names.entries()) {
      await run(
        user,
        "insert into public.property_buildings (property_id, name, position) values ($1, $2, $3)",
        [propertyId, name, position],
      );
    }
    return propertyId;
  }

  const order = async (caller: Caller, propertyId: string) =>
    (
      await run<{ name: string }>(
        caller,
        "select name from public.property_buildings where property_id = $1 order by position",
        [propertyId],
      )
    ).rows.map((r) => r.name);

  it("keeps a partner's buildings in route order, reordered in one call with the same ids", async () => {
    const propertyId = await withBuildings(partner, await signUp(partner), ["A", "B", "C"]);
    const ids = await all("property_buildings", "position");
    const byName = Object.fromEntries(ids.map((r) => [r.name, r.id]));
    await run(partner, "select public.reorder_buildings($1, $2)", [
      propertyId,
      [byName.C, byName.A, byName.B],
    ]);
    expect(await order(partner, propertyId)).toEqual(["C", "A", "B"]);
    expect((await all("property_buildings", "name")).map((r) => r.id)).toEqual([
      byName.A,
      byName.B,
      byName.C,
    ]);
  });

  it("refuses two buildings at one place in the order, or with one name", async () => {
    const propertyId = await withBuildings(partner, await signUp(partner), ["A"]);
    const add = (name: string, position: number) =>
      run(
        partner,
        "insert into public.property_buildings (property_id, name, position) values ($1, $2, $3)",
        [propertyId, name, position],
      );
    await expect(add("B", 0)).rejects.toMatchObject({
      code: "23505",
      constraint: "property_buildings_position_unique",
    });
    await expect(add("A", 1)).rejects.toMatchObject({
      code: "23505",
      constraint: "property_buildings_name_unique",
    });
  });

  it("shows and changes only a partner's own buildings; staff read all; anon nothing", async () => {
    const mine = await withBuildings(partner, await signUp(partner), ["A", "B"]);
    const theirs = await withBuildings(rival, await signUp(rival), ["X"]);
    expect(await order(partner, theirs)).toEqual([]);
    expect(await order(owner, theirs)).toEqual(["X"]);
    await expect(
      run(
        partner,
        "insert into public.property_buildings (property_id, name, position) values ($1, 'Y', 1)",
        [theirs],
      ),
    ).rejects.toMatchObject({
      code: "42501",
      message: expect.stringMatching(/row-level security/),
    });
    const moved = await run(
      partner,
      "update public.property_buildings set name = 'Z' where property_id = $1",
      [theirs],
    );
    expect(moved.affectedRows).toBe(0);
    const [x] = await all("property_buildings", "name").then((rows) =>
      rows.filter((r) => r.name === "X"),
    );
    await run(partner, "select public.reorder_buildings($1, $2)", [theirs, [x!.id]]);
    expect(await order(rival, theirs)).toEqual(["X"]);
    // A building leaves the route by being retired (its nights are the record), never deleted.
    await expect(
      run(partner, "delete from public.property_buildings where property_id = $1 and name = 'B'", [
        mine,
      ]),
    ).rejects.toMatchObject(denied);
    expect(await order(partner, mine)).toEqual(["A", "B"]);
    await expect(run("anon", "select * from public.property_buildings")).rejects.toMatchObject(
      denied,
    );
  });
});

describe("the Stripe tables", () => {
  const periodEnd = "2030-01-31T00:00:00.000Z";
  const state = (extra: Record<string, unknown> = {}) => ({
    id: "sub_1",
    customer_id: "cus_1",
    status: "active",
    price_id: "price_unit",
    quantity: 24,
    unit_amount: 2000,
    currency: "usd",
    current_period_end: periodEnd,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ...extra,
  });

  /** stripe-webhook's call, as the service role. */
  async function apply(
    event: { id: string; created: string; type?: string },
    subscription: Record<string, unknown> | null,
    link: { partner_id?: string; customer_id?: string; retrieved?: boolean } = {},
  ) {
    const { rows } = await run<{ result: string }>(
      "service_role",
      "select public.apply_stripe_event(event_id => $1, event_type => $2, event_created => $3, subscription => $4, retrieved => $5, partner_id => $6, customer_id => $7) as result",
      [
        event.id,
        event.type ?? "customer.subscription.updated",
        event.created,
        subscription && JSON.stringify(subscription),
        link.retrieved ?? false,
        link.partner_id ?? null,
        link.customer_id ?? null,
      ],
    );
    return rows[0]!.result;
  }

  const stored = async () =>
    (
      await db.query<Record<string, unknown>>(
        "select id, partner_id, property_id, status, quantity, stripe_event_created from public.stripe_subscriptions order by id",
      )
    ).rows;

  it("stores a subscription for the partner its metadata names, and links their customer", async () => {
    const mine = await signUp(partner);
    const propertyId = await addProperty(partner, mine);
    expect(
      await apply(
        { id: "evt_1", created: "2030-01-01T00:00:00Z" },
        state({ partner_id: mine, property_id: propertyId }),
      ),
    ).toBe("stored");
    expect(await stored()).toEqual([
      {
        id: "sub_1",
        partner_id: mine,
        property_id: propertyId,
        status: "active",
        quantity: 24,
        stripe_event_created: new Date("2030-01-01T00:00:00Z"),
      },
    ]);
    expect((await all("partners"))[0]).toMatchObject({ stripe_customer_id: "cus_1" });
  });

  it("changes nothing for an event delivered twice, or older than what is stored", async () => {
    const mine = await signUp(partner);
    await apply({ id: "evt_1", created: "2030-01-02T00:00:00Z" }, state({ partner_id: mine }));
    expect(
      await apply(
        { id: "evt_1", created: "2030-01-02T00:00:00Z" },
        state({ partner_id: mine, status: "canceled" }),
      ),
    ).toBe("duplicate");
    expect(
      await apply(
        { id: "evt_0", created: "2030-01-01T00:00:00Z" },
        state({ partner_id: mine, status: "incomplete" }),
      ),
    ).toBe("stale");
    expect((await stored())[0]).toMatchObject({ status: "active" });
    expect((await all("stripe_events", "created")).map((e) => e.id)).toEqual(["evt_0", "evt_1"]);
    // A newer one stores; one of the same second is stored only as retrieved from Stripe.
    await apply({ id: "evt_2", created: "2030-01-03T00:00:00Z" }, state({ status: "past_due" }));
    expect((await stored())[0]).toMatchObject({ status: "past_due" });
    expect(
      await apply({ id: "evt_3", created: "2030-01-03T00:00:00Z" }, state({ status: "active" })),
    ).toBe("same_second");
    expect((await stored())[0]).toMatchObject({ status: "past_due" });
    expect(await all("stripe_events", "created")).toHaveLength(3);
    expect(
      await apply({ id: "evt_3", created: "2030-01-03T00:00:00Z" }, state({ status: "active" }), {
        retrieved: true,
      }),
    ).toBe("stored");
    expect((await stored())[0]).toMatchObject({
      status: "active",
      stripe_event_created: new Date("2030-01-03T00:00:00Z"),
    });
    expect(await all("stripe_events", "created")).toHaveLength(4);
  });

  it("stores nothing for a customer that is no partner's, and keeps a property only if it is theirs", async () => {
    const mine = await signUp(partner);
    const theirs = await signUp(rival);
    const rivalsProperty = await addProperty(rival, theirs);
    expect(await apply({ id: "evt_1", created: "2030-01-01T00:00:00Z" }, state())).toBe(
      "not_a_partner",
    );
    expect(await stored()).toEqual([]);
    await apply(
      { id: "evt_2", created: "2030-01-01T00:00:00Z" },
      state({ partner_id: mine, property_id: rivalsProperty }),
    );
    expect(await stored()).toEqual([
      expect.objectContaining({ partner_id: mine, property_id: null }),
    ]);
  });

  it("links a Checkout Session's customer without overwriting one already stored", async () => {
    const mine = await signUp(partner);
    const link = { partner_id: mine, customer_id: "cus_first" };
    expect(await apply({ id: "evt_1", created: "2030-01-01T00:00:00Z" }, null, link)).toBe(
      "recorded",
    );
    await apply({ id: "evt_2", created: "2030-01-01T00:00:00Z" }, null, {
      ...link,
      customer_id: "cus_second",
    });
    expect((await all("partners"))[0]).toMatchObject({ stripe_customer_id: "cus_first" });
  });

  it("shows a partner their own subscriptions, staff all, and lets neither write them", async () => {
    const mine = await signUp(partner);
    const theirs = await signUp(rival);
    await apply({ id: "evt_1", created: "2030-01-01T00:00:00Z" }, state({ partner_id: mine }));
    await apply(
      { id: "evt_2", created: "2030-01-01T00:00:00Z" },
      state({ id: "sub_2", customer_id: "cus_2", partner_id: theirs }),
    );
    const ids = async (caller: Caller) =>
      (
        await run<{ id: string }>(caller, "select id from public.stripe_subscriptions order by id")
      ).rows.map((r) => r.id);
    expect(await ids(partner)).toEqual(["sub_1"]);
    expect(await ids(rival)).toEqual(["sub_2"]);
    expect(await ids(owner)).toEqual(["sub_1", "sub_2"]);
    await expect(run("anon", "select * from public.stripe_subscriptions")).rejects.toMatchObject(
      denied,
    );
    for (const sql of [
      "update public.stripe_subscriptions set status = 'active'",
      "delete from public.stripe_subscriptions",
      `insert into public.stripe_subscriptions (id, partner_id, customer_id, status, price_id, quantity, unit_amount, currency, current_period_end, cancel_at_period_end, stripe_event_created)
       values ('sub_9', '${mine}', 'cus_9', 'active', 'p', 1, 0, 'usd', now(), false, now())`,
    ]) {
      await expect(run(partner, sql)).rejects.toMatchObject(denied);
      await expect(run(owner, sql)).rejects.toMatchObject(denied);
    }
    expect(await stored()).toHaveLength(2);
  });

  it("keeps the handled events and the sync from everyone but the service role", async () => {
    for (const caller of ["anon", partner, owner] as const) {
      await expect(run(caller, "select * from public.stripe_events")).rejects.toMatchObject(denied);
      await expect(
        run(caller, "select public.apply_stripe_event('evt_x', 't', now())"),
      ).rejects.toMatchObject(denied);
    }
    expect(await all("stripe_events", "created")).toEqual([]);
  });

  it("no longer has the subscribers cache", async () => {
    await expect(db.query("select * from public.subscribers")).rejects.toMatchObject({
      code: "42P01",
    });
  });
});
