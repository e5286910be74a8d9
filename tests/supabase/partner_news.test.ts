// @vitest-environment node
// The owner's news of partners (20261126130100_partner_news.sql): a new partner, a subscription
// that starts and a payment that fails each queue one call to notify-owner through pg_net,
// with the URL and the secret Vault holds for requests; nothing else does.
import { beforeEach, describe, expect, it } from "vitest";
import { as, insertSql } from "../../supabase/local/sql";
import { partner, signedIn, fileDatabase } from "./fixtures";

const functionUrl = "https://abc.supabase.co/functions/v1/notify-owner";
const secret = "webhook-secret-from-vault";

const { db } = fileDatabase();
beforeEach(async () => {
  await db.exec(
    "truncate public.partners, public.properties, public.stripe_subscriptions, public.stripe_events, net.http_request_queue, vault.secrets cascade",
  );
  await db.query("select vault.create_secret($1, 'notify_new_request_url')", [functionUrl]);
  await db.query("select vault.create_secret($1, 'notify_new_request_secret')", [secret]);
});

type Call = { url: string; headers: Record<string, string>; body: Record<string, unknown> };

/** The calls pg_net has queued, with their bodies read; the queue emptied. */
async function calls(): Promise<Call[]> {
  const { rows } = await db.query<{
    url: string;
    headers: Record<string, string>;
    body: Uint8Array;
  }>("delete from net.http_request_queue returning url, headers, body");
  return rows.map((row) => ({ ...row, body: JSON.parse(new TextDecoder().decode(row.body)) }));
}

/** The partner signs up, as the partner's page adds their row. */
async function signUp() {
  const [sql, params] = insertSql("public.partners", {
    company_name: "Maple Homes",
    contact_name: "Pat Lee",
    phone: "+18015550190",
  });
  await as(db, "authenticated", (tx) => tx.query(sql, params), signedIn(partner));
  const { rows } = await db.query<{ id: string }>("select id from public.partners");
  const [property] = (
    await db.query<{ id: string }>(
      "insert into public.properties (partner_id, name, street_address, city, units) values ($1, 'Maple Court', '100 N Main St', 'Orem', 24) returning id",
      [rows[0]!.id],
    )
  ).rows;
  return { partnerId: rows[0]!.id, propertyId: property!.id };
}

let event = 0;
/** stripe-webhook storing a subscription's state, as the service role. */
async function store(ids: { partnerId: string; propertyId: string }, extra: object) {
  event += 1;
  const state = {
    id: "sub_1",
    customer_id: "cus_1",
    status: "active",
    price_id: "price_unit",
    quantity: 24,
    unit_amount: 2000,
    currency: "usd",
    current_period_end: "2030-01-31T00:00:00Z",
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    partner_id: ids.partnerId,
    property_id: ids.propertyId,
    ...extra,
  };
  const { rows } = await as(db, "service_role", (tx) =>
    tx.query<{ result: string }>(
      "select public.apply_stripe_event(event_id => $1, event_type => 'customer.subscription.updated', event_created => $2, subscription => $3) as result",
      [`evt_${event}`, new Date(Date.UTC(2030, 0, 1, 0, 0, event)).toISOString(), state],
    ),
  );
  return rows[0]!.result;
}

const statuses = (found: Call[]) =>
  found.map((call) => (call.body.record as { status?: string }).status ?? call.body.table);

describe("the owner's news of partners", () => {
  it("sends a new partner's row, company, contact, phone and e-mail, to the function", async () => {
    await signUp();
    const [call, ...more] = await calls();
    expect(more).toEqual([]);
    expect(call).toMatchObject({
      url: functionUrl,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${secret}` },
      body: {
        type: "INSERT",
        table: "partners",
        schema: "public",
        old_record: null,
        record: { company_name: "Maple Homes", user_id: partner.id },
        partner: {
          company_name: "Maple Homes",
          contact_name: "Pat Lee",
          phone: "+18015550190",
          email: partner.email,
        },
        property: null,
      },
    });
  });

  it("sends a subscription that starts, with its partner and property, once", async () => {
    const ids = await signUp();
    await calls();
    expect(await store(ids, { status: "active" })).toBe("stored");
    const [call, ...more] = await calls();
    expect(more).toEqual([]);
    expect(call?.body).toMatchObject({
      type: "INSERT",
      table: "stripe_subscriptions",
      record: { id: "sub_1", status: "active", quantity: 24, unit_amount: 2000 },
      partner: { company_name: "Maple Homes" },
      property: { name: "Maple Court", city: "Orem" },
    });
    // A renewal, a new quantity, a cancellation at the period's end: no news.
    await store(ids, { current_period_end: "2030-03-01T00:00:00Z" });
    await store(ids, { quantity: 30 });
    await store(ids, { cancel_at_period_end: true });
    expect(await calls()).toEqual([]);
  });

  it("sends a failed payment, not its recovery, and the next failure again", async () => {
    const ids = await signUp();
    await store(ids, { status: "active" });
    await calls();
    await store(ids, { status: "past_due" });
    await store(ids, { status: "unpaid" });
    await store(ids, { status: "active" });
    await store(ids, { status: "past_due" });
    const found = await calls();
    expect(statuses(found)).toEqual(["past_due", "past_due"]);
    expect(found[0]?.body).toMatchObject({
      type: "UPDATE",
      old_record: { status: "active" },
      record: { status: "past_due" },
    });
  });

  it("sends a start from an unpaid first invoice, and nothing for one canceled", async () => {
    const ids = await signUp();
    await calls();
    await store(ids, { status: "incomplete" });
    expect(await calls()).toEqual([]);
    await store(ids, { status: "active" });
    await store(ids, { status: "canceled" });
    expect(statuses(await calls())).toEqual(["active"]);
    await store(ids, { id: "sub_2", status: "past_due" });
    expect(statuses(await calls())).toEqual(["past_due"]);
  });

  it("still stores the partner and the subscription when Vault holds no entry", async () => {
    await db.exec("truncate vault.secrets");
    const ids = await signUp();
    expect(await store(ids, { status: "active" })).toBe("stored");
    expect(await calls()).toEqual([]);
    const { rows } = await db.query("select id from public.stripe_subscriptions");
    expect(rows).toHaveLength(1);
  });
});
