// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { garageRequest, sendRequest, fileDatabase, type Caller } from "./fixtures";

const { db, run } = fileDatabase({
  truncate: "truncate public.quote_deposits, public.quote_links, public.service_requests cascade",
});

const id = "5f0c6a52-7d1e-4c1a-9a3e-0000000000b1";
const otherId = "5f0c6a52-7d1e-4c1a-9a3e-0000000000b2";
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const denverToday = "(now() at time zone 'America/Denver')::date";

/** A garage cleanout quoted at $349, as the owner saves it in the inbox. */
async function quoted(requestId = id, cents = 34900) {
  await sendRequest(db, { ...garageRequest, id: requestId });
  await run("staff", "update public.service_requests set quote_cents = $1 where id = $2", [
    cents,
    requestId,
  ]);
}

async function newLink(requestId = id, days = "{}") {
  const { rows } = await run<{ token: string }>(
    "staff",
    "select public.create_quote_link($1, $2::date[]) as token",
    [requestId, days],
  );
  return rows[0]!.token;
}

const page = async (token: string) =>
  (await run("service_role", "select * from public.quote_page($1)", [hashOf(token)])).rows;

const answer = async (token: string, accept: boolean, day: string | null = null, reason?: string) =>
  (
    await run<{ found: boolean | null }>(
      "service_role",
      "select public.answer_quote($1, $2, $3::date, $4) as found",
      [hashOf(token), accept, day, reason ?? null],
    )
  ).rows[0]!.found;

const request = async (requestId = id) =>
  (
    await db.query<Record<string, unknown>>(
      "select status, scheduled_for::text, lost_reason, quote_cents from public.service_requests where id = $1",
      [requestId],
    )
  ).rows[0];

const links = async () =>
  (
    await db.query<Record<string, unknown>>(
      "select * from public.quote_links order by created_at, revoked_at nulls last",
    )
  ).rows;

describe("the quote link's token", () => {
  it("is 256 bits the database keeps only as its SHA-256", async () => {
    await quoted();
    const token = await newLink();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const [link] = await links();
    expect(link).toMatchObject({ request_id: id, token_hash: hashOf(token) });
    expect(JSON.stringify(await links())).not.toContain(token);
  });

  it("is refused for a request with no quote saved", async () => {
    await sendRequest(db, { ...garageRequest, id });
    await expect(newLink()).rejects.toMatchObject({ message: "Save a quote before sending it." });
  });

  it.each<Caller>(["anon", "partner", "service_role"])(
    "is made by staff only, not %s",
    async (caller) => {
      await quoted();
      await expect(run(caller, "select public.create_quote_link($1)", [id])).rejects.toMatchObject({
        code: "42501",
      });
    },
  );

  it("a new link revokes the one in use, for good", async () => {
    await quoted();
    const first = await newLink();
    const second = await newLink();
    expect(await page(first)).toEqual([]);
    expect(await page(second)).toHaveLength(1);
    await run("staff", "update public.quote_links set revoked_at = null");
    expect(await page(first)).toEqual([]);
  });
});

describe("who reads and writes the links", () => {
  it("staff read every link; anon and a partner read none", async () => {
    await quoted();
    await newLink();
    expect((await run("staff", "select id from public.quote_links")).rows).toHaveLength(1);
    expect((await run("partner", "select id from public.quote_links")).rows).toEqual([]);
    await expect(run("anon", "select id from public.quote_links")).rejects.toMatchObject({
      code: "42501",
    });
  });

  it("staff revoke a link; nobody answers for the customer from a browser", async () => {
    await quoted();
    const token = await newLink();
    await run("staff", "update public.quote_links set revoked_at = now()");
    expect(await page(token)).toEqual([]);
    await expect(
      run("staff", "update public.quote_links set accepted_at = now(), accepted_cents = 1"),
    ).rejects.toMatchObject({ code: "42501" });
    const partner = await run("partner", "update public.quote_links set revoked_at = now()");
    expect(partner.affectedRows).toBe(0);
  });

  it("staff claim a link's one e-mail with its token; nobody writes emailed_at directly", async () => {
    await quoted();
    const token = await newLink();
    const claim = async (hash: string) =>
      (
        await run<{ status: string; email: string | null }>(
          "staff",
          "select status, email from public.claim_quote_email($1, $2)",
          [id, hash],
        )
      ).rows;
    expect(await claim(hashOf(token))).toEqual([{ status: "no_email", email: null }]);
    await db.query("update public.service_requests set email = 'dana@example.com'");
    expect(await claim(hashOf(token))).toEqual([{ status: "send", email: "dana@example.com" }]);
    expect(await claim(hashOf(token))).toEqual([{ status: "emailed", email: "dana@example.com" }]);
    expect(await claim(hashOf("0".repeat(64)))).toEqual([]);
    await expect(
      run("staff", "update public.quote_links set emailed_at = null"),
    ).rejects.toMatchObject({ code: "42501" });
    for (const caller of ["anon", "partner", "service_role"] as const)
      await expect(
        run(caller, "select * from public.claim_quote_email($1, $2)", [id, hashOf(token)]),
      ).rejects.toMatchObject({ code: "42501" });
    const [link] = (
      await db.query<{ emailed: boolean; sent: boolean }>(
        "select emailed_at is not null as emailed, sent_at is not null as sent from public.quote_links",
      )
    ).rows;
    expect(link).toEqual({ emailed: true, sent: true });
  });

  it.each<Caller>(["anon", "partner", "staff"])(
    "only the service role opens a page, not %s",
    async (caller) => {
      await quoted();
      const token = await newLink();
      await expect(
        run(caller, "select * from public.quote_page($1)", [hashOf(token)]),
      ).rejects.toMatchObject({ code: "42501" });
      await expect(
        run(caller, "select public.answer_quote($1, true)", [hashOf(token)]),
      ).rejects.toMatchObject({ code: "42501" });
    },
  );
});

describe("the customer's page", () => {
  it("shows the server's quote and this request alone, and marks the link viewed", async () => {
    await quoted(id, 34900);
    await quoted(otherId, 99900);
    const token = await newLink(id);
    const rows = await page(token);
    expect(rows).toEqual([
      expect.objectContaining({ request_id: id, quote_cents: 34900, address: "120 N Main St" }),
    ]);
    expect(Object.keys(rows[0]!)).not.toEqual(expect.arrayContaining(["name"]));
    expect(JSON.stringify(rows)).not.toMatch(/Dana|5550142|99900/);
    expect((await links())[0]!.viewed_at).toBeInstanceOf(Date);
  });

  it("answers nothing for an unknown hash", async () => {
    await quoted();
    await newLink();
    expect(await page("not the token")).toEqual([]);
    expect(await answer("not the token", true)).toBeNull();
  });
});

describe("the days offered", () => {
  it("are today or later in Utah: a past day is refused and no link is made", async () => {
    await quoted();
    const { rows } = await db.query<{ today: string; yesterday: string }>(
      `select ${denverToday}::text as today, (${denverToday} - 1)::text as yesterday`,
    );
    const { today, yesterday } = rows[0]!;
    await expect(newLink(id, `{${today},${yesterday}}`)).rejects.toMatchObject({
      code: "P0001",
      message: "A day offered is already past.",
    });
    expect(await links()).toEqual([]);
    await newLink(id, `{${today}}`);
    expect(await links()).toHaveLength(1);
  });
});

describe("the customer's answer", () => {
  it("accepts one of the days offered, schedules the request on it, once", async () => {
    await quoted();
    const { rows } = await db.query<{ d: string }>(`select (${denverToday} + 2)::text as d`);
    const day = rows[0]!.d;
    const token = await newLink(id, `{${day}}`);
    expect(await answer(token, true, day)).toBe(true);
    const [accepted] = await links();
    expect(await answer(token, true, day)).toBe(true);
    expect(await links()).toEqual([accepted]);
    expect(accepted).toMatchObject({ accepted_cents: 34900 });
    expect(await request()).toMatchObject({ status: "scheduled", scheduled_for: day });
  });

  it("refuses a day the owner did not offer, and keeps the request as it was", async () => {
    await quoted();
    const token = await newLink(id, `{2099-01-02}`);
    await expect(answer(token, true, "2099-01-03")).rejects.toMatchObject({ message: "day" });
    expect(await request()).toMatchObject({ status: "new", scheduled_for: null });
  });

  it("accepts the agreed day whatever day the page sends", async () => {
    await quoted();
    await run("staff", `update public.service_requests set scheduled_for = ${denverToday} + 5`);
    const agreed = (await request())!.scheduled_for;
    const token = await newLink();
    expect(await answer(token, true, "2099-01-03")).toBe(true);
    expect(await request()).toMatchObject({ status: "scheduled", scheduled_for: agreed });
  });

  it("declines with a reason that becomes the lead's lost reason; accepting after is refused", async () => {
    await quoted();
    const token = await newLink();
    expect(await answer(token, false, null, "price")).toBe(true);
    expect(await answer(token, false, null, "price")).toBe(true);
    expect(await request()).toMatchObject({ status: "lost", lost_reason: "price" });
    await expect(answer(token, true)).rejects.toMatchObject({ message: "answered" });
  });

  it("refuses a reason that is no lost reason", async () => {
    await quoted();
    const token = await newLink();
    await expect(answer(token, false, null, "cheaper elsewhere")).rejects.toMatchObject({
      code: "23514",
    });
  });

  it("a quote changed after acceptance must be accepted again, at the new amount", async () => {
    await quoted();
    const token = await newLink();
    await answer(token, true);
    await run("staff", "update public.service_requests set quote_cents = 39900");
    expect(await links()).toEqual([
      expect.objectContaining({ accepted_at: null, accepted_cents: null }),
    ]);
    expect(await page(token)).toEqual([
      expect.objectContaining({ quote_cents: 39900, accepted_cents: null }),
    ]);
    await answer(token, true);
    expect((await links())[0]).toMatchObject({ accepted_cents: 39900 });
  });

  it("the same quote saved again keeps the acceptance", async () => {
    await quoted();
    const token = await newLink();
    await answer(token, true);
    await run("staff", "update public.service_requests set quote_cents = 34900");
    expect((await links())[0]).toMatchObject({ accepted_cents: 34900 });
  });
});
