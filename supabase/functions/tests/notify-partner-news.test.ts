import assert from "node:assert/strict";
import { createNotifyNewRequest } from "../notify-owner/handler.ts";
import { startResendStub } from "./resend.ts";

// The owner's e-mail of a partner's news, from the calls the triggers of
// supabase/migrations/20261126130100_partner_news.sql send (tests/supabase/partner_news.test.ts
// proves those bodies; tests/support/stack.test.ts the whole path to the mailbox).

const secret = "webhook-secret-1234";
const partner = {
  company_name: "Maple <Homes>",
  contact_name: "Pat Lee",
  phone: "+18015550190",
  email: "pat@maple.example",
};
const subscription = {
  id: "sub_1",
  partner_id: "7d1f2a3b-0000-4000-8000-000000000001",
  property_id: "7d1f2a3b-0000-4000-8000-000000000002",
  status: "active",
  quantity: 24,
  unit_amount: 2000,
  currency: "usd",
  current_period_end: "2027-01-05T17:00:00+00:00",
  stripe_event_created: "2026-12-05T17:00:00+00:00",
};

const call = (body: object) =>
  new Request("http://function/notify-owner", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ schema: "public", old_record: null, ...body }),
  });

const newPartner = call({
  type: "INSERT",
  table: "partners",
  record: { id: "7d1f2a3b-0000-4000-8000-000000000001", ...partner },
  partner,
  property: null,
});

const subscriptionNews = (status: string, type = "INSERT") =>
  call({
    type,
    table: "stripe_subscriptions",
    record: { ...subscription, status },
    partner,
    property: { name: "Maple Court", city: "Orem" },
  });

async function send(request: Request, siteUrl = "https://www.pgtrash.example") {
  await using resend = startResendStub();
  const handler = createNotifyNewRequest({
    webhookSecret: secret,
    resendApiKey: "re_test_key",
    to: "owner@example.com",
    from: "Requests <requests@example.com>",
    resendApiBase: resend.url,
    siteUrl,
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
  "e-mails the owner a new partner, with their contact and a link to Partners",
  async () => {
    const { status, key, message, more } = await send(newPartner);
    assert.equal(status, 200);
    assert.deepEqual(more, []);
    assert.equal(key, "partner-7d1f2a3b-0000-4000-8000-000000000001");
    assert.equal(message?.subject, "New partner: Maple <Homes>");
    assert.equal(message?.reply_to, "pat@maple.example");
    assert.deepEqual(String(message?.text).split("\n"), [
      "Open Partners in your inbox: https://www.pgtrash.example/owner?view=partners",
      "",
      "Company: Maple <Homes>",
      "Contact: Pat Lee",
      "Phone: (801) 555-0190",
      "E-mail: pat@maple.example",
    ]);
    const html = String(message?.html);
    assert.match(html, /Maple &lt;Homes&gt;/);
    assert.match(html, /<a href="tel:\+18015550190">\(801\) 555-0190<\/a>/);
    assert.doesNotMatch(html, /<Homes>/);
  },
);

Deno.test("e-mails a started subscription: the property, its units, the month's sum", async () => {
  const { key, message } = await send(subscriptionNews("active"));
  assert.equal(key, "subscription-sub_1-active-2026-12-05T17:00:00+00:00");
  assert.equal(message?.subject, "Subscription started: Maple <Homes>, Maple Court, Orem");
  const text = String(message?.text).split("\n");
  for (const line of [
    "Property: Maple Court, Orem",
    "Units: 24",
    "Monthly: $480/month",
    "Renews: January 5, 2027",
  ]) {
    assert.ok(text.includes(line), `has "${line}" in ${text.join(" | ")}`);
  }
});

Deno.test("e-mails a failed payment, saying what happens next", async () => {
  const { message } = await send(subscriptionNews("past_due", "UPDATE"));
  assert.equal(message?.subject, "Payment failed: Maple <Homes>, Maple Court, Orem");
  assert.match(String(message?.text), /^Period ends: January 5, 2027$/m);
  assert.match(String(message?.text), /^What happens: Stripe tries the card again/m);
});

Deno.test("gives no inbox link without SITE_URL", async () => {
  const { message } = await send(newPartner, "");
  assert.doesNotMatch(String(message?.text), /inbox|owner/i);
});

Deno.test(
  "refuses a subscription that is news of nothing, or a body without its partner",
  async () => {
    for (const request of [
      subscriptionNews("canceled", "UPDATE"),
      subscriptionNews("incomplete"),
      call({ type: "INSERT", table: "partners", record: { id: "x" } }),
      call({ type: "DELETE", table: "partners", record: { id: "x" }, partner }),
    ]) {
      const { status, message } = await send(request);
      assert.equal(status, 400);
      assert.equal(message, undefined);
    }
  },
);
