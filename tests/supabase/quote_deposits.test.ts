// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { garageRequest, sendRequest, fileDatabase, type Caller } from "./fixtures";

const { db, run } = fileDatabase({
  truncate:
    "truncate public.quote_deposits, public.quote_links, public.service_requests, public.stripe_events cascade",
});

const id = "5f0c6a52-7d1e-4c1a-9a3e-0000000000c1";
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Dana's garage cleanout quoted at $349, its link accepted by the customer; the link's hash. */
async function accepted() {
  await sendRequest(db, { ...garageRequest, id });
  await run("staff", "update public.service_requests set quote_cents = 34900");
  const { rows } = await run<{ token: string }>(
    "staff",
    "select public.create_quote_link($1) as token",
    [id],
  );
  const hash = hashOf(rows[0]!.token);
  await run("service_role", "select public.answer_quote($1, true)", [hash]);
  return hash;
}

const begin = async (hash: string, cents: number) =>
  (
    await run<{ id: string; amount_cents: number; quote_cents: number; status: string }>(
      "service_role",
      "select * from public.begin_deposit($1, $2)",
      [hash, cents],
    )
  ).rows;

const event = (
  outcome: string,
  deposit: string | null,
  intent: string | null,
  n = 1,
  refundedCents: number | null = null,
) =>
  run<{ result: string }>(
    "service_role",
    "select public.apply_deposit_event($1, 'test.event', now(), $2, $3, $4, $5) as result",
    [`evt_sql${n}`, outcome, deposit, intent, refundedCents],
  ).then(({ rows }) => rows[0]!.result);

const refunds = async () =>
  (
    await db.query<{ cents: number; event_id: string | null }>(
      "select cents, event_id from public.deposit_refunds order by refunded_at, cents",
    )
  ).rows;

const deposits = async () =>
  (
    await db.query<Record<string, unknown>>(
      "select * from public.quote_deposits order by created_at",
    )
  ).rows;

describe("a deposit on an accepted quote", () => {
  it("is one row per quote, whatever a second call sends", async () => {
    const hash = await accepted();
    const [first] = await begin(hash, 8725);
    expect(first).toMatchObject({ amount_cents: 8725, quote_cents: 34900, status: "open" });
    expect(await begin(hash, 1)).toEqual([first]);
    expect(await deposits()).toHaveLength(1);
  });

  it("is refused on a quote not accepted at its current amount", async () => {
    const hash = await accepted();
    await run("staff", "update public.service_requests set quote_cents = 39900");
    await expect(begin(hash, 8725)).rejects.toMatchObject({ message: "not_accepted" });
  });

  it("is never more than the quote", async () => {
    const hash = await accepted();
    await expect(begin(hash, 34901)).rejects.toMatchObject({ code: "23514" });
  });

  it("is asked again on a changed quote once accepted again, the paid one kept beside it", async () => {
    const hash = await accepted();
    const [old] = await begin(hash, 8725);
    expect(await event("paid", old!.id, "pi_sql1")).toBe("recorded");
    await run("staff", "update public.service_requests set quote_cents = 39900");
    await run("service_role", "select public.answer_quote($1, true)", [hash]);
    const [fresh] = await begin(hash, 9975);
    expect(fresh).toMatchObject({ quote_cents: 39900, status: "open" });
    expect(await deposits()).toEqual([
      expect.objectContaining({ quote_cents: 34900, status: "paid", payment_intent_id: "pi_sql1" }),
      expect.objectContaining({ quote_cents: 39900, status: "open" }),
    ]);
  });

  it("answers nothing for an unknown link", async () => {
    await accepted();
    expect(await begin(hashOf("nobody's"), 8725)).toEqual([]);
  });
});

describe("who reads and moves deposits", () => {
  it("staff read them; a partner reads none; anon is refused", async () => {
    const hash = await accepted();
    await begin(hash, 8725);
    expect(
      (await run("staff", "select id from public.quote_deposits").then((r) => r.rows)).length,
    ).toBe(1);
    expect((await run("partner", "select id from public.quote_deposits")).rows).toEqual([]);
    await expect(run("anon", "select id from public.quote_deposits")).rejects.toMatchObject({
      code: "42501",
    });
  });

  it.each<Caller>(["anon", "partner", "staff"])(
    "only the service role applies payments, not %s",
    async (caller) => {
      const hash = await accepted();
      const [deposit] = await begin(hash, 8725);
      await expect(
        run(caller, "select public.apply_deposit_event('evt_x', 't', now(), 'paid', $1)", [
          deposit!.id,
        ]),
      ).rejects.toMatchObject({ code: "42501" });
      await expect(
        run(caller, "update public.quote_deposits set status = 'paid', paid_at = now()"),
      ).rejects.toMatchObject({ code: "42501" });
      await expect(
        run(caller, "select * from public.begin_deposit($1, 1)", [hash]),
      ).rejects.toMatchObject({
        code: "42501",
      });
    },
  );
});

describe("the payment events", () => {
  it("are applied once, in any order: refunded is final, paid is not undone by a late failure", async () => {
    const hash = await accepted();
    const [deposit] = await begin(hash, 8725);
    expect(await event("refunded", null, "pi_sql2", 1)).toBe("unknown");
    expect(await event("paid", deposit!.id, "pi_sql2", 2)).toBe("recorded");
    expect(await event("paid", deposit!.id, "pi_sql2", 2)).toBe("duplicate");
    expect(await event("failed", deposit!.id, null, 3)).toBe("recorded");
    expect((await deposits())[0]).toMatchObject({ status: "paid" });
    expect(await event("refunded", null, "pi_sql2", 1)).toBe("recorded");
    expect(await event("paid", deposit!.id, "pi_sql2", 4)).toBe("recorded");
    expect((await deposits())[0]).toMatchObject({
      status: "refunded",
      refunded_at: expect.any(Date),
    });
    expect(await refunds()).toEqual([{ cents: 8725, event_id: "evt_sql1" }]);
  });

  it("record a refund in part as what it adds to the charge's total; refunded once whole", async () => {
    const hash = await accepted();
    const [deposit] = await begin(hash, 8725);
    expect(await event("paid", deposit!.id, "pi_sql3", 1)).toBe("recorded");
    expect(await event("refunded", null, "pi_sql3", 2, 2000)).toBe("recorded");
    expect((await deposits())[0]).toMatchObject({ status: "paid", refunded_at: null });
    // Delivered late, an earlier total adds nothing; the same event again is a duplicate.
    expect(await event("refunded", null, "pi_sql3", 3, 5000)).toBe("recorded");
    expect(await event("refunded", null, "pi_sql3", 4, 2000)).toBe("recorded");
    expect(await event("refunded", null, "pi_sql3", 3, 5000)).toBe("duplicate");
    expect(await refunds()).toEqual([
      { cents: 2000, event_id: "evt_sql2" },
      { cents: 3000, event_id: "evt_sql3" },
    ]);
    // The rest, as Stripe marks a charge refunded whole (no total passed).
    expect(await event("refunded", null, "pi_sql3", 5)).toBe("recorded");
    expect((await deposits())[0]).toMatchObject({ status: "refunded" });
    expect((await refunds()).map((r) => r.cents)).toEqual([2000, 3000, 3725]);
    await expect(event("refunded", null, "pi_sql3", 6, -1)).rejects.toMatchObject({
      code: "22023",
    });
  });
});
