import assert from "node:assert/strict";
import { createNotifyNewRequest } from "../notify-owner/handler.ts";
import { missedPickupPayload, missedPickup } from "../notify-owner/missed-pickup.ts";
import { startResendStub } from "./resend.ts";

// The owner's e-mail of a resident's missed-pickup report, from the call the trigger of
// supabase/migrations/20261126150100_missed_pickup_news.sql sends (tests/supabase/pickups.test.ts
// proves that body; e2e/residents.spec.ts the whole path to the mailbox).

const secret = "webhook-secret-1234";
const report = {
  id: "7d1f2a3b-0000-4000-8000-0000000000aa",
  building_id: "7d1f2a3b-0000-4000-8000-0000000000bb",
  property_id: "7d1f2a3b-0000-4000-8000-0000000000cc",
  unit: "12B",
  phone: "+18015550111",
  has_photo: true,
  night: "2026-11-26",
  created_at: "2026-11-27T05:10:00+00:00",
};

const call = (extra: object = {}) =>
  new Request("http://function/notify-owner", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${secret}` },
    body: JSON.stringify({
      type: "INSERT",
      table: "missed_pickup_reports",
      schema: "public",
      record: report,
      old_record: null,
      property: { name: "Maple <Court>", city: "Orem", street_address: "100 N Main St" },
      building: { name: "Building A" },
      mark: null,
      ...extra,
    }),
  });

async function send(request: Request) {
  await using resend = startResendStub();
  const handler = createNotifyNewRequest({
    webhookSecret: secret,
    resendApiKey: "re_test_key",
    to: "owner@example.com",
    from: "Requests <requests@example.com>",
    resendApiBase: resend.url,
    siteUrl: "https://www.pgtrash.example",
  });
  const response = await handler(request);
  const [email, ...more] = resend.requests;
  return {
    status: response.status,
    more,
    key: email?.headers.get("Idempotency-Key"),
    message: email?.body as Record<string, string | string[]> | undefined,
  };
}

Deno.test(
  "e-mails the owner a missed pickup with the unit, the phone and a link to Missed pickups",
  async () => {
    const { status, key, message, more } = await send(call());
    assert.equal(status, 200);
    assert.deepEqual(more, []);
    assert.equal(key, `missed-pickup-${report.id}`);
    assert.equal(message?.subject, "Missed pickup reported: Maple <Court>, Building A");
    assert.equal(message?.reply_to, undefined);
    assert.deepEqual(String(message?.text).split("\n"), [
      "Open Missed pickups: https://www.pgtrash.example/owner?view=missed",
      "",
      "Property: Maple <Court>, 100 N Main St, Orem",
      "Building: Building A",
      "Unit: 12B",
      "Phone: (801) 555-0111",
      "Crew's mark: No mark yet tonight",
      "Photo: Yes (see Missed pickups in the inbox)",
    ]);
    assert.match(String(message?.html), /Maple &lt;Court&gt;/);
  },
);

Deno.test("puts the crew's mark of that night beside the report, in Utah's time", async () => {
  const picked = await send(
    call({ mark: { kind: "picked_up", problem: null, happened_at: "2026-11-27T04:42:00+00:00" } }),
  );
  assert.match(String(picked.message?.text), /^Crew's mark: Picked up at 9:42 PM$/m);
  const problem = await send(
    call({
      mark: { kind: "problem", problem: "no_access", happened_at: "2026-11-27T04:42:00+00:00" },
    }),
  );
  assert.match(String(problem.message?.text), /^Crew's mark: Problem at 9:42 PM: no access$/m);
});

Deno.test("pushes the place and the crew's mark, never the phone", () => {
  const news = missedPickup(
    JSON.parse(
      JSON.stringify({
        type: "INSERT",
        table: "missed_pickup_reports",
        record: report,
        property: { name: "Maple Court", city: "Orem", street_address: "100 N Main St" },
        building: { name: "Building A" },
        mark: null,
      }),
    ),
  );
  assert.ok(news);
  const payload = missedPickupPayload(news, "https://www.pgtrash.example");
  assert.equal(payload.notification.title, "Missed pickup reported");
  assert.equal(payload.notification.navigate, "https://www.pgtrash.example/owner?view=missed");
  assert.doesNotMatch(JSON.stringify(payload), /5550111|12B/);
});

Deno.test("refuses a report without its property or building", async () => {
  for (const request of [
    call({ property: null }),
    call({ building: null }),
    call({ type: "UPDATE" }),
  ]) {
    const { status, message } = await send(request);
    assert.equal(status, 400);
    assert.equal(message, undefined);
  }
});
