import assert from "node:assert/strict";
import type { Business } from "../notify-owner/customer.ts";
import { createNotifyNewRequest } from "../notify-owner/handler.ts";
import { startResendStub } from "./resend.ts";

// The customer's reminder and receipt e-mails, from the calls 20261128230000_customer_reminders.sql
// queues (tests/supabase/customer_reminders.test.ts proves those bodies and their amounts).

const secret = "webhook-secret-1234";
const request = {
  id: "7d1f2a3b-0000-4000-8000-0000000000dd",
  name: "Dana <Whitaker>",
  email: "dana@example.com",
  service: "garage_cleanout",
  address: "120 N Main St",
  unit: null,
  city: "Pleasant Grove",
};
const business: Business = { phone: "+18017852200", reviewUrl: "https://g.page/r/pgtrash/review" };

async function send(payload: unknown, settings: { business: Business } = { business }) {
  await using resend = startResendStub();
  const handler = createNotifyNewRequest({
    webhookSecret: secret,
    resendApiKey: "re_test_key",
    to: "owner@example.com",
    from: "Requests <requests@example.com>",
    resendApiBase: resend.url,
    ...settings,
  });
  const response = await handler(
    new Request("http://function/notify-owner", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${secret}` },
      body: JSON.stringify(payload),
    }),
  );
  const [email, ...more] = resend.requests;
  return {
    status: response.status,
    more,
    key: email?.headers.get("Idempotency-Key"),
    message: email?.body as Record<string, unknown> | undefined,
  };
}

const includesAll = (text: string, lines: string[]) => {
  for (const line of lines) assert.ok(text.includes(line), `${line} in ${text}`);
};

Deno.test("the reminder goes to the customer with the day, window, address and phone", async () => {
  const { status, key, message, more } = await send({
    type: "REMINDER",
    request: { ...request, day: "2026-12-02", from: "08:00:00", until: "10:00:00" },
  });
  assert.equal(status, 200);
  assert.deepEqual(more, []);
  assert.equal(key, `reminder-${request.id}-2026-12-02`);
  assert.deepEqual(message?.to, ["dana@example.com"]);
  assert.equal(message?.reply_to, "owner@example.com");
  assert.equal(message?.subject, "Reminder: Garage Cleanout Wed, Dec 2");
  includesAll(String(message?.text), [
    "Hi Dana,",
    "Pleasant Grove Trash & Cleanouts",
    "When: Wed, Dec 2, 8–10 am",
    "Where: 120 N Main St, Pleasant Grove",
    "Questions? Call or text (801) 785-2200.",
  ]);
  assert.ok(!String(message?.html).includes("<Whitaker>"));
  // No note from the owner: no line of what to set out, not even an empty one.
  assert.ok(!String(message?.text).includes("set out"), String(message?.text));
});

Deno.test("the reminder says what to set out in the owner's words, escaped", async () => {
  const { status, message } = await send({
    type: "REMINDER",
    request: {
      ...request,
      day: "2026-12-02",
      from: null,
      until: null,
      set_out: "Bags by the curb & the <garage> open",
    },
  });
  assert.equal(status, 200);
  assert.ok(
    String(message?.text).includes("Please set out: Bags by the curb & the <garage> open"),
    String(message?.text),
  );
  assert.ok(
    String(message?.html).includes(
      "Please set out: Bags by the curb &amp; the &lt;garage&gt; open",
    ),
    String(message?.html),
  );
});

Deno.test(
  "the receipt shows the quote, the deposit paid, the balance and the review ask",
  async () => {
    const { status, key, message } = await send({
      type: "RECEIPT",
      request,
      quote_cents: 34900,
      deposit_cents: 8725,
    });
    assert.equal(status, 200);
    assert.equal(key, `receipt-${request.id}`);
    assert.deepEqual(message?.to, ["dana@example.com"]);
    includesAll(String(message?.text), [
      "Quote: $349",
      "Deposit paid: $87.25",
      "Balance due: $261.75",
      "a review helps a lot: https://g.page/r/pgtrash/review",
      "(801) 785-2200",
    ]);
  },
);

Deno.test("without the business's phone or review link, those lines are left out", async () => {
  const { message } = await send(
    { type: "RECEIPT", request, quote_cents: 20000, deposit_cents: 0 },
    { business: { phone: null, reviewUrl: null } },
  );
  const text = String(message?.text);
  includesAll(text, ["Deposit paid: $0", "Balance due: $200"]);
  assert.ok(!text.includes("review") && !text.includes("Questions?"), text);
});

Deno.test("a reminder without an address to write to is refused (400), nothing sent", async () => {
  const { status, message } = await send({
    type: "REMINDER",
    request: { ...request, email: "a@b.c, evil@example.com", day: "2026-12-02" },
  });
  assert.equal(status, 400);
  assert.equal(message, undefined);
});
