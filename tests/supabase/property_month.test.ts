// @vitest-environment node
// One property's month of the partner's log in one row (20261128220000_property_month.sql): a
// month of more marks than PostgREST's max_rows (1,000) comes back whole, as the partner whose
// property it is and staff; another partner gets no row, anon may not call it.

import { beforeAll, describe, expect, it } from "vitest";
import { fileDatabase, partner, type Caller } from "./fixtures";

const rival = { id: "0b6f1e0a-4444-4c3e-9a51-00000000000d", email: "rival@example.com" };

/** Last month's marks: more than one PostgREST answer holds. */
const markCount = 1_200;

const { db, run } = fileDatabase({
  seed: (db) =>
    db.query("insert into auth.users (id, email) values ($1, $2)", [rival.id, rival.email]),
});

let ids: { property: string; rivalProperty: string; month: string; tonight: string };

beforeAll(async () => {
  const addProperty = async (userId: string) => {
    const { rows } = await db.query<{ id: string }>(
      `with p as (insert into public.partners (user_id, company_name, contact_name, phone)
                  values ($1, 'Homes', 'Pat', '+18015550190') returning id)
       insert into public.properties (partner_id, name, street_address, city, units, service_override, created_at)
       select p.id, 'Maple Court', '100 N Main St', 'Orem', 24, 'on', now() - interval '1 year' from p
       returning id`,
      [userId],
    );
    return rows[0]!.id;
  };
  const property = await addProperty(partner.id);
  const rivalProperty = await addProperty(rival.id);
  await db.query(
    `insert into public.property_buildings (property_id, name, position)
     select $1, 'Building ' || n, n from generate_series(0, 39) n`,
    [property],
  );
  const [calendar] = (
    await db.query<{ tonight: string; month: string }>(
      `select public.current_night()::text as tonight,
              (date_trunc('month', public.current_night()) - interval '1 month')::date::text as month`,
    )
  ).rows;
  const { month, tonight } = calendar!;
  // Marks of last month, over its first 28 nights and every building; one the month after (tonight's).
  await db.query(
    `insert into public.pickup_marks (id, building_id, kind, marked_at)
     select gen_random_uuid(), b.id, 'picked_up', now()
       from generate_series(1, $2::int) n
       join public.property_buildings b on b.property_id = $1 and b.position = n % 40`,
    [property, markCount],
  );
  await db.query(
    `update public.pickup_marks m
        set night = s.night, happened_at = s.night + interval '22 hours' + s.n * interval '1 second'
       from (select id, $1::date + (row_number() over (order by id) % 28)::int as night,
                    row_number() over (order by id) as n
               from public.pickup_marks) s
      where m.id = s.id`,
    [month],
  );
  await db.query(
    `insert into public.pickup_marks (id, building_id, kind, marked_at)
     select gen_random_uuid(), id, 'picked_up', now() from public.property_buildings where property_id = $1 and position = 0`,
    [property],
  );
  await db.query(
    `insert into public.missed_pickup_reports (id, building_id, property_id, unit, night, created_at)
     select gen_random_uuid(), id, property_id, '12', $2::date + 3, now() from public.property_buildings
      where property_id = $1 and position < 2`,
    [property, month],
  );
  await db.query("update public.missed_pickup_reports set night = $1::date + 3", [month]);
  ids = { property, rivalProperty, month, tonight };
});

type Row = { tonight: string; first_night: string; marks: unknown[]; reports: unknown[] };

const monthOf = (caller: Caller, property: string, month: string | null) =>
  run<Row>(
    caller,
    "select tonight::text, first_night::text, marks, reports from public.property_month($1, $2)",
    [property, month],
  );

describe("property_month", () => {
  it("gives the partner their property's whole month in one row, past max_rows", async () => {
    const { rows } = await monthOf("partner", ids.property, ids.month);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.tonight).toBe(ids.tonight);
    expect(row!.first_night).toBe(ids.month);
    expect(row!.marks).toHaveLength(markCount);
    const marks = row!.marks as { night: string; happened_at: string; photo_path: null }[];
    expect(marks.every((mark) => mark.night.startsWith(ids.month.slice(0, 7)))).toBe(true);
    const times = marks.map((mark) => Date.parse(mark.happened_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Object.keys(marks[0]!).sort()).toEqual(
      [
        "building_id",
        "happened_at",
        "id",
        "kind",
        "night",
        "note",
        "photo_path",
        "problem",
        "property_id",
        "recorded_at",
        "unit",
      ].sort(),
    );
    expect(row!.reports).toHaveLength(2);
    expect(Object.keys(row!.reports[0] as object).sort()).toEqual(
      ["building_id", "created_at", "has_photo", "id", "night", "property_id", "unit"].sort(),
    );
  });

  it("without a month gives tonight's: tonight's mark, no report", async () => {
    const { rows } = await monthOf("partner", ids.property, null);
    expect(rows[0]!.marks).toHaveLength(1);
    expect(rows[0]!.reports).toEqual([]);
  });

  it("gives staff every property's month", async () => {
    const { rows } = await monthOf("staff", ids.property, ids.month);
    expect(rows[0]!.marks).toHaveLength(markCount);
    expect((await monthOf("staff", ids.rivalProperty, ids.month)).rows).toEqual([
      expect.objectContaining({ marks: [], reports: [] }),
    ]);
  });

  it("gives another partner no row, and anon may not call it", async () => {
    expect((await monthOf(rival, ids.property, ids.month)).rows).toEqual([]);
    await expect(monthOf("anon", ids.property, ids.month)).rejects.toMatchObject({
      code: "42501",
    });
  });
});
