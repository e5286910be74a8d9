// @vitest-environment node
import { expect, it } from "vitest";
import { emptyValues, type RequestValues } from "@/features/request/lib/values";
import { businessDay } from "@/lib/service-request";
import { validate } from "@/features/request/lib/validate";

import { garageRequest, sendRequest, fileDatabase } from "./fixtures";

// The form and the migration agree: a row the form's own validation accepts is one the real
// table accepts from a visitor (through public.submit_request, as submit-request stores it),
// column for column, with every optional field filled.
const { db } = fileDatabase();

const base: RequestValues = {
  ...emptyValues(),
  name: "Dana Whitaker",
  phone: "(801) 555-0142",
  email: "dana@example.com",
  address: "120 N Main St",
  city: "Pleasant Grove",
  startDate: businessDay(),
  notes: "Side door code 1234",
  smsConsent: true,
};

const requests: [string, RequestValues][] = [
  ["a garage cleanout by size", { ...base, service: "garage-cleanouts", garageSize: "2-car" }],
  [
    "a trash collection for a managed property",
    {
      ...base,
      service: "trash-collection",
      phone: "385.555.0199",
      unit: "12B",
      city: "Other",
      rooms: "3", // typed before the box was ticked: the units price it
      manager: true,
      propertyName: "Grove Apartments",
      units: "48",
      contactMethod: "call",
    },
  ],
];

// What a visitor may type that shows nothing, or turns the owner's view of it around: the form
// sends it without those characters, and the database takes what the form sends.
const typedOddly: RequestValues = {
  ...base,
  service: "garage-cleanouts",
  garageSize: "1-car",
  phone: "801 555 0177",
  name: "Dana\u202E Whitaker\u200B",
  address: "\u2066120 N Main St\u2069",
  email: " dana@example.com ",
  notes: "\u200B\u00A0",
};
requests.push(["a request typed with invisible characters", typedOddly]);

it("refuses, as the database does, a name that shows nothing", async () => {
  const blank = { ...base, service: "garage-cleanouts" as const, garageSize: "1-car" as const };
  const result = validate({ ...blank, name: "\u200B\u200B" }, businessDay());
  expect(result.ok).toBe(false);
  await expect(sendRequest(db, { ...garageRequest, name: "\u200B\u200B" })).rejects.toMatchObject({
    code: "23514",
  });
});

it.each(requests)("stores %s sent as the form sends it", async (_name, values) => {
  const result = validate(values, businessDay());
  if (!result.ok) throw new Error(`the form refused it: ${JSON.stringify(result.errors)}`);
  await sendRequest(db, result.row);
  const { rows } = await db.query<{ phone: string; status: string }>(
    "select phone, status from public.service_requests where phone = $1",
    [result.row.phone],
  );
  expect(rows).toEqual([{ phone: result.row.phone, status: "new" }]);
});
