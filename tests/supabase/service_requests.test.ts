// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { serviceValues } from "@shared/services";
import { businessDay } from "@/lib/service-request";
import { specAreas } from "../support/spec";
import { as, insertSql } from "../../supabase/local/sql";
import { garageRequest, sendRequest, fileDatabase } from "./fixtures";

const { db } = fileDatabase();
// Every test starts with no requests, so the rate limits count only that test's rows.
beforeEach(() => db.exec("truncate public.service_requests cascade"));

/** A date in Utah, where the business is, as YYYY-MM-DD. */
function utahDate(daysFromToday = 0): string {
  const today = businessDay();
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysFromToday);
  return date.toISOString().slice(0, 10);
}

const garage = garageRequest;

const trash = {
  service: serviceValues["trash-collection"],
  name: "Lee Park",
  phone: "+13855550199",
  address: "455 E 300 S",
  unit: "12B",
  city: "Provo",
  start_date: utahDate(),
  contact_method: "call",
  notes: "Gate code 4321",
  property_name: "Maple Court",
  units: 40,
};

/** A visitor's request, as submit-request stores it (public.submit_request). */
const send = (row: Record<string, unknown>) => sendRequest(db, row);

async function storedRequests() {
  const result = await as(db, "service_role", (tx) =>
    tx.query<Record<string, unknown>>(
      "select * from public.service_requests order by created_at, name",
    ),
  );
  return result.rows;
}

/** 254 characters, the longest: a local part of 64, then labels of at most 63. */
const longestEmail = `${"d".repeat(64)}@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(57)}.com`;

const phoneNumber = (i: number) => `+1801555${String(i).padStart(4, "0")}`;

describe("service_requests: what a visitor may do", () => {
  it("stores a garage cleanout and a trash collection request sent by a visitor, each as new", async () => {
    await send(garage);
    await send(trash);

    const rows = await storedRequests();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.service === garage.service)).toMatchObject({
      ...garage,
      status: "new",
      unit: null,
      start_date: null,
    });
    expect(rows.find((row) => row.service === trash.service)).toMatchObject({
      ...trash,
      start_date: new Date(`${trash.start_date}T00:00:00Z`),
      status: "new",
      sms_consent: false,
    });
  });

  it("takes no insert from a visitor's own key, signed in or not: submit-request is the way in", async () => {
    for (const role of ["anon", "authenticated"] as const) {
      const [sql, params] = insertSql("public.service_requests", garage);
      await expect(
        as(db, role, (tx) => tx.query(sql, params)),
        role,
      ).rejects.toMatchObject({
        code: "42501",
      });
    }
    expect(await storedRequests()).toEqual([]);
  });

  // A signed-in account is refused the same way unless it is staff (owner_inbox.test.ts).
  it.each(["anon"] as const)("refuses %s every read, change and delete", async (role) => {
    await send(garage);
    const refused = { code: "42501", message: "permission denied for table service_requests" };

    for (const sql of [
      "select * from public.service_requests",
      "select count(*) from public.service_requests",
      "update public.service_requests set status = 'done'",
      "delete from public.service_requests",
    ]) {
      await expect(
        as(db, role, (tx) => tx.query(sql)),
        sql,
      ).rejects.toMatchObject(refused);
    }
    // Not even their own row back: an insert that asks for it is refused whole.
    const [sql, params] = insertSql("public.service_requests", trash);
    await expect(
      as(db, role, (tx) => tx.query(`${sql} returning *`, params)),
    ).rejects.toMatchObject(refused);

    expect(await storedRequests()).toEqual([expect.objectContaining({ ...garage, status: "new" })]);
  });

  // id is the visitor's to choose since photos came (request_photos.test.ts).
  it("takes only the form's columns: a status, a time or a source sent along is not stored", async () => {
    await send({
      ...garage,
      status: "done",
      created_at: "2020-01-01T00:00:00Z",
      source_hash: "0".repeat(64),
    });
    const [row] = await storedRequests();
    expect(row).toMatchObject({ status: "new", source_hash: null });
    expect(Date.now() - (row?.created_at as Date).getTime()).toBeLessThan(60_000);
  });

  it("lets the owner (service role) move a request through its statuses, and no further", async () => {
    await send(garage);
    const setStatus = (status: string) =>
      as(db, "service_role", (tx) =>
        tx.query("update public.service_requests set status = $1", [status]),
      );

    for (const status of ["contacted", "scheduled", "done", "lost"]) await setStatus(status);
    expect(await storedRequests()).toEqual([expect.objectContaining({ status: "lost" })]);
    await expect(setStatus("closed")).rejects.toMatchObject({
      code: "23514",
      constraint: "service_requests_status_valid",
    });
  });
});

describe("service_requests: the CHECK constraints", () => {
  it.each([
    ["an empty name", { name: "" }, "service_requests_name_length"],
    ["a name of spaces", { name: "   " }, "service_requests_name_length"],
    ["a 101-character name", { name: "n".repeat(101) }, "service_requests_name_length"],
    ["a phone without +1", { phone: "8015550142" }, "service_requests_phone_us_e164"],
    ["a phone with area code 001", { phone: "+10015550142" }, "service_requests_phone_us_e164"],
    ["an e-mail without @", { email: "dana.example.com" }, "service_requests_email_plain"],
    [
      "a 255-character e-mail",
      { email: longestEmail.replace("@", "@a") },
      "service_requests_email_plain",
    ],
    ["an empty address", { address: "" }, "service_requests_address_length"],
    ["a 201-character address", { address: "a".repeat(201) }, "service_requests_address_length"],
    ["a 21-character unit", { unit: "u".repeat(21) }, "service_requests_unit_length"],
    [
      "trash collection without a unit",
      { ...trash, unit: null },
      "service_requests_trash_needs_unit",
    ],
    [
      "trash collection with a blank unit",
      { ...trash, unit: " " },
      "service_requests_trash_needs_unit",
    ],
    ["a city outside the areas", { city: "Lehi" }, "service_requests_city_valid"],
    [
      "trash collection priced by both rooms and units",
      { ...trash, rooms: 2 },
      "service_requests_trash_one_count",
    ],
    ["0 rooms", { rooms: 0 }, "service_requests_rooms_range"],
    ["501 rooms", { rooms: 501 }, "service_requests_rooms_range"],
    [
      "a 41-character garage size",
      { garage_size: "g".repeat(41) },
      "service_requests_garage_size_length",
    ],
    ["contact by e-mail", { contact_method: "email" }, "service_requests_contact_method_valid"],
    ["2001 characters of notes", { notes: "x".repeat(2001) }, "service_requests_notes_length"],
    [
      "a 121-character property name",
      { property_name: "p".repeat(121) },
      "service_requests_property_name_length",
    ],
    ["0 units", { units: 0 }, "service_requests_units_range"],
    ["5001 units", { units: 5001 }, "service_requests_units_range"],
    ["a service not offered", { service: "moving" }, "service_requests_service_valid"],
  ])("refuses %s (400 through PostgREST)", async (_, change, constraint) => {
    await expect(send({ ...garage, ...change })).rejects.toMatchObject({
      code: "23514",
      constraint,
    });
  });

  it("accepts every value at its limit", async () => {
    await send({
      ...trash,
      name: "n".repeat(100),
      email: longestEmail,
      address: "a".repeat(200),
      unit: "u".repeat(20),
      garage_size: "g".repeat(40),
      notes: "x".repeat(2000),
      property_name: "p".repeat(120),
      units: 5000,
    });
    await send({
      ...trash,
      phone: "+12005550100",
      name: "N",
      address: "A",
      unit: "1",
      units: 1,
    });
    // A resident's trash, priced by rooms.
    await send({ ...trash, phone: "+12005550101", property_name: null, units: null, rooms: 500 });
    await send({ ...trash, phone: "+12005550102", property_name: null, units: null, rooms: 1 });
    expect(await storedRequests()).toHaveLength(4);
  });

  it("accepts each of the 8 service areas and Other", async () => {
    const cities = [...specAreas, "Other"];
    for (const [i, city] of cities.entries())
      await send({ ...garage, city, phone: phoneNumber(i) });
    expect((await storedRequests()).map((row) => row.city).sort()).toEqual(cities.sort());
  });
});

describe("service_requests: the insert trigger", () => {
  it("refuses a start date before today in Utah and accepts today", async () => {
    await expect(send({ ...trash, start_date: utahDate(-1) })).rejects.toMatchObject({
      code: "23514",
      constraint: "service_requests_start_date_not_past",
      message: "The preferred start date must be today or later.",
    });
    await send({ ...trash, start_date: utahDate() });
    await send({ ...trash, start_date: utahDate(30) });
    expect(await storedRequests()).toHaveLength(2);
  });

  it("holds the 4th request from one phone within 24 hours, not another phone's", async () => {
    for (let i = 0; i < 3; i++) await send(garage);
    expect(await send(garage)).toMatchObject({ held: true });
    expect(await send({ ...garage, phone: "+14355550123" })).toMatchObject({ held: false });
    expect(await storedRequests()).toHaveLength(5);
  });

  it("counts only the last 24 hours for one phone", async () => {
    for (let i = 0; i < 3; i++) await send(garage);
    await db.exec("update public.service_requests set created_at = now() - interval '25 hours'");
    expect(await send(garage)).toMatchObject({ held: false });
  });
});
