import assert from "node:assert/strict";
import { createNotifyNewRequest, notifyNewRequestFromEnv } from "../notify-owner/handler.ts";
import { captureErrors } from "./console.ts";
import { startResendStub } from "./resend.ts";

const secret = "webhook-secret-1234";

const trashRequest = {
  id: "4b8f2c1a-0000-4000-8000-000000000002",
  created_at: "2025-06-01T15:04:05Z",
  status: "new",
  service: "trash_collection",
  name: "Pat <Tester>",
  phone: "+18015550123",
  email: "pat@example.com",
  address: "100 N Main St",
  unit: "Apt 4",
  city: "Pleasant Grove",
  rooms: 3,
  garage_size: null,
  start_date: "2025-06-09",
  contact_method: "text",
  notes: "Gate code <script>alert(1)</script>",
  property_name: null,
  units: null,
  sms_consent: true,
};

const webhook = (record: object, authorization?: string) =>
  new Request("http://function/notify-owner", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(authorization && { Authorization: authorization }),
    },
    body: JSON.stringify({
      type: "INSERT",
      table: "service_requests",
      schema: "public",
      record,
      old_record: null,
    }),
  });

async function send(
  request: Request,
  { failWith, siteUrl }: { failWith?: number; siteUrl?: string } = {},
) {
  await using resend = startResendStub({ failWith });
  const handler = createNotifyNewRequest({
    webhookSecret: secret,
    resendApiKey: "re_test_key",
    to: "owner@example.com",
    from: "Requests <requests@example.com>",
    resendApiBase: resend.url,
    ...(siteUrl !== undefined && { siteUrl }),
  });
  const response = await handler(request);
  return { response, body: await response.json(), emails: resend.requests };
}

for (const [name, authorization] of [
  ["without the secret", undefined],
  ["with a wrong secret", "Bearer not-the-secret"],
  ["with the secret outside a Bearer header", secret],
] as const) {
  Deno.test(`refuses a call ${name} with 401 and sends nothing`, async () => {
    const { response, emails } = await send(webhook(trashRequest, authorization));
    assert.equal(response.status, 401);
    assert.equal(emails.length, 0);
  });
}

Deno.test("e-mails the owner the whole trash request, the user's text escaped", async () => {
  const { response, body, emails } = await send(webhook(trashRequest, `Bearer ${secret}`));
  assert.equal(response.status, 200);
  // Push is off here (no push settings): notify-owner-push.test.ts covers it.
  assert.deepEqual(body, { sent: true, id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794", push: null });
  const [email] = emails;
  assert.equal(email?.headers.get("Authorization"), "Bearer re_test_key");
  assert.equal(email?.headers.get("Idempotency-Key"), `service-request-${trashRequest.id}`);
  const message = email?.body as Record<string, string | string[]>;
  assert.deepEqual(message.to, ["owner@example.com"]);
  assert.equal(message.from, "Requests <requests@example.com>");
  assert.equal(message.reply_to, "pat@example.com");
  assert.equal(message.subject, "New request: Trash Collection for Pat <Tester>");
  for (const line of [
    "Service: Trash Collection",
    "Name: Pat <Tester>",
    "Phone: (801) 555-0123",
    "Address: 100 N Main St, Apt 4",
    "City: Pleasant Grove",
    "Rooms: 3 (about $60/month)",
    "Start date: Mon, Jun 9",
    "Contact by: Text",
    "Notes: Gate code <script>alert(1)</script>",
  ]) {
    assert.ok(String(message.text).split("\n").includes(line), `text has "${line}"`);
  }
  const html = String(message.html);
  assert.match(html, /<a href="tel:\+18015550123">\(801\) 555-0123<\/a>/);
  assert.match(html, /Pat &lt;Tester&gt;/);
  assert.doesNotMatch(html, /<script>/);
});

Deno.test("gives a garage cleanout's size and a call preference", async () => {
  const garage = {
    ...trashRequest,
    service: "garage_cleanout",
    rooms: null,
    garage_size: "Two-car",
    contact_method: "call",
  };
  const { emails } = await send(webhook(garage, `Bearer ${secret}`));
  const text = String((emails[0]?.body as { text: string }).text);
  assert.match(text, /^Service: Garage Cleanout$/m);
  assert.match(text, /^Garage size: Two-car$/m);
  assert.match(text, /^Contact by: Call$/m);
  assert.doesNotMatch(text, /Rooms/);
});

// What a visitor could store before the form and the database asked for a plain address.
const planted =
  "bob@example.com?bcc=spy%40evil.example&cc=boss%40evil.example&subject=PWN&body=Please%20pay%20a%20deposit&x=";

Deno.test("makes no Reply-To and no mailto: link of an address that is not plain", async () => {
  const { emails } = await send(webhook({ ...trashRequest, email: planted }, `Bearer ${secret}`));
  const message = emails[0]?.body as Record<string, string>;
  assert.equal("reply_to" in message, false);
  assert.doesNotMatch(String(message.html), /mailto:/);
  // Still shown, as text, for the owner to read.
  assert.match(String(message.text), /^E-mail: bob@example\.com\?bcc=/m);
});

Deno.test("links a plain address as one recipient, a % in it kept a character", async () => {
  const email = "pat%40evil.example%3Fbcc@example.com";
  const { emails } = await send(webhook({ ...trashRequest, email }, `Bearer ${secret}`));
  const message = emails[0]?.body as Record<string, string>;
  assert.equal(message.reply_to, email);
  const href = /href="(mailto:[^"]*)"/.exec(String(message.html))?.[1] ?? "";
  const url = new URL(href.replaceAll("&amp;", "&"));
  assert.equal(decodeURIComponent(url.pathname), email);
  assert.deepEqual([...url.searchParams.keys()], []);
});

Deno.test("leaves out the characters that would reverse the subject or the text", async () => {
  const reversing = { ...trashRequest, name: "Pat\u202E Doe", notes: "Gate\u2067 4321\u200B" };
  const { emails } = await send(webhook(reversing, `Bearer ${secret}`));
  const message = emails[0]?.body as Record<string, string>;
  const controls = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069]/;
  assert.equal(message.subject, "New request: Trash Collection for Pat Doe");
  for (const part of [message.text, message.html]) assert.doesNotMatch(String(part), controls);
});

Deno.test("prices a property's trash by its units, and never also by rooms", async () => {
  const property = { ...trashRequest, rooms: 2, property_name: "Maple Court", units: 40 };
  const { emails } = await send(webhook(property, `Bearer ${secret}`));
  const text = String((emails[0]?.body as { text: string }).text);
  assert.match(text, /^Units: 40 \(about \$800\/month\)$/m);
  assert.match(text, /^Property: Maple Court$/m);
  assert.doesNotMatch(text, /Rooms/);
});

/** The text and HTML of the one e-mail sent for a request. */
async function message(record: object, options: { siteUrl?: string } = {}) {
  const { emails } = await send(webhook(record, `Bearer ${secret}`), options);
  assert.equal(emails.length, 1);
  const body = emails[0]?.body as { text: string; html: string };
  return { text: String(body.text), html: String(body.html) };
}

Deno.test("links to the request in the owner's inbox when SITE_URL is set", async () => {
  const inbox = `https://www.example.com/owner?request=${trashRequest.id}`;
  for (const siteUrl of ["https://www.example.com", "https://www.example.com/"]) {
    const { text, html } = await message(trashRequest, { siteUrl });
    assert.match(text, new RegExp(`^Open in your inbox: ${RegExp.escape(inbox)}$`, "m"));
    assert.ok(html.includes(`<a href="${inbox}">Open in your inbox</a>`), html);
  }
});

Deno.test("encodes the id in the inbox link, and gives no link without SITE_URL", async () => {
  const odd = { ...trashRequest, id: "a&b c/d" };
  const { text } = await message(odd, { siteUrl: "https://www.example.com" });
  assert.match(text, /\/owner\?request=a%26b%20c%2Fd$/m);
  for (const siteUrl of [undefined, "", "  "]) {
    const unset = await message(trashRequest, siteUrl === undefined ? {} : { siteUrl });
    assert.doesNotMatch(unset.text, /inbox|owner/i);
    assert.doesNotMatch(unset.html, /inbox|owner/i);
  }
});

Deno.test("reads the site's address from the SITE_URL secret", async () => {
  using warnings = captureErrors("warn");
  await using resend = startResendStub();
  const secrets: Record<string, string> = {
    WEBHOOK_SECRET: secret,
    RESEND_API_KEY: "re_test_key",
    NOTIFY_EMAIL_TO: "owner@example.com",
    NOTIFY_EMAIL_FROM: "Requests <requests@example.com>",
    RESEND_API_BASE: resend.url,
    SITE_URL: "https://www.pgtrash.example/",
  };
  const handler = notifyNewRequestFromEnv((name) => secrets[name]);
  assert.match(warnings.lines.join("\n"), /no push notifications/);
  await handler(webhook(trashRequest, `Bearer ${secret}`));
  const text = String((resend.requests[0]?.body as { text: string }).text);
  assert.match(text, /^Open in your inbox: https:\/\/www\.pgtrash\.example\/owner\?request=/m);
});

Deno.test("says how many photos come with the request, and nothing without any", async () => {
  const { text, html } = await message({ ...trashRequest, photo_count: 3 });
  assert.match(text, /^Photos: 3 \(see your inbox\)$/m);
  assert.match(html, /<th align="left">Photos<\/th><td>3 \(see your inbox\)<\/td>/);
  for (const photo_count of [0, null, undefined]) {
    const none = await message({ ...trashRequest, photo_count });
    assert.doesNotMatch(none.text, /Photos/);
    assert.doesNotMatch(none.html, /Photos/);
  }
});

Deno.test("answers 502 without Resend's text when Resend fails, and logs it", async () => {
  using errors = captureErrors();
  const { response, body } = await send(webhook(trashRequest, `Bearer ${secret}`), {
    failWith: 500,
  });
  assert.equal(response.status, 502);
  assert.deepEqual(body, { error: "The e-mail could not be sent", push: null });
  assert.doesNotMatch(JSON.stringify(body), /boom/);
  assert.match(errors.lines.join("\n"), new RegExp(`${trashRequest.id}.*Resend 500`, "s"));
});

Deno.test("refuses a payload that is not an INSERT into service_requests", async () => {
  const request = new Request("http://function/", {
    method: "POST",
    headers: { Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ type: "DELETE", table: "service_requests", old_record: trashRequest }),
  });
  const { response, emails } = await send(request);
  assert.equal(response.status, 400);
  assert.equal(emails.length, 0);
});
