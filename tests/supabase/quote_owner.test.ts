// @vitest-environment node
// What the owner reads of the quotes he sent, as staff, the crew, the partner and anon read it:
// the state of a request's link on the inbox's row (public.quote_state, a computed field the
// list reads with rpc/inbox_requests), and the money collected online in a month
// (public.month_collected_online).

import { describe, expect, it } from "vitest";
import { fileDatabase, garageRequest, partner, sendRequest, type Caller } from "./fixtures";

const crew = { id: "0b6f1e0a-5555-4c3e-9a51-0000000000c1", email: "crew@example.com" };

const { db, run } = fileDatabase({
  seed: async (db) => {
    await db.query("insert into auth.users (id, email) values ($1, $2)", [crew.id, crew.email]);
    await db.query("insert into public.crew (user_id, email) values ($1, $2)", [
      crew.id,
      crew.email,
    ]);
  },
  truncate: "truncate public.quote_deposits, public.quote_links, public.service_requests cascade",
});

const id = "5f0c6a52-7d1e-4c1a-9a3e-0000000000d1";
const otherId = "5f0c6a52-7d1e-4c1a-9a3e-0000000000d2";

/** A garage cleanout quoted at $349 and its link, made as the owner makes it. */
async function linked(requestId = id) {
  await sendRequest(db, { ...garageRequest, id: requestId });
  await run("staff", "update public.service_requests set quote_cents = 34900 where id = $1", [
    requestId,
  ]);
  await run("staff", "select public.create_quote_link($1)", [requestId]);
}

const setLink = (columns: string) =>
  db.query(`update public.quote_links set ${columns} where revoked_at is null`);

async function deposit(status: "open" | "paid" | "refunded") {
  await db.query(
    `insert into public.quote_deposits (link_id, request_id, quote_cents, amount_cents, status,
       paid_at, refunded_at)
     select l.id, l.request_id, 34900, 8725, $1,
       case when $1 in ('paid', 'refunded') then now() end,
       case when $1 = 'refunded' then now() end
     from public.quote_links l where l.revoked_at is null`,
    [status],
  );
}

/** Each listed request's state, as the inbox's list reads it. */
const listed = async (caller: Caller = "staff") =>
  (
    await run<{ id: string; quote_state: string | null }>(
      caller,
      "select r.id, r.quote_state from public.inbox_requests('all') r order by r.id",
    )
  ).rows;

describe("the quote's state on the inbox row", () => {
  it("follows the link: nothing until sent, then sent, viewed, accepted, deposit paid", async () => {
    await sendRequest(db, { ...garageRequest, id: otherId });
    await linked();
    const state = async () => (await listed()).find((r) => r.id === id)?.quote_state;
    expect(await state()).toBeNull();
    await setLink("sent_at = now()");
    expect(await state()).toBe("sent");
    await setLink("viewed_at = now()");
    expect(await state()).toBe("viewed");
    await setLink("accepted_at = now(), accepted_cents = 34900");
    expect(await state()).toBe("accepted");
    await deposit("open");
    expect(await state()).toBe("accepted");
    await db.query("update public.quote_deposits set status = 'paid', paid_at = now()");
    expect(await state()).toBe("deposit_paid");
    // A request without a link reads nothing.
    expect((await listed()).find((r) => r.id === otherId)?.quote_state).toBeNull();
  });

  it("a refunded deposit is not paid; a declined quote says so; a revoked link says nothing", async () => {
    await linked();
    await setLink("sent_at = now(), accepted_at = now(), accepted_cents = 34900");
    await deposit("refunded");
    expect(await listed()).toEqual([{ id, quote_state: "accepted" }]);
    await db.query("update public.quote_links set accepted_at = null, accepted_cents = null");
    await setLink("declined_at = now()");
    expect(await listed()).toEqual([{ id, quote_state: "declined" }]);
    await run("staff", "update public.quote_links set revoked_at = now()");
    expect(await listed()).toEqual([{ id, quote_state: null }]);
  });

  it.each<[string, Caller]>([
    ["the crew", crew],
    ["the partner", partner],
  ])("%s read no state, even of a row they make up", async (_, caller) => {
    await linked();
    await setLink("sent_at = now(), viewed_at = now()");
    const { rows } = await db.query<{ row: unknown }>(
      "select to_json(r) as row from public.service_requests r",
    );
    const made = await run<{ state: string | null }>(
      caller,
      "select public.quote_state(json_populate_record(null::public.service_requests, $1::json)) as state",
      [JSON.stringify(rows[0]!.row)],
    );
    expect(made.rows).toEqual([{ state: null }]);
  });

  it("anon may not ask", async () => {
    await linked();
    await expect(
      run("anon", "select public.quote_state(r) from public.service_requests r"),
    ).rejects.toMatchObject({ code: "42501" });
  });
});

describe("the money collected online in a month", () => {
  /**
   * A deposit of `cents` paid at `paidAt` (UTC) and refunded whole at `refundedAt`, on its own
   * link, as stripe-webhook stores them.
   */
  async function paid(n: number, cents: number, paidAt: string, refundedAt: string | null = null) {
    const requestId = `5f0c6a52-7d1e-4c1a-9a3e-0000000002${String(n).padStart(2, "0")}`;
    await sendRequest(db, { ...garageRequest, id: requestId, phone: `+180155503${n}0` });
    const { rows } = await db.query<{ id: string }>(
      `insert into public.quote_links (request_id, token_hash, accepted_at, accepted_cents)
       values ($1, repeat($2, 64), now(), 34900) returning id`,
      [requestId, String(n % 10)],
    );
    const { rows: deposits } = await db.query<{ id: string }>(
      `insert into public.quote_deposits (link_id, request_id, quote_cents, amount_cents, status,
         paid_at, refunded_at)
       values ($1, $2, 34900, $3, case when $5::timestamptz is null then 'paid' else 'refunded' end,
         $4, $5)
       returning id`,
      [rows[0]!.id, requestId, cents, paidAt, refundedAt],
    );
    if (refundedAt) await refund(deposits[0]!.id, cents, refundedAt);
    return deposits[0]!.id;
  }

  const refund = (deposit: string, cents: number, at: string) =>
    db.query(
      "insert into public.deposit_refunds (deposit_id, cents, refunded_at) values ($1, $2, $3)",
      [deposit, cents, at],
    );

  const month = async (start: string, caller: Caller = "staff") =>
    (await run(caller, "select * from public.month_collected_online($1)", [start])).rows;

  it("counts deposits paid in the month, Utah time, less the refunds made in it", async () => {
    // Nov 30, 11:30 pm in Utah is Dec 1 in UTC: November's.
    await paid(1, 8725, "2026-12-01T06:30:00Z");
    await paid(2, 5000, "2026-11-10T18:00:00Z");
    // Paid in November, refunded in December: counted in November, taken off in December.
    await paid(3, 2000, "2026-11-20T18:00:00Z", "2026-12-02T18:00:00Z");
    // Dec 1, 1 am in Utah: December's; $25 of it given back in December, $15 more in January.
    const fourth = await paid(4, 10000, "2026-12-01T08:00:00Z");
    await refund(fourth, 2500, "2026-12-20T18:00:00Z");
    await refund(fourth, 1500, "2027-01-05T18:00:00Z");
    // Never paid: nothing.
    await db.query(
      `insert into public.quote_deposits (link_id, request_id, quote_cents, amount_cents)
       select id, request_id, 39900, 9999 from public.quote_links limit 1`,
    );
    expect(await month("2026-11-01")).toEqual([
      {
        month: new Date("2026-11-01T00:00:00Z"),
        deposits_paid: 3,
        paid_cents: 15725,
        refunds: 0,
        refunded_cents: 0,
        collected_cents: 15725,
      },
    ]);
    expect(await month("2026-12-15")).toEqual([
      expect.objectContaining({
        deposits_paid: 1,
        paid_cents: 10000,
        refunds: 2,
        refunded_cents: 4500,
        collected_cents: 5500,
      }),
    ]);
    expect(await month("2027-01-01")).toEqual([
      expect.objectContaining({ deposits_paid: 0, refunds: 1, collected_cents: -1500 }),
    ]);
    expect(await month("2026-10-01")).toEqual([
      expect.objectContaining({ deposits_paid: 0, paid_cents: 0, collected_cents: 0 }),
    ]);
  });

  it.each<[string, Caller]>([
    ["the crew", crew],
    ["the partner", partner],
    ["anon", "anon"],
  ])("%s read no money", async (_, caller) => {
    await paid(1, 8725, "2026-11-10T18:00:00Z", "2026-11-12T18:00:00Z");
    await expect(month("2026-11-01", caller)).rejects.toMatchObject({ code: "42501" });
    const refunds = run(caller, "select * from public.deposit_refunds");
    if (caller === "anon") await expect(refunds).rejects.toMatchObject({ code: "42501" });
    else expect((await refunds).rows).toEqual([]);
    expect((await run("staff", "select * from public.deposit_refunds")).rows).toHaveLength(1);
  });
});
