// @vitest-environment node
// Who is on the crew's route (20261128140000_route_membership.sql): properties.active is derived
// from the subscription and the owner's switches, partners hold a bounded number of drafts, and
// public.route_night reads the route in route order, one entry per property.

import { describe, expect, it } from "vitest";
import { insertSql } from "../../supabase/local/sql";
import { owner, partner, type User, fileDatabase, type Caller } from "./fixtures";

const rival = { id: "0b6f1e0a-4444-4c3e-9a51-00000000000d", email: "rival@example.com" };

const { db, run } = fileDatabase({
  seed: async (db) => {
    await db.query("insert into auth.users (id, email) values ($1, $2)", [rival.id, rival.email]);
  },
  truncate:
    "truncate public.partners, public.properties, public.property_buildings, public.stripe_subscriptions, public.stripe_events cascade",
});

async function signUp(user: User): Promise<string> {
  const [sql, params] = insertSql("public.partners", {
    company_name: `${user.email} Homes`,
    contact_name: "Pat Manager",
    phone: "+18015550190",
  });
  await run(user, sql, params);
  const { rows } = await db.query<{ id: string }>(
    "select id from public.partners where user_id = $1",
    [user.id],
  );
  return rows[0]!.id;
}

/** A property as the partner's page adds it (rpc/save_property), with its buildings. */
async function add(user: User, name: string, city = "Orem", buildings: string[] = []) {
  const { rows } = await run<{ id: string }>(user, "select public.save_property($1, $2) as id", [
    JSON.stringify({ name, street_address: "100 N Main St", city, units: 24 }),
    JSON.stringify(buildings.map((b) => ({ name: b }))),
  ]);
  return rows[0]!.id;
}

let events = 0;
/** stripe-webhook's call for a subscription of `propertyId` reaching `status`. */
async function subscription(partnerId: string, propertyId: string, status: string, id = "sub_1") {
  events += 1;
  await run(
    "service_role",
    "select public.apply_stripe_event(event_id => $1, event_type => 'customer.subscription.updated', event_created => $2, subscription => $3)",
    [
      `evt_${events}`,
      new Date(Date.UTC(2030, 0, 1, 0, 0, events)).toISOString(),
      JSON.stringify({
        id,
        partner_id: partnerId,
        property_id: propertyId,
        customer_id: `cus_${partnerId.slice(0, 8)}`,
        status,
        price_id: "price_unit",
        quantity: 24,
        unit_amount: 2000,
        currency: "usd",
        current_period_end: "2030-02-01T00:00:00Z",
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
      }),
    ],
  );
}

const served = async () =>
  (
    await db.query<{ name: string }>(
      "select name from public.properties where active order by name",
    )
  ).rows.map((r) => r.name);

type RouteProperty = {
  id: string;
  name: string;
  city: string;
  buildings: { id: string; name: string }[];
};

/** The route's properties as rpc/route_night answers them. */
const route = async (caller: Caller = owner) =>
  (
    await run<{ route: { properties: RouteProperty[] } }>(
      caller,
      "select public.route_night() as route",
    )
  ).rows[0]!.route.properties;

const denied = { code: "42501" };

describe("who is served", () => {
  it("keeps a property a partner adds off the route until its subscription bills", async () => {
    const mine = await signUp(partner);
    const id = await add(partner, "Maple Court");
    expect(await served()).toEqual([]);
    expect(await route()).toEqual([]);
    await subscription(mine, id, "incomplete");
    expect(await served()).toEqual([]);
    await subscription(mine, id, "active");
    expect(await served()).toEqual(["Maple Court"]);
    // A failed payment keeps service while Stripe retries the card; then it ends.
    await subscription(mine, id, "past_due");
    expect(await served()).toEqual(["Maple Court"]);
    await subscription(mine, id, "unpaid");
    expect(await served()).toEqual([]);
    await subscription(mine, id, "active");
    await subscription(mine, id, "canceled");
    expect(await served()).toEqual([]);
  });

  it("lets no partner write active, on a new property or their own", async () => {
    const mine = await signUp(partner);
    const [sql, params] = insertSql("public.properties", {
      partner_id: mine,
      name: "0 Decoy",
      street_address: "1 Main St",
      city: "Orem",
      units: 1,
      active: true,
    });
    await expect(run(partner, sql, params)).rejects.toMatchObject(denied);
    const id = await add(partner, "Maple Court");
    await expect(
      run(partner, "update public.properties set active = true where id = $1", [id]),
    ).rejects.toMatchObject(denied);
    await expect(
      run(partner, "update public.properties set service_override = 'on' where id = $1", [id]),
    ).rejects.toMatchObject(denied);
    await expect(
      run(partner, "update public.partners set service_state = 'active'"),
    ).rejects.toMatchObject(denied);
    expect(await served()).toEqual([]);
  });

  it("holds a partner to 5 drafts: the sixth unpaid property is refused in words, a paid one frees a place", async () => {
    const mine = await signUp(partner);
    const ids = [];
    for (let n = 1; n <= 5; n += 1) ids.push(await add(partner, `0 Decoy ${n}`));
    await expect(add(partner, "0 Decoy 6")).rejects.toMatchObject({
      code: "PT409",
      message:
        "You already have 5 properties waiting for service to start: start service for one of them before adding another.",
    });
    // Another partner's drafts are their own.
    await signUp(rival);
    await add(rival, "Rival Place");
    await subscription(mine, ids[0]!, "active");
    await add(partner, "Oak Flats");
    await expect(add(partner, "0 Decoy 7")).rejects.toMatchObject({ code: "PT409" });
    expect(await served()).toEqual(["0 Decoy 1"]);
  });

  it("lets staff pause, stop, resume and turn on a property by hand, and nobody else", async () => {
    const mine = await signUp(partner);
    const paid = await add(partner, "Maple Court");
    const unpaid = await add(partner, "Oak Flats");
    await subscription(mine, paid, "active");
    const set = (caller: Caller, id: string, service: string) =>
      run<{ served: boolean }>(caller, "select public.set_property_service($1, $2) as served", [
        id,
        service,
      ]);
    expect((await set(owner, paid, "paused")).rows[0]!.served).toBe(false);
    expect(await served()).toEqual([]);
    await set(owner, paid, "follow");
    expect(await served()).toEqual(["Maple Court"]);
    await set(owner, paid, "stopped");
    // A subscription that changes later does not override the owner's stop.
    await subscription(mine, paid, "active");
    expect(await served()).toEqual([]);
    expect((await set(owner, unpaid, "on")).rows[0]!.served).toBe(true);
    expect(await served()).toEqual(["Oak Flats"]);
    await expect(set(partner, unpaid, "paused")).rejects.toMatchObject(denied);
    await expect(set("anon", unpaid, "paused")).rejects.toMatchObject(denied);
    await expect(set(owner, unpaid, "gone")).rejects.toMatchObject({ code: "22023" });
    expect(await served()).toEqual(["Oak Flats"]);
  });

  it("lets staff pause and stop a whole partner, and resume them to what each property was", async () => {
    const mine = await signUp(partner);
    const paid = await add(partner, "Maple Court");
    const byHand = await add(partner, "Oak Flats");
    await add(partner, "Pine Row");
    await subscription(mine, paid, "active");
    await run(owner, "select public.set_property_service($1, 'on')", [byHand]);
    const set = (caller: Caller, service: string) =>
      run(caller, "select public.set_partner_service($1, $2)", [mine, service]);
    await set(owner, "paused");
    expect(await served()).toEqual([]);
    await set(owner, "active");
    expect(await served()).toEqual(["Maple Court", "Oak Flats"]);
    await set(owner, "stopped");
    expect(await served()).toEqual([]);
    await expect(set(partner, "active")).rejects.toMatchObject(denied);
    expect(await served()).toEqual([]);
  });
});

describe("route_night's properties", () => {
  it("reads served properties by city then name, each with its buildings in position order", async () => {
    const mine = await signUp(partner);
    const theirs = await signUp(rival);
    const provo = await add(partner, "Birch Hollow", "Provo", ["C", "A", "B"]);
    const orem = await add(rival, "Zinnia Park", "Orem", ["North"]);
    const oremToo = await add(partner, "Aspen Ridge", "Orem");
    await add(partner, "0 Decoy", "Orem", ["Never paid"]);
    await subscription(mine, provo, "active", "sub_1");
    await subscription(theirs, orem, "trialing", "sub_2");
    await subscription(mine, oremToo, "active", "sub_3");
    const rows = await route();
    expect(rows.map((r) => [r.city, r.name, r.buildings.map((b) => b.name)])).toEqual([
      ["Orem", "Aspen Ridge", []],
      ["Orem", "Zinnia Park", ["North"]],
      ["Provo", "Birch Hollow", ["C", "A", "B"]],
    ]);
    await expect(route(partner)).rejects.toMatchObject(denied);
    await expect(route("anon")).rejects.toMatchObject(denied);
  });

  it("answers a property of 1,000 buildings in one value, so no row cap cuts its buildings", async () => {
    const mine = await signUp(partner);
    const id = await add(partner, "Big Place");
    await subscription(mine, id, "active");
    await db.query(
      "insert into public.property_buildings (property_id, name, position) select $1, 'B' || n, n from generate_series(0, 999) n",
      [id],
    );
    const rows = await route();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.buildings).toHaveLength(1000);
    expect(rows[0]!.buildings.at(-1)!.name).toBe("B999");
  });
});
