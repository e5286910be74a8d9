// @vitest-environment node
import { describe, expect, it } from "vitest";
import { applyMigrations, insertSql, startDatabase } from "../../supabase/local/sql";
import { garageRequest, partner, sendRequest, fileDatabase } from "./fixtures";

const inboxMigration = "20261124090000_owner_inbox.sql";

// One database for the file, booted on the schema before the inbox so that the closed → done
// migration runs on a table that already holds rows, as it did on the live project.
let migrated: Record<string, unknown>[];
const { db, run } = fileDatabase({
  boot: async () => {
    const db = await startDatabase({ before: inboxMigration });
    for (const [status, phone] of [
      ["closed", "+18015550101"],
      ["scheduled", "+18015550102"],
      ["new", "+18015550103"],
    ]) {
      const [sql, params] = insertSql("public.service_requests", {
        ...garageRequest,
        phone,
        status,
      });
      await db.query(sql, params);
    }
    await applyMigrations(db, { from: inboxMigration });
    migrated = (
      await db.query<Record<string, unknown>>(
        "select phone, status, contacted_at, status_changed_at from public.service_requests order by phone",
      )
    ).rows;
    return db;
  },
  truncate: "truncate public.service_requests cascade",
});

async function oneRequest(): Promise<string> {
  const id = "5f0c6a52-7d1e-4c1a-9a3e-000000000001";
  await sendRequest(db, { ...garageRequest, id });
  return id;
}

const stored = async () =>
  (await db.query<Record<string, unknown>>("select * from public.service_requests")).rows;

const refused = { code: "42501", message: "permission denied for table service_requests" };

describe("migrating a table that already holds requests", () => {
  it("turns closed into done and leaves the others, with no invented contact time", () => {
    expect(migrated).toEqual([
      { phone: "+18015550101", status: "done", contacted_at: null, status_changed_at: null },
      { phone: "+18015550102", status: "scheduled", contacted_at: null, status_changed_at: null },
      { phone: "+18015550103", status: "new", contacted_at: null, status_changed_at: null },
    ]);
  });

  it("no longer accepts closed", async () => {
    await oneRequest();
    await expect(
      run("service_role", "update public.service_requests set status = 'closed'"),
    ).rejects.toMatchObject({ code: "23514", constraint: "service_requests_status_valid" });
  });
});

describe("service_requests: reading", () => {
  it("refuses anon outright (401 through PostgREST)", async () => {
    await oneRequest();
    await expect(run("anon", "select * from public.service_requests")).rejects.toMatchObject(
      refused,
    );
  });

  it("shows a signed-in account that is not staff no rows", async () => {
    await oneRequest();
    const { rows } = await run("partner", "select * from public.service_requests");
    expect(rows).toEqual([]);
  });

  it.each(["staff", "service_role"] as const)("shows %s every request", async (caller) => {
    const id = await oneRequest();
    await sendRequest(db, { ...garageRequest, phone: "+14355550123" });
    const { rows } = await run(caller, "select * from public.service_requests order by id");
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.id)).toContain(id);
  });
});

describe("service_requests: changing", () => {
  it.each(["status = 'contacted'", "owner_notes = 'Call after 5'"])(
    "lets staff set %s",
    async (change) => {
      await oneRequest();
      const result = await run("staff", `update public.service_requests set ${change}`);
      expect(result.affectedRows).toBe(1);
    },
  );

  it.each([
    "name = 'Someone else'",
    "phone = '+14355550123'",
    "address = '1 Other St'",
    "notes = 'changed'",
    "photo_count = 5",
    "created_at = now()",
    "contacted_at = now()",
    "status_changed_at = now()",
    "source_hash = 'x'",
  ])("refuses staff %s (the visitor's fields and the clock are not theirs)", async (change) => {
    await oneRequest();
    await expect(
      run("staff", `update public.service_requests set ${change}`),
    ).rejects.toMatchObject(refused);
  });

  it.each(["status = 'contacted'", "owner_notes = 'Call after 5'"])(
    "lets a signed-in account that is not staff change no row with %s",
    async (change) => {
      await oneRequest();
      const result = await run("partner", `update public.service_requests set ${change}`);
      expect(result.affectedRows).toBe(0);
      expect(await stored()).toEqual([
        expect.objectContaining({ status: "new", owner_notes: null }),
      ]);
    },
  );

  it.each(["status = 'contacted'", "owner_notes = 'Call after 5'", "name = 'x'"])(
    "refuses anon %s",
    async (change) => {
      await oneRequest();
      await expect(
        run("anon", `update public.service_requests set ${change}`),
      ).rejects.toMatchObject(refused);
    },
  );

  it("lets the service role change any field (the dashboard's way)", async () => {
    await oneRequest();
    const result = await run(
      "service_role",
      "update public.service_requests set status = 'scheduled', owner_notes = 'ok', name = 'Dana W.'",
    );
    expect(result.affectedRows).toBe(1);
  });

  it("keeps notes to 4,000 characters", async () => {
    await oneRequest();
    const setNotes = (notes: string) =>
      run("staff", "update public.service_requests set owner_notes = $1", [notes]);
    await setNotes("n".repeat(4000));
    await expect(setNotes("n".repeat(4001))).rejects.toMatchObject({
      code: "23514",
      constraint: "service_requests_owner_notes_length",
    });
  });

  it("refuses staff a status outside the five", async () => {
    await oneRequest();
    await expect(
      run("staff", "update public.service_requests set status = 'called'"),
    ).rejects.toMatchObject({ code: "23514", constraint: "service_requests_status_valid" });
  });
});

describe("service_requests: inserting and deleting", () => {
  it.each(["anon", "partner", "staff"] as const)(
    "takes no insert from %s: requests arrive through submit-request",
    async (caller) => {
      const [sql, params] = insertSql("public.service_requests", garageRequest);
      await expect(run(caller, sql, params)).rejects.toMatchObject(refused);
      expect(await stored()).toEqual([]);
    },
  );

  it.each(["anon", "partner", "staff", "service_role"] as const)(
    "refuses %s any delete",
    async (caller) => {
      await oneRequest();
      await expect(run(caller, "delete from public.service_requests")).rejects.toMatchObject(
        refused,
      );
      expect(await stored()).toHaveLength(1);
    },
  );
});

describe("the time to first contact", () => {
  const setStatus = (status: string) =>
    run("staff", "update public.service_requests set status = $1", [status]);
  const times = async () => {
    const [row] = await stored();
    return { contacted: row?.contacted_at, changed: row?.status_changed_at };
  };

  it("is stamped the first time a request leaves new, and never again", async () => {
    await oneRequest();
    expect(await times()).toEqual({ contacted: null, changed: null });

    await setStatus("contacted");
    const first = await times();
    expect(first.contacted).toBeInstanceOf(Date);
    expect(first.changed).toEqual(first.contacted);

    await setStatus("scheduled");
    const second = await times();
    expect(second.contacted).toEqual(first.contacted);
    expect((second.changed as Date).getTime()).toBeGreaterThan((first.changed as Date).getTime());

    await setStatus("new");
    await setStatus("done");
    expect((await times()).contacted).toEqual(first.contacted);
  });

  it("is not moved by a note, nor by a same-status update", async () => {
    await oneRequest();
    await run("staff", "update public.service_requests set owner_notes = 'left a message'");
    expect(await times()).toEqual({ contacted: null, changed: null });
    await setStatus("lost");
    const lost = await times();
    await setStatus("lost");
    expect(await times()).toEqual(lost);
  });

  it("cannot be rewritten, even by the service role", async () => {
    await oneRequest();
    await setStatus("contacted");
    const before = await times();
    await run(
      "service_role",
      "update public.service_requests set contacted_at = '2020-01-01', status_changed_at = '2020-01-01'",
    );
    expect(await times()).toEqual(before);
  });
});

describe("staff and is_staff()", () => {
  it.each([
    ["anon", false],
    ["partner", false],
    ["staff", true],
    ["service_role", false],
  ] as const)("answers %s with %s", async (caller, expected) => {
    const { rows } = await run(caller, "select public.is_staff() as staff");
    expect(rows).toEqual([{ staff: expected }]);
  });

  it.each(["anon", "partner", "staff"] as const)(
    "keeps the staff table itself from %s",
    async (caller) => {
      for (const sql of [
        "select * from public.staff",
        `insert into public.staff (user_id) values ('${partner.id}')`,
        "delete from public.staff",
      ])
        await expect(run(caller, sql), sql).rejects.toMatchObject({ code: "42501" });
    },
  );

  it("forgets a staff account deleted from Auth", async () => {
    const gone = { id: "0b6f1e0a-3333-4c3e-9a51-00000000000c", email: "gone@example.com" };
    await db.query("insert into auth.users (id, email) values ($1, $2)", [gone.id, gone.email]);
    await db.query("insert into public.staff (user_id) values ($1)", [gone.id]);
    await db.query("delete from auth.users where id = $1", [gone.id]);
    const { rows } = await db.query("select * from public.staff where user_id = $1", [gone.id]);
    expect(rows).toEqual([]);
  });
});

it("streams service_requests to Realtime (the supabase_realtime publication)", async () => {
  const { rows } = await db.query(
    "select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'",
  );
  expect(rows).toContainEqual({ schemaname: "public", tablename: "service_requests" });
});
