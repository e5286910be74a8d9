import type { BrowserContext, Page } from "@playwright/test";
import { testVapid } from "../scripts/test-env.js";
import { sentRequest } from "../tests/support/inbox-fixtures";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { decrypt, type Device } from "../supabase/local/push-service";
import { expect as baseExpect, test, type Account, type TestStack } from "./stack";
import { openWithApp } from "./support";

// Push notifications of new requests in the owner's inbox, on the build configured for the
// local Supabase and built with the tests' push key (scripts/build-e2e.js), on the local stack:
// the real database (push_subscriptions and save_push_subscription from the migrations), the
// real notify-owner under Deno, and the tests' push service (supabase/local/push-service.ts),
// whose device a test reads the way a browser would before handing the push to the inbox's
// worker.

const expect = baseExpect.configure({ timeout: 15_000 });

/** What the page may know of a device: its subscription, not its private key. */

type PushLog = {
  /** Notification.requestPermission calls. */
  asks: number;
  /** The applicationServerKey (base64url) and userVisibleOnly of each subscribe call. */
  subscribed: { key: string; userVisibleOnly: boolean }[];
  unsubscribed: number;
};

/**
 * Runs in the page before its scripts: counts permission requests, and stands in for the
 * browser's subscribing. A Playwright context is incognito, where Chromium refuses
 * pushManager.subscribe ("Push API not supported in incognito"), so subscribe and getSubscription
 * hand out a plain object shaped like a PushSubscription for a device of the tests' push service,
 * kept in sessionStorage so that it outlives a reload as a real one does. What this leaves
 * untested: the browser's own subscribing with the key (its applicationServerKey check) and its
 * push client; the key passed and the keys saved are checked here, and the function's pushes
 * reach the tests' push service, which checks them as a push service does.
 */
function stubPush(stub: Device["subscription"]) {
  const log: PushLog = { asks: 0, subscribed: [], unsubscribed: 0 };
  (window as unknown as { pushLog: PushLog }).pushLog = log;

  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...args) => {
    log.asks += 1;
    return ask(...args);
  };

  const stored = "test-push-key";
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  const bytesOf = (text: string) =>
    Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  const subscription = (key: string) =>
    ({
      endpoint: stub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytesOf(key).buffer },
      toJSON: () => ({
        endpoint: stub.endpoint,
        expirationTime: null,
        keys: { p256dh: stub.p256dh, auth: stub.auth },
      }),
      unsubscribe: async () => {
        sessionStorage.removeItem(stored);
        log.unsubscribed += 1;
        return true;
      },
    }) as unknown as PushSubscription;

  PushManager.prototype.subscribe = async function (options) {
    const given = options?.applicationServerKey;
    const key =
      typeof given === "string"
        ? given
        : base64url(
            ArrayBuffer.isView(given)
              ? new Uint8Array(given.buffer, given.byteOffset, given.byteLength)
              : new Uint8Array(given ?? new ArrayBuffer(0)),
          );
    log.subscribed.push({ key, userVisibleOnly: options?.userVisibleOnly === true });
    sessionStorage.setItem(stored, key);
    return subscription(key);
  };
  PushManager.prototype.getSubscription = async function () {
    const key = sessionStorage.getItem(stored);
    return key ? subscription(key) : null;
  };
}

const pushLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { pushLog: PushLog }).pushLog);

/** The scopes of this origin's service worker registrations, as a page of it sees them. */
const workerScopes = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));

const section = (page: Page) => page.getByRole("region", { name: "Notifications" });
const button = (page: Page, name: string) => section(page).getByRole("button", { name });

/** Opens the settings at the top of the inbox, where the section waits once it is on. */
async function openSettings(page: Page) {
  const settings = page.getByRole("button", { name: "Settings" });
  await settings.click();
  await expect(settings).toHaveAttribute("aria-expanded", "true");
}

async function openInbox(page: Page) {
  await page.goto("/owner");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** The site may notify (the browser's prompt would be answered Allow), on the stubbed service. */
async function preparePush(page: Page, context: BrowserContext, device: Device) {
  await context.grantPermissions(["notifications"]);
  await page.addInitScript(stubPush, device.subscription);
}

/** Signs in as a new staff account and turns notifications on for `device` with a tap. */
async function turnOn(
  page: Page,
  context: BrowserContext,
  device: Device,
  { login, stack }: { login: () => Promise<Account>; stack: TestStack },
) {
  const owner = await login();
  await preparePush(page, context, device);
  await openInbox(page);
  await button(page, "Notify me of new requests").click();
  await expect(section(page)).toContainText(
    "Notifications are on: this device gets one for each new request.",
  );
  await expect.poll(() => stack.supabase.pushSubscriptions()).toHaveLength(1);
  return owner;
}

/** The inbox's worker, as the DevTools Protocol knows it, to hand it what was pushed. */
async function ownerWorker(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
    for (const r of event.registrations)
      if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.get(`${configuredBaseURL}/owner`)).toBeTruthy();
  return {
    /** Hands the worker a push's text, as the browser's push client does with what it decrypted. */
    deliver: (data: string) =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin: configuredBaseURL,
        registrationId: registrations.get(`${configuredBaseURL}/owner`) ?? "",
        data,
      }),
  };
}

test.describe("with Supabase configured", () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });
  test.describe.configure({ timeout: 90_000 });

  test(
    "asked only after the tap, saved for the owner and again on each visit; a push shows and opens the request; Turn off forgets the device",
    { tag: "@phone" },
    async ({ page, context, stack, login }) => {
      const server = stack.supabase;
      const device = await stack.push.subscribe();
      const owner = await login();
      await preparePush(page, context, device);
      await openInbox(page);

      // Signing in is a tap too, one the browser would let ask: only the owner's own tap asks.
      const enable = button(page, "Notify me of new requests");
      await expect(enable).toBeVisible();
      expect((await pushLog(page)).asks).toBe(0);
      await enable.click();
      await expect(button(page, "Send a test notification")).toBeVisible();
      await expect(button(page, "Turn off")).toBeVisible();
      await expect(enable).toHaveCount(0);
      expect(await pushLog(page)).toEqual({
        asks: 1,
        subscribed: [{ key: testVapid.publicKey, userVisibleOnly: true }],
        unsubscribed: 0,
      });

      // Saved for the signed-in owner, with the device's keys.
      await expect.poll(() => server.pushSubscriptions()).toHaveLength(1);
      const [saved] = await server.pushSubscriptions();
      expect(saved).toMatchObject({ ...device.subscription, user_id: owner.id });

      // Each visit saves the device again, the same subscription: the last-seen time moves.
      // On, the section waits behind Settings at the top, no longer offered.
      await page.reload();
      await openSettings(page);
      await expect(button(page, "Turn off")).toBeVisible();
      await expect
        .poll(async () => (await server.pushSubscriptions())[0]?.last_seen_at)
        .not.toBe(saved?.last_seen_at);
      const [seen] = await server.pushSubscriptions();
      expect(seen).toMatchObject({
        ...device.subscription,
        user_id: owner.id,
        created_at: saved?.created_at,
      });
      expect(Date.parse(String(seen?.last_seen_at))).toBeGreaterThan(
        Date.parse(String(saved?.last_seen_at)),
      );
      expect(await pushLog(page)).toEqual({ asks: 0, subscribed: [], unsubscribed: 0 });

      // A visitor's request: the database's trigger calls notify-owner through pg_net,
      // which pushes to this device at the tests' push service. What it pushed, decrypted as the
      // browser would, goes to the inbox's worker through the DevTools Protocol.
      const worker = await ownerWorker(page, context);
      const gary = await stack.sendRequest(
        sentRequest({ name: "Gary Lee", service: "garage_cleanout", city: "Pleasant Grove" }),
      );
      await expect.poll(() => stack.push.pushes.length).toBe(1);
      const [push] = stack.push.pushes;
      expect(push?.problem).toBeUndefined();
      const text = await decrypt(push?.body ?? new Uint8Array(), device);
      const message = JSON.parse(text);
      expect(message).toEqual({
        web_push: 8030,
        notification: {
          title: "New garage cleanout request",
          body: expect.stringMatching(/^Gary · Pleasant Grove · waiting since \d{1,2}:\d{2}$/),
          navigate: `${configuredBaseURL}/owner?request=${gary.id}`,
          tag: `request-${gary.id}`,
        },
      });
      await worker.deliver(text);
      const shown = () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration("/owner");
          return (await registration?.getNotifications())?.map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            navigate: (n.data as { navigate?: string } | null)?.navigate,
          }));
        });
      await expect.poll(shown).toEqual([message.notification]);

      // Where a tap leads: the worker's own clickTarget of the notification it showed.
      const [serviceWorker] = context.serviceWorkers();
      expect(serviceWorker?.url()).toBe(`${configuredBaseURL}/owner-sw.js`);
      const target = await serviceWorker?.evaluate(async () => {
        const scope = self as unknown as {
          registration: ServiceWorkerRegistration;
          clickTarget: (navigate: unknown, origin: string) => string;
        };
        const [notification] = await scope.registration.getNotifications();
        return scope.clickTarget(notification?.data?.navigate, self.location.origin);
      });
      expect(target).toBe(`${configuredBaseURL}/owner?request=${gary.id}`);
      await page.goto(target ?? "");
      await expect(page.getByRole("heading", { name: "Gary Lee" })).toBeVisible();

      await page.goto("/owner");
      await openSettings(page);
      await button(page, "Turn off").click();
      await expect(button(page, "Notify me of new requests")).toBeVisible();
      expect(await server.pushSubscriptions()).toEqual([]);
      expect((await pushLog(page)).unsubscribed).toBe(1);
      // And the next visit leaves it off, offered at the top again.
      await page.reload();
      await expect(button(page, "Notify me of new requests")).toBeVisible();
      await expect(page.getByRole("button", { name: "Settings" })).toHaveCount(0);
      expect(await server.pushSubscriptions()).toEqual([]);
    },
  );

  test(
    "Send a test notification: sent, then a device the push service forgot is dropped",
    { tag: "@phone" },
    async ({ page, context, problems, stack, login }) => {
      problems.allowConsole(/status of 410/);
      const device = await stack.push.subscribe();
      const owner = await turnOn(page, context, device, { login, stack });

      await button(page, "Send a test notification").click();
      await expect(section(page)).toContainText(
        "Test sent. It should show up on this device within a few seconds.",
      );
      const calls = (await stack.supabase.requests()).filter(
        (r) => r.path === "/functions/v1/notify-owner",
      );
      expect(calls.map((r) => r.body)).toEqual([
        { test: true, endpoint: device.subscription.endpoint },
      ]);
      // As the signed-in owner, not with the anon key: the function pushes to that user's device.
      const token = calls[0]?.headers.authorization?.replace(/^Bearer /, "") ?? "";
      const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
      expect(claims).toMatchObject({ sub: owner.id, role: "authenticated" });
      // What the function pushed to this device, read as the browser would.
      const pushed = stack.push.pushes.map(async (p) => JSON.parse(await decrypt(p.body, device)));
      expect(await Promise.all(pushed)).toEqual([
        {
          web_push: 8030,
          notification: {
            title: "Test notification",
            body: "New requests will show up on this device like this.",
            navigate: `${configuredBaseURL}/owner`,
            tag: "test",
          },
        },
      ]);

      // The device's subscription has expired: its push service answers 410, and the function
      // drops it.
      stack.push.expire(device);
      await button(page, "Send a test notification").click();
      await expect(section(page)).toContainText(
        "The push service no longer knows this device. Turn notifications on again.",
      );
      await expect(button(page, "Notify me of new requests")).toBeVisible();
      await expect(button(page, "Send a test notification")).toHaveCount(0);
      expect((await pushLog(page)).unsubscribed).toBe(1);
      expect(await stack.supabase.pushSubscriptions()).toEqual([]);
    },
  );

  test.describe("on an iPhone, in Safari", () => {
    test.use({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
    });

    test(
      "the Home Screen steps instead of a button that cannot work; no worker",
      { tag: "@phone" },
      async ({ page, login }) => {
        await login();
        // As Safari on an iPhone reports itself outside the Home Screen app: not standalone, and
        // no Push API.
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, "standalone", {
            get: () => false,
            configurable: true,
          });
          delete (window as { PushManager?: unknown }).PushManager;
        });
        await openInbox(page);
        await expect(section(page).getByRole("button")).toHaveText([
          "How to get notifications",
          "Not now",
        ]);
        await button(page, "How to get notifications").click();
        await expect(section(page)).toContainText(
          "On an iPhone or iPad, notifications reach only the inbox added to the Home Screen (iOS 16.4 or later):",
        );
        await expect(section(page).getByRole("listitem")).toHaveText([
          /^1\.\s*In Safari, open the Share menu/,
          /^2\.\s*Tap Add to Home Screen, then Add\.$/,
          /^3\.\s*Open .+ from the Home Screen and sign in there/,
        ]);
        expect(await workerScopes(page)).toEqual([]);
      },
    );
  });

  test(
    "no public page registers a worker; the inbox's covers /owner only",
    { tag: "@phone" },
    async ({ page, login }) => {
      for (const path of ["/", "/get-started", "/areas", "/areas/provo"]) {
        await openWithApp(page, path);
        expect(await workerScopes(page), path).toEqual([]);
      }

      // The check can fail: the inbox registers its worker on every visit, and then every page
      // of the origin lists it. Public pages stay outside its scope, so it sees none of their
      // requests.
      await login();
      await openInbox(page);
      await expect.poll(() => workerScopes(page)).toEqual([`${configuredBaseURL}/owner`]);
      await openWithApp(page, "/");
      expect(await workerScopes(page)).toEqual([`${configuredBaseURL}/owner`]);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    },
  );
});
