// @vitest-environment node
import { expect, it } from "vitest";
import { checkCompany, checkProperty, type PropertyValues } from "@/features/partner/lib/forms";
import { partnerLimits } from "@/lib/partners";
import { as, insertSql } from "../../supabase/local/sql";
import { partner, signedIn, fileDatabase } from "./fixtures";

// The partner's forms and the migrations agree at every bound (src/lib/partners.ts): what a
// form accepts the database stores when the partner sends it, and one step beyond, both refuse.
const { db } = fileDatabase({ truncate: "truncate public.partners, public.properties cascade" });

const asPartner = (sql: string, params: unknown[]) =>
  as(db, "authenticated", (tx) => tx.query(sql, params), signedIn(partner));

const company = { company: "Maple Homes", contact: "Pat Lee", phone: "(801) 555-0190" };

async function signUp(values = company) {
  const checked = checkCompany(values);
  if (!checked.ok) throw new Error(`the form refused it: ${JSON.stringify(checked.errors)}`);
  const [sql, params] = insertSql("public.partners", checked.value);
  await asPartner(sql, params);
}

const property: PropertyValues = {
  name: "Maple Court",
  street: "100 N Main St",
  city: "Orem",
  units: "24",
  from: "18:00",
  until: "00:00",
  rules: "Bags tied.",
  access: "Gate 4321",
  buildings: [
    { key: "a", name: "A" },
    { key: "b", name: "B" },
  ],
};

/** What the page sends for these values, as the partner; the property's id. */
async function save(values: PropertyValues) {
  const checked = checkProperty(values);
  if (!checked.ok) throw new Error(`the form refused it: ${JSON.stringify(checked.errors)}`);
  return asPartner("select public.save_property($1, $2)", [
    JSON.stringify(checked.value.property),
    JSON.stringify(checked.value.buildings),
  ]);
}

const long = (n: number) => "x".repeat(n);

it("stores a partner at the longest company and contact names the form takes", async () => {
  await signUp({
    ...company,
    company: long(partnerLimits.companyName),
    contact: long(partnerLimits.contactName),
  });
  for (const values of [
    { ...company, company: long(partnerLimits.companyName + 1) },
    { ...company, contact: long(partnerLimits.contactName + 1) },
    { ...company, phone: "555-0190" },
  ]) {
    expect(checkCompany(values).ok).toBe(false);
  }
  await db.exec("truncate public.partners cascade");
  const refused = insertSql("public.partners", {
    company_name: long(partnerLimits.companyName + 1),
    contact_name: "Pat Lee",
    phone: "+18015550190",
  });
  await expect(asPartner(...refused)).rejects.toMatchObject({ code: "23514" });
});

it("stores a property at every bound the form takes, midnight as the end of the day", async () => {
  await signUp();
  await save({
    ...property,
    name: long(partnerLimits.propertyName),
    street: long(partnerLimits.streetAddress),
    units: String(partnerLimits.units.max),
    rules: long(partnerLimits.rules),
    access: long(partnerLimits.accessNotes),
    buildings: [{ key: "a", name: long(partnerLimits.buildingName) }],
  });
  await save({ ...property, units: String(partnerLimits.units.min), from: "", until: "" });
  const { rows } = await db.query<{ set_out_until: string | null }>(
    "select set_out_until from public.properties order by units desc",
  );
  expect(rows).toEqual([{ set_out_until: "24:00:00" }, { set_out_until: null }]);
});

it.each<[string, Partial<PropertyValues>, string]>([
  ["a name too long", { name: long(partnerLimits.propertyName + 1) }, "properties_name_length"],
  [
    "an address too long",
    { street: long(partnerLimits.streetAddress + 1) },
    "properties_street_address_length",
  ],
  ["no units", { units: "0" }, "properties_units_range"],
  ["too many units", { units: String(partnerLimits.units.max + 1) }, "properties_units_range"],
  ["a city not served", { city: "American Fork" }, "properties_city_valid"],
  ["a window that ends first", { from: "20:00", until: "18:00" }, "properties_set_out_window"],
  ["half a window", { from: "20:00", until: "" }, "properties_set_out_window"],
  ["rules too long", { rules: long(partnerLimits.rules + 1) }, "properties_rules_length"],
  [
    "access notes too long",
    { access: long(partnerLimits.accessNotes + 1) },
    "properties_access_notes_length",
  ],
])("refuses %s in the form, as the database does", async (_name, change, constraint) => {
  await signUp();
  expect(checkProperty({ ...property, ...change }).ok).toBe(false);
  const sent = {
    name: change.name ?? property.name,
    street_address: change.street ?? property.street,
    city: change.city ?? property.city,
    units: Number(change.units ?? property.units),
    set_out_from: change.from === undefined ? null : change.from || null,
    set_out_until: change.until === undefined ? null : change.until || null,
    rules: change.rules ?? "",
    access_notes: change.access ?? "",
  };
  await expect(
    asPartner("select public.save_property($1)", [JSON.stringify(sent)]),
  ).rejects.toMatchObject({ code: "23514", constraint });
});

it("refuses a building name too long, blank or twice, in the form as in the database", async () => {
  await signUp();
  for (const names of [[long(partnerLimits.buildingName + 1)], ["  "], ["A", "A"]]) {
    const buildings = names.map((name, i) => ({ key: String(i), name }));
    const checked = checkProperty({ ...property, buildings });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors.buildings)).not.toHaveLength(0);
    await expect(
      asPartner("select public.save_property($1, $2)", [
        JSON.stringify({ ...property, street_address: property.street, units: 24 }),
        JSON.stringify(names.map((name) => ({ name }))),
      ]),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^(23514|23505)$/) });
  }
});
