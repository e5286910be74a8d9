// @vitest-environment node
// A flood on the whole local stack (supabase/local/stack.ts: the real migrations, submit-request
// and notify-owner under Deno behind the gateway, pg_net, the mailbox, a local Turnstile),
// with a push service of the tests' own: 50 home connections (each its own IPv6 /56, in the
// cf-connecting-ip the function reads) send 5 requests each without passing the human check, and
// then a real visitor, who passes it, sends one.
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { testVapid } from "../../scripts/test-env.js";
import {
  decrypt,
  startPushService,
  writeCaFile,
  type Device,
  type PushService,
} from "../../supabase/local/push-service";
import { startLocalStack, type LocalStack } from "../../supabase/local/stack";

const site = "http://localhost:5400";
const owner = { email: "owner@example.com", password: "correct horse battery" };
const subject = `mailto:${owner.email}`;
const widget = {
  siteKey: "0x4AAAAAAAFloodTestSite",
  secretKey: "0x4AAAAAAAFloodTestSecret0123456789",
};
let stack: LocalStack;
let push: PushService;

beforeAll(async () => {
  push = await startPushService({ vapidPublicKey: testVapid.publicKey, subject });
  stack = await startLocalStack({
    siteUrl: site,
    ownerEmail: owner.email,
    vapid: { ...testVapid, subject },
    trustCa: writeCaFile(),
    turnstile: widget,
  });
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await push?.stop();
});
beforeEach(async () => {
  await stack.reset();
  push.reset();
});

let phones = 0;
const request = () => ({
  id: crypto.randomUUID(),
  service: "garage_cleanout",
  name: "Dana Whitaker",
  phone: `+1385555${String(++phones).padStart(4, "0")}`,
  address: "120 N Main St",
  city: "Orem",
  garage_size: "2-car",
  contact_method: "text",
  sms_consent: true,
  photo_count: 2,
});

/** One call of submit-request through the gateway, as the browser makes it, from `address`. */
async function submit(address: string, token: string | null = null) {
  const response = await fetch(`${stack.url}/functions/v1/submit-request`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      apikey: stack.supabase.anonKey,
      Authorization: `Bearer ${stack.supabase.anonKey}`,
      "cf-connecting-ip": address,
    },
    body: JSON.stringify({ request: request(), turnstile_token: token }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The staff's inbox, signed in as the owner. */
async function staffClient() {
  const client = createClient(stack.url, stack.supabase.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword(owner);
  if (error) throw error;
  return client;
}

/** The titles of the pushes the owner's phone received, decrypted as the phone would. */
const pushed = (device: Device) =>
  Promise.all(
    push.pushes.map(
      async (p) =>
        (JSON.parse(await decrypt(p.body, device)) as { notification: { title: string } })
          .notification.title,
    ),
  );

describe("a flood of unverified requests", () => {
  it("is held, the verified visitor gets through, the owner is told once, and Delete all empties Held", async () => {
    await stack.supabase.addUser(owner.email, owner.password, { staff: true });
    const phone = await push.subscribe();
    const [ownerId] = await stack.supabase.sql<{ id: string }>(
      "select id from auth.users where email = $1",
      [owner.email],
    );
    await stack.supabase.sql(
      "insert into public.push_subscriptions (endpoint, p256dh, auth, user_id) values ($1, $2, $3, $4)",
      [
        phone.subscription.endpoint,
        phone.subscription.p256dh,
        phone.subscription.auth,
        ownerId?.id,
      ],
    );

    // 50 connections at once, 5 requests each, none with a token that passes.
    const connections = Array.from({ length: 50 }, (_, i) => `2001:db8:${(i + 1).toString(16)}::7`);
    const answers = (
      await Promise.all(
        connections.map(async (address) => {
          const mine = [];
          for (let n = 0; n < 5; n++) mine.push(await submit(address, n % 2 ? "0.forged" : null));
          return mine;
        }),
      )
    ).flat();
    expect(answers.map((a) => a.status)).toEqual(Array<number>(250).fill(200));
    // Held requests get no photo slots.
    expect(answers.every((a) => Array.isArray(a.body.uploads) && !a.body.uploads.length)).toBe(
      true,
    );

    // A real visitor, whose browser solved the check on the site.
    const token = stack.turnstile.issue({ hostname: "localhost", action: "request" });
    const visitor = await submit("203.0.113.50", token);
    expect(visitor.status).toBe(200);
    // Each of its two photos gets an upload, and so does each photo's small copy.
    expect(visitor.body.uploads).toHaveLength(4);

    const counts = await stack.supabase.sql<{ status: string; n: number }>(
      "select status, count(*)::int as n from public.service_requests group by status order by status",
    );
    expect(counts).toEqual([
      { status: "held", n: 250 },
      { status: "new", n: 1 },
    ]);

    // The summaries pg_cron sends every 15 s, as a minute from now would find them.
    await stack.supabase.webhooksSettled();
    await stack.supabase.sql("select private.send_due_notifications(now() + interval '1 minute')");
    await stack.supabase.webhooksSettled();
    // One e-mail, the real visitor's; one push for them and one summary of the held.
    expect(stack.mailbox.emails().map((e) => e.subject)).toEqual([
      "New request: Garage Cleanout for Dana Whitaker",
    ]);
    // "in the last minute", or more on a machine slow enough to take over a minute's flood.
    expect((await pushed(phone)).sort()).toEqual([
      expect.stringMatching(/^250 requests held in the last (minute|\d+ minutes)$/),
      "New garage cleanout request",
    ]);

    // The inbox shows the real request only; Held shows the rest, and Delete all empties it.
    const inbox = await staffClient();
    const listed = await inbox.from("service_requests").select("id");
    expect(listed.data).toEqual([{ id: visitor.body.id }]);
    expect((await inbox.rpc("held_request_count")).data).toBe(250);
    const held = await inbox.rpc("held_requests", { max_rows: 100 });
    expect(held.data).toHaveLength(100);
    const newest = (held.data as { created_at: string }[])[0]?.created_at ?? "";
    expect((await inbox.rpc("delete_held_requests", { up_to: newest })).data).toBe(250);
    expect((await inbox.rpc("held_request_count")).data).toBe(0);
    expect((await inbox.from("service_requests").select("id")).data).toEqual([
      { id: visitor.body.id },
    ]);
  }, 120_000);

  it("past the daily cap refuses with 429 and the limit's name, and still takes a verified request", async () => {
    // A day's 1,000 held requests, stored as the owner would import them (triggers off; the
    // local database is one session, with nothing else running now).
    await stack.supabase.sql("set session_replication_role = replica");
    await stack.supabase.sql(
      `insert into public.service_requests (service, name, phone, address, city, garage_size,
         contact_method, status, held_reason)
       select 'garage_cleanout', 'Flood', '+1435555' || lpad(i::text, 4, '0'), '1 Main St',
              'Orem', '2-car', 'text', 'held', 'check_failed'
       from generate_series(1, 1000) as i`,
    );
    await stack.supabase.sql("set session_replication_role = origin");
    const refused = await submit("2001:db8:99::1");
    expect(refused).toEqual({
      status: 429,
      body: {
        error: "Too many requests right now. Please try again later or call instead.",
        details: "limit=everyone",
      },
    });
    const token = stack.turnstile.issue({ hostname: "localhost" });
    expect((await submit("203.0.113.51", token)).status).toBe(200);
  }, 60_000);
});

describe("a flood of residents' reports", () => {
  /** A property the owner turned on by hand (served), with one building, and its code. */
  async function property(name: string) {
    const user = await stack.supabase.addUser(`${name.toLowerCase()}@example.com`, "a password 1");
    const [made] = await stack.supabase.sql<{ id: string; code: string }>(
      `with p as (insert into public.partners (user_id, company_name, contact_name, phone)
                  values ($1, $2, 'Pat Lee', '+18015550190') returning id)
       insert into public.properties (partner_id, name, street_address, city, units, service_override)
       select id, $2, '100 N Main St', 'Orem', 24, 'on' from p returning id, public_code as code`,
      [user, name],
    );
    const [building] = await stack.supabase.sql<{ id: string }>(
      "insert into public.property_buildings (property_id, name, position) values ($1, 'North', 0) returning id",
      [made?.id],
    );
    return { code: made?.code ?? "", building: building?.id ?? "" };
  }

  /** One call of submit-report through the gateway, as the residents' page makes it. */
  async function report(at: { code: string; building: string }, address: string, token: string) {
    const response = await fetch(`${stack.url}/functions/v1/submit-report`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        apikey: stack.supabase.anonKey,
        Authorization: `Bearer ${stack.supabase.anonKey}`,
        "cf-connecting-ip": address,
      },
      body: JSON.stringify({
        code: at.code,
        report: { id: crypto.randomUUID(), building_id: at.building },
        turnstile_token: token,
      }),
    });
    return response.status;
  }

  it("is told in one e-mail at once and one summary, and holds one property's flood without holding another's residents", async () => {
    const maple = await property("Maple");
    const birch = await property("Birch");
    const token = () => stack.turnstile.issue({ hostname: "localhost", action: "report" });
    // 60 reports from 12 addresses, each solving the check: 5 an address are let through, and
    // past 30 in the hour the property's ceiling holds the rest.
    const statuses = [];
    for (let i = 0; i < 60; i++)
      statuses.push(await report(maple, `198.51.100.${i % 12}`, token()));
    expect(statuses).toEqual(Array<number>(60).fill(200));
    expect(await report(birch, "203.0.113.60", token())).toBe(200);
    const fates = await stack.supabase.sql<{ name: string; held_reason: string | null; n: number }>(
      `select p.name, r.held_reason, count(*)::int as n from public.missed_pickup_reports r
         join public.properties p on p.id = r.property_id
        group by p.name, r.held_reason order by p.name, r.held_reason nulls first`,
    );
    expect(fates).toEqual([
      { name: "Birch", held_reason: null, n: 1 },
      { name: "Maple", held_reason: null, n: 30 },
      { name: "Maple", held_reason: "property", n: 30 },
    ]);
    await stack.supabase.webhooksSettled();
    await stack.supabase.sql("select private.send_due_notifications(now() + interval '1 minute')");
    await stack.supabase.webhooksSettled();
    // The partners' sign-ups are told too; the reports' e-mails are two, not 31.
    const subjects = stack.mailbox.emails().map((e) => e.subject);
    expect(subjects.filter((s) => !s.startsWith("New partner:"))).toEqual([
      "Missed pickup reported: Maple, North",
      expect.stringMatching(/^30 missed pickups reported since /),
    ]);
  }, 120_000);
});
