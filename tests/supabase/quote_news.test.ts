// @vitest-environment node
import { createHash } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { garageRequest, sendRequest, fileDatabase } from "./fixtures";

// The calls the triggers of 20261128200200_quote_news.sql queue for notify-owner: once when the
// customer accepts (again at a new amount) or declines, once when a deposit becomes paid
// (supabase/functions/tests/notify-quote.test.ts reads them); news coming faster than one a
// minute is counted and told in one summary (20261129030100_quote_news_batches.sql).

const { db, run } = fileDatabase({
  truncate:
    "truncate public.service_requests, net.http_request_queue, vault.secrets, private.notification_batches cascade",
});

const id = "5f0c6a52-7d1e-4c1a-9a3e-0000000000d1";
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

beforeEach(async () => {
  await db.query(
    "select vault.create_secret('https://x.test/functions/v1/notify-owner', 'notify_owner_url')",
  );
  await db.query("select vault.create_secret('s3cret', 'notify_owner_secret')");
});

/** pg_cron's job asked at `seconds` from now: how many messages it queued. */
const due = async (seconds: number) =>
  (
    await db.query<{ sent: number }>(
      "select private.send_due_notifications(now() + make_interval(secs => $1)) as sent",
      [seconds],
    )
  ).rows[0]!.sent;

/** The calls queued since the last look, each as its table and what it says. */
const told = async () =>
  (
    await db.query<{ body: string }>(
      "delete from net.http_request_queue returning convert_from(body, 'UTF8') as body",
    )
  ).rows.map((r) => JSON.parse(r.body) as Record<string, Record<string, unknown>>);

async function link() {
  await sendRequest(db, { ...garageRequest, id });
  await run("staff", "update public.service_requests set quote_cents = 34900");
  const { rows } = await run<{ token: string }>(
    "staff",
    "select public.create_quote_link($1) as token",
    [id],
  );
  await told();
  return hashOf(rows[0]!.token);
}

it("tells an acceptance once, with the request's facts and no token", async () => {
  const hash = await link();
  await run("service_role", "select public.answer_quote($1, true)", [hash]);
  await run("service_role", "select public.answer_quote($1, true)", [hash]);
  const calls = await told();
  expect(calls).toEqual([
    expect.objectContaining({
      type: "UPDATE",
      table: "quote_links",
      record: expect.objectContaining({ accepted_cents: 34900 }),
      request: {
        id,
        name: "Dana Whitaker",
        service: "garage_cleanout",
        address: "120 N Main St",
        city: "Pleasant Grove",
      },
    }),
  ]);
  expect(calls[0]!.record).not.toHaveProperty("token_hash");
  // Accepted again at a changed quote, within the minute: counted, then told as its own message.
  await run("staff", "update public.service_requests set quote_cents = 39900");
  expect(await told()).toEqual([]);
  await run("service_role", "select public.answer_quote($1, true)", [hash]);
  expect(await told()).toEqual([]);
  expect(await due(61)).toBe(1);
  expect((await told()).map((c) => c.record!.accepted_cents)).toEqual([39900]);
});

it("tells a decline once, and a deposit once it is paid", async () => {
  const hash = await link();
  await run("service_role", "select public.answer_quote($1, false)", [hash]);
  expect((await told()).map((c) => c.table)).toEqual(["quote_links"]);

  // A quiet spell after it: the next news goes alone again.
  await db.query(
    "truncate public.quote_links, public.service_requests, private.notification_batches cascade",
  );
  const other = await link();
  await run("service_role", "select public.answer_quote($1, true)", [other]);
  const [deposit] = (
    await run<{ id: string }>("service_role", "select * from public.begin_deposit($1, 8725)", [
      other,
    ])
  ).rows;
  await told();
  await run(
    "service_role",
    "select public.apply_deposit_event('evt_n1', 't', now(), 'failed', $1)",
    [deposit!.id],
  );
  expect(await told()).toEqual([]);
  await run(
    "service_role",
    "select public.apply_deposit_event('evt_n2', 't', now(), 'paid', $1, 'pi_n1')",
    [deposit!.id],
  );
  await run(
    "service_role",
    "select public.apply_deposit_event('evt_n3', 't', now(), 'paid', $1, 'pi_n1')",
    [deposit!.id],
  );
  // Paid within the minute of the acceptance: counted once, then told as its own message.
  expect(await told()).toEqual([]);
  expect(await due(61)).toBe(1);
  expect(await told()).toEqual([
    expect.objectContaining({
      table: "quote_deposits",
      record: expect.objectContaining({ status: "paid", amount_cents: 8725 }),
    }),
  ]);
});

it("rings once for ten answers in a minute, tells the rest in one summary, and nothing twice", async () => {
  const hashes: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const requestId = `5f0c6a52-7d1e-4c1a-9a3e-00000000010${i}`;
    await sendRequest(db, { ...garageRequest, id: requestId, phone: `+1801555020${i}` });
    await run("staff", "update public.service_requests set quote_cents = 34900 where id = $1", [
      requestId,
    ]);
    const { rows } = await run<{ token: string }>(
      "staff",
      "select public.create_quote_link($1) as token",
      [requestId],
    );
    hashes.push(hashOf(rows[0]!.token));
  }
  // The requests came long before: their own batch is not this test's.
  await told();
  await db.query("truncate private.notification_batches");
  for (const [i, hash] of hashes.entries())
    await run("service_role", "select public.answer_quote($1, $2)", [hash, i % 3 !== 0]);
  // The first at once, with its facts; the nine after it counted.
  expect((await told()).map((c) => c.table)).toEqual(["quote_links"]);
  expect(await due(30)).toBe(0);
  expect(await due(61)).toBe(1);
  expect(await told()).toEqual([
    expect.objectContaining({ type: "SUMMARY", kind: "quote", count: 9 }),
  ]);
  expect(await due(62)).toBe(0);
  // News during the pause that follows is counted for the next summary, not lost.
  await run(
    "staff",
    "update public.service_requests set quote_cents = 39900 where id = '5f0c6a52-7d1e-4c1a-9a3e-000000000101'",
  );
  await run("service_role", "select public.answer_quote($1, true)", [hashes[1]!]);
  expect(await told()).toEqual([]);
  expect(await due(61)).toBe(0);
  expect(await due(181)).toBe(1);
  expect(await told()).toEqual([
    expect.objectContaining({
      table: "quote_links",
      record: expect.objectContaining({ accepted_cents: 39900 }),
    }),
  ]);
});

it("neither tells nor counts an answer that rolled back", async () => {
  const hash = await link();
  await expect(
    run("service_role", "select public.answer_quote($1, true), 1 / 0", [hash]),
  ).rejects.toMatchObject({ code: "22012" });
  expect(await told()).toEqual([]);
  const { rows } = await db.query("select * from private.notification_batches where pending > 0");
  expect(rows).toEqual([]);
  await run("service_role", "select public.answer_quote($1, true)", [hash]);
  expect((await told()).map((c) => c.table)).toEqual(["quote_links"]);
});
