// @vitest-environment node
import { createHash } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { garageRequest, sendRequest, fileDatabase } from "./fixtures";

// The customer's e-mails of 20261128230000_customer_reminders.sql: which requests pg_cron's job
// reminds the day before their agreed day, once per day, and the receipt a request marked done
// queues once with its amounts (supabase/functions/tests/notify-customer.test.ts reads them).

const { db, run } = fileDatabase({
  truncate:
    "truncate public.service_requests, net.http_request_queue, vault.secrets, private.notification_batches cascade",
});

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

beforeEach(async () => {
  await db.query(
    "select vault.create_secret('https://x.test/functions/v1/notify-owner', 'notify_owner_url')",
  );
  await db.query("select vault.create_secret('s3cret', 'notify_owner_secret')");
});

type Call = { type: string; request: Record<string, unknown> } & Record<string, unknown>;

/** The calls queued since the last look. */
const told = async () =>
  (
    await db.query<{ body: string }>(
      "delete from net.http_request_queue returning convert_from(body, 'UTF8') as body",
    )
  ).rows.map((r) => JSON.parse(r.body) as Call);

let phones = 0;

/** A request with an e-mail (unless none), in `status`, its agreed day `days` after today. */
async function job(
  name: string,
  { email = "dana@example.com", status = "scheduled", days = 1 as number | null } = {},
) {
  // Each its own phone: a third request from one number a day is held.
  const phone = `+1801555${String(1000 + phones++)}`;
  const { id } = await sendRequest(db, { ...garageRequest, name, email, phone });
  await db.query(
    `update public.service_requests set status = $2,
       scheduled_for = private.business_day() + $3::integer,
       scheduled_from = case when $3 is null then null else '08:00'::time end,
       scheduled_until = case when $3 is null then null else '10:00'::time end
     where id = $1`,
    [id, status, days],
  );
  return id;
}

const remind = async (at = "now()") =>
  (await db.query<{ queued: number }>(`select private.send_reminders(${at}) as queued`)).rows[0]!
    .queued;

it("reminds only scheduled jobs of tomorrow with an e-mail, once", async () => {
  const due = await job("Due Tomorrow");
  await job("No Email", { email: null as unknown as string });
  await job("Later Day", { days: 2 });
  await job("Lost Lead", { status: "lost" });
  await job("Done Job", { status: "done" });
  await job("No Day", { days: null });
  await told();

  expect(await remind()).toBe(1);
  const calls = await told();
  expect(calls).toEqual([
    {
      type: "REMINDER",
      request: expect.objectContaining({
        id: due,
        name: "Due Tomorrow",
        email: "dana@example.com",
        address: "120 N Main St",
        city: "Pleasant Grove",
        from: "08:00:00",
        until: "10:00:00",
      }),
    },
  ]);
  // The second run, and the job's own run every 15 minutes after, queue nothing more.
  expect(await remind()).toBe(0);
  expect(await told()).toEqual([]);
  expect((await run("staff", "select request_id from public.request_reminders")).rows).toEqual([
    { request_id: due },
  ]);
});

it("reminds again of a job moved to another day, and nobody but staff reads the record", async () => {
  const id = await job("Moved Job");
  await told();
  expect(await remind()).toBe(1);
  await db.query(
    "update public.service_requests set scheduled_for = scheduled_for + 1 where id = $1",
    [id],
  );
  expect(await remind()).toBe(0);
  expect(await remind("now() + interval '1 day'")).toBe(1);
  expect((await told()).map((c) => c.request.day)).toHaveLength(2);
  expect((await run("partner", "select * from public.request_reminders")).rows).toEqual([]);
  await expect(run("anon", "select * from public.request_receipts")).rejects.toThrow(
    /permission denied/,
  );
});

it("queues the receipt once on Done, with the quote and the deposit paid", async () => {
  const { id } = await sendRequest(db, { ...garageRequest, email: "dana@example.com" });
  await run("staff", "update public.service_requests set quote_cents = 34900 where id = $1", [id]);
  const { rows } = await run<{ token: string }>(
    "staff",
    "select public.create_quote_link($1) as token",
    [id],
  );
  const hash = hashOf(rows[0]!.token);
  await run("service_role", "select public.answer_quote($1, true)", [hash]);
  const [deposit] = (
    await run<{ id: string }>("service_role", "select * from public.begin_deposit($1, 8725)", [
      hash,
    ])
  ).rows;
  await run(
    "service_role",
    "select public.apply_deposit_event('evt_r1', 't', now(), 'paid', $1, 'pi_r1')",
    [deposit!.id],
  );
  await told();

  await run("staff", "update public.service_requests set status = 'done' where id = $1", [id]);
  expect(await told()).toEqual([
    {
      type: "RECEIPT",
      request: expect.objectContaining({ id, email: "dana@example.com" }),
      quote_cents: 34900,
      deposit_cents: 8725,
    },
  ]);
  // Reopened and done again: no second receipt.
  await run("staff", "update public.service_requests set status = 'scheduled' where id = $1", [id]);
  await run("staff", "update public.service_requests set status = 'done' where id = $1", [id]);
  expect(await told()).toEqual([]);
});

it("sends no receipt without an e-mail or without a quote", async () => {
  const { id: noEmail } = await sendRequest(db, {
    ...garageRequest,
    name: "No Mail",
    phone: "+18015552001",
  });
  await sendRequest(db, {
    ...garageRequest,
    name: "No Quote",
    phone: "+18015552002",
    email: "dana@example.com",
  });
  await run("staff", "update public.service_requests set quote_cents = 100 where id = $1", [
    noEmail,
  ]);
  await told();
  await run("staff", "update public.service_requests set status = 'done'");
  expect(await told()).toEqual([]);
  expect((await db.query("select * from public.request_receipts")).rows).toEqual([]);
});

it("is pg_cron's job, every 15 minutes", async () => {
  const { rows } = await db.query(
    "select schedule, command from cron.job where jobname = 'customer-reminders'",
  );
  expect(rows).toEqual([{ schedule: "*/15 * * * *", command: "select private.send_reminders()" }]);
});

it("says what to set out when staff wrote it, and nobody else writes or reads it", async () => {
  const noted = await job("Noted Job");
  const blank = await job("Blank Note");
  const crew = { id: "0b6f1e0a-5555-4c3e-9a51-00000000000e", email: "crew@example.com" };
  await db.query("insert into auth.users (id, email) values ($1, $2)", [crew.id, crew.email]);
  await db.query("insert into public.crew (user_id, email) values ($1, $2)", [crew.id, crew.email]);
  const write = (caller: "staff" | "partner" | "anon" | typeof crew, id: string, note: string) =>
    run(
      caller,
      "update public.service_requests set set_out_note = $2 where id = $1 returning set_out_note",
      [id, note],
    );

  expect((await write("staff", noted, "Bags by the curb")).rows).toEqual([
    { set_out_note: "Bags by the curb" },
  ]);
  await write("staff", blank, "   ");
  await expect(write("staff", noted, "x".repeat(501))).rejects.toThrow(/set_out_note_length/);
  // The crew and a partner reach no row; a visitor may not even try.
  expect((await write(crew, noted, "Nothing")).rows).toEqual([]);
  expect((await write("partner", noted, "Nothing")).rows).toEqual([]);
  await expect(write("anon", noted, "Nothing")).rejects.toThrow(/permission denied/);
  for (const caller of [crew, "partner"] as const)
    expect((await run(caller, "select set_out_note from public.service_requests")).rows).toEqual(
      [],
    );
  await expect(run("anon", "select set_out_note from public.service_requests")).rejects.toThrow(
    /permission denied/,
  );

  await told();
  expect(await remind()).toBe(2);
  const said = Object.fromEntries((await told()).map((c) => [c.request.id, c.request.set_out]));
  expect(said).toEqual({ [noted]: "Bags by the curb", [blank]: null });
});
