// @vitest-environment node
// The local mailbox (supabase/local/mailbox.ts): Resend's API as Resend checks it, and the page
// that shows what was sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../../supabase/local/mailbox";

let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(() => mailbox.reset());

const message = {
  from: "Requests <requests@example.com>",
  to: ["owner@example.com"],
  reply_to: "pat@example.com",
  subject: "New request: Garage Cleanout for Pat <b>Doe</b>",
  html: '<p>Hi <script>parent.document.title = "taken"</script><a href="https://example.com/x?a=1&amp;b=2">open</a></p>',
  text: "Hi\nopen: https://example.com/x?a=1&b=2",
};

async function send(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${mailbox.url}/emails`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${mailbox.apiKey}`,
      "Content-Type": "application/json",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /emails, as Resend answers it", () => {
  it("keeps a valid message and answers its id", async () => {
    const { status, body } = await send(message);
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(mailbox.emails()).toEqual([
      {
        ...message,
        id: body.id,
        created_at: expect.any(String),
        to: ["owner@example.com"],
        cc: [],
        bcc: [],
        reply_to: ["pat@example.com"],
      },
    ]);
  });

  it("refuses a missing key with 401 and another key with 403", async () => {
    const missing = await send(message, { Authorization: "" });
    expect(missing).toEqual({
      status: 401,
      body: {
        statusCode: 401,
        name: "missing_api_key",
        message: "Missing API key in the authorization header.",
      },
    });
    const wrong = await send(message, { Authorization: "Bearer re_someone_elses" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.name).toBe("invalid_api_key");
    expect(mailbox.emails()).toEqual([]);
  });

  const refused: [string, Record<string, unknown>, number, string, RegExp][] = [
    ["no from", { from: undefined }, 422, "missing_required_field", /Missing `from` field/],
    ["no to", { to: [] }, 422, "missing_required_field", /Missing `to` field/],
    ["no subject", { subject: undefined }, 422, "missing_required_field", /`subject`/],
    ["a malformed from", { from: "Requests" }, 422, "validation_error", /Invalid `from`/],
    ["a malformed to", { to: ["owner"] }, 422, "validation_error", /Invalid `to`/],
    ["a malformed reply_to", { reply_to: "pat@" }, 422, "validation_error", /Invalid `reply_to`/],
    [
      "51 recipients",
      { to: Array.from({ length: 51 }, (_, i) => `a${i}@example.com`) },
      422,
      "validation_error",
      /at most 50/,
    ],
    [
      "neither html nor text",
      { html: undefined, text: undefined },
      422,
      "validation_error",
      /html/,
    ],
  ];
  for (const [name, change, status, code, text] of refused) {
    it(`refuses ${name}: ${status} ${code}`, async () => {
      const { status: answered, body } = await send({ ...message, ...change });
      expect(answered).toBe(status);
      expect(body).toMatchObject({ statusCode: status, name: code });
      expect(String(body.message)).toMatch(text);
      expect(mailbox.emails()).toEqual([]);
    });
  }

  it("refuses a body that is not JSON", async () => {
    expect((await send("{from:")).status).toBe(400);
    expect(mailbox.emails()).toEqual([]);
  });

  it("sends once per Idempotency-Key: the same body answers as before, another is a 409", async () => {
    const key = { "Idempotency-Key": "service-request-1" };
    const first = await send(message, key);
    const again = await send(message, key);
    expect(again).toEqual(first);
    expect(mailbox.emails()).toHaveLength(1);
    const other = await send({ ...message, subject: "Something else" }, key);
    expect(other.status).toBe(409);
    expect(other.body.name).toBe("invalid_idempotent_request");
    expect((await send(message, { "Idempotency-Key": "x".repeat(257) })).status).toBe(400);
    expect((await send(message, { "Idempotency-Key": "service-request-2" })).status).toBe(200);
    expect(mailbox.emails()).toHaveLength(2);
  });
});

describe("the mailbox page", () => {
  const page = async (path: string) => {
    const response = await fetch(`${mailbox.url}${path}`);
    return { response, html: await response.text() };
  };

  it("lists the messages newest first, their subjects escaped", async () => {
    await send({ ...message, subject: "First" });
    await send(message);
    const { response, html } = await page("/");
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    const subjects = [...html.matchAll(/<a href="\/messages\/[^"]+">([^<]*)<\/a>/g)].map(
      (m) => m[1],
    );
    expect(subjects).toEqual([
      "New request: Garage Cleanout for Pat &lt;b&gt;Doe&lt;/b&gt;",
      "First",
    ]);
  });

  it("shows a message's headers, its HTML in a frame that runs no script, and its text", async () => {
    const { body } = await send(message);
    const { html } = await page(`/messages/${String(body.id)}`);
    expect(html).toContain("<dt>Reply-To</dt><dd>pat@example.com</dd>");
    const frame = /<iframe [^>]*sandbox="([^"]*)"[^>]*srcdoc="([^"]*)"/.exec(html);
    expect(frame?.[1]).toBe("allow-popups allow-popups-to-escape-sandbox");
    // The e-mail's markup is the attribute's text, not the page's: nothing of it is a tag here.
    expect(frame?.[2]).toContain("&lt;script&gt;");
    expect(html.replace(frame?.[0] ?? "", "")).not.toContain("<script");
    expect(html).toContain("<pre>Hi\nopen: https://example.com/x?a=1&amp;b=2</pre>");
  });

  it("answers 404 for a message it does not have", async () => {
    expect((await page("/messages/nope")).response.status).toBe(404);
  });
});
