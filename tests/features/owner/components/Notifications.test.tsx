import { createClient } from "@supabase/supabase-js";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Notifications } from "@/features/owner/components/Notifications";
import { ownerConfig } from "@/features/owner/content";
import type { Database } from "@/lib/database.types";

// The settings with the browser's Push API, Notification API and service worker container
// stood in for, and supabase-js talking to a fake fetch: what the page asks of the browser, when,
// and what it sends to Supabase. The journeys in a real browser are for Playwright.

const copy = ownerConfig.notifications;
// A VAPID public key as scripts/vapid-keys.js prints it (made for these tests, used nowhere).
const vapidPublicKey =
  "BBMMWOo1T-1_WbqPo7ieFVtwDU6sDwN4CVwHiIQMnaieEP5vApbOo82XaFZDweY6_Fm2EAo5Np7Ygib60HoPYzs";
const keyBytes = Uint8Array.from(atob(vapidPublicKey.replace(/-/g, "+").replace(/_/g, "/")), (c) =>
  c.charCodeAt(0),
);
const endpoint = "https://fcm.googleapis.com/fcm/send/device-1";
const safari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

type Sent = { path: string; method: string; body: unknown };
const sent: Sent[] = [];
/** The status each path answers with, or no answer at all. */
let answers: Record<string, number | "network-error"> = {};
const client = createClient<Database>("https://abc.supabase.co", "anon-key", {
  global: {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      const path = new URL(request.url).pathname;
      sent.push({ path, method: request.method, body: text ? JSON.parse(text) : null });
      const status = answers[path] ?? (request.method === "POST" ? 200 : 204);
      if (status === "network-error") throw new TypeError("Failed to fetch");
      return new Response(status === 204 ? null : JSON.stringify({}), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    },
  },
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});
const saves = () => sent.filter((s) => s.path === "/rest/v1/rpc/save_push_subscription");

type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON: () => PushSubscriptionJSON;
  unsubscribe: () => Promise<boolean>;
};

/** The browser: permission, the one subscription it holds, and what the page asked of it. */
function fakeBrowser({
  permission = "default" as NotificationPermission,
  answer = "granted" as NotificationPermission,
  subscribedWith = null as Uint8Array | null,
  userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/138.0.0.0 Safari/537.36",
  standalone = undefined as boolean | undefined,
  pushApi = true,
  online = true,
} = {}) {
  const subscription = (key: Uint8Array): FakeSubscription => ({
    endpoint,
    options: { applicationServerKey: new Uint8Array(key).buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: "BPk", auth: "x7Q" } }),
    unsubscribe: vi.fn(async () => {
      browser.subscription = null;
      return true;
    }),
  });
  const browser = {
    permission,
    subscription: subscribedWith ? subscription(subscribedWith) : null,
    requestPermission: vi.fn(async () => {
      browser.permission = answer;
      return answer;
    }),
    register: vi.fn(async () => registration),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      browser.subscription = subscription(options.applicationServerKey as Uint8Array);
      return browser.subscription;
    }),
  };
  const registration = {
    pushManager: {
      getSubscription: async () => browser.subscription,
      subscribe: browser.subscribe,
    },
  };
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  Object.defineProperty(navigator, "standalone", { value: standalone, configurable: true });
  // Safari outside the Home Screen has service workers, but no Push or Notification API.
  Object.defineProperty(navigator, "serviceWorker", {
    value: { register: browser.register, ready: Promise.resolve(registration) },
    configurable: true,
  });
  if (pushApi) {
    vi.stubGlobal("PushManager", class {});
    vi.stubGlobal("Notification", {
      get permission() {
        return browser.permission;
      },
      requestPermission: browser.requestPermission,
    });
  }
  return browser;
}

beforeEach(() => {
  sent.length = 0;
  answers = {};
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ["serviceWorker", "standalone"]) Reflect.deleteProperty(navigator, name);
});

const open = (key: string | null = vapidPublicKey, showSettings = true) =>
  render(<Notifications client={client} showSettings={showSettings} vapidPublicKey={key} />);
const enableButton = () => screen.findByRole("button", { name: copy.enable });
/** Opens the settings, where the section is once notifications are on or put away. */
const openSettings = async () =>
  userEvent.click(await screen.findByRole("button", { name: "Settings", expanded: false }));

describe("where the section stands", () => {
  it("offered at the top until on: Not now puts it behind Settings, remembered on the device", async () => {
    fakeBrowser();
    const { unmount } = open();
    const section = await screen.findByRole("region", { name: copy.heading });
    expect(within(section).getByRole("button", { name: copy.enable })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Settings" })).toBeNull();

    await userEvent.click(within(section).getByRole("button", { name: "Not now" }));
    const settings = screen.getByRole("button", { name: "Settings" });
    // The focus follows the section to where it went.
    expect(settings).toHaveFocus();
    expect(settings).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: copy.heading })).toBeNull();
    expect(screen.queryByRole("button", { name: "Not now" })).toBeNull();
    await userEvent.click(settings);
    expect(await enableButton()).toBeVisible();

    // The next visit remembers it.
    unmount();
    open();
    expect(await screen.findByRole("button", { name: "Settings" })).toBeVisible();
    expect(screen.queryByRole("region", { name: copy.heading })).toBeNull();
  });

  it("behind Settings when on, and stays there when turned off during the visit", async () => {
    fakeBrowser({ permission: "granted", subscribedWith: keyBytes });
    open();
    await openSettings();
    await userEvent.click(await screen.findByRole("button", { name: copy.disable }));
    expect(await enableButton()).toBeVisible();
    expect(screen.getByRole("button", { name: "Settings" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.queryByRole("button", { name: "Not now" })).toBeNull();
  });

  it("turned on from the offer, stays at the top for the visit, saying so", async () => {
    fakeBrowser();
    open();
    await userEvent.click(await enableButton());
    const section = screen.getByRole("region", { name: copy.heading });
    expect(await within(section).findByText(copy.states.on)).toBeVisible();
    expect(within(section).getByRole("button", { name: copy.test })).toBeVisible();
    expect(within(section).queryByRole("button", { name: "Not now" })).toBeNull();
  });

  it("when storage is off, offers every visit and still puts it away for this one", async () => {
    fakeBrowser();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    open();
    await userEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.getByRole("button", { name: "Settings" })).toHaveFocus();
    vi.restoreAllMocks();
  });
});

describe("turning notifications on", () => {
  it("asks for permission only on the tap, then subscribes with the build's key and saves", async () => {
    const browser = fakeBrowser();
    open();
    const enable = await enableButton();
    // The worker is registered for /owner on the visit; the permission is not asked yet.
    expect(browser.register).toHaveBeenCalledWith("/owner-sw.js", { scope: "/owner" });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(saves()).toEqual([]);

    await userEvent.click(enable);
    expect(await screen.findByRole("button", { name: copy.test })).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes,
    });
    expect(saves()).toEqual([
      {
        path: "/rest/v1/rpc/save_push_subscription",
        method: "POST",
        body: { endpoint, p256dh: "BPk", auth: "x7Q" },
      },
    ]);
    expect(screen.getByText(copy.states.on)).toBeVisible();
    expect(screen.getByRole("button", { name: copy.disable })).toBeVisible();
  });

  it("says so when the browser's question is closed without an answer", async () => {
    const browser = fakeBrowser({ answer: "default" });
    open();
    await userEvent.click(await enableButton());
    expect(await screen.findByText(copy.notices.dismissed)).toBeVisible();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: copy.enable })).toBeVisible();
  });

  it("shows the blocked sentence, and no button, when the owner blocks them", async () => {
    fakeBrowser({ answer: "denied" });
    open();
    await userEvent.click(await enableButton());
    expect(await screen.findByText(copy.states.denied)).toBeVisible();
    // Still where it was tapped, with nothing left to press but Not now.
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Not now"]);
  });

  it("leaves them off, and says why, when another account holds the device (409)", async () => {
    fakeBrowser();
    answers["/rest/v1/rpc/save_push_subscription"] = 409;
    open();
    await userEvent.click(await enableButton());
    expect(await screen.findByText(copy.notices.taken)).toBeVisible();
    expect(screen.getByRole("button", { name: copy.enable })).toBeVisible();
  });

  it("says the inbox is unreachable when the save gets no answer", async () => {
    fakeBrowser();
    answers["/rest/v1/rpc/save_push_subscription"] = "network-error";
    open();
    await userEvent.click(await enableButton());
    expect(await screen.findByText(copy.notices.offline)).toBeVisible();
  });
});

describe("on every visit", () => {
  it("saves the device again when notifications are on, without asking anything", async () => {
    const browser = fakeBrowser({ permission: "granted", subscribedWith: keyBytes });
    open();
    await openSettings();
    expect(await screen.findByRole("button", { name: copy.test })).toBeVisible();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.body).toEqual({ endpoint, p256dh: "BPk", auth: "x7Q" });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it("does so with the settings hidden too (a request opened from a notification)", async () => {
    fakeBrowser({ permission: "granted", subscribedWith: keyBytes });
    open(vapidPublicKey, false);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(screen.queryByRole("region", { name: copy.heading })).toBeNull();
  });

  it("replaces a subscription made with an earlier key pair", async () => {
    const old = new Uint8Array(keyBytes).fill(7, 1);
    const browser = fakeBrowser({ permission: "granted", subscribedWith: old });
    const before = browser.subscription;
    open();
    await openSettings();
    expect(await screen.findByRole("button", { name: copy.test })).toBeVisible();
    expect(before?.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes,
    });
    expect(saves()).toHaveLength(1);
  });

  it("saves nothing when this device has no subscription", async () => {
    fakeBrowser({ permission: "granted" });
    open();
    await enableButton();
    expect(saves()).toEqual([]);
  });
});

describe("when on", () => {
  it("sends a test through notify-owner and says it went", async () => {
    fakeBrowser({ permission: "granted", subscribedWith: keyBytes });
    open();
    await openSettings();
    await userEvent.click(await screen.findByRole("button", { name: copy.test }));
    expect(await screen.findByText(copy.notices.sent)).toBeVisible();
    expect(sent.at(-1)).toEqual({
      path: "/functions/v1/notify-owner",
      method: "POST",
      body: { test: true, endpoint },
    });
  });

  it("drops a device the push service forgot (410) and offers to turn on again", async () => {
    const browser = fakeBrowser({ permission: "granted", subscribedWith: keyBytes });
    answers["/functions/v1/notify-owner"] = 410;
    open();
    await openSettings();
    await userEvent.click(await screen.findByRole("button", { name: copy.test }));
    expect(await screen.findByText(copy.notices.gone)).toBeVisible();
    expect(browser.subscription).toBeNull();
    expect(screen.getByRole("button", { name: copy.enable })).toBeVisible();
  });

  it("says the server is not set up (503)", async () => {
    fakeBrowser({ permission: "granted", subscribedWith: keyBytes });
    answers["/functions/v1/notify-owner"] = 503;
    open();
    await openSettings();
    await userEvent.click(await screen.findByRole("button", { name: copy.test }));
    expect(await screen.findByText(copy.notices["not-set-up"])).toBeVisible();
  });

  it("turns off: deletes the row, unsubscribes, and offers to turn on again", async () => {
    const browser = fakeBrowser({ permission: "granted", subscribedWith: keyBytes });
    open();
    await openSettings();
    await userEvent.click(await screen.findByRole("button", { name: copy.disable }));
    expect(await enableButton()).toBeVisible();
    expect(browser.subscription).toBeNull();
    const deleted = sent.find((s) => s.method === "DELETE");
    expect(deleted?.path).toBe("/rest/v1/push_subscriptions");
  });
});

describe("where notifications cannot work", () => {
  it("on an iPhone in Safari: the Home Screen steps offered, no other button, no worker", async () => {
    const browser = fakeBrowser({ userAgent: safari, pushApi: false });
    open();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      copy.showSteps,
      "Not now",
    ]);
    await userEvent.click(screen.getByRole("button", { name: copy.showSteps }));
    expect(screen.getByText(copy.states["iphone-not-installed"])).toBeVisible();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(browser.register).not.toHaveBeenCalled();
  });

  it("in the iPhone's Home Screen app: as in any browser", async () => {
    const browser = fakeBrowser({ userAgent: safari, standalone: true });
    open();
    expect(await enableButton()).toBeVisible();
    expect(browser.register).toHaveBeenCalledOnce();
  });

  it("without a VAPID key in the build: the sentence in the settings, no worker", async () => {
    const browser = fakeBrowser();
    open(null);
    await openSettings();
    expect(screen.getByText(copy.states["not-configured"])).toBeVisible();
    expect(browser.register).not.toHaveBeenCalled();
  });

  it("without the Push API: the sentence in the settings, no worker", async () => {
    const browser = fakeBrowser({ pushApi: false });
    open();
    await openSettings();
    expect(screen.getByText(copy.states.unsupported)).toBeVisible();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Settings"]);
    expect(browser.register).not.toHaveBeenCalled();
  });

  it("offline: the sentence, no button, nothing saved", async () => {
    const browser = fakeBrowser({ permission: "granted", subscribedWith: keyBytes, online: false });
    open();
    await openSettings();
    expect(screen.getByText(copy.states.offline)).toBeVisible();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Settings"]);
    expect(browser.register).not.toHaveBeenCalled();
  });
});
