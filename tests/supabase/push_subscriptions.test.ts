// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  garageRequest,
  owner,
  partner,
  sendRequest,
  type User,
  fileDatabase,
  type Caller,
} from "./fixtures";

// A second staff account beside the owner, so that "their own devices" means something.
const colleague = { id: "0b6f1e0a-3333-4c3e-9a51-00000000000c", email: "crew@example.com" };

const { db, run } = fileDatabase({
  seed: async (db) => {
    await db.query("insert into auth.users (id, email) values ($1, $2)", [
      colleague.id,
      colleague.email,
    ]);
    await db.query("insert into public.staff (user_id) values ($1)", [colleague.id]);
  },
  truncate: `truncate public.push_subscriptions, public.service_requests, net.http_request_queue,
       vault.secrets, private.notification_batches cascade`,
});

/** A subscription as PushSubscription.toJSON() gives it: base64url keys of the right lengths. */
function device(name: string) {
  const fill = (length: number) => name.replace(/[^A-Za-z0-9]/g, "").padEnd(length, "A");
  return {
    endpoint: `https://push.example.net/send/${name}`,
    p256dh: `B${fill(86)}`,
    auth: fill(22),
  };
}
type Device = ReturnType<typeof device>;

const insertDevice = (caller: Caller, d: Device) =>
  run(
    caller,
    "insert into public.push_subscriptions (endpoint, p256dh, auth) values ($1, $2, $3)",
    [d.endpoint, d.p256dh, d.auth],
  );

/** Stores a device for a user directly, as the dashboard (postgres) would. */
async function stored(user: User, d: Device) {
  await db.query(
    "insert into public.push_subscriptions (endpoint, p256dh, auth, user_id) values ($1, $2, $3, $4)",
    [d.endpoint, d.p256dh, d.auth, user.id],
  );
}

const allRows = async () =>
  (
    await db.query<Record<string, unknown>>(
      "select endpoint, user_id, p256dh, auth, last_seen_at from public.push_subscriptions order by endpoint",
    )
  ).rows;

const denied = { code: "42501" };

describe("push_subscriptions: each staff member's own devices", () => {
  it("lets staff add a device, which is theirs without saying so", async () => {
    const phone = device("owner-phone");
    await insertDevice(owner, phone);
    const [row] = await allRows();
    expect(row).toMatchObject({ endpoint: phone.endpoint, user_id: owner.id });
    const seen = await run(owner, "select endpoint from public.push_subscriptions");
    expect(seen.rows).toEqual([{ endpoint: phone.endpoint }]);
  });

  it("refuses a device for someone else, whoever names them", async () => {
    await expect(
      run(
        owner,
        "insert into public.push_subscriptions (endpoint, p256dh, auth, user_id) values ($1, $2, $3, $4)",
        [device("x").endpoint, device("x").p256dh, device("x").auth, colleague.id],
      ),
    ).rejects.toMatchObject(denied);
    expect(await allRows()).toEqual([]);
  });

  it("refuses a signed-in user who is not staff, and anon", async () => {
    await expect(insertDevice(partner, device("partner"))).rejects.toMatchObject({
      code: "42501",
      message: expect.stringMatching(/row-level security/),
    });
    await expect(insertDevice("anon", device("anon"))).rejects.toMatchObject({
      code: "42501",
      message: "permission denied for table push_subscriptions",
    });
    expect(await allRows()).toEqual([]);
  });

  it("shows each staff member their own devices only, others none", async () => {
    await stored(owner, device("owner-phone"));
    await stored(colleague, device("crew-phone"));
    const endpoints = async (caller: Caller) =>
      (
        await run<{ endpoint: string }>(caller, "select endpoint from public.push_subscriptions")
      ).rows
        .map((r) => r.endpoint)
        .sort();
    expect(await endpoints(owner)).toEqual([device("owner-phone").endpoint]);
    expect(await endpoints(colleague)).toEqual([device("crew-phone").endpoint]);
    expect(await endpoints(partner)).toEqual([]);
    expect(await endpoints("service_role")).toHaveLength(2);
    await expect(run("anon", "select * from public.push_subscriptions")).rejects.toMatchObject(
      denied,
    );
  });

  it("lets staff mark their own device as seen, and nothing more", async () => {
    await stored(owner, device("owner-phone"));
    await stored(colleague, device("crew-phone"));
    const touch = "update public.push_subscriptions set last_seen_at = now() + interval '1 day'";
    expect((await run(owner, touch)).affectedRows).toBe(1);
    const rows = await allRows();
    expect(
      rows.map((r) => r.user_id === owner.id && (r.last_seen_at as Date) > new Date()),
    ).toEqual([false, true]);
    for (const column of ["endpoint", "p256dh", "auth", "user_id", "created_at"]) {
      await expect(
        run(owner, `update public.push_subscriptions set ${column} = ${column}`),
        column,
      ).rejects.toMatchObject(denied);
    }
    await expect(run("anon", touch)).rejects.toMatchObject(denied);
    expect((await run(partner, touch)).affectedRows).toBe(0);
  });

  it("lets staff remove their own devices only", async () => {
    await stored(owner, device("owner-phone"));
    await stored(colleague, device("crew-phone"));
    expect((await run(partner, "delete from public.push_subscriptions")).affectedRows).toBe(0);
    await expect(run("anon", "delete from public.push_subscriptions")).rejects.toMatchObject(
      denied,
    );
    expect((await run(owner, "delete from public.push_subscriptions")).affectedRows).toBe(1);
    expect((await allRows()).map((r) => r.user_id)).toEqual([colleague.id]);
  });

  it("drops a user's devices when they are taken off staff", async () => {
    await stored(colleague, device("crew-phone"));
    await db.transaction(async (tx) => {
      await tx.query("delete from public.staff where user_id = $1", [colleague.id]);
      expect(await tx.query("select * from public.push_subscriptions")).toMatchObject({ rows: [] });
      await tx.rollback();
    });
  });

  it("takes only an https endpoint and keys of the right shape", async () => {
    const good = device("good");
    for (const [name, bad] of [
      ["push_subscriptions_endpoint_https", { ...good, endpoint: "http://push.example.net/x" }],
      ["push_subscriptions_p256dh_valid", { ...good, p256dh: `A${good.p256dh.slice(1)}` }],
      ["push_subscriptions_p256dh_valid", { ...good, p256dh: good.p256dh.slice(0, 80) }],
      ["push_subscriptions_auth_valid", { ...good, auth: `${good.auth}x` }],
      ["push_subscriptions_auth_valid", { ...good, auth: good.auth.replace("A", "+") }],
    ] as const) {
      await expect(insertDevice(owner, bad), name).rejects.toMatchObject({
        code: "23514",
        constraint: name,
      });
    }
    await insertDevice(owner, { ...good, p256dh: `${good.p256dh}=`, auth: `${good.auth}==` });
    expect(await allRows()).toHaveLength(1);
  });
});

describe("save_push_subscription, called on each visit of the inbox", () => {
  const save = (caller: Caller, d: Device) =>
    run(caller, "select public.save_push_subscription(endpoint => $1, p256dh => $2, auth => $3)", [
      d.endpoint,
      d.p256dh,
      d.auth,
    ]);

  it("adds the device the first time, then renews its keys and last-seen time", async () => {
    const phone = device("owner-phone");
    await save(owner, phone);
    const [first] = await allRows();
    expect(first).toMatchObject({ ...phone, user_id: owner.id });

    await db.query("update public.push_subscriptions set last_seen_at = now() - interval '9 days'");
    const renewed = { ...device("renewed"), endpoint: phone.endpoint };
    await save(owner, renewed);
    const rows = await allRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...renewed, user_id: owner.id });
    expect(Date.now() - (rows[0]?.last_seen_at as Date).getTime()).toBeLessThan(60_000);
  });

  it("refuses, with 409, a device that gets another account's notifications", async () => {
    const phone = device("shared-phone");
    await save(owner, phone);
    await expect(
      save(colleague, { ...device("other-keys"), endpoint: phone.endpoint }),
    ).rejects.toMatchObject({
      code: "PT409",
      message: "This device already gets the notifications of another account.",
    });
    expect(await allRows()).toMatchObject([{ ...phone, user_id: owner.id }]);
  });

  it("refuses a signed-in user who is not staff, and anon", async () => {
    await expect(save(partner, device("partner"))).rejects.toMatchObject({
      code: "42501",
      message: "Only staff can get notifications of new requests.",
    });
    await expect(save("anon", device("anon"))).rejects.toMatchObject({
      code: "42501",
      message: "permission denied for function save_push_subscription",
    });
    expect(await allRows()).toEqual([]);
  });

  it("checks the keys as the table does", async () => {
    await expect(save(owner, { ...device("x"), endpoint: "http://x" })).rejects.toMatchObject({
      code: "23514",
      constraint: "push_subscriptions_endpoint_https",
    });
  });
});

describe("the webhook to notify-owner", () => {
  const functionUrl = "https://abc.supabase.co/functions/v1/notify-owner";
  const secret = "webhook-secret-from-vault";

  const setSecret = (value: string, name: string) =>
    db.query("select vault.create_secret($1, $2)", [value, name]);
  const queue = async () =>
    (
      await db.query<{
        method: string;
        url: string;
        headers: Record<string, string>;
        body: Uint8Array;
        timeout_milliseconds: number;
      }>("select * from net.http_request_queue order by id")
    ).rows;
  const requestsStored = async () =>
    (await db.query("select id from public.service_requests")).rows.length;

  it("is a trigger after each insert into service_requests", async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select t.tgname, t.tgenabled, p.proname, p.prosecdef,
              (t.tgtype & 1) = 1 as per_row, (t.tgtype & 2) = 2 as before, (t.tgtype & 4) = 4 as on_insert
         from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where t.tgrelid = 'public.service_requests'::regclass
          and t.tgname = 'service_requests_notify_new_request'`,
    );
    expect(rows).toEqual([
      {
        tgname: "service_requests_notify_new_request",
        tgenabled: "O",
        proname: "notify_new_request",
        prosecdef: true,
        per_row: true,
        before: false,
        on_insert: true,
      },
    ]);
  });

  it("still stores a visitor's request when Vault holds neither entry", async () => {
    await sendRequest(db, garageRequest);
    expect(await requestsStored()).toBe(1);
    expect(await queue()).toEqual([]);
  });

  it("still stores it, and calls nothing, with only one of the two entries", async () => {
    await setSecret(functionUrl, "notify_owner_url");
    // The old pair's secret goes with the old pair's URL only.
    await setSecret(secret, "notify_new_request_secret");
    await sendRequest(db, garageRequest);
    expect(await requestsStored()).toBe(1);
    expect(await queue()).toEqual([]);
  });

  it("posts the new row as a Database Webhook does, to the URL and with the secret in Vault", async () => {
    await setSecret(functionUrl, "notify_owner_url");
    await setSecret(secret, "notify_owner_secret");
    const id = "7d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b";
    await sendRequest(db, { ...garageRequest, id, photo_count: 2 });

    const [call, ...more] = await queue();
    expect(more).toEqual([]);
    expect(call).toMatchObject({
      method: "POST",
      url: functionUrl,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${secret}` },
      timeout_milliseconds: 30000,
    });
    const body = JSON.parse(new TextDecoder().decode(call?.body));
    expect(body).toMatchObject({
      type: "INSERT",
      table: "service_requests",
      schema: "public",
      old_record: null,
      record: { ...garageRequest, id, photo_count: 2, status: "new" },
    });
    expect(Number.isNaN(Date.parse(body.record.created_at))).toBe(false);
  });

  it("reads the old pair of names while a project's Vault has only those", async () => {
    await setSecret(functionUrl, "notify_new_request_url");
    await setSecret(secret, "notify_new_request_secret");
    await sendRequest(db, garageRequest);
    expect((await queue()).map((call) => [call.url, call.headers])).toEqual([
      [functionUrl, { "Content-Type": "application/json", Authorization: `Bearer ${secret}` }],
    ]);
  });

  it("prefers the new pair of names once both are in Vault", async () => {
    await setSecret(
      "https://old.example/functions/v1/notify-new-request",
      "notify_new_request_url",
    );
    await setSecret("old-secret", "notify_new_request_secret");
    await setSecret(functionUrl, "notify_owner_url");
    await setSecret(secret, "notify_owner_secret");
    await sendRequest(db, garageRequest);
    expect((await queue()).map((call) => [call.url, call.headers])).toEqual([
      [functionUrl, { "Content-Type": "application/json", Authorization: `Bearer ${secret}` }],
    ]);
  });

  it("still stores the request when pg_net itself fails", async () => {
    await setSecret(functionUrl, "notify_new_request_url");
    await setSecret(secret, "notify_new_request_secret");
    const signature = "net.http_post(text, jsonb, jsonb, jsonb, integer)";
    await db.exec(`alter function ${signature} rename to http_post_away`);
    try {
      await sendRequest(db, garageRequest);
    } finally {
      await db.exec(
        "alter function net.http_post_away(text, jsonb, jsonb, jsonb, integer) rename to http_post",
      );
    }
    expect(await requestsStored()).toBe(1);
    expect(await queue()).toEqual([]);
  });
});
