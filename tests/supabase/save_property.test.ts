// @vitest-environment node
// public.save_property (20261126130000_save_property.sql): the partner's page saves a property and
// its buildings in one call, under the caller's own grants and policies.

import { describe, expect, it } from "vitest";
import { insertSql } from "../../supabase/local/sql";
import { owner, partner, type User, fileDatabase, type Caller } from "./fixtures";

const rival = { id: "0b6f1e0a-4444-4c3e-9a51-00000000000d", email: "rival@example.com" };

const { db, run } = fileDatabase({
  seed: async (db) => {
    await db.query("insert into auth.users (id, email) values ($1, $2)", [rival.id, rival.email]);
  },
  truncate: "truncate public.partners, public.properties cascade",
});

async function signUp(user: User) {
  const [sql, params] = insertSql("public.partners", {
    company_name: `${user.email} Homes`,
    contact_name: "Pat Manager",
    phone: "+18015550190",
  });
  await run(user, sql, params);
}

const maple = {
  name: "Maple Court",
  street_address: "100 N Main St",
  city: "Orem",
  units: 24,
  set_out_from: "18:00",
  set_out_until: "24:00",
  rules: "Bags tied, by the door.",
  access_notes: "Gate code 4321",
};

/** The call the page makes (POST /rest/v1/rpc/save_property), as `caller`. */
async function save(caller: Caller, property: object, buildings: object[] = []) {
  const { rows } = await run<{ id: string }>(caller, "select public.save_property($1, $2) as id", [
    JSON.stringify(property),
    JSON.stringify(buildings),
  ]);
  return rows[0]!.id;
}

const buildings = async (propertyId: string) =>
  (
    await db.query<{ id: string; name: string; position: number }>(
      "select id, name, position from public.property_buildings where property_id = $1 and retired_at is null order by position",
      [propertyId],
    )
  ).rows;

const properties = async () =>
  (await db.query<Record<string, unknown>>("select * from public.properties order by name")).rows;

describe("save_property", () => {
  it("adds a property to the caller's own partner row, with its buildings in order, as a draft", async () => {
    await signUp(partner);
    const id = await save(partner, maple, [{ name: "A" }, { name: "B" }, { name: "C" }]);
    expect(await properties()).toEqual([
      expect.objectContaining({
        id,
        name: "Maple Court",
        city: "Orem",
        units: 24,
        set_out_from: "18:00:00",
        set_out_until: "24:00:00",
        rules: "Bags tied, by the door.",
        access_notes: "Gate code 4321",
        // Nothing pays for it yet: off the route until its subscription bills.
        active: false,
        service_override: null,
      }),
    ]);
    expect((await buildings(id)).map((b) => [b.name, b.position])).toEqual([
      ["A", 0],
      ["B", 1],
      ["C", 2],
    ]);
  });

  it("renames, reorders, adds and retires buildings, keeping the ids of those kept", async () => {
    await signUp(partner);
    const id = await save(partner, maple, [{ name: "A" }, { name: "B" }, { name: "C" }]);
    const [a, b, c] = await buildings(id);
    // B and A swap names (each is unique at every row), C goes, D comes.
    await save(partner, { ...maple, id, units: 30 }, [
      { id: b!.id, name: "A" },
      { name: "D" },
      { id: a!.id, name: "B" },
    ]);
    const after = await buildings(id);
    expect(after.map((x) => [x.name, x.position])).toEqual([
      ["A", 0],
      ["D", 1],
      ["B", 2],
    ]);
    expect(after[0]!.id).toBe(b!.id);
    expect(after[2]!.id).toBe(a!.id);
    expect(after.map((x) => x.id)).not.toContain(c!.id);
    // C left the route but not the record: retired, with no place in the order.
    const { rows: kept } = await db.query(
      "select name, position, retired_at is not null as retired from public.property_buildings where id = $1",
      [c!.id],
    );
    expect(kept).toEqual([{ name: "C", position: null, retired: true }]);
    expect(await properties()).toEqual([expect.objectContaining({ units: 30 })]);
  });

  it("stores empty rules and access notes as none, and a window as both times or neither", async () => {
    await signUp(partner);
    await save(partner, {
      ...maple,
      rules: "",
      access_notes: "",
      set_out_from: null,
      set_out_until: null,
    });
    expect(await properties()).toEqual([
      expect.objectContaining({
        rules: null,
        access_notes: null,
        set_out_from: null,
        set_out_until: null,
      }),
    ]);
  });

  it("saves nothing when a CHECK refuses any part, and says why", async () => {
    await signUp(partner);
    await expect(save(partner, { ...maple, units: 0 })).rejects.toMatchObject({
      code: "23514",
      message: "A property has from 1 to 5,000 units.",
    });
    await expect(
      save(partner, maple, [{ name: "A" }, { name: "x".repeat(61) }]),
    ).rejects.toMatchObject({ code: "23514", constraint: "property_buildings_name_length" });
    await expect(save(partner, maple, [{ name: "A" }, { name: "A" }])).rejects.toMatchObject({
      code: "23505",
      constraint: "property_buildings_name_unique",
    });
    expect(await properties()).toEqual([]);

    const id = await save(partner, maple, [{ name: "A" }]);
    await expect(
      save(partner, { ...maple, id, name: "Renamed", city: "Other" }, []),
    ).rejects.toMatchObject({ code: "23514", constraint: "properties_city_valid" });
    expect(await properties()).toEqual([expect.objectContaining({ name: "Maple Court" })]);
    expect((await buildings(id)).map((b) => b.name)).toEqual(["A"]);
  });

  it("refuses an account with no partner row, staff included, and anon", async () => {
    await expect(save(partner, maple)).rejects.toMatchObject({
      code: "42501",
      message: "Only a partner adds properties: save your company's details first.",
    });
    await expect(save(owner, maple)).rejects.toMatchObject({ code: "42501" });
    await expect(save("anon", maple)).rejects.toMatchObject({ code: "42501" });
    expect(await properties()).toEqual([]);
  });

  it("changes no other partner's property, nor their buildings", async () => {
    await signUp(partner);
    await signUp(rival);
    const theirs = await save(rival, { ...maple, name: "Rival Place" }, [{ name: "X" }]);
    const [x] = await buildings(theirs);
    await expect(save(partner, { ...maple, id: theirs, units: 1 })).rejects.toMatchObject({
      code: "42501",
      message: "This property is not one of yours.",
    });
    await expect(save(owner, { ...maple, id: theirs, units: 1 })).rejects.toMatchObject({
      code: "42501",
    });
    // Their building's id, or my other property's, in this property: refused, nothing moves.
    const mine = await save(partner, maple);
    const other = await save(partner, { ...maple, name: "Oak Flats" }, [{ name: "O" }]);
    const [o] = await buildings(other);
    for (const building of [x!, o!]) {
      await expect(
        save(partner, { ...maple, id: mine }, [{ id: building.id, name: "Y" }]),
      ).rejects.toMatchObject({
        code: "42501",
        message: "A building sent is not one of this property's.",
      });
    }
    expect(await buildings(other)).toEqual([o]);
    expect(await buildings(theirs)).toEqual([x]);
    expect(await properties()).toEqual([
      expect.objectContaining({ name: "Maple Court" }),
      expect.objectContaining({ name: "Oak Flats" }),
      expect.objectContaining({ name: "Rival Place", units: 24 }),
    ]);
  });

  it("refuses buildings that are not a list", async () => {
    await signUp(partner);
    await expect(
      run(partner, "select public.save_property($1, $2)", [
        JSON.stringify(maple),
        JSON.stringify({ name: "A" }),
      ]),
    ).rejects.toMatchObject({ code: "22023" });
  });
});
