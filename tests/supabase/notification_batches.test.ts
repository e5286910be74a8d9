// @vitest-environment node
// The owner is told once: what the database queues for notify-owner (pg_net's queue, read
// here before any worker sends it) as requests arrive, are held, are released, and as pg_cron's
// job asks for the summaries due at a given time.
import { describe, expect, it } from "vitest";

import { garageRequest, sendRequest, type Verification, fileDatabase } from "./fixtures";

const { db, run } = fileDatabase({
  seed: async (db) => {
    await db.query(
      "select vault.create_secret('http://functions.test/notify', 'notify_new_request_url')",
    );
    await db.query("select vault.create_secret('webhook-secret', 'notify_new_request_secret')");
  },
  truncate:
    "truncate public.service_requests, net.http_request_queue, private.notification_batches cascade",
});

type Queued = { type: string; kind?: string; count?: number; record?: { name: string } };

/** What was queued for the function, oldest first, and empties the queue. */
async function queued(): Promise<Queued[]> {
  const { rows } = await db.query<{ body: string; url: string; authorization: string }>(
    `delete from net.http_request_queue returning convert_from(body, 'UTF8') as body, url,
       headers ->> 'Authorization' as authorization`,
  );
  for (const row of rows) {
    expect(row.url).toBe("http://functions.test/notify");
    expect(row.authorization).toBe("Bearer webhook-secret");
  }
  return rows.map((row) => JSON.parse(row.body) as Queued);
}

/** What each queued call is: "INSERT <name>", or "SUMMARY <kind> <count>". */
const described = async () =>
  (await queued()).map((q) =>
    q.type === "INSERT" ? `INSERT ${q.record?.name}` : `${q.type} ${q.kind} ${q.count}`,
  );

let n = 0;
const send = (name: string, verification: Verification = "passed") =>
  sendRequest(
    db,
    { ...garageRequest, name, phone: `+1385555${String(++n).padStart(4, "0")}` },
    {
      verification,
    },
  );

/** pg_cron's job, as if run at `minutes` from now. */
const tick = async (minutes: number) =>
  (
    await db.query<{ sent: number }>(
      "select private.send_due_notifications(now() + make_interval(secs => $1)) as sent",
      [minutes * 60],
    )
  ).rows[0]?.sent;

/** Moves every recorded time of the batches back, as if `minutes` had passed. */
const wait = (minutes: number) =>
  db.query(
    `update private.notification_batches set
       first_pending_at = first_pending_at - make_interval(secs => $1),
       last_sent_at = last_sent_at - make_interval(secs => $1)`,
    [minutes * 60],
  );

describe("new requests", () => {
  it("tells the owner of a lone request at once, with the whole row", async () => {
    await send("Ann Lee");
    const [call, ...more] = await queued();
    expect(more).toEqual([]);
    expect(call).toMatchObject({
      type: "INSERT",
      table: "service_requests",
      schema: "public",
      record: { name: "Ann Lee", status: "new" },
    });
  });

  it("counts requests that come within a minute and tells them in one summary a minute later", async () => {
    await send("Ann Lee");
    await send("Bo Park");
    await send("Cy Day");
    expect(await described()).toEqual(["INSERT Ann Lee"]);
    expect(await tick(0.5)).toBe(0);
    expect(await tick(1.1)).toBe(1);
    const [summary] = await queued();
    expect(summary).toMatchObject({ type: "SUMMARY", kind: "new", count: 2 });
    // A summary is sent once.
    expect(await tick(1.2)).toBe(0);
  });

  it("tells a summary of one request as that request's own message, which names it", async () => {
    await send("Ann Lee");
    await send("Bo Park");
    expect(await described()).toEqual(["INSERT Ann Lee"]);
    expect(await tick(1.1)).toBe(1);
    const [call, ...more] = await queued();
    expect(more).toEqual([]);
    expect(call).toMatchObject({ type: "INSERT", record: { name: "Bo Park", status: "new" } });
  });

  it("doubles the pause with each summary while requests keep coming, and tells the next at once after a quiet spell", async () => {
    await send("First");
    expect(await described()).toEqual(["INSERT First"]);
    const told: string[] = [];
    // Ten minutes with a request every 20 seconds, pg_cron running as often.
    for (let second = 20; second <= 600; second += 20) {
      await wait(20 / 60);
      await send(`At ${second} s`);
      await tick(0);
      told.push(...(await described()).map((what) => `${what} at ${second} s`));
    }
    // 30 requests after the first: three summaries, their pauses 1, 2 then 4 minutes.
    expect(told).toEqual([
      "SUMMARY new 4 at 80 s",
      "SUMMARY new 6 at 200 s",
      "SUMMARY new 12 at 440 s",
    ]);
    await tick(60);
    await queued();
    await wait(120);
    await send("After a quiet spell");
    expect(await described()).toEqual(["INSERT After a quiet spell"]);
  });

  it("neither tells nor counts a request whose insert rolled back", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("select public.submit_request($1::jsonb, null, 'passed')", [
          JSON.stringify({ ...garageRequest, name: "Rolled Back" }),
        ]);
        throw new Error("the caller gave up");
      }),
    ).rejects.toThrow("the caller gave up");
    expect(await queued()).toEqual([]);
    await send("Ann Lee");
    expect(await described()).toEqual(["INSERT Ann Lee"]);
  });
});

describe("held requests", () => {
  it("are told only in one summary, a minute after the first, and never one by one", async () => {
    for (let i = 0; i < 37; i++) await send(`Bot ${i}`, "failed");
    expect(await queued()).toEqual([]);
    expect(await tick(0.5)).toBe(0);
    expect(await tick(1)).toBe(1);
    expect(await queued()).toMatchObject([{ type: "SUMMARY", kind: "held", count: 37 }]);
  });

  it("keep apart from new requests: a real request during a flood is told at once", async () => {
    for (let i = 0; i < 20; i++) await send(`Bot ${i}`, "failed");
    await send("Real Person");
    expect(await described()).toEqual(["INSERT Real Person"]);
    await tick(1);
    expect(await described()).toEqual(["SUMMARY held 20"]);
  });

  it("released together, are told in one summary of new requests", async () => {
    const held = [];
    for (let i = 0; i < 3; i++) held.push((await send(`Real ${i}`, "failed")).id);
    await tick(1);
    await queued();
    await run("staff", "select public.release_held_requests($1)", [held]);
    expect(await queued()).toEqual([]);
    await tick(1);
    expect(await described()).toEqual(["SUMMARY new 3"]);
  });
});

describe("the clock", () => {
  it("is pg_cron's job, every 15 seconds", async () => {
    const { rows } = await db.query(
      "select schedule, command from cron.job where jobname = 'request-notification-summaries'",
    );
    expect(rows).toEqual([
      { schedule: "15 seconds", command: "select private.send_due_notifications()" },
    ]);
  });

  it("keeps the batches and the sender from the API roles", async () => {
    for (const caller of ["anon", "partner", "staff"] as const)
      for (const sql of [
        "select * from private.notification_batches",
        "select private.send_due_notifications()",
      ])
        await expect(run(caller, sql), `${caller}: ${sql}`).rejects.toMatchObject({
          code: "42501",
        });
  });
});
