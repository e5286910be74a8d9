// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { fileDatabase, partner, type Caller } from "./fixtures";

// public.inbox_upcoming, public.inbox_reviews and public.missed_pickups
// (20261129040000_owner_lists.sql) on the real migrations, as each role: the views' order, pages
// by key that never repeat or skip a row, and who may read what.
const crew = { id: "0b6f1e0a-5555-4c3e-9a51-00000000000e", email: "crew@example.com" };

const { db, run, rowsRead } = fileDatabase({
  seed: async (db) => {
    await db.query("insert into auth.users (id, email) values ($1, $2)", [crew.id, crew.email]);
    await db.query("insert into public.crew (user_id, email) values ($1, $2)", [
      crew.id,
      crew.email,
    ]);
  },
  truncate:
    "truncate public.service_requests, public.missed_pickup_reports, public.pickup_marks cascade",
});

type Row = { id: string; name: string };

/**
 * Stores requests as the owner imports them in the SQL Editor (the intake's trigger off): each
 * with its status, agreed day (days from the business's today) and window, when its status last
 * changed (days ago) and whether a review was asked.
 */
async function store(
  rows: {
    name: string;
    status: string;
    day?: number | null;
    from?: string;
    until?: string;
    doneDaysAgo?: number | null;
    asked?: boolean;
  }[],
) {
  await db.transaction(async (tx) => {
    await tx.exec("set local session_replication_role = replica");
    await tx.query(
      `insert into public.service_requests
         (service, name, phone, address, city, garage_size, contact_method, status, created_at,
          scheduled_for, scheduled_from, scheduled_until, status_changed_at, review_requested_at,
          held_reason)
       select 'garage_cleanout', x.name, '+18015550142', '120 N Main St', 'Pleasant Grove',
              '2-car', 'text', x.status, now() - interval '30 days', private.business_day() + x.day, x."from"::time,
              x."until"::time, now() - make_interval(days => x."doneDaysAgo"),
              case when x.asked then now() end, case when x.status = 'held' then 'phone' end
         from jsonb_to_recordset($1::jsonb)
           as x(name text, status text, day int, "from" text, "until" text, "doneDaysAgo" int,
                asked boolean)`,
      [JSON.stringify(rows)],
    );
  });
}

const page = (caller: Caller, fn: string, after: string | null = null, size = 50) =>
  run<Row>(caller, `select id, name from public.${fn}($1, $2)`, [after, size]).then(
    (answer) => answer.rows,
  );

/** Every page of `size`, following the key, until a short one. */
async function allPages(fn: string, size: number) {
  const seen: Row[] = [];
  for (;;) {
    const rows = await page("staff", fn, seen.at(-1)?.id ?? null, size);
    seen.push(...rows);
    if (rows.length < size) return seen;
  }
}

describe("Upcoming", () => {
  it("lists scheduled jobs by day, a day's timed jobs first, jobs with no day last; pages by key", async () => {
    await store([
      { name: "Later", status: "scheduled", day: 3 },
      { name: "Overdue", status: "scheduled", day: -2, from: "08:00", until: "10:00" },
      { name: "Today untimed", status: "scheduled", day: 0 },
      { name: "Today afternoon", status: "scheduled", day: 0, from: "13:00", until: "15:00" },
      { name: "Today morning", status: "scheduled", day: 0, from: "08:00", until: "10:00" },
      { name: "No day", status: "scheduled", day: null },
      { name: "Twin A", status: "scheduled", day: 1 },
      { name: "Twin B", status: "scheduled", day: 1 },
      { name: "Open", status: "new" },
      { name: "Held", status: "held", day: 0 },
    ]);
    const whole = await page("staff", "inbox_upcoming");
    expect(whole.map((r) => r.name.replace(/Twin ./, "Twin"))).toEqual([
      "Overdue",
      "Today morning",
      "Today afternoon",
      "Today untimed",
      "Twin",
      "Twin",
      "Later",
      "No day",
    ]);
    // Pages of 3 and of 1, twins on one day included: the same rows, none twice, none skipped.
    expect(await allPages("inbox_upcoming", 3)).toEqual(whole);
    expect(await allPages("inbox_upcoming", 1)).toEqual(whole);
  });

  it("refuses anon; shows a partner and the crew nothing; a page after an unknown row is a 404", async () => {
    await store([{ name: "Job", status: "scheduled", day: 0 }]);
    await expect(page("anon", "inbox_upcoming")).rejects.toMatchObject({ code: "42501" });
    expect(await page("partner", "inbox_upcoming")).toEqual([]);
    expect(await page(crew, "inbox_upcoming")).toEqual([]);
    expect(await page("service_role", "inbox_upcoming")).toMatchObject([{ name: "Job" }]);
    await expect(
      page("staff", "inbox_upcoming", "00000000-0000-4000-8000-000000000000"),
    ).rejects.toMatchObject({ code: "PT404" });
  });
});

describe("Reviews", () => {
  it("lists done jobs not yet asked, the most recently done first; pages by key", async () => {
    await store([
      { name: "Done 5", status: "done", doneDaysAgo: 5 },
      { name: "Done 1", status: "done", doneDaysAgo: 1 },
      { name: "Asked", status: "done", doneDaysAgo: 0, asked: true },
      { name: "Done 3", status: "done", doneDaysAgo: 3 },
      { name: "Done, no time", status: "done", doneDaysAgo: null },
      { name: "Scheduled", status: "scheduled", day: 0 },
      { name: "Held", status: "held" },
    ]);
    const whole = await page("staff", "inbox_reviews");
    expect(whole.map((r) => r.name)).toEqual(["Done 1", "Done 3", "Done 5", "Done, no time"]);
    expect(await allPages("inbox_reviews", 2)).toEqual(whole);
    expect(await allPages("inbox_reviews", 1)).toEqual(whole);
  });

  it("refuses anon; shows a partner and the crew nothing", async () => {
    await store([{ name: "Done", status: "done", doneDaysAgo: 1 }]);
    await expect(page("anon", "inbox_reviews")).rejects.toMatchObject({ code: "42501" });
    expect(await page("partner", "inbox_reviews")).toEqual([]);
    expect(await page(crew, "inbox_reviews")).toEqual([]);
    expect(await page("staff", "inbox_reviews")).toMatchObject([{ name: "Done" }]);
  });
});

describe("Missed pickups", () => {
  let place: { property: string; north: string; south: string };
  beforeAll(async () => {
    const { rows } = await db.query<{ property: string; north: string; south: string }>(
      `with p as (insert into public.partners (user_id, company_name, contact_name, phone)
                  values ($1, 'Maple Homes', 'Pat', '+18015550190') returning id),
            pr as (insert into public.properties (partner_id, name, street_address, city, units, service_override)
                   select p.id, 'Maple Court', '100 N Main St', 'Orem', 24, 'on' from p returning id),
            n as (insert into public.property_buildings (property_id, name, position)
                  select pr.id, 'North', 0 from pr returning id),
            s as (insert into public.property_buildings (property_id, name, position)
                  select pr.id, 'South', 1 from pr returning id)
       select pr.id as property, n.id as north, s.id as south from pr, n, s`,
      [partner.id],
    );
    place = rows[0]!;
  });

  type Missed = {
    id: string;
    unit: string | null;
    phone: string | null;
    property: string;
    building: string;
    mark_kind: string | null;
    mark_problem: string | null;
    mark_by: string | null;
    photo_small_path: string | null;
  };
  const missed = (caller: Caller, after: string | null = null, size = 50) =>
    run<Missed>(caller, "select * from public.missed_pickups($1, $2)", [after, size]).then(
      (answer) => answer.rows,
    );

  /** Reports of tonight, minutes apart, the newest with a photo and a phone; one held. */
  async function report() {
    const reports = [
      { building: place.north, unit: "4B", phone: "+18015550177", photo: true, ago: 5 },
      { building: place.south, unit: null, phone: null, photo: false, ago: 10 },
      { building: place.north, unit: "1A", phone: null, photo: false, ago: 15 },
      { building: place.south, unit: "2C", phone: null, photo: false, ago: 20 },
      { building: place.south, unit: "9Z", phone: null, photo: false, ago: 1, held: "phone" },
    ].map((row) => ({ ...row, id: crypto.randomUUID() }));
    const rows = JSON.stringify(reports);
    await db.query(
      `insert into public.missed_pickup_reports
         (id, building_id, property_id, unit, phone, has_photo, held_reason)
       select x.id, x.building, $1, x.unit, x.phone, x.photo, x.held
         from jsonb_to_recordset($2::jsonb)
           as x(id uuid, building uuid, unit text, phone text, photo boolean, held text)`,
      [place.property, rows],
    );
    // The intake stamps its own time: each report's is set apart here.
    await db.query(
      `update public.missed_pickup_reports r set created_at = now() - make_interval(mins => x.ago)
         from jsonb_to_recordset($1::jsonb) as x(id uuid, ago int) where r.id = x.id`,
      [rows],
    );
    return reports.map((row) => row.id);
  }

  it("lists reports newest first with their place, phone, the night's last mark and the small copy's path only", async () => {
    const [first] = await report();
    // South: a problem, then a return visit that picked it up; North: a problem only.
    await db.query(
      `insert into public.pickup_marks (id, building_id, property_id, kind, problem, marked_at)
       values (gen_random_uuid(), $1, $3, 'problem', 'no_access', now()),
              (gen_random_uuid(), $2, $3, 'problem', 'bulk_item', now())`,
      [place.south, place.north, place.property],
    );
    await db.query(`update public.pickup_marks set happened_at = happened_at - interval '1 hour'`);
    await db.query(
      `insert into public.pickup_marks (id, building_id, property_id, kind, marked_at)
       values (gen_random_uuid(), $1, $2, 'picked_up', now())`,
      [place.south, place.property],
    );
    // The server stamps the marker from the caller's token: the crew member's, set here.
    await db.query("update public.pickup_marks set marked_by = $1 where kind = 'picked_up'", [
      crew.id,
    ]);
    const rows = await missed("staff");
    expect(rows).toEqual([
      {
        ...rows[0],
        unit: "4B",
        phone: "+18015550177",
        building: "North",
        property: "Maple Court",
        mark_kind: "problem",
        mark_problem: "bulk_item",
        mark_by: null,
        photo_small_path: `reports/${first}.thumb.jpg`,
      },
      // Who made the mark: the owner reads it here, as on the route.
      expect.objectContaining({
        unit: null,
        building: "South",
        mark_kind: "picked_up",
        mark_by: crew.email,
      }),
      expect.objectContaining({ unit: "1A", phone: null, photo_small_path: null }),
      expect.objectContaining({ unit: "2C" }),
    ]);
  });

  it("pages by key, none repeated or skipped", async () => {
    await report();
    const whole = await missed("staff");
    const seen: Missed[] = [];
    for (;;) {
      const rows = await missed("staff", seen.at(-1)?.id ?? null, 1);
      seen.push(...rows);
      if (rows.length < 1) break;
    }
    expect(seen.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(whole).toHaveLength(4);
  });

  it("names each report's place as the join did, looking its building up by key", async () => {
    // The partner's other 150 properties of 10 buildings, 1,500 as at the scale seed, and a report
    // from each of 60 of them, with the statistics a hosted database's autovacuum takes: the
    // planner weighs reading every building against looking a page's 50 up.
    await db.transaction(async (tx) => {
      // Stored as the seed stores them: the checks on what a partner adds one at a time off.
      await tx.exec("set local session_replication_role = replica");
      await tx.query(
        `with pr as (insert into public.properties (partner_id, name, street_address, city, units)
                     select p.id, 'Court ' || n, n || ' N Main St', 'Orem', 24
                       from public.partners p, generate_series(1, 150) n
                      where p.user_id = $1 returning id),
              b as (insert into public.property_buildings (property_id, name, position)
                    select pr.id, 'Building ' || n, n from pr, generate_series(1, 10) n
                    returning id, property_id)
         insert into public.missed_pickup_reports (id, building_id, property_id, unit, created_at)
         select gen_random_uuid(), b.id, b.property_id, null, now() - make_interval(mins => (row_number() over ())::int)
           from (select * from b limit 60) b`,
        [partner.id],
      );
      await tx.exec("analyze");
    });
    const joined = await db.query<{ id: string; property: string; building: string }>(
      `select r.id, pr.name as property, b.name as building
         from public.missed_pickup_reports r
         join public.properties pr on pr.id = r.property_id
         join public.property_buildings b on b.id = r.building_id
        where r.held_reason is null order by r.created_at desc, r.id desc limit 50`,
    );
    const rows = await missed("staff");
    expect(rows.map(({ id, property, building }) => ({ id, property, building }))).toEqual(
      joined.rows,
    );
    expect(rows).toHaveLength(50);
    const listed = "select * from public.missed_pickups()";
    expect(await rowsRead("staff", "public.property_buildings", listed)).toBeLessThanOrEqual(50);
    await db.exec(`truncate public.missed_pickup_reports cascade;
      delete from public.properties where name like 'Court %'`);
  });

  it("refuses anon, the partner, the crew and the service role: the phones are the owner's", async () => {
    await report();
    for (const caller of ["anon", "partner", crew, "service_role"] as Caller[])
      await expect(missed(caller)).rejects.toMatchObject({ code: "42501" });
  });

  it("names who made a mark to staff alone: mark_authors refuses everyone else", async () => {
    await db.query(
      `insert into public.pickup_marks (id, building_id, property_id, kind, marked_at)
       values (gen_random_uuid(), $1, $2, 'picked_up', now())`,
      [place.south, place.property],
    );
    // The server stamps the marker from the caller's token: the crew member's, set here.
    await db.query("update public.pickup_marks set marked_by = $1 where kind = 'picked_up'", [
      crew.id,
    ]);
    const authors = (caller: Caller) =>
      run<{ marked_by: string }>(
        caller,
        "select marked_by from public.mark_authors(array(select id from public.pickup_marks))",
      ).then((answer) => answer.rows);
    expect(await authors("staff")).toEqual([{ marked_by: crew.email }]);
    for (const caller of ["anon", "partner", crew] as Caller[])
      await expect(authors(caller)).rejects.toMatchObject({ code: "42501" });
  });
});
