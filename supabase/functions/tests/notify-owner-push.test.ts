import assert from "node:assert/strict";
import { createClient } from "@supabase/supabase-js";
import type { Database } from "../_shared/database.types.ts";
import { createNotifyNewRequest, notifyNewRequestFromEnv } from "../notify-owner/handler.ts";
import { vapidProblem } from "../notify-owner/push.ts";
import {
  decrypt,
  type Device,
  type Push,
  startPushService,
  vapidKeys,
} from "../../local/push-service.ts";
import { testCa } from "./push-tls.ts";
import { local, newAccount, service as serviceRole } from "./billing.ts";
import { captureErrors } from "./console.ts";
import { startResendStub } from "./resend.ts";

const secret = "webhook-secret-1234";
const subject = "mailto:owner@pgtrash.example";
const site = "https://www.pgtrash.example";

// 15:41 UTC on 1 June is 9:41 in Utah (MDT, UTC-6): the issue's own example.
const garageRequest = {
  id: "6c1f7a52-0000-4000-8000-000000000041",
  created_at: "2025-06-01T15:41:05.123456+00:00",
  status: "new",
  service: "garage_cleanout",
  name: "Gary Tester",
  phone: "+18015550123",
  email: "gary@example.com",
  address: "100 N Main St",
  unit: null,
  city: "Pleasant Grove",
  rooms: null,
  garage_size: "Two-car",
  start_date: null,
  contact_method: "text",
  notes: null,
  photo_count: 0,
};

const webhook = (record: object) =>
  new Request("http://function/notify-owner", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${secret}` },
    body: JSON.stringify({
      type: "INSERT",
      table: "service_requests",
      schema: "public",
      record,
      old_record: null,
    }),
  });

const testCall = (token: string | null, endpoint: string) =>
  new Request("http://function/notify-owner", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      apikey: local.anonKey,
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ test: true, endpoint }),
  });

type DeviceName = "phone" | "tablet" | "crew";

type Options = {
  /** What the push service answers each device's pushes with, in turn (see answer()). */
  answers?: Partial<Record<DeviceName, number[]>>;
  resendFailWith?: number;
  /** The function reads the devices with a key that may not (the anon key): the read fails. */
  devicesUnreadable?: boolean;
  withoutPush?: boolean;
};

/** A user signed up through Auth and made staff, as the owner adds a colleague. */
async function newStaff() {
  const account = await newAccount({ partner: false });
  const { error } = await serviceRole.from("staff").insert({ user_id: account.userId });
  if (error) throw error;
  return account;
}

/**
 * The function with its three neighbours on 127.0.0.1: a push service, the local Supabase (Auth
 * and PostgREST on the real migrations) holding the owner's phone and tablet and a colleague's
 * phone, each added as the inbox adds it (as that user, under RLS), and Resend. The function's
 * requests to Supabase are kept. Each test's devices are removed when it ends, since the function
 * pushes to every row of push_subscriptions.
 */
async function start(options: Options = {}) {
  const vapid = await vapidKeys();
  const service = await startPushService({ vapidPublicKey: vapid.publicKey, subject });
  // The function's fetch for push services, trusting this service's certificate authority.
  const client = Deno.createHttpClient({ caCerts: [testCa] });
  const pushFetch: typeof fetch = (input, init) => fetch(input, { ...init, client });
  const devices = {
    phone: await service.subscribe("phone"),
    tablet: await service.subscribe("tablet"),
    crew: await service.subscribe("crew"),
  };
  for (const [name, statuses] of Object.entries(options.answers ?? {})) {
    service.answer(devices[name as DeviceName], statuses);
  }
  const owner = await newStaff();
  const colleague = await newStaff();
  for (const [account, device] of [
    [owner, devices.phone],
    [owner, devices.tablet],
    [colleague, devices.crew],
  ] as const) {
    const { error } = await account.client.from("push_subscriptions").insert(device.subscription);
    if (error) throw error;
  }
  const endpoints = Object.values(devices).map((d) => d.subscription.endpoint);
  /** The devices' rows as they stand in the database now. */
  const rows = async () => {
    const { data, error } = await serviceRole
      .from("push_subscriptions")
      .select("endpoint, user_id")
      .in("endpoint", endpoints)
      .order("created_at");
    if (error) throw error;
    return data;
  };
  const key = options.devicesUnreadable ? local.anonKey : local.serviceRoleKey;
  const requests: Request[] = [];
  const recorded: typeof fetch = (input, init) => {
    requests.push(new Request(input, init));
    return fetch(input, init);
  };
  const supabase = { url: local.url, key, requests };
  const resend = startResendStub({ failWith: options.resendFailWith });
  const handler = createNotifyNewRequest({
    webhookSecret: secret,
    resendApiKey: "re_test_key",
    to: "owner@example.com",
    from: "Requests <requests@example.com>",
    resendApiBase: resend.url,
    siteUrl: site,
    push: options.withoutPush
      ? null
      : {
          vapid: { ...vapid, subject },
          site,
          supabase: createClient<Database>(local.url, key, {
            auth: { persistSession: false, autoRefreshToken: false },
            global: { fetch: recorded },
          }),
          fetch: pushFetch,
          retryDelays: [5, 5],
          attemptTimeout: 2000,
        },
  });
  const call = async (request: Request) => {
    const response = await handler(request);
    return { status: response.status, body: await response.json() };
  };
  return {
    vapid,
    service,
    pushFetch,
    devices,
    owner,
    colleague,
    rows,
    supabase,
    resend,
    call,
    [Symbol.asyncDispose]: async () => {
      await service.stop();
      client.close();
      await resend[Symbol.asyncDispose]();
      const { error } = await serviceRole
        .from("push_subscriptions")
        .delete()
        .in("endpoint", endpoints);
      if (error) throw error;
    },
  };
}

/** The one push a device received, decrypted with its private key. */
async function received(pushes: Push[], device: Device) {
  const mine = pushes.filter((p) => p.device === device.name);
  assert.equal(mine.length, 1, `${device.name} got one push`);
  const push = mine[0] as Push;
  assert.equal(push.problem, undefined);
  return { push, payload: JSON.parse(await decrypt(push.body, device)) };
}

const expectedPayload = (r: { id: string }, title: string, body: string) => ({
  web_push: 8030,
  notification: {
    title,
    body,
    navigate: `${site}/owner?request=${r.id}`,
    tag: `request-${r.id}`,
  },
});

Deno.test("pushes each new request to every staff device, in the declarative format", async () => {
  using logged = captureErrors("log");
  await using world = await start();
  const { status, body } = await world.call(webhook(garageRequest));
  assert.equal(status, 200);
  assert.deepEqual(body, {
    sent: true,
    id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794",
    push: { sent: 3, gone: 0, failed: 0 },
  });
  // Each push is logged by the service's origin, never by the device's endpoint.
  assert.deepEqual(
    logged.lines,
    Array(3).fill(
      `notify-owner: the push service at ${world.service.url} took a push (201, attempt 1)`,
    ),
  );
  assert.equal(world.resend.requests.length, 1);

  for (const device of Object.values(world.devices)) {
    const { push, payload } = await received(world.service.pushes, device);
    assert.deepEqual(
      payload,
      expectedPayload(
        garageRequest,
        "New garage cleanout request",
        "Gary · Pleasant Grove · waiting since 9:41",
      ),
    );
    assert.equal(push.status, 201);
    assert.equal(push.headers.get("TTL"), "3600");
    assert.equal(push.headers.get("Urgency"), "high");
    assert.equal(push.headers.get("Content-Encoding"), "aes128gcm");
    assert.equal(push.claims?.aud, world.service.url);
    assert.equal(push.claims?.sub, subject);
    const ttl = Number(push.claims?.exp) - Date.now() / 1000;
    assert.ok(ttl > 0 && ttl <= 86400, `exp in ${ttl} s`);
  }
});

Deno.test("tells the phone nothing of the phone number, address or e-mail", async () => {
  await using world = await start();
  await world.call(webhook(garageRequest));
  const push = world.service.pushes.find((p) => p.device === "phone") as Push;
  const text = await decrypt(push.body, world.devices.phone);
  for (const secretDetail of ["8015550123", "Main St", "gary@example.com", "Tester"]) {
    assert.ok(!text.includes(secretDetail), `no ${secretDetail} in ${text}`);
  }
  // Encrypted for each device apart: another device's keys cannot read it.
  await assert.rejects(decrypt(push.body, world.devices.tablet));
});

Deno.test("names a trash collection request, and tells Utah's time in winter too", async () => {
  await using world = await start();
  // 03:05 UTC on 1 December is 8:05 PM the evening before in Utah (MST, UTC-7).
  const trash = {
    ...garageRequest,
    id: "6c1f7a52-0000-4000-8000-000000000805",
    service: "trash_collection",
    name: "  Pat   Lee ",
    city: "Provo",
    unit: "4",
    rooms: 2,
    created_at: "2025-12-01T03:05:00Z",
  };
  await world.call(webhook(trash));
  const { payload } = await received(world.service.pushes, world.devices.phone);
  assert.deepEqual(
    payload,
    expectedPayload(trash, "New trash collection request", "Pat · Provo · waiting since 8:05"),
  );
});

Deno.test("pushes a partner's news to every staff device, opening the Partners view", async () => {
  await using world = await start();
  const partner = {
    company_name: "Maple Homes",
    contact_name: "Pat Lee",
    phone: "+18015550190",
    email: "pat@maple.example",
  };
  const news = (status: string) =>
    new Request("http://function/notify-owner", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${secret}` },
      body: JSON.stringify({
        type: "UPDATE",
        table: "stripe_subscriptions",
        schema: "public",
        record: {
          id: "sub_1",
          status,
          quantity: 24,
          unit_amount: 2000,
          currency: "usd",
          current_period_end: "2027-01-05T00:00:00Z",
          stripe_event_created: "2026-12-05T00:00:00Z",
        },
        old_record: null,
        partner,
        property: { name: "Maple Court", city: "Orem" },
      }),
    });
  const { status, body } = await world.call(news("past_due"));
  assert.equal(status, 200);
  assert.deepEqual(body.push, { sent: 3, gone: 0, failed: 0 });
  const { payload } = await received(world.service.pushes, world.devices.phone);
  assert.deepEqual(payload, {
    web_push: 8030,
    notification: {
      title: "Payment failed",
      body: "Maple Homes · Maple Court · $480/month",
      navigate: `${site}/owner?view=partners`,
      tag: "payment-failed-sub_1",
    },
  });
  const text = JSON.stringify(payload);
  for (const detail of ["8015550190", "pat@maple.example", "Pat Lee"]) {
    assert.ok(!text.includes(detail), `no ${detail} in ${text}`);
  }
});

Deno.test(
  "shows the first name without the characters that would reverse the lock screen",
  async () => {
    await using world = await start();
    const reversing = {
      ...garageRequest,
      id: "6c1f7a52-0000-4000-8000-000000000806",
      name: "\u202E\u200BGary\u2066 Lee",
    };
    await world.call(webhook(reversing));
    const { payload } = await received(world.service.pushes, world.devices.phone);
    assert.match(payload.notification.body, /^Gary · Pleasant Grove · waiting since /);
  },
);

Deno.test("deletes the devices whose push service answers 404 or 410, and no other", async () => {
  await using world = await start();
  // As a push service does for a subscription that expired, and for one it does not know.
  world.service.expire(world.devices.phone);
  world.service.forget(world.devices.tablet);
  const { status, body } = await world.call(webhook(garageRequest));
  assert.equal(status, 200);
  assert.deepEqual(body.push, { sent: 1, gone: 2, failed: 0 });
  assert.deepEqual(
    (await world.rows()).map((r) => r.endpoint),
    [world.devices.crew.subscription.endpoint],
  );
  const deletes = world.supabase.requests.filter((r) => r.method === "DELETE");
  assert.equal(deletes.length, 2);
  for (const d of deletes) {
    assert.equal(new URL(d.url).pathname, "/rest/v1/push_subscriptions");
    assert.equal(d.headers.get("Authorization"), `Bearer ${local.serviceRoleKey}`);
  }
});

Deno.test(
  "retries a 429 or 5xx within its budget, never a refusal, and logs no endpoint",
  async () => {
    using errors = captureErrors();
    using warnings = captureErrors("warn");
    await using world = await start({
      answers: { phone: [503, 201], tablet: [429, 500, 500, 500], crew: [400] },
    });
    const { status, body } = await world.call(webhook(garageRequest));
    assert.equal(status, 200);
    assert.equal(body.sent, true);
    assert.deepEqual(body.push, { sent: 1, gone: 0, failed: 2 });
    const attempts = (name: string) => world.service.pushes.filter((p) => p.device === name).length;
    assert.deepEqual([attempts("phone"), attempts("tablet"), attempts("crew")], [2, 3, 1]);
    assert.equal((await world.rows()).length, 3);
    const logged = [...errors.lines, ...warnings.lines].join("\n");
    assert.match(logged, /refused a push \(attempt 3, final\):.*500/);
    assert.match(logged, /refused a push \(attempt 1, final\):.*400/);
    assert.ok(logged.includes(world.service.url));
    assert.doesNotMatch(logged, /\/push\//);
  },
);

Deno.test("still e-mails the owner when the push service is down", async () => {
  using errors = captureErrors();
  using warnings = captureErrors("warn");
  await using world = await start();
  await world.service.stop();
  const { status, body } = await world.call(webhook(garageRequest));
  assert.equal(status, 200);
  assert.equal(body.sent, true);
  assert.deepEqual(body.push, { sent: 0, gone: 0, failed: 3 });
  assert.equal(world.resend.requests.length, 1);
  assert.equal((await world.rows()).length, 3, "an unreachable service deletes no device");
  assert.equal(warnings.lines.filter((l) => /retrying/.test(l)).length, 6);
  const final = errors.lines.filter((l) => /attempt 3, final/.test(l));
  assert.equal(final.length, 3);
  for (const line of final) {
    assert.ok(line.includes(`the push service at ${world.service.url} could not be reached`));
  }
});

Deno.test("still e-mails the owner when the devices cannot be read", async () => {
  using errors = captureErrors();
  await using world = await start({ devicesUnreadable: true });
  const { status, body } = await world.call(webhook(garageRequest));
  assert.equal(status, 200);
  assert.equal(body.sent, true);
  assert.deepEqual(body.push, { error: "The devices could not be read" });
  assert.equal(world.resend.requests.length, 1);
  assert.match(errors.lines.join("\n"), /permission denied for table push_subscriptions/);
});

Deno.test("still pushes to every device when Resend is down", async () => {
  using errors = captureErrors();
  await using world = await start({ resendFailWith: 500 });
  const { status, body } = await world.call(webhook(garageRequest));
  assert.equal(status, 502);
  assert.deepEqual(body, {
    error: "The e-mail could not be sent",
    push: { sent: 3, gone: 0, failed: 0 },
  });
  const { payload } = await received(world.service.pushes, world.devices.tablet);
  assert.equal(payload.notification.title, "New garage cleanout request");
  assert.match(errors.lines.join("\n"), /Resend 500/);
});

/** The function's secrets, pointing at Resend's stand-in and the local Supabase. */
function secrets(world: Awaited<ReturnType<typeof start>>, more: Record<string, string> = {}) {
  const all: Record<string, string> = {
    WEBHOOK_SECRET: secret,
    RESEND_API_KEY: "re_test_key",
    NOTIFY_EMAIL_TO: "owner@example.com",
    NOTIFY_EMAIL_FROM: "Requests <requests@example.com>",
    RESEND_API_BASE: world.resend.url,
    SITE_URL: `${site}/`,
    SUPABASE_URL: world.supabase.url,
    SUPABASE_SERVICE_ROLE_KEY: world.supabase.key,
    ...more,
  };
  return (name: string) => all[name];
}

Deno.test("takes the VAPID keys, subject and site from the function's secrets", async () => {
  await using world = await start();
  const env = secrets(world, {
    VAPID_PUBLIC_KEY: world.vapid.publicKey,
    VAPID_PRIVATE_KEY: world.vapid.privateKey,
    VAPID_SUBJECT: subject,
  });
  const handler = notifyNewRequestFromEnv(env, { pushFetch: world.pushFetch });
  const response = await handler(webhook(garageRequest));
  assert.equal(response.status, 200);
  assert.deepEqual((await response.json()).push, { sent: 3, gone: 0, failed: 0 });
  const { payload } = await received(world.service.pushes, world.devices.crew);
  assert.equal(payload.notification.navigate, `${site}/owner?request=${garageRequest.id}`);
});

Deno.test("sends no push without the VAPID secrets, and says so; the e-mail goes", async () => {
  using warnings = captureErrors("warn");
  await using world = await start();
  const handler = notifyNewRequestFromEnv(secrets(world));
  assert.match(warnings.lines.join("\n"), /no VAPID_\* secrets/);
  const response = await handler(webhook(garageRequest));
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    sent: true,
    id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794",
    push: null,
  });
  assert.equal(world.service.pushes.length, 0);
});

for (const [name, more, reason] of [
  [
    "a localhost subject",
    { VAPID_SUBJECT: "mailto:me@localhost" },
    /VAPID_SUBJECT names localhost, which Apple's push service refuses/,
  ],
  ["no SITE_URL", { SITE_URL: "" }, /SITE_URL is not set/],
  ["a truncated private key", { VAPID_PRIVATE_KEY: "AAAA" }, /VAPID_PRIVATE_KEY is not/],
] as const) {
  Deno.test(`turns push off at startup for ${name}, saying why; the e-mail goes`, async () => {
    using errors = captureErrors();
    await using world = await start();
    const env = secrets(world, {
      VAPID_PUBLIC_KEY: world.vapid.publicKey,
      VAPID_PRIVATE_KEY: world.vapid.privateKey,
      VAPID_SUBJECT: subject,
      ...more,
    });
    const handler = notifyNewRequestFromEnv(env, { pushFetch: world.pushFetch });
    assert.match(errors.lines.join("\n"), /push notifications are off \(e-mails go\)/);
    assert.match(errors.lines.join("\n"), reason);
    const response = await handler(webhook(garageRequest));
    assert.equal(response.status, 200);
    assert.equal((await response.json()).push, null);
    assert.equal(world.resend.requests.length, 1);
    assert.equal(world.service.pushes.length, 0);
  });
}

Deno.test("checks the VAPID settings as RFC 8292 and Apple's push service want them", async () => {
  const { publicKey, privateKey } = await vapidKeys();
  const ok = { publicKey, privateKey, subject };
  assert.equal(vapidProblem(ok), null);
  assert.equal(vapidProblem({ ...ok, subject: "https://www.pgtrash.example/contact" }), null);
  for (const [bad, reason] of [
    [{ publicKey: publicKey.slice(0, 43) }, /VAPID_PUBLIC_KEY/],
    [{ publicKey: `A${publicKey.slice(1)}` }, /uncompressed/],
    [{ privateKey: publicKey }, /VAPID_PRIVATE_KEY/],
    [{ privateKey: "not base64url!" }, /VAPID_PRIVATE_KEY/],
    [{ subject: "owner@pgtrash.example" }, /not a mailto:/],
    [{ subject: "http://www.pgtrash.example" }, /not a mailto:/],
    [{ subject: "mailto:owner@LOCALHOST" }, /localhost/],
    [{ subject: "https://push.localhost/" }, /localhost/],
  ] as const) {
    assert.match(vapidProblem({ ...ok, ...bad }) ?? "", reason, JSON.stringify(bad));
  }
});

Deno.test("sends a test notification to the caller's own device only", async () => {
  await using world = await start();
  const { status, body } = await world.call(
    testCall(world.owner.token, world.devices.tablet.subscription.endpoint),
  );
  assert.equal(status, 200);
  assert.deepEqual(body, { sent: true });
  assert.deepEqual(
    world.service.pushes.map((p) => p.device),
    ["tablet"],
  );
  const { push, payload } = await received(world.service.pushes, world.devices.tablet);
  assert.deepEqual(payload, {
    web_push: 8030,
    notification: {
      title: "Test notification",
      body: "New requests will show up on this device like this.",
      navigate: `${site}/owner`,
      tag: "test",
    },
  });
  assert.equal(push.headers.get("Urgency"), "high");
  assert.equal(world.resend.requests.length, 0);
  const auth = world.supabase.requests.find((r) => new URL(r.url).pathname === "/auth/v1/user");
  assert.equal(auth?.headers.get("Authorization"), `Bearer ${world.owner.token}`);
});

Deno.test("refuses a test for a device that is not the caller's, or unknown", async () => {
  await using world = await start();
  for (const endpoint of [
    world.devices.phone.subscription.endpoint,
    `${world.service.url}/push/nobody`,
  ]) {
    const { status, body } = await world.call(testCall(world.colleague.token, endpoint));
    assert.equal(status, 404);
    assert.deepEqual(body, { error: "This device has no subscription of yours" });
  }
  assert.equal(world.service.pushes.length, 0);
});

Deno.test("refuses a test without a valid session, and pushes nothing", async () => {
  await using world = await start();
  const endpoint = world.devices.phone.subscription.endpoint;
  for (const token of [null, "not-a-jwt", local.anonKey]) {
    const { status } = await world.call(testCall(token, endpoint));
    assert.equal(status, 401, String(token));
  }
  assert.equal(world.service.pushes.length, 0);
});

Deno.test("answers a test with 410, and forgets the device, when its service has", async () => {
  await using world = await start();
  world.service.expire(world.devices.phone);
  const { status } = await world.call(
    testCall(world.owner.token, world.devices.phone.subscription.endpoint),
  );
  assert.equal(status, 410);
  assert.equal(
    (await world.rows()).some((r) => r.endpoint === world.devices.phone.subscription.endpoint),
    false,
  );
});

Deno.test("answers a test with 503 when push is not set up on the server", async () => {
  await using world = await start({ withoutPush: true });
  const { status, body } = await world.call(
    testCall(world.owner.token, world.devices.phone.subscription.endpoint),
  );
  assert.equal(status, 503);
  assert.deepEqual(body, { error: "Push notifications are not set up on the server" });
});

Deno.test("answers the inbox's CORS preflight", async () => {
  const response = await createNotifyNewRequest({
    webhookSecret: secret,
    resendApiKey: "re",
    to: "a@example.com",
    from: "b@example.com",
  })(new Request("http://function/", { method: "OPTIONS" }));
  assert.equal(response.status, 204);
  assert.match(response.headers.get("Access-Control-Allow-Headers") ?? "", /authorization/);
});

const summaryCall = (summary: object) =>
  new Request("http://function/notify-owner", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ type: "SUMMARY", ...summary }),
  });

Deno.test("pushes held requests as one summary and e-mails nothing", async () => {
  using logged = captureErrors("log");
  await using world = await start();
  const { status, body } = await world.call(
    summaryCall({
      kind: "held",
      count: 37,
      since: "2025-06-01T15:00:00Z",
      until: "2025-06-01T16:01:00Z",
    }),
  );
  assert.equal(status, 200);
  assert.deepEqual(body, { push: { sent: 3, gone: 0, failed: 0 } });
  assert.equal(logged.lines.length, 3);
  // The e-mail provider's daily limit is never spent on held requests.
  assert.equal(world.resend.requests.length, 0);
  for (const device of Object.values(world.devices)) {
    const { payload } = await received(world.service.pushes, device);
    assert.deepEqual(payload, {
      web_push: 8030,
      notification: {
        title: "37 requests held in the last hour",
        body: "Not in your list and not e-mailed. Release the real ones or delete them all under Held.",
        navigate: `${site}/owner?view=held`,
        tag: "summary-held",
      },
    });
  }
});

Deno.test("tells new requests that came together in one push and one e-mail", async () => {
  using logged = captureErrors("log");
  await using world = await start();
  const { status, body } = await world.call(
    summaryCall({
      kind: "new",
      count: 3,
      since: "2025-06-01T15:41:05Z",
      until: "2025-06-01T15:43:00Z",
    }),
  );
  assert.equal(status, 200);
  assert.equal(body.sent, true);
  assert.equal(logged.lines.length, 3);
  const [email, ...more] = world.resend.requests;
  assert.equal(more.length, 0);
  assert.equal(email?.headers.get("Idempotency-Key"), "requests-summary-2025-06-01T15:41:05Z");
  const message = email?.body as Record<string, string>;
  assert.equal(message.subject, "3 new requests since 9:41");
  assert.equal(message.reply_to, undefined);
  assert.match(message.text ?? "", /^3 requests arrived between 9:41 and 9:43/);
  assert.match(message.text ?? "", new RegExp(`Open your inbox: ${RegExp.escape(site)}/owner$`));
  const { payload } = await received(world.service.pushes, world.devices.phone);
  assert.equal(payload.notification.title, "3 new requests since 9:41");
  assert.equal(payload.notification.navigate, `${site}/owner`);
});

Deno.test(
  "tells reports that came together in one push and one e-mail, held ones by push alone",
  async () => {
    using logged = captureErrors("log");
    await using world = await start();
    const { status } = await world.call(
      summaryCall({
        kind: "report",
        count: 11,
        since: "2025-06-01T15:41:05Z",
        until: "2025-06-01T15:43:00Z",
      }),
    );
    assert.equal(status, 200);
    assert.equal(logged.lines.length, 3);
    const [email, ...more] = world.resend.requests;
    assert.equal(more.length, 0);
    assert.equal(email?.headers.get("Idempotency-Key"), "reports-summary-2025-06-01T15:41:05Z");
    const message = email?.body as Record<string, string>;
    assert.equal(message.subject, "11 missed pickups reported since 9:41");
    assert.match(message.text ?? "", /^11 missed-pickup reports arrived between 9:41 and 9:43/);
    assert.match(
      message.text ?? "",
      new RegExp(`Open Missed pickups: ${RegExp.escape(site)}/owner\\?view=missed$`),
    );
    const { payload } = await received(world.service.pushes, world.devices.phone);
    assert.equal(payload.notification.title, "11 missed pickups reported since 9:41");
    assert.equal(payload.notification.navigate, `${site}/owner?view=missed`);

    const held = await world.call(
      summaryCall({
        kind: "report_held",
        count: 7,
        since: "2025-06-01T15:00:00Z",
        until: "2025-06-01T15:20:00Z",
      }),
    );
    assert.equal(held.status, 200);
    assert.equal(world.resend.requests.length, 1);
    const last = await received(world.service.pushes.slice(-3), world.devices.phone);
    assert.equal(
      last.payload.notification.title,
      "7 missed-pickup reports held in the last 20 minutes",
    );
    assert.equal(last.payload.notification.tag, "summary-report_held");
  },
);

Deno.test("refuses a summary of another shape", async () => {
  await using world = await start();
  for (const summary of [
    { kind: "spam", count: 3, since: "2025-06-01T15:00:00Z", until: "2025-06-01T15:01:00Z" },
    { kind: "held", count: 0, since: "2025-06-01T15:00:00Z", until: "2025-06-01T15:01:00Z" },
    { kind: "held", count: 2 },
  ]) {
    const { status } = await world.call(summaryCall(summary));
    assert.equal(status, 400, JSON.stringify(summary));
  }
  assert.equal(world.service.pushes.length, 0);
  assert.equal(world.resend.requests.length, 0);
});
