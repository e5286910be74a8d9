// @vitest-environment node
// The nightly proof (20261126150000_pickups.sql, 20261126150100_missed_pickup_news.sql): the
// crew's marks, residents' reports and their photos, as anon, the crew (staff), the partner whose
// property it is, another partner and the service role.

import { beforeEach, describe, expect, it } from "vitest";
import { owner, partner, type User, fileDatabase, type Caller } from "./fixtures";

const rival = { id: "0b6f1e0a-4444-4c3e-9a51-00000000000d", email: "rival@example.com" };

const { db, run } = fileDatabase({
  seed: async (db) => {
    await db.query("insert into auth.users (id, email) values ($1, $2)", [rival.id, rival.email]);
  },
});

const denied = { code: "42501" };
let ids: { property: string; code: string; buildings: string[]; rivalProperty: string };

beforeEach(async () => {
  await db.exec(
    "truncate public.partners, public.pickup_marks, public.missed_pickup_reports, net.http_request_queue, vault.secrets, private.notification_batches cascade; delete from storage.objects",
  );
  const partnerRow = async (user: User) =>
    (
      await db.query<{ id: string }>(
        "insert into public.partners (user_id, company_name, contact_name, phone) values ($1, 'Homes', 'Pat', '+18015550190') returning id",
        [user.id],
      )
    ).rows[0]!.id;
  const addProperty = async (partnerId: string) =>
    (
      await db.query<{ id: string; public_code: string }>(
        "insert into public.properties (partner_id, name, street_address, city, units, set_out_from, set_out_until, rules, access_notes, service_override) values ($1, 'Maple Court', '100 N Main St', 'Orem', 24, '18:00', '20:00', 'Bags tied.', 'Gate 4321', 'on') returning id, public_code",
        [partnerId],
      )
    ).rows[0]!;
  const mine = await addProperty(await partnerRow(partner));
  const theirs = await addProperty(await partnerRow(rival));
  const buildings: string[] = [];
  for (const [position, name] of ["A", "B", "C"].entries()) {
    const { rows } = await db.query<{ id: string }>(
      "insert into public.property_buildings (property_id, name, position) values ($1, $2, $3) returning id",
      [mine.id, `Building ${name}`, position],
    );
    buildings.push(rows[0]!.id);
  }
  await db.query(
    "insert into public.property_buildings (property_id, name, position) values ($1, 'Rival building', 0)",
    [theirs.id],
  );
  ids = { property: mine.id, code: mine.public_code, buildings, rivalProperty: theirs.id };
});

let counter = 0;
const newId = () => `7a9c2f0e-5b1d-4e8a-9c3f-${String((counter += 1)).padStart(12, "0")}`;

/** The crew's mark as the route sends it. */
function mark(caller: Caller, extra: Record<string, unknown> = {}) {
  const row = {
    id: newId(),
    building_id: ids.buildings[0],
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
}

const marks = async () =>
  (
    await db.query<Record<string, unknown>>(
      "select * from public.pickup_marks order by recorded_at, id",
    )
  ).rows;

describe("the crew's marks", () => {
  it("takes a mark from staff once: the same id sent again is refused as a duplicate", async () => {
    const id = await mark(owner);
    await expect(mark(owner, { id })).rejects.toMatchObject({ code: "23505" });
    const [row, ...more] = await marks();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      id,
      property_id: ids.property,
      kind: "picked_up",
      marked_by: owner.id,
    });
  });

  it("refuses marks from partners and anon", async () => {
    await expect(mark(partner)).rejects.toMatchObject(denied);
    await expect(mark("anon")).rejects.toMatchObject(denied);
    expect(await marks()).toEqual([]);
  });

  it("refuses a mark for a building of an inactive property", async () => {
    await db.query("update public.properties set service_override = 'paused' where id = $1", [
      ids.property,
    ]);
    await expect(mark(owner)).rejects.toMatchObject({
      code: "23514",
      constraint: "pickup_marks_property_active",
      message: expect.stringMatching(/not served/),
    });
  });

  it("takes a problem only with its kind, a unit only with a problem, a photo only at its own name", async () => {
    await expect(mark(owner, { kind: "problem" })).rejects.toMatchObject({
      constraint: "pickup_marks_problem_has_kind",
    });
    await expect(mark(owner, { unit: "12" })).rejects.toMatchObject({
      constraint: "pickup_marks_unit_only_for_problems",
    });
    await expect(mark(owner, { photo_path: "marks/other.jpg" })).rejects.toMatchObject({
      constraint: "pickup_marks_photo_path_own",
    });
    const id = newId();
    await mark(owner, {
      id,
      kind: "problem",
      problem: "bulk_item",
      unit: "12B",
      note: "Couch by the stairs",
      photo_path: `marks/${id}.jpg`,
    });
    expect(await marks()).toEqual([expect.objectContaining({ problem: "bulk_item", unit: "12B" })]);
  });

  it("puts a mark in the server's night, less the wait the phone measured, whatever the phone's clock says", async () => {
    await mark(owner, { marked_at: "1999-01-01T00:00:00Z", sent_after_ms: 3_600_000 });
    const { rows } = await db.query<{ late: boolean; night_ok: boolean; kept: string }>(
      `select abs(extract(epoch from (recorded_at - happened_at)) - 3600) < 1 as late,
              night = private.business_night(now() - interval '1 hour') as night_ok,
              marked_at::text as kept
         from public.pickup_marks`,
    );
    expect(rows).toEqual([{ late: true, night_ok: true, kept: "1999-01-01 00:00:00+00" }]);
  });

  it("refuses a mark that waited on the phone longer than 12 hours, and says why", async () => {
    await mark(owner, { sent_after_ms: 12 * 3_600_000 - 1_000 });
    for (const wait of [12 * 3_600_000 + 1_000, 47 * 3_600_000, 3 * 24 * 3_600_000])
      await expect(mark(owner, { sent_after_ms: wait })).rejects.toMatchObject({
        code: "23514",
        constraint: "pickup_marks_sent_after_limit",
        message: expect.stringMatching(/more than 12 hours/),
      });
    expect(await marks()).toHaveLength(1);
  });

  it("turns the night at noon in Utah: 1 a.m. belongs to the evening before", async () => {
    const night = async (at: string) =>
      (await db.query<{ n: string }>("select private.business_night($1)::text as n", [at])).rows[0]!
        .n;
    // November: Utah is UTC-7 (MST).
    expect(await night("2026-11-27T08:00:00Z")).toBe("2026-11-26"); // 1:00 a.m. Nov 27
    expect(await night("2026-11-27T18:59:59Z")).toBe("2026-11-26"); // 11:59 a.m.
    expect(await night("2026-11-27T19:00:00Z")).toBe("2026-11-27"); // noon
    expect(await night("2026-11-28T03:00:00Z")).toBe("2026-11-27"); // 8:00 p.m.
    // July: UTC-6 (MDT).
    expect(await night("2026-07-04T07:30:00Z")).toBe("2026-07-03"); // 1:30 a.m.
  });

  it("shows each partner their own properties' marks, staff all, anon none", async () => {
    await mark(owner);
    const count = async (caller: Caller) =>
      (await run<{ n: number }>(caller, "select count(*)::int as n from public.pickup_marks"))
        .rows[0]!.n;
    expect(await count(owner)).toBe(1);
    expect(await count(partner)).toBe(1);
    expect(await count(rival)).toBe(0);
    await expect(count("anon")).rejects.toMatchObject(denied);
  });

  it("lets staff take back a mark within the Undo's minute of its arrival only, and nobody else", async () => {
    const fresh = await mark(owner);
    const minuteOld = await mark(owner);
    const earlierTonight = await mark(owner);
    const arrived = (id: string, secondsAgo: number) =>
      db.query(
        "update public.pickup_marks set recorded_at = now() - make_interval(secs => $2) where id = $1",
        [id, secondsAgo],
      );
    // The Undo is offered for a minute after the tap; its send may take a few seconds more.
    await arrived(minuteOld, 65);
    await arrived(earlierTonight, 2 * 3600);
    expect((await run(partner, "delete from public.pickup_marks")).affectedRows).toBe(0);
    expect((await run(owner, "delete from public.pickup_marks")).affectedRows).toBe(2);
    expect((await marks()).map((m) => m.id)).toEqual([earlierTonight]);
    expect(fresh).not.toBe(earlierTonight);
  });
});

describe("the residents' page", () => {
  const page = async (code: string, caller: Caller = "anon") =>
    ((
      await run<{ page: unknown }>(
        caller,
        "select to_json(r) as page from public.resident_page($1) r",
        [code],
      )
    ).rows[0]?.page ?? null) as Record<string, unknown> | null;

  it("shows the window, the rules and tonight's pickup times, and no personal data", async () => {
    const id = newId();
    await mark(owner, { building_id: ids.buildings[1] });
    await mark(owner, {
      id,
      building_id: ids.buildings[2],
      kind: "problem",
      problem: "bulk_item",
      unit: "12B",
      note: "Couch of the Smiths",
      photo_path: `marks/${id}.jpg`,
    });
    const shown = await page(ids.code);
    expect(shown).toEqual({
      name: "Maple Court",
      city: "Orem",
      set_out_from: "18:00:00",
      set_out_until: "20:00:00",
      rules: "Bags tied.",
      night: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      buildings: [
        { id: ids.buildings[0], name: "Building A", picked_up_at: null },
        { id: ids.buildings[1], name: "Building B", picked_up_at: expect.any(String) },
        { id: ids.buildings[2], name: "Building C", picked_up_at: null },
      ],
    });
    const text = JSON.stringify(shown);
    for (const secret of ["12B", "Smiths", "Gate 4321", "marks/", "bulk", "Pat", "+1801", owner.id])
      expect(text).not.toContain(secret);
  });

  it("answers null for an unknown code and an inactive property; anon reads no table", async () => {
    expect(await page("AAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
    await db.query("update public.properties set service_override = 'paused' where id = $1", [
      ids.property,
    ]);
    expect(await page(ids.code)).toBeNull();
    await expect(run("anon", "select * from public.missed_pickup_reports")).rejects.toMatchObject(
      denied,
    );
  });
});

describe("residents' reports", () => {
  /** A report as submit-report stores it: the service role, the resident's address, the check. */
  function report(
    extra: {
      building?: string;
      code?: string;
      phone?: string | null;
      photo?: boolean;
      verification?: "passed" | "failed" | "unavailable" | "unchecked";
    } = {},
    address = "203.0.113.7",
  ) {
    const id = newId();
    return run<{ answer: { id: string; held: boolean } }>(
      "service_role",
      "select public.report_missed_pickup(code => $1, report_id => $2, building_id => $3, unit => $4, phone => $5, has_photo => $6, client_address => $7, verification => $8) as answer",
      [
        extra.code ?? ids.code,
        id,
        extra.building ?? ids.buildings[0],
        "12B",
        extra.phone === undefined ? null : extra.phone,
        extra.photo ?? false,
        address,
        extra.verification ?? "passed",
      ],
    ).then(({ rows }) => ({ id, held: rows[0]!.answer.held }));
  }

  /** Each stored report's fate, oldest first: "new" or "held:<reason>". */
  const fates = async () =>
    (
      await db.query<{ held_reason: string | null }>(
        "select held_reason from public.missed_pickup_reports order by created_at, id",
      )
    ).rows.map((r) => (r.held_reason ? `held:${r.held_reason}` : "new"));

  it("takes a report for a building of the code's property, and refuses another property's", async () => {
    await report();
    const { rows } = await db.query(
      "select building_id, property_id, unit from public.missed_pickup_reports",
    );
    expect(rows).toEqual([
      { building_id: ids.buildings[0], property_id: ids.property, unit: "12B" },
    ]);
    const rivalBuilding = (
      await db.query<{ id: string }>(
        "select id from public.property_buildings where property_id = $1",
        [ids.rivalProperty],
      )
    ).rows[0]!.id;
    await expect(report({ building: rivalBuilding })).rejects.toMatchObject({ code: "PT404" });
    await expect(report({ code: "AAAAAAAAAAAAAAAAAAAAAA" })).rejects.toMatchObject({
      code: "PT404",
    });
  });

  it("takes reports only from the service role (submit-report), never from the page's roles", async () => {
    for (const caller of ["anon", partner] as const)
      await expect(
        run(
          caller,
          "select public.report_missed_pickup(code => $1, report_id => $2, building_id => $3)",
          [ids.code, newId(), ids.buildings[0]],
        ),
      ).rejects.toMatchObject(denied);
  });

  it("holds, rather than refuses, a flood from one address and reports naming one phone", async () => {
    for (let i = 0; i < 5; i += 1) expect((await report()).held).toBe(false);
    expect(await report()).toMatchObject({ held: true });
    expect((await report({}, "198.51.100.1")).held).toBe(false);
    for (let i = 0; i < 3; i += 1)
      expect((await report({ phone: "+18015550111" }, `198.51.100.${10 + i}`)).held).toBe(false);
    expect((await report({ phone: "+18015550111" }, "198.51.100.21")).held).toBe(true);
    expect(await fates()).toEqual([
      ...Array<string>(5).fill("new"),
      "held:connection",
      ...Array<string>(4).fill("new"),
      "held:phone",
    ]);
  });

  it("holds a report whose check failed or could not be made, and counts only reports let through", async () => {
    for (let i = 0; i < 3; i += 1)
      await report({ phone: "+18015550122", verification: "failed" }, `192.0.2.${i + 1}`);
    await report({ verification: "unavailable" }, "192.0.2.9");
    // Three reports naming a stranger's number, held, lock nobody out.
    expect((await report({ phone: "+18015550122" }, "198.51.100.30")).held).toBe(false);
    expect(await fates()).toEqual([
      ...Array<string>(3).fill("held:check_failed"),
      "held:check_unavailable",
      "new",
    ]);
  });

  it("holds one property's flood past 30 an hour and still lets another property's residents through", async () => {
    for (let i = 0; i < 31; i += 1) await report({}, `198.18.0.${i + 1}`);
    expect((await fates()).slice(-2)).toEqual(["new", "held:property"]);
    const rivalBuilding = (
      await db.query<{ id: string }>(
        "select id from public.property_buildings where property_id = $1",
        [ids.rivalProperty],
      )
    ).rows[0]!.id;
    const rivalCode = (
      await db.query<{ public_code: string }>(
        "select public_code from public.properties where id = $1",
        [ids.rivalProperty],
      )
    ).rows[0]!.public_code;
    expect((await report({ building: rivalBuilding, code: rivalCode }, "198.18.1.1")).held).toBe(
      false,
    );
  });

  it("drops a source's reports past 20 held a day without a word; a fresh source is still held", async () => {
    for (let i = 0; i < 25; i += 1)
      expect((await report({ verification: "failed" })).held).toBe(true);
    expect(await fates()).toHaveLength(20);
    expect((await report({ verification: "failed" }, "198.51.100.77")).held).toBe(true);
    expect(await fates()).toHaveLength(21);
  });

  it("keeps held reports from every list and from photos; staff read them, and release them", async () => {
    const held = await report({ verification: "failed", phone: "+18015550133", photo: true });
    await report();
    const count = async (caller: Caller) =>
      (
        await run<{ n: number }>(
          caller,
          "select count(*)::int as n from public.missed_pickup_reports",
        )
      ).rows[0]!.n;
    expect([await count(owner), await count(partner)]).toEqual([1, 1]);
    await expect(
      run(
        "anon",
        "insert into storage.objects (bucket_id, name, metadata) values ('pickup-photos', $1, '{}')",
        [`reports/${held.id}.jpg`],
      ),
    ).rejects.toMatchObject(denied);
    const listed = await run(owner, "select id, phone, held_reason from public.held_reports(100)");
    expect(listed.rows).toEqual([
      { id: held.id, phone: "+18015550133", held_reason: "check_failed" },
    ]);
    for (const caller of ["anon", partner] as const)
      await expect(run(caller, "select * from public.held_reports(100)")).rejects.toMatchObject(
        denied,
      );
    await expect(
      run(partner, "select public.release_held_reports($1)", [[held.id]]),
    ).rejects.toMatchObject(denied);
    expect(
      (await run(owner, "select public.release_held_reports($1) as n", [[held.id]])).rows,
    ).toEqual([{ n: 1 }]);
    expect([await count(owner), await count(partner)]).toEqual([2, 2]);
  });

  it("lists held reports a page at a time by key, newest first, none twice, none left out", async () => {
    // 70 held, ten to a second (ties of arrival are ordered by id), and one let through.
    await db.query(
      `insert into public.missed_pickup_reports (id, property_id, building_id, night, held_reason,
         created_at)
       select gen_random_uuid(), $1, $2, public.current_night(), 'check_failed',
              now() - make_interval(secs => n / 10)
         from generate_series(1, 70) n`,
      [ids.property, ids.buildings[0]],
    );
    await report();
    const all = (
      await db.query<{ id: string }>(
        `select id from public.missed_pickup_reports where held_reason is not null
          order by created_at desc, id desc`,
      )
    ).rows.map((row) => row.id);
    expect(all).toHaveLength(70);
    for (const size of [1, 9, 50, 70, 500]) {
      const walked: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: string[] = (
          await run<{ id: string }>(owner, "select id from public.held_reports($1, $2)", [
            size,
            after,
          ])
        ).rows.map((row) => row.id);
        walked.push(...page);
        if (page.length < size) break;
        after = page.at(-1) ?? null;
      }
      expect(walked, `pages of ${size}`).toEqual(all);
    }
    for (const caller of ["anon", partner] as const)
      await expect(
        run(caller, "select * from public.held_reports(50, $1)", [all[0]]),
      ).rejects.toMatchObject(denied);
  });

  it("shows a resident's phone to staff only, through missed_report_phones; partners read none", async () => {
    const { id } = await report({ phone: "+18015550144" });
    await expect(
      run(partner, "select phone from public.missed_pickup_reports"),
    ).rejects.toMatchObject(denied);
    await expect(
      run(partner, "select * from public.missed_report_phones($1)", [[id]]),
    ).rejects.toMatchObject(denied);
    expect(
      (await run(owner, "select * from public.missed_report_phones($1)", [[id]])).rows,
    ).toEqual([{ id, phone: "+18015550144" }]);
  });

  it("shows reports to staff and the property's partner, not another partner", async () => {
    await report();
    const count = async (caller: Caller) =>
      (
        await run<{ n: number }>(
          caller,
          "select count(*)::int as n from public.missed_pickup_reports",
        )
      ).rows[0]!.n;
    expect([await count(owner), await count(partner), await count(rival)]).toEqual([1, 1, 0]);
    await expect(
      run(partner, "select source_hash from public.missed_pickup_reports"),
    ).rejects.toMatchObject(denied);
  });

  it("answers tonight's route in one call: served properties' marks and reports of tonight, no held report, no phone", async () => {
    const tonight = await mark(owner, { kind: "problem", problem: "no_access", unit: "4" });
    const lastNight = await mark(owner, { building_id: ids.buildings[1] });
    await db.query("update public.pickup_marks set night = night - 1 where id = $1", [lastNight]);
    const rivalBuilding = (
      await db.query<{ id: string }>(
        "select id from public.property_buildings where property_id = $1",
        [ids.rivalProperty],
      )
    ).rows[0]!.id;
    await mark(owner, { building_id: rivalBuilding });
    await db.query("update public.properties set service_override = 'stopped' where id = $1", [
      ids.rivalProperty,
    ]);
    const { id: shown } = await report({ phone: "+18015550144" });
    await report({ verification: "failed" }, "192.0.2.9");
    type Answer = {
      night: string;
      properties: { id: string; buildings: { name: string }[] }[];
      marks: Record<string, unknown>[];
      reports: Record<string, unknown>[];
    };
    const routeOf = async (caller: Caller) =>
      (await run<{ route: Answer }>(caller, "select public.route_night() as route")).rows[0]!.route;
    const route = await routeOf(owner);
    const { rows } = await db.query<{ night: string }>(
      "select public.current_night()::text as night",
    );
    expect(route.night).toBe(rows[0]!.night);
    expect(route.properties.map((p) => [p.id, p.buildings.map((b) => b.name)])).toEqual([
      [ids.property, ["Building A", "Building B", "Building C"]],
    ]);
    expect(route.marks).toEqual([
      {
        id: tonight,
        building_id: ids.buildings[0],
        property_id: ids.property,
        kind: "problem",
        problem: "no_access",
        unit: "4",
        note: null,
        photo_path: null,
        happened_at: expect.any(String),
        recorded_at: expect.any(String),
        night: route.night,
        marked_by: owner.email,
      },
    ]);
    expect(route.reports.map((r) => [r.id, Object.keys(r).sort()])).toEqual([
      [shown, ["building_id", "created_at", "has_photo", "id", "night", "property_id", "unit"]],
    ]);
    for (const caller of [partner, rival, "anon", "service_role"] as const)
      await expect(routeOf(caller)).rejects.toMatchObject(denied);
  });

  it("queues the owner's notification with the building and the crew's mark of that night", async () => {
    await db.query(
      "select vault.create_secret('https://x.test/functions/v1/notify-owner', 'notify_new_request_url')",
    );
    await db.query("select vault.create_secret('s3cret', 'notify_new_request_secret')");
    await mark(owner);
    const { id } = await report();
    const { rows } = await db.query<{ body: Uint8Array }>(
      "delete from net.http_request_queue returning body",
    );
    expect(rows).toHaveLength(1);
    const body = JSON.parse(new TextDecoder().decode(rows[0]!.body));
    expect(body).toMatchObject({
      type: "INSERT",
      table: "missed_pickup_reports",
      record: { id, unit: "12B", property_id: ids.property },
      property: { name: "Maple Court", city: "Orem" },
      building: { name: "Building A" },
      mark: { kind: "picked_up", problem: null },
    });
    expect(body.record).not.toHaveProperty("source_hash");
  });
  it("tells a lone report at once, a burst in one summary, and held reports never one by one", async () => {
    await db.query(
      "select vault.create_secret('https://x.test/functions/v1/notify-owner', 'notify_new_request_url')",
    );
    await db.query("select vault.create_secret('s3cret', 'notify_new_request_secret')");
    const told = async () =>
      (
        await db.query<{ body: string }>(
          "delete from net.http_request_queue returning convert_from(body, 'UTF8') as body",
        )
      ).rows.map((r) => {
        const b = JSON.parse(r.body) as { type: string; kind?: string; count?: number };
        return b.type === "SUMMARY" ? `SUMMARY ${b.kind} ${b.count}` : b.type;
      });
    const tick = (minutes: number) =>
      db.query("select private.send_due_notifications(now() + make_interval(secs => $1))", [
        minutes * 60,
      ]);
    for (let i = 0; i < 12; i += 1) await report({}, `198.18.2.${i + 1}`);
    for (let i = 0; i < 7; i += 1) await report({ verification: "failed" }, `192.0.2.${i + 1}`);
    expect(await told()).toEqual(["INSERT"]);
    await tick(1.5);
    expect(await told()).toEqual(["SUMMARY report 11", "SUMMARY report_held 7"]);
  });
});

describe("a building that leaves the route", () => {
  const buildingC = () => ids.buildings[2]!;
  const saveWithout = (left: string[]) =>
    run(partner, "select public.save_property($1, $2)", [
      JSON.stringify({
        id: ids.property,
        name: "Maple Court",
        street_address: "100 N Main St",
        city: "Orem",
        units: 24,
        set_out_from: "18:00",
        set_out_until: "20:00",
      }),
      JSON.stringify(
        ids.buildings
          .map((id, i) => ({ id, name: `Building ${"ABC"[i]}` }))
          .filter((b) => !left.includes(b.id)),
      ),
    ]);
  const recorded = async () =>
    (
      await db.query<{ marks: number; reports: number }>(
        `select (select count(*)::int from public.pickup_marks where building_id = $1) as marks,
                (select count(*)::int from public.missed_pickup_reports where building_id = $1) as reports`,
        [buildingC()],
      )
    ).rows[0];

  beforeEach(async () => {
    const id = newId();
    await mark(owner, {
      id,
      building_id: buildingC(),
      kind: "problem",
      problem: "bulk_item",
      unit: "12",
      photo_path: `marks/${id}.jpg`,
    });
    await run("service_role", "select public.report_missed_pickup($1, $2, $3)", [
      ids.code,
      newId(),
      buildingC(),
    ]);
  });

  it("is retired, not deleted, when the partner saves the property without it: its marks and reports stay", async () => {
    await saveWithout([buildingC()]);
    expect(await recorded()).toEqual({ marks: 1, reports: 1 });
    const { rows } = await run<{ name: string; position: number | null; retired: boolean }>(
      partner,
      "select name, position, retired_at is not null as retired from public.property_buildings where property_id = $1 order by name",
      [ids.property],
    );
    expect(rows).toEqual([
      { name: "Building A", position: 0, retired: false },
      { name: "Building B", position: 1, retired: false },
      { name: "Building C", position: null, retired: true },
    ]);
  });

  it("cannot be deleted by its partner, nor by anyone while it has a night's record", async () => {
    await expect(
      run(partner, "delete from public.property_buildings where id = $1", [buildingC()]),
    ).rejects.toMatchObject(denied);
    await expect(
      run("service_role", "delete from public.property_buildings where id = $1", [buildingC()]),
    ).rejects.toMatchObject({ code: "23001" });
    await expect(
      run("service_role", "delete from public.properties where id = $1", [ids.property]),
    ).rejects.toMatchObject({ code: "23001" });
    expect(await recorded()).toEqual({ marks: 1, reports: 1 });
  });

  it("leaves tonight's route and the residents' page, takes no mark, and is not changed again", async () => {
    await saveWithout([buildingC()]);
    await expect(mark(owner, { building_id: buildingC() })).rejects.toMatchObject({
      code: "23514",
      constraint: "pickup_marks_building_on_route",
    });
    const { rows } = await run<{ page: { buildings: { name: string }[] } }>(
      "anon",
      "select to_json(r) as page from public.resident_page($1) r",
      [ids.code],
    );
    expect(rows[0]!.page.buildings.map((b) => b.name)).toEqual(["Building A", "Building B"]);
    for (const change of [
      "update public.property_buildings set retired_at = null, position = 2 where id = $1",
      "update public.property_buildings set name = 'Renamed' where id = $1",
      "update public.property_buildings set retired_at = now() - interval '30 days' where id = $1",
    ])
      await expect(run(partner, change, [buildingC()])).rejects.toMatchObject(denied);
  });

  it("frees its name: a building added again under it is a new building, with no history", async () => {
    await saveWithout([buildingC()]);
    await run(partner, "select public.save_property($1, $2)", [
      JSON.stringify({
        id: ids.property,
        name: "Maple Court",
        street_address: "100 N Main St",
        city: "Orem",
        units: 24,
      }),
      JSON.stringify([
        { id: ids.buildings[0], name: "Building A" },
        { id: ids.buildings[1], name: "Building B" },
        { name: "Building C" },
      ]),
    ]);
    const { rows } = await db.query<{ id: string; retired: boolean }>(
      "select id, retired_at is not null as retired from public.property_buildings where name = 'Building C' order by retired_at nulls last",
    );
    expect(rows).toEqual([
      { id: buildingC(), retired: true },
      { id: expect.not.stringMatching(buildingC()), retired: false },
    ]);
    // Sent by its id, a retired building is not brought back.
    await expect(saveWithout([])).rejects.toMatchObject({ code: "42501" });
  });
});

describe("the night the log counts from (rpc/property_month's first_night)", () => {
  it("is the property's first mark or report, or the night it was added if it has none", async () => {
    const first = async (caller: Caller, property: string) =>
      (
        await run<{ night: string }>(
          caller,
          "select first_night::text as night from public.property_month($1)",
          [property],
        )
      ).rows;
    const today = (await db.query<{ n: string }>("select public.current_night()::text as n"))
      .rows[0]!.n;
    expect(await first(partner, ids.property)).toEqual([{ night: today }]);
    const old = await mark(owner);
    await db.query("update public.pickup_marks set night = night - 4 where id = $1", [old]);
    const fourAgo = (
      await db.query<{ n: string }>("select (public.current_night() - 4)::text as n")
    ).rows[0]!.n;
    expect(await first(partner, ids.property)).toEqual([{ night: fourAgo }]);
    expect(await first(rival, ids.rivalProperty)).toEqual([{ night: today }]);
    await expect(first("anon", ids.property)).rejects.toMatchObject(denied);
  });
});

describe("pickup photos", () => {
  const photo = (caller: Caller, name: string) =>
    run(
      caller,
      "insert into storage.objects (bucket_id, name, metadata) values ('pickup-photos', $1, '{}')",
      [name],
    );
  const sees = async (caller: Caller) =>
    (
      await run<{ name: string }>(
        caller,
        "select name from storage.objects where bucket_id = 'pickup-photos' order by name",
      )
    ).rows.map((r) => r.name);

  it("lets staff add a mark's photo, and a resident a photo to a report just sent that said so", async () => {
    const markId = newId();
    await photo(owner, `marks/${markId}.jpg`);
    await expect(photo(partner, `marks/${newId()}.jpg`)).rejects.toMatchObject(denied);
    await expect(photo("anon", `marks/${newId()}.jpg`)).rejects.toMatchObject(denied);
    await expect(photo(owner, "marks/../x.jpg")).rejects.toMatchObject(denied);

    const reportId = newId();
    await run(
      "service_role",
      "select public.report_missed_pickup(code => $1, report_id => $2, building_id => $3, has_photo => true)",
      [ids.code, reportId, ids.buildings[0]],
    );
    await photo("anon", `reports/${reportId}.jpg`);
    await expect(photo("anon", `reports/${newId()}.jpg`)).rejects.toMatchObject(denied);
  });

  it("shows a partner only their own properties' photos, staff all, anon none", async () => {
    const id = newId();
    await mark(owner, { id, kind: "problem", problem: "no_access", photo_path: `marks/${id}.jpg` });
    await photo(owner, `marks/${id}.jpg`);
    await photo(owner, `marks/${newId()}.jpg`);
    expect(await sees(partner)).toEqual([`marks/${id}.jpg`]);
    expect(await sees(rival)).toEqual([]);
    expect(await sees(owner)).toHaveLength(2);
    expect(await sees("anon")).toEqual([]);
  });

  it("takes each photo's small copy beside it on the photo's terms, and shows it to the same people", async () => {
    const markId = newId();
    await mark(owner, {
      id: markId,
      kind: "problem",
      problem: "no_access",
      photo_path: `marks/${markId}.jpg`,
    });
    await photo(owner, `marks/${markId}.thumb.jpg`);
    await expect(photo(partner, `marks/${newId()}.thumb.jpg`)).rejects.toMatchObject(denied);
    await expect(photo(owner, `marks/${markId}.small.jpg`)).rejects.toMatchObject(denied);
    await expect(photo(owner, `marks/${markId}.thumb.png`)).rejects.toMatchObject(denied);

    const reportId = newId();
    await run(
      "service_role",
      "select public.report_missed_pickup(code => $1, report_id => $2, building_id => $3, has_photo => true)",
      [ids.code, reportId, ids.buildings[0]],
    );
    await photo("anon", `reports/${reportId}.jpg`);
    await photo("anon", `reports/${reportId}.thumb.jpg`);
    await expect(photo("anon", `reports/${newId()}.thumb.jpg`)).rejects.toMatchObject(denied);
    await expect(photo("anon", `reports/${reportId}.thumb.thumb.jpg`)).rejects.toMatchObject(
      denied,
    );

    expect(await sees(partner)).toEqual([
      `marks/${markId}.thumb.jpg`,
      `reports/${reportId}.jpg`,
      `reports/${reportId}.thumb.jpg`,
    ]);
    expect(await sees(rival)).toEqual([]);
    expect(await sees("anon")).toEqual([]);
  });
});

it("streams reports and marks to Realtime (the supabase_realtime publication)", async () => {
  const { rows } = await db.query(
    "select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'",
  );
  expect(rows).toContainEqual({ schemaname: "public", tablename: "missed_pickup_reports" });
  expect(rows).toContainEqual({ schemaname: "public", tablename: "pickup_marks" });
});
