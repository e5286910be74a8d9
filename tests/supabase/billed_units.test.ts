// @vitest-environment node
// The units billed follow the database (20261128120000_billed_units_sync.sql): a change of a
// subscribed property's units, a subscription stored with a quantity other than its property's
// units, and the periodic reconcile each queue a call to update-billed-units through pg_net, with
// the URL and the secret Vault holds for it; nothing else does.
import { beforeEach, describe, expect, it } from "vitest";
import { as } from "../../supabase/local/sql";
import { partner, fileDatabase } from "./fixtures";

const functionUrl = "https://abc.supabase.co/functions/v1/update-billed-units";
const secret = "webhook-secret-from-vault";

const { db, run } = fileDatabase();
beforeEach(async () => {
  await db.exec(
    "truncate public.partners, public.properties, public.stripe_subscriptions, public.stripe_events, net.http_request_queue, vault.secrets cascade",
  );
  await db.query("select vault.create_secret($1, 'update_billed_units_url')", [functionUrl]);
  await db.query("select vault.create_secret($1, 'update_billed_units_secret')", [secret]);
});

type Call = { headers: Record<string, string>; body: Record<string, unknown> };

/** The calls to update-billed-units pg_net has queued, with their bodies read; the queue emptied. */
async function calls(): Promise<Call[]> {
  const { rows } = await db.query<{
    url: string;
    headers: Record<string, string>;
    body: Uint8Array;
  }>("delete from net.http_request_queue returning url, headers, body");
  return rows
    .filter((row) => row.url === functionUrl)
    .map((row) => ({ headers: row.headers, body: JSON.parse(new TextDecoder().decode(row.body)) }));
}

let partnerId = "";
/** A property of the partner's with `units` units. */
async function property(units: number) {
  if (!partnerId) {
    const { rows } = await db.query<{ id: string }>(
      "insert into public.partners (user_id, company_name, contact_name, phone) values ($1, 'Maple Homes', 'Pat Lee', '+18015550190') returning id",
      [partner.id],
    );
    partnerId = rows[0]!.id;
  }
  const { rows } = await db.query<{ id: string }>(
    "insert into public.properties (partner_id, name, street_address, city, units) values ($1, 'Maple Court', '100 N Main St', 'Orem', $2) returning id",
    [partnerId, units],
  );
  return rows[0]!.id;
}

let event = 0;
/** stripe-webhook storing a subscription's state for a property, as the service role. */
async function store(propertyId: string, extra: object = {}) {
  event += 1;
  const state = {
    id: `sub_${propertyId.slice(0, 8)}`,
    customer_id: "cus_1",
    status: "active",
    price_id: "price_unit",
    quantity: 1,
    unit_amount: 2000,
    currency: "usd",
    current_period_end: "2030-01-31T00:00:00Z",
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    partner_id: partnerId,
    property_id: propertyId,
    ...extra,
  };
  await as(db, "service_role", (tx) =>
    tx.query(
      "select public.apply_stripe_event(event_id => $1, event_type => 'customer.subscription.updated', event_created => $2, subscription => $3)",
      [`evt_${event}`, new Date(Date.UTC(2030, 0, 1, 0, 0, event)).toISOString(), state],
    ),
  );
}

/** The partner's PATCH of a property's columns, through PostgREST's grants and policies. */
const patch = (propertyId: string, set: string) =>
  run("partner", `update public.properties set ${set} where id = $1`, [propertyId]);

const call = (propertyId: string): Call => ({
  headers: { "Content-Type": "application/json", Authorization: `Bearer ${secret}` },
  body: { property_id: propertyId },
});

describe("the units billed follow the database", () => {
  it("queues one call when the partner changes a paid property's units, none for other columns", async () => {
    partnerId = "";
    const id = await property(1);
    await store(id, { quantity: 1 });
    expect(await calls()).toEqual([]);

    await patch(id, "units = 500");
    expect(await calls()).toEqual([call(id)]);
    await patch(id, "units = 500, name = 'Maple Court East'");
    expect(await calls()).toEqual([]);
  });

  it("queues nothing for a property that nothing bills, or whose subscription ended", async () => {
    partnerId = "";
    const unpaid = await property(1);
    const ended = await property(1);
    await store(ended, { quantity: 1, status: "canceled" });
    await calls();
    await patch(unpaid, "units = 40");
    await patch(ended, "units = 40");
    expect(await calls()).toEqual([]);
  });

  it("queues a call when a subscription is stored billing other units than the property has", async () => {
    partnerId = "";
    const id = await property(30);
    await store(id, { quantity: 24 });
    expect(await calls()).toEqual([call(id)]);
    // Stripe bills the units now: the webhook stores them, and nothing more is asked.
    await store(id, { quantity: 30 });
    expect(await calls()).toEqual([]);
  });

  it("reconciles every property billed for other units, the longest behind first, bounded", async () => {
    partnerId = "";
    const first = await property(5);
    const second = await property(6);
    const billedRight = await property(7);
    const ended = await property(8);
    await db.exec("truncate vault.secrets");
    await store(first, { quantity: 1 });
    await store(second, { quantity: 1 });
    await store(billedRight, { quantity: 7 });
    await store(ended, { quantity: 1, status: "canceled" });
    await db.query("select vault.create_secret($1, 'update_billed_units_url')", [functionUrl]);
    await db.query("select vault.create_secret($1, 'update_billed_units_secret')", [secret]);
    expect(await calls()).toEqual([]);

    const run = async (most?: number) =>
      (
        await db.query<{ queued: number }>(
          `select private.reconcile_billed_units(${most ?? ""}) as queued`,
        )
      ).rows[0]?.queued;
    expect(await run(1)).toBe(1);
    expect(await calls()).toEqual([call(first)]);
    expect(await run()).toBe(2);
    expect(await calls()).toEqual([call(first), call(second)]);
  });

  it("is scheduled every 15 minutes by pg_cron", async () => {
    const { rows } = await db.query(
      "select schedule, command from cron.job where jobname = 'reconcile-billed-units'",
    );
    expect(rows).toEqual([
      { schedule: "*/15 * * * *", command: "select private.reconcile_billed_units()" },
    ]);
  });

  it("still stores the change when Vault holds no entry, and no API role may queue calls", async () => {
    partnerId = "";
    const id = await property(1);
    await store(id, { quantity: 1 });
    await db.exec("truncate vault.secrets");
    await patch(id, "units = 12");
    expect(await calls()).toEqual([]);
    const { rows } = await db.query("select units from public.properties where id = $1", [id]);
    expect(rows).toEqual([{ units: 12 }]);
    for (const caller of ["anon", "partner", "service_role"] as const) {
      await expect(run(caller, "select private.reconcile_billed_units()")).rejects.toThrow(
        /permission denied/,
      );
    }
  });
});
