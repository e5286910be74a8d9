// @vitest-environment node
// The crew (20261128210100_crew.sql): accounts that run tonight's route and read the next jobs,
// and nothing else, as the owner (staff), a crew member, a removed crew member, the partner and
// anon see them. The sweep reads every table and view as the crew: a table added later is swept
// too, and must give the crew nothing unless this file says why.

import { beforeAll, describe, expect, it } from "vitest";
import { fileDatabase, garageRequest, owner, partner, sendRequest, type Caller } from "./fixtures";

const crew = { id: "0b6f1e0a-5555-4c3e-9a51-00000000000e", email: "crew@example.com" };
const gone = { id: "0b6f1e0a-6666-4c3e-9a51-00000000000f", email: "gone@example.com" };
const denied = { code: "42501" };

let ids: { property: string; buildings: string[]; job: string };

const { db, run, rowsRead } = fileDatabase({
  seed: async (db) => {
    for (const user of [crew, gone])
      await db.query("insert into auth.users (id, email) values ($1, $2)", [user.id, user.email]);
    await db.query(
      "insert into public.crew (user_id, email, removed_at) values ($1, $2, null), ($3, $4, now())",
      [crew.id, crew.email, gone.id, gone.email],
    );
  },
});

/** Every kind of row the business keeps, so that a read that leaks has something to leak. */
beforeAll(async () => {
  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await db.query<T>(sql, params)).rows[0]!;
  const { id: partnerId } = await one<{ id: string }>(
    "insert into public.partners (user_id, company_name, contact_name, phone) values ($1, 'Maple Homes', 'Pat', '+18015550190') returning id",
    [partner.id],
  );
  const { id: property } = await one<{ id: string }>(
    "insert into public.properties (partner_id, name, street_address, city, units, access_notes, service_override) values ($1, 'Maple Court', '100 N Main St', 'Orem', 24, 'Gate 4321', 'on') returning id",
    [partnerId],
  );
  const buildings = (
    await db.query<{ id: string }>(
      "insert into public.property_buildings (property_id, name, position) values ($1, 'A', 0), ($1, 'B', 1) returning id",
      [property],
    )
  ).rows.map((r) => r.id);
  await db.query(
    `insert into public.stripe_subscriptions (id, partner_id, property_id, customer_id, status, price_id, quantity, unit_amount, currency, current_period_end, cancel_at_period_end, stripe_event_created)
     values ('sub_1', $1, $2, 'cus_1', 'active', 'price_1', 24, 2000, 'usd', now(), false, now())`,
    [partnerId, property],
  );
  await db.query(
    "insert into public.stripe_events (id, type, created) values ('evt_1', 'customer.subscription.updated', now())",
  );
  const job = await sendRequest(db, { ...garageRequest, name: "Dana Q. Whitaker" });
  await db.query(
    "update public.service_requests set status = 'scheduled', scheduled_for = current_date + 1, scheduled_from = '09:00', scheduled_until = '11:00', owner_notes = 'Side gate', quote_cents = 25000 where id = $1",
    [job.id],
  );
  await sendRequest(db, { ...garageRequest, name: "Lee Open" });
  await sendRequest(db, { ...garageRequest, name: "Held Bot" }, { verification: "failed" });
  await run(
    "service_role",
    "select public.report_missed_pickup(code => (select public_code from public.properties where id = $1), report_id => gen_random_uuid(), building_id => $2, unit => '4', phone => '+18015550144', has_photo => false, client_address => '203.0.113.7', verification => 'passed')",
    [property, buildings[0]],
  );
  await db.query(
    "insert into public.pickup_marks (id, building_id, property_id, kind, marked_at, sent_after_ms) values (gen_random_uuid(), $1, $2, 'picked_up', now(), 0)",
    [buildings[1], property],
  );
  const { id: pastMark } = await one<{ id: string }>(
    "insert into public.pickup_marks (id, building_id, property_id, kind, marked_at, sent_after_ms) values (gen_random_uuid(), $1, $2, 'picked_up', now(), 0) returning id",
    [buildings[0], property],
  );
  await db.query("update public.pickup_marks set night = night - 3 where id = $1", [pastMark]);
  await db.query(
    "insert into storage.objects (bucket_id, name) values ('pickup-photos', 'reports/0b6f1e0a-7777-4c3e-9a51-000000000001.jpg'), ('request-photos', 'x/y.jpg')",
  );
  ids = { property, buildings, job: job.id };
});

let counter = 0;
const newId = () => `7a9c2f0e-5b1d-4e8a-9c3f-${String((counter += 1)).padStart(12, "0")}`;

/** A mark as the route sends it. */
const mark = (caller: Caller, extra: Record<string, unknown> = {}) => {
  const row = {
    id: newId(),
    building_id: ids.buildings[0],
    property_id: ids.property,
    kind: "picked_up",
    marked_at: new Date().toISOString(),
    ...extra,
  };
  const columns = Object.keys(row);
  return run(
    caller,
    `insert into public.pickup_marks (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
    Object.values(row),
  ).then(() => row.id);
};

const roleOf = async (caller: Caller) =>
  (await run<{ role: string | null }>(caller, "select public.my_role() as role")).rows[0]!.role;

describe("who is who", () => {
  it("names the owner, the crew, and nobody else: a removed member is nobody", async () => {
    expect(await roleOf(owner)).toBe("owner");
    expect(await roleOf(crew)).toBe("crew");
    expect(await roleOf(gone)).toBeNull();
    expect(await roleOf(partner)).toBeNull();
    expect(await roleOf("anon")).toBeNull();
    const staff = async (caller: Caller) =>
      (await run<{ s: boolean }>(caller, "select public.is_staff() as s")).rows[0]!.s;
    expect(await staff(crew)).toBe(false);
  });

  it("keeps a removed member's row: their Auth account cannot be deleted", async () => {
    await expect(db.query("delete from auth.users where id = $1", [gone.id])).rejects.toMatchObject(
      { code: "23001" },
    );
    expect(
      (
        await db.query(
          "select removed_at is not null as removed from public.crew where user_id = $1",
          [gone.id],
        )
      ).rows,
    ).toEqual([{ removed: true }]);
  });

  it("lets the owner read the team and nobody write it through the API; the crew cannot make themselves owner", async () => {
    const team = async (caller: Caller) =>
      (await run<{ email: string }>(caller, "select email from public.crew order by email")).rows;
    expect(await team(owner)).toEqual([{ email: crew.email }, { email: gone.email }]);
    expect(await team(crew)).toEqual([]);
    expect(await team(partner)).toEqual([]);
    await expect(team("anon")).rejects.toMatchObject(denied);
    for (const caller of [owner, crew, partner, "anon"] as const) {
      await expect(
        run(caller, "insert into public.crew (user_id, email) values ($1, 'x@example.com')", [
          partner.id,
        ]),
      ).rejects.toMatchObject(denied);
      await expect(
        run(caller, "update public.crew set removed_at = null where user_id = $1", [gone.id]),
      ).rejects.toMatchObject(denied);
    }
    await expect(
      run(crew, "insert into public.staff (user_id) values ($1)", [crew.id]),
    ).rejects.toMatchObject(denied);
    expect(await roleOf(crew)).toBe("crew");
  });
});

describe("the crew's route", () => {
  const routeOf = async (caller: Caller) =>
    (
      await run<{
        r: { properties: { access_notes: string }[]; marks: unknown[]; reports: object[] };
      }>(caller, "select public.route_night() as r")
    ).rows[0]!.r;

  it("reads tonight's route with access notes and marks, reports without a phone; others are refused", async () => {
    const route = await routeOf(crew);
    expect(route.properties.map((p) => p.access_notes)).toEqual(["Gate 4321"]);
    expect(route.marks).toHaveLength(1);
    expect(route.reports).toHaveLength(1);
    expect(JSON.stringify(route)).not.toContain("5550144");
    expect(await routeOf(owner)).toEqual(route);
    for (const caller of [gone, partner, "anon"] as const)
      await expect(routeOf(caller)).rejects.toMatchObject(denied);
  });

  it("marks buildings, takes back only their own mark within the minute; a removed member marks nothing", async () => {
    const mine = await mark(crew);
    const owners = await mark(owner, { building_id: ids.buildings[1] });
    await expect(mark(gone)).rejects.toMatchObject(denied);
    await expect(mark(partner)).rejects.toMatchObject(denied);
    await expect(mark("anon")).rejects.toMatchObject(denied);
    const { rows } = await db.query<{ marked_by: string }>(
      "select marked_by from public.pickup_marks where id = $1",
      [mine],
    );
    expect(rows).toEqual([{ marked_by: crew.id }]);
    const take = (caller: Caller, id: string) =>
      run(caller, "delete from public.pickup_marks where id = $1 returning id", [id]).then(
        (r) => r.rows.length,
      );
    expect(await take(crew, owners)).toBe(0);
    expect(await take(crew, mine)).toBe(1);
    const late = await mark(crew);
    await db.query(
      "update public.pickup_marks set recorded_at = now() - interval '2 minutes' where id = $1",
      [late],
    );
    expect(await take(crew, late)).toBe(0);
    await db.query("delete from public.pickup_marks where id = any($1)", [[owners, late]]);
  });

  it("shows the owner who made each mark, by e-mail; the crew and the partner never read the person", async () => {
    const mine = await mark(crew);
    type Marks = { r: { marks: { id: string; marked_by: string | null }[] } };
    const byWhom = async (caller: Caller) =>
      (await run<Marks>(caller, "select public.route_night() as r")).rows[0]!.r.marks.find(
        (m) => m.id === mine,
      )?.marked_by;
    expect(await byWhom(owner)).toBe(crew.email);
    expect(await byWhom(crew)).toBeNull();
    for (const caller of [crew, partner, owner] as const)
      await expect(run(caller, "select marked_by from public.pickup_marks")).rejects.toMatchObject(
        denied,
      );
    // The partner still reads the mark itself, and its time.
    expect(
      (await run(partner, "select id, happened_at from public.pickup_marks where id = $1", [mine]))
        .rows,
    ).toHaveLength(1);
    await db.query("delete from public.pickup_marks where id = $1", [mine]);
  });

  it("reads tonight's reports alone, not every report of every night before", async () => {
    // 200 properties in service and a year of past nights' reports from them, as the scale seed
    // stores them (the triggers that check what a partner adds, and derive `active`, off), with
    // the statistics a hosted database's autovacuum takes.
    await db.transaction(async (tx) => {
      await tx.exec("set local session_replication_role = replica");
      await tx.query(
        `with pr as (insert into public.properties
                       (partner_id, name, street_address, city, units, service_override, active)
                     select p.id, 'Court ' || n, n || ' N Main St', 'Orem', 24, 'on', true
                       from public.partners p, generate_series(1, 200) n
                      where p.user_id = $1 returning id),
              b as (insert into public.property_buildings (property_id, name, position)
                    select pr.id, 'Building', 0 from pr returning id, property_id)
         insert into public.missed_pickup_reports (id, building_id, property_id, night)
         select gen_random_uuid(), b.id, b.property_id, public.current_night() - 1 - n % 365
           from b, generate_series(1, 15) n`,
        [partner.id],
      );
      await tx.exec("analyze public.missed_pickup_reports, public.properties");
    });
    const route = await routeOf(crew);
    expect(route.reports).toHaveLength(1);
    expect(route.properties).toHaveLength(201);
    for (const caller of [crew, owner] as const)
      expect(
        await rowsRead(caller, "public.missed_pickup_reports", "select public.route_night()"),
      ).toBeLessThanOrEqual(10);
    await db.exec(`delete from public.missed_pickup_reports where night < public.current_night();
      delete from public.properties where name like 'Court %'`);
  });

  it("cannot place a mark in a past night beyond the phone's allowed wait", async () => {
    await expect(mark(crew, { sent_after_ms: 13 * 3_600_000 })).rejects.toMatchObject({
      code: "23514",
    });
  });

  it("reads tonight's marks only, and adds marks' photos and their small copies only", async () => {
    const nights = async (caller: Caller) =>
      (
        await run<{ n: number }>(
          caller,
          "select count(*)::int as n from public.pickup_marks where night < public.current_night()",
        )
      ).rows[0]!.n;
    expect(await nights(crew)).toBe(0);
    expect(await nights(owner)).toBe(1);
    const upload = (caller: Caller, name: string) =>
      run(caller, "insert into storage.objects (bucket_id, name) values ('pickup-photos', $1)", [
        name,
      ]);
    const id = newId();
    const names = [`marks/${id}.jpg`, `marks/${id}.thumb.jpg`];
    for (const name of names) await upload(crew, name);
    await expect(upload(crew, "reports/x.jpg")).rejects.toMatchObject(denied);
    await expect(upload(crew, `marks/${newId()}.small.jpg`)).rejects.toMatchObject(denied);
    await expect(upload(gone, `marks/${newId()}.jpg`)).rejects.toMatchObject(denied);
    await expect(upload(gone, `marks/${newId()}.thumb.jpg`)).rejects.toMatchObject(denied);
    await db.query("delete from storage.objects where name = any($1)", [names]);
  });
});

describe("the crew's next jobs", () => {
  type Job = Record<string, unknown>;
  const jobs = async (caller: Caller) =>
    (await run<Job>(caller, "select * from public.crew_jobs()")).rows;

  it("reads each scheduled job's address, window, note, first name and phone, nothing more", async () => {
    expect(await jobs(crew)).toEqual([
      {
        id: ids.job,
        first_name: "Dana",
        phone: garageRequest.phone,
        address: garageRequest.address,
        city: garageRequest.city,
        scheduled_for: expect.any(Date),
        scheduled_from: "09:00:00",
        scheduled_until: "11:00:00",
        note: "Side gate",
      },
    ]);
    expect(await jobs(owner)).toHaveLength(1);
    for (const caller of [gone, partner, "anon"] as const)
      await expect(jobs(caller)).rejects.toMatchObject(denied);
  });
});

describe("what the crew cannot read", () => {
  /** Rows a caller reads of a table, or "refused". */
  const reads = (caller: Caller, table: string): Promise<number | "refused"> =>
    run<{ n: number }>(caller, `select count(*)::int as n from ${table}`).then(
      (r) => r.rows[0]!.n,
      (error: { code?: string }) => {
        if (error.code === "42501") return "refused" as const;
        throw error;
      },
    );

  it("reads no row of any table or view but tonight's marks: no request, money, billing, held row or phone", async () => {
    const { rows: tables } = await db.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('public', 'private', 'storage') order by 1`,
    );
    const seen: Record<string, number> = {};
    for (const { name } of tables) {
      const n = await reads(crew, name);
      if (typeof n === "number" && n > 0) seen[name] = n;
    }
    // The buckets' names and limits are every signed-in account's, as on Supabase.
    expect(seen).toEqual({ "public.pickup_marks": 1, "storage.buckets": 2 });
    // The sweep has rows to find: the owner reads them.
    for (const table of [
      "public.service_requests",
      "public.stripe_subscriptions",
      "public.partners",
      "public.missed_pickup_reports",
    ])
      expect(await reads(owner, table)).toBeGreaterThan(0);
    await expect(run(crew, "select phone from public.missed_pickup_reports")).rejects.toMatchObject(
      denied,
    );
  });

  it("is refused by every owner's function (or answered nothing): month, held, phones, partners, switches", async () => {
    expect((await run(crew, "select * from public.partner_accounts()")).rows).toEqual([]);
    for (const call of [
      "select public.inbox_month(current_date)",
      "select * from public.held_requests(10)",
      "select * from public.held_reports(10)",
      "select public.held_request_count()",
      "select * from public.missed_report_phones(array[]::uuid[])",
      "select public.release_held_requests(array[]::uuid[])",
      "select public.release_held_reports(array[]::uuid[])",
      `select public.set_property_service('${ids.property}', 'paused')`,
      "select public.set_partner_service(gen_random_uuid(), 'paused')",
    ])
      await expect(run(crew, call), call).rejects.toMatchObject(denied);
  });
});
