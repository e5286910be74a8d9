import { describe, expect, it } from "vitest";
import { validate } from "@/features/request/lib/validate";
import { emptyValues, type RequestValues } from "@/features/request/lib/values";
import { businessDay } from "@/lib/service-request";

const today = "2030-06-15";

const trash = (changes: Partial<RequestValues> = {}): RequestValues => ({
  ...emptyValues("trash-collection"),
  name: " Pat Doe ",
  phone: "(801) 555-0142",
  address: "123 Main St",
  unit: "4B",
  city: "Orem",
  rooms: "3",
  ...changes,
});

const errorsOf = (values: RequestValues) => {
  const result = validate(values, today);
  return result.ok ? {} : result.errors;
};

describe("validate", () => {
  it("builds the row the table expects from a trash collection request", () => {
    const result = validate(trash({ email: "pat@example.com", startDate: today }), today);
    expect(result).toEqual({
      ok: true,
      row: {
        service: "trash_collection",
        name: "Pat Doe",
        phone: "+18015550142",
        email: "pat@example.com",
        address: "123 Main St",
        unit: "4B",
        city: "Orem",
        rooms: 3,
        garage_size: null,
        start_date: today,
        contact_method: "text",
        notes: null,
        property_name: null,
        units: null,
        sms_consent: false,
      },
    });
  });

  it("sends a garage cleanout without rooms, its size in cars or square feet", () => {
    const garage = { ...trash(), service: "garage-cleanouts" as const, unit: "", rooms: "3" };
    const cars = validate({ ...garage, garageSize: "2-car" }, today);
    expect(cars.ok && cars.row).toMatchObject({
      service: "garage_cleanout",
      unit: null,
      rooms: null,
      garage_size: "2-car",
    });
    const feet = validate({ ...garage, garageSize: "sqft", squareFeet: "650" }, today);
    expect(feet.ok && feet.row.garage_size).toBe("650 sq ft");
    expect(errorsOf({ ...garage, garageSize: "sqft", squareFeet: "" })).toHaveProperty(
      "squareFeet",
    );
  });

  it("needs the unit and the number of rooms for trash collection only", () => {
    expect(Object.keys(errorsOf(trash({ unit: " ", rooms: "" })))).toEqual(["unit", "rooms"]);
    expect(errorsOf({ ...trash({ unit: "", rooms: "" }), service: "garage-cleanouts" })).toEqual(
      {},
    );
  });

  it("lists every invalid field", () => {
    const result = validate(trash({ name: "", city: "Boise", phone: "12" }), today);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["city", "name", "phone"]);
  });

  it("accepts the 8 areas and Other, nothing else", () => {
    expect(errorsOf(trash({ city: "Heber" }))).toEqual({});
    expect(errorsOf(trash({ city: "Other" }))).toEqual({});
    expect(errorsOf(trash({ city: "" }))).toHaveProperty("city");
  });

  it("refuses a start date before today and accepts today", () => {
    expect(errorsOf(trash({ startDate: "2030-06-14" }))).toHaveProperty("startDate");
    expect(errorsOf(trash({ startDate: today }))).toEqual({});
  });

  it("keeps to the table's limits", () => {
    expect(errorsOf(trash({ name: "x".repeat(101) })).name).toMatch(/100 characters/);
    expect(errorsOf(trash({ unit: "x".repeat(21) }))).toHaveProperty("unit");
    expect(errorsOf(trash({ rooms: "501" }))).toHaveProperty("rooms");
    expect(errorsOf(trash({ rooms: "2.5" }))).toHaveProperty("rooms");
    expect(errorsOf(trash({ notes: "x".repeat(2001) }))).toHaveProperty("notes");
    expect(errorsOf(trash({ email: "pat@" }))).toHaveProperty("email");
  });

  it("prices a property manager's trash by the units alone, never also by rooms", () => {
    expect(Object.keys(errorsOf(trash({ manager: true }))).sort()).toEqual([
      "propertyName",
      "units",
    ]);
    // The rooms typed before the box was ticked are not the count any more.
    const result = validate(
      trash({ rooms: "2", manager: true, propertyName: "Elm Court", units: "48" }),
      today,
    );
    expect(result.ok && result.row).toMatchObject({
      property_name: "Elm Court",
      units: 48,
      rooms: null,
    });
    // A garage cleanout is priced by neither: a manager gives the property's name.
    const garage = validate(
      {
        ...trash(),
        service: "garage-cleanouts",
        garageSize: "2-car",
        manager: true,
        propertyName: "Elm Court",
        units: "48",
      },
      today,
    );
    expect(garage.ok && garage.row).toMatchObject({
      property_name: "Elm Court",
      units: null,
      rooms: null,
    });
    // Unticking the box drops what was typed under it.
    const unticked = validate(trash({ propertyName: "Elm Court", units: "48" }), today);
    expect(unticked.ok && unticked.row).toMatchObject({ property_name: null, units: null });
  });
});

describe("what a visitor types reaches the owner as plain text", () => {
  it("takes one plain e-mail address, and nothing a mailto: would read as more", () => {
    const planted =
      "bob@example.com?bcc=spy%40evil.example&cc=boss%40evil.example&subject=PWN&body=Please%20pay%20a%20deposit&x=";
    for (const email of [
      planted,
      "pat@example.com, boss@example.com",
      "pat@example.com;boss@example.com",
      "Pat <pat@example.com>",
      '"pat"@example.com',
      "pat@example.com#x",
      "pat@exa mple.com",
      "pat@localhost",
      "pat@@example.com",
    ]) {
      expect(errorsOf(trash({ email })).email, email).toMatch(/one e-mail address like/);
    }
    for (const email of [
      "pat@example.com",
      "Pat.Doe+trash@mail.example.co.uk",
      "a_b-c%d@x-y.io",
      "o'brien@mail.example.com",
    ]) {
      const result = validate(trash({ email: ` ${email} ` }), today);
      expect(result.ok && result.row.email, email).toBe(email);
    }
  });

  it("refuses a name or an address that shows nothing, zero-width spaces and all", () => {
    const blank = "\u200B\u200B\u00A0\u2060\uFEFF";
    const errors = errorsOf(trash({ name: blank, address: blank, unit: "\u200D" }));
    expect(errors).toMatchObject({
      name: "Please enter your name.",
      address: "Please enter the street address.",
      unit: "Please enter the apartment or unit number.",
    });
  });

  it("drops the direction controls, which would reverse the owner's view of the text", () => {
    const result = validate(
      trash({
        name: "Pat\u202E Doe\u200F",
        address: "\u2066123 Main St\u2069",
        notes: "\u200B",
        manager: true,
        propertyName: "Elm\u202D Court",
        units: "4",
      }),
      today,
    );
    expect(result.ok && result.row).toMatchObject({
      name: "Pat Doe",
      address: "123 Main St",
      notes: null,
      property_name: "Elm Court",
    });
  });
});

describe("businessDay", () => {
  it("is the date in Utah, not the device's or UTC's", () => {
    // 11:30 pm in California on the 25th is 00:30 on the 26th in Utah.
    expect(businessDay(new Date("2026-11-26T07:30:00Z"))).toBe("2026-11-26");
    // 6 pm in Utah is already tomorrow in UTC.
    expect(businessDay(new Date("2026-11-26T01:00:00Z"))).toBe("2026-11-25");
    // Daylight saving time: 11:30 pm in Utah in July is 05:30 UTC the next day.
    expect(businessDay("2026-07-05T05:30:00Z")).toBe("2026-07-04");
  });
});
