// @vitest-environment node
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { emptyValues, localDate, type RequestValues } from "@/features/request/lib/values";
import { validate } from "@/features/request/lib/validate";
import { bootTimeout, startDatabase } from "../../supabase/local/sql";
import { sendRequest } from "./fixtures";

// The form and the migration agree: a row the form's own validation accepts is one the real
// table accepts from a visitor (through public.submit_request, as submit-request stores it),
// column for column, with every optional field filled.
let db: PGlite;
beforeAll(async () => {
  db = await startDatabase();
}, bootTimeout);
afterAll(() => db.close());

const base: RequestValues = {
  ...emptyValues(),
  name: "Dana Whitaker",
  phone: "(801) 555-0142",
  email: "dana@example.com",
  address: "120 N Main St",
  city: "Pleasant Grove",
  startDate: localDate(),
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
      rooms: "3",
      manager: true,
      propertyName: "Grove Apartments",
      units: "48",
      contactMethod: "call",
    },
  ],
];

it.each(requests)("stores %s sent as the form sends it", async (_name, values) => {
  const result = validate(values, localDate());
  if (!result.ok) throw new Error(`the form refused it: ${JSON.stringify(result.errors)}`);
  await sendRequest(db, result.row);
  const { rows } = await db.query<{ phone: string; status: string }>(
    "select phone, status from public.service_requests where phone = $1",
    [result.row.phone],
  );
  expect(rows).toEqual([{ phone: result.row.phone, status: "new" }]);
});
