// @vitest-environment node
import { expect, it } from "vitest";
import { applyMigrations, insertSql, startDatabase } from "../../supabase/local/sql";
import { garageRequest, sendRequest, fileDatabase } from "./fixtures";

const migration = "20261126100200_trash_one_count.sql";

// A trash collection request is priced by one count: a resident's rooms or a manager's units.
// The form asked a manager for both; the rows it stored so must meet the new CHECK too.
const trash = { ...garageRequest, service: "trash_collection", garage_size: null, unit: "4" };
const old = {
  manager: {
    ...trash,
    id: "8b2f0000-0000-4000-8000-000000000001",
    phone: "+18015550121",
    rooms: 2,
    property_name: "Maple Court",
    units: 40,
  },
  resident: {
    ...trash,
    id: "8b2f0000-0000-4000-8000-000000000002",
    phone: "+18015550122",
    rooms: 3,
  },
  garage: {
    ...garageRequest,
    id: "8b2f0000-0000-4000-8000-000000000003",
    phone: "+18015550123",
    property_name: "Elm Court",
    units: 12,
  },
};

let migrated: Record<string, { rooms: number | null; units: number | null }>;
const { db, run } = fileDatabase({
  boot: async () => {
    const db = await startDatabase({ before: migration });
    for (const row of Object.values(old))
      await db.query(...insertSql("public.service_requests", row));
    await applyMigrations(db, { from: migration });
    const { rows } = await db.query<{ id: string; rooms: number | null; units: number | null }>(
      "select id, rooms, units from public.service_requests",
    );
    migrated = Object.fromEntries(rows.map(({ id, ...counts }) => [id, counts]));
    return db;
  },
});

it("keeps a manager's units and drops the rooms it was asked for; leaves the others", () => {
  expect(migrated).toEqual({
    [old.manager.id]: { rooms: null, units: 40 },
    [old.resident.id]: { rooms: 3, units: null },
    [old.garage.id]: { rooms: null, units: 12 },
  });
});

it("holds for every row, so the owner can still work the manager's request", async () => {
  const { rows } = await db.query(
    `select convalidated from pg_catalog.pg_constraint
     where conname = 'service_requests_trash_one_count'`,
  );
  expect(rows).toEqual([{ convalidated: true }]);
  await run("staff", "update public.service_requests set status = 'contacted' where id = $1", [
    old.manager.id,
  ]);
});

it("refuses a new trash request with both counts, and takes either one", async () => {
  await expect(
    sendRequest(db, { ...trash, phone: "+18015550131", rooms: 2, units: 40 }),
  ).rejects.toMatchObject({ code: "23514", constraint: "service_requests_trash_one_count" });
  await sendRequest(db, {
    ...trash,
    phone: "+18015550132",
    units: 40,
    property_name: "Maple Court",
  });
  await sendRequest(db, { ...trash, phone: "+18015550133", rooms: 2 });
});
