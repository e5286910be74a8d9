// @vitest-environment node
import { createHash } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { garageRequest, sendRequest, fileDatabase } from "./fixtures";

// The calls the triggers of 20261128200200_quote_news.sql queue for notify-owner: once when the
// customer accepts (again at a new amount) or declines, once when a deposit becomes paid
// (supabase/functions/tests/notify-quote.test.ts reads them).

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
  // Accepted again at a changed quote: told again.
  await run("staff", "update public.service_requests set quote_cents = 39900");
  expect(await told()).toEqual([]);
  await run("service_role", "select public.answer_quote($1, true)", [hash]);
  expect((await told()).map((c) => c.record!.accepted_cents)).toEqual([39900]);
});

it("tells a decline once, and a deposit once it is paid", async () => {
  const hash = await link();
  await run("service_role", "select public.answer_quote($1, false)", [hash]);
  expect((await told()).map((c) => c.table)).toEqual(["quote_links"]);

  await db.query("truncate public.quote_links, public.service_requests cascade");
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
  expect(await told()).toEqual([
    expect.objectContaining({
      table: "quote_deposits",
      record: expect.objectContaining({ status: "paid", amount_cents: 8725 }),
    }),
  ]);
});
