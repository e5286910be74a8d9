// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { isPlainEmail } from "@shared/email-address";
import { hasVisibleText, withoutControls } from "@shared/visible-text";
import { applyMigrations, insertSql, startDatabase } from "../../supabase/local/sql";
import { garageRequest, sendRequest, fileDatabase } from "./fixtures";

const migration = "20261126100000_visitor_text.sql";

// What a visitor could send before: the form and the CHECK asked an e-mail for an "@" only, and
// btrim saw only ASCII spaces.
const planted =
  "bob@example.com?bcc=spy%40evil.example&cc=boss%40evil.example&subject=PWN&body=Please%20pay%20a%20deposit&x=";
const old = {
  hostile: {
    ...garageRequest,
    id: "7a1e0c3e-0000-4000-8000-000000000001",
    phone: "+18015550111",
    name: "\u200B\u200B",
    email: planted,
    address: "12 Elm\u202E St",
    notes: "\u200B",
  },
  reversed: {
    ...garageRequest,
    id: "7a1e0c3e-0000-4000-8000-000000000002",
    service: "trash_collection",
    phone: "+18015550112",
    name: "Ann\u202E Lee",
    email: "ann\u200B@example.com",
    unit: "\u200B",
    rooms: 2,
  },
  plain: {
    ...garageRequest,
    id: "7a1e0c3e-0000-4000-8000-000000000003",
    phone: "+18015550113",
    email: "dana@example.com",
    owner_notes: "Call after 5",
  },
};

// One database for the file, booted on the schema before this migration, so that it runs on a
// table that already holds such rows, as it will on the live project.
let migrated: Record<string, Record<string, unknown>>;
const { db, run } = fileDatabase({
  boot: async () => {
    const db = await startDatabase({ before: migration });
    for (const row of Object.values(old))
      await db.query(...insertSql("public.service_requests", row));
    await applyMigrations(db, { from: migration });
    const { rows } = await db.query<Record<string, unknown>>(
      "select id, name, email, address, unit, notes, owner_notes from public.service_requests",
    );
    migrated = Object.fromEntries(rows.map((row) => [row.id, row]));
    return db;
  },
});

describe("migrating requests already stored", () => {
  it("drops the controls, keeps a non-plain address in the notes only, and says what was blank", () => {
    expect(migrated[old.hostile.id]).toMatchObject({
      name: "(not given)",
      email: null,
      address: "12 Elm St",
      notes: null,
      owner_notes: `E-mail as sent, not a plain address: ${planted}`,
    });
    expect(migrated[old.reversed.id]).toMatchObject({
      name: "Ann Lee",
      email: "ann@example.com",
      unit: "(not given)",
    });
    expect(migrated[old.plain.id]).toMatchObject({
      name: old.plain.name,
      email: "dana@example.com",
      owner_notes: "Call after 5",
    });
  });

  it("leaves every CHECK valid, so the owner can still work those requests", async () => {
    const { rows } = await db.query(
      `select conname from pg_catalog.pg_constraint
       where conrelid = 'public.service_requests'::regclass and not convalidated`,
    );
    expect(rows).toEqual([]);
    await run("staff", "update public.service_requests set status = 'lost' where id = $1", [
      old.hostile.id,
    ]);
  });
});

describe("what a visitor may send", () => {
  beforeEach(() => db.exec("truncate public.service_requests cascade"));
  let phone = 0;
  const send = (change: Record<string, unknown>) =>
    sendRequest(db, {
      ...garageRequest,
      phone: `+1801555${String(++phone).padStart(4, "0")}`,
      ...change,
    });

  it.each([
    [
      "an address with a cc, bcc, subject and body",
      { email: planted },
      "service_requests_email_plain",
    ],
    [
      "two addresses",
      { email: "pat@example.com,boss@example.com" },
      "service_requests_email_plain",
    ],
    ["a name of zero-width spaces", { name: "\u200B\u200B" }, "service_requests_name_visible"],
    [
      "an address of no-break spaces",
      { address: "\u00A0\u3000" },
      "service_requests_address_visible",
    ],
    ["notes of a byte order mark", { notes: "\uFEFF" }, "service_requests_notes_visible"],
    [
      "a right-to-left override in a name",
      { name: "Ann\u202ELee" },
      "service_requests_no_direction_controls",
    ],
    [
      "an isolate in the notes",
      { notes: "Gate \u2067code\u2069" },
      "service_requests_no_direction_controls",
    ],
  ])("refuses %s (400 through PostgREST)", async (_, change, constraint) => {
    await expect(send(change)).rejects.toMatchObject({ code: "23514", constraint });
  });

  it("takes plain text in any script, and a plain address", async () => {
    await send({ name: "Zoë Ō'Brien-Núñez", email: "zoe.obrien+trash@mail.example.co.uk" });
    await send({ name: "محمد علي", notes: "Two bins, été 2026 🚮" });
    await send({ name: "李小龙", address: "12 Elm St #4" });
    // An apostrophe is valid in an address, and common in names.
    await send({ name: "Pat O'Brien", email: "o'brien@mail.example.com" });
    const { rows } = await db.query("select name from public.service_requests");
    expect(rows).toHaveLength(4);
  });
});

describe("the form and the database agree", () => {
  beforeEach(() => db.exec("truncate public.service_requests cascade"));

  it("on which e-mail addresses are plain", async () => {
    const addresses = [
      "pat@example.com",
      "Pat.Doe+trash@mail.example.co.uk",
      "a_b-c%d@x-y.io",
      "o'brien@mail.example.com",
      `${"d".repeat(64)}@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(57)}.com`,
      `${"d".repeat(65)}@example.com`,
      `${"d".repeat(64)}@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(58)}.com`,
      planted,
      "pat@example.com, boss@example.com",
      "Pat <pat@example.com>",
      '"pat"@example.com',
      "pat@localhost",
      "pat@-example.com",
      "pat@example-.com",
      "pat@exa_mple.com",
      "pat@example.com.",
      "pat@@example.com",
      "pat@example.com#x",
      "pat@example.com/x",
      "pat:x@example.com",
      "pat;x@example.com",
      "pät@example.com",
      "pat@exämple.com",
      " pat@example.com",
    ];
    const byDatabase: boolean[] = [];
    for (const [i, email] of addresses.entries()) {
      const row = { ...garageRequest, phone: `+1385555${String(i).padStart(4, "0")}`, email };
      byDatabase.push(
        await sendRequest(db, row).then(
          () => true,
          () => false,
        ),
      );
    }
    expect(byDatabase).toEqual(addresses.map((email) => isPlainEmail(email)));
    expect(byDatabase.filter(Boolean)).toHaveLength(5);
  });

  it("on every character of the Basic Multilingual Plane: what shows nothing, and the controls", async () => {
    const { rows } = await db.query<{ invisible: number[]; controls: number[] }>(
      `select array_agg(c order by c) filter (where not private.has_visible_text(chr(c))) invisible,
              array_agg(c order by c) filter (where private.has_direction_controls(chr(c))) controls
       from generate_series(1, 65535) c
       where c not between 55296 and 57343`,
    );
    const points = Array.from({ length: 65535 }, (_, i) => i + 1).filter(
      (c) => c < 0xd800 || c > 0xdfff,
    );
    const char = (c: number) => String.fromCharCode(c);
    expect(rows[0]?.invisible).toEqual(points.filter((c) => !hasVisibleText(char(c))));
    expect(rows[0]?.controls).toEqual(points.filter((c) => withoutControls(char(c)) === ""));
    expect(rows[0]?.controls.length).toBe(15);
  });
});
