import assert from "node:assert/strict";
import { createNotifyNewRequest } from "../notify-owner/handler.ts";
import { quoteNewsPayload, quoteNews } from "../notify-owner/quote-news.ts";
import { summaryPayload } from "../notify-owner/summary.ts";
import { startResendStub } from "./resend.ts";

// The owner's e-mail and push of a customer's answer to a quote and of a deposit paid, from the
// calls the triggers of supabase/migrations/20261128200200_quote_news.sql send, and of the
// summary of several (supabase/migrations/20261129030100_quote_news_batches.sql)
// (tests/supabase/quote_news.test.ts proves those bodies).

const secret = "webhook-secret-1234";
const site = "https://www.pgtrash.example";
const request = {
  id: "7d1f2a3b-0000-4000-8000-0000000000dd",
  name: "Dana <Whitaker>",
  service: "garage_cleanout",
  address: "120 N Main St",
  city: "Pleasant Grove",
};
const link = { id: "7d1f2a3b-0000-4000-8000-0000000000ee", request_id: request.id };

const body = (table: string, record: object) => ({
  type: "UPDATE",
  table,
  schema: "public",
  record,
  request,
});

async function send(payload: unknown) {
  await using resend = startResendStub();
  const handler = createNotifyNewRequest({
    webhookSecret: secret,
    resendApiKey: "re_test_key",
    to: "owner@example.com",
    from: "Requests <requests@example.com>",
    resendApiBase: resend.url,
    siteUrl: site,
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
    message: email?.body as Record<string, string> | undefined,
  };
}

Deno.test(
  "e-mails the owner an accepted quote with its amount, day and the request's link",
  async () => {
    const { status, key, message, more } = await send(
      body("quote_links", { ...link, accepted_cents: 34900, accepted_day: "2026-12-02" }),
    );
    assert.equal(status, 200);
    assert.deepEqual(more, []);
    assert.equal(key, `quote-accepted-${link.id}-34900`);
    assert.equal(message?.subject, "Quote accepted: Dana <Whitaker>");
    const text = String(message?.text);
    for (const line of [
      "$349",
      "Wed, Dec 2",
      "120 N Main St, Pleasant Grove",
      `${site}/owner?request=${request.id}`,
    ])
      assert.ok(text.includes(line), `${line} in ${text}`);
    assert.ok(!String(message?.html).includes("<Whitaker>"));
  },
);

Deno.test("e-mails a declined quote and a deposit paid, each once by its key", async () => {
  const declined = await send(
    body("quote_links", { ...link, accepted_cents: null, declined_at: "2026-11-28T20:00:00Z" }),
  );
  assert.equal(declined.message?.subject, "Quote declined: Dana <Whitaker>");
  assert.equal(declined.key, `declined-${link.id}`);
  const paid = await send(
    body("quote_deposits", {
      id: "dep-1",
      request_id: request.id,
      status: "paid",
      amount_cents: 8725,
    }),
  );
  assert.equal(paid.message?.subject, "Deposit paid: Dana <Whitaker>");
  assert.ok(String(paid.message?.text).includes("$87.25"));
  assert.equal(paid.key, "deposit-paid-dep-1");
});

Deno.test("the push names the customer and the money, and opens the request", () => {
  const news = quoteNews(
    body("quote_deposits", {
      id: "dep-1",
      request_id: request.id,
      status: "paid",
      amount_cents: 8725,
    }),
  );
  assert.ok(news);
  assert.deepEqual(quoteNewsPayload(news, site), {
    web_push: 8030,
    notification: {
      title: "Deposit paid",
      body: "Dana <Whitaker> · $87.25",
      navigate: `${site}/owner?request=${request.id}`,
      tag: "deposit-paid-dep-1",
    },
  });
});

Deno.test("an update that is no answer and no payment is refused (400)", async () => {
  const { status, more, message } = await send(
    body("quote_deposits", {
      id: "dep-1",
      request_id: request.id,
      status: "open",
      amount_cents: 8725,
    }),
  );
  assert.equal(status, 400);
  assert.equal(message, undefined);
  assert.deepEqual(more, []);
});

Deno.test("news coming quickly is one e-mail and one push that open the inbox", async () => {
  const summary = {
    type: "SUMMARY",
    kind: "quote",
    count: 10,
    since: "2026-11-28T20:00:05Z",
    until: "2026-11-28T20:01:05Z",
  };
  const first = await send(summary);
  assert.equal(first.status, 200);
  assert.deepEqual(first.more, []);
  assert.equal(first.message?.subject, "10 quote answers and deposits since 1:00");
  assert.ok(String(first.message?.text).includes(`Open your inbox: ${site}/owner`));
  // Delivered twice (pg_net retried), it mails once: Resend keeps one per key.
  assert.equal(first.key, "quotes-summary-2026-11-28T20:00:05Z");
  assert.equal((await send(summary)).key, first.key);
  const push = summaryPayload(
    { kind: "quote", count: 10, since: summary.since, until: summary.until },
    site,
  );
  assert.equal(push.notification.title, "10 quote answers and deposits since 1:00");
  assert.equal(push.notification.navigate, `${site}/owner`);
  // No customer's name on the lock screen, and one summary there at a time.
  assert.equal(push.notification.tag, "summary-quote");
  assert.ok(!JSON.stringify(push).includes("Dana"));
});
