import { useEffect, useMemo, useState } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { base64UrlBytes } from "@/lib/base64url";
import { useOnline } from "@/lib/use-online";
import type { PushNotice } from "@/features/owner/content";
import type { Database } from "@/lib/database.types";
import { forgetDevice, saveDevice, sendTestPush, type SaveResult } from "@/features/owner/api/push";
import { isAppleMobile, pushState, type PushState } from "@/features/owner/lib/push-state";
import { deviceKeys, madeWithKey } from "@/features/owner/lib/push-subscription";

/** The inbox's service worker (public/owner-sw.js) and the only pages it may see. */
const worker = { url: "/owner-sw.js", scope: "/owner" } as const;

export type PushBusy = "enable" | "test" | "disable" | null;

export type PushSettings = {
  state: PushState;
  busy: PushBusy;
  notice: PushNotice | null;
  /** Asks for permission (call it straight from the tap), subscribes and saves this device. */
  enable: () => void;
  test: () => void;
  disable: () => void;
};

/** What this device is, which does not change while the page is open. */
function deviceFacts() {
  const appleMobile = isAppleMobile(navigator.userAgent, navigator.maxTouchPoints);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.("(display-mode: standalone)").matches === true;
  const supported =
    "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  return { appleMobile, standalone, supported };
}

/**
 * This device's subscription made with the current key: the existing one, or a new one in
 * place of one made with an earlier key pair (which can receive nothing the server sends now).
 */
async function subscription(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  const existing = await registration.pushManager.getSubscription();
  if (existing && madeWithKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Saves the device for the signed-in user: what save_push_subscription came to. */
async function save(client: SupabaseClient<Database>, sub: PushSubscription): Promise<SaveResult> {
  const keys = deviceKeys(sub.toJSON());
  return keys ? saveDevice(client, keys) : "other";
}

const register = () => navigator.serviceWorker.register(worker.url, { scope: worker.scope });

/**
 * The notification settings of this device for the signed-in staff user. On every visit it
 * registers the worker and, when notifications are on, saves the subscription again: browsers
 * drop and renew subscriptions without telling the page, and the server forgets the ones the
 * push service no longer knows.
 */
export function usePush(
  client: SupabaseClient<Database>,
  vapidPublicKey: string | null,
): PushSettings {
  const key = useMemo(
    () => (vapidPublicKey ? base64UrlBytes(vapidPublicKey) : null),
    [vapidPublicKey],
  );
  const [device] = useState(deviceFacts);
  const online = useOnline();
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    device.supported ? Notification.permission : "default",
  );
  // undefined while the browser is asked; null when this device gets no notifications here.
  const [current, setCurrent] = useState<PushSubscription | null | undefined>(undefined);
  const [busy, setBusy] = useState<PushBusy>(null);
  const [notice, setNotice] = useState<PushNotice | null>(null);

  const state = pushState({
    configured: key !== null,
    ...device,
    permission,
    online,
    subscribed: current === undefined ? null : current !== null,
  });
  const usable = device.supported && !(device.appleMobile && !device.standalone);

  useEffect(() => {
    // Offline, the answer keeps until the connection is back, when the device is saved again.
    if (!usable || !key || !online) return;
    let active = true;
    const renew = async (): Promise<PushSubscription | null> => {
      const registration = await register();
      if (Notification.permission !== "granted") return null;
      if (!(await registration.pushManager.getSubscription())) return null;
      const sub = await subscription(registration, key);
      // Taken: the device is another account's. Any other failure leaves the saved row as it
      // was, and the device still receives.
      if ((await save(client, sub)) !== "taken") return sub;
      if (active) setNotice("taken");
      return null;
    };
    renew().then(
      (sub) => active && setCurrent(sub),
      () => active && setCurrent(null),
    );
    return () => {
      active = false;
    };
  }, [client, key, usable, online]);

  const enable = () => {
    if (busy || !key) return;
    setBusy("enable");
    setNotice(null);
    // The prompt must come straight from the tap: browsers (Safari above all) ignore or refuse
    // it once the tap's activation has passed, so nothing is awaited before it.
    Notification.requestPermission()
      .then(async (answer) => {
        setPermission(answer);
        if (answer === "default") setNotice("dismissed");
        if (answer !== "granted") return;
        await register();
        // Subscribing needs an active worker: ready is this page's registration once it has one.
        const sub = await subscription(await navigator.serviceWorker.ready, key);
        const saved = await save(client, sub);
        setCurrent(saved === "saved" ? sub : null);
        if (saved !== "saved") setNotice(saved === "other" ? "failed" : saved);
      })
      .catch(() => setNotice("failed"))
      .finally(() => setBusy(null));
  };

  const test = () => {
    if (busy || !current) return;
    setBusy("test");
    setNotice(null);
    sendTestPush(client, current.endpoint)
      .then(async (result) => {
        if (result === "gone") {
          // The server deleted it; this one can receive nothing more, so it goes here too.
          await current.unsubscribe().catch(() => false);
          setCurrent(null);
        }
        setNotice(result === "failed" ? "test-failed" : result);
      })
      .finally(() => setBusy(null));
  };

  const disable = () => {
    if (busy || !current) return;
    setBusy("disable");
    setNotice(null);
    // The row goes first, while the endpoint still names it. Unsubscribing is what ends the
    // notifications, so it follows whatever the delete came to: a row left behind is deleted
    // by the server when the push service answers 410 for it.
    forgetDevice(client, current.endpoint)
      .then(() => current.unsubscribe())
      .then(
        () => setCurrent(null),
        () => setNotice("disable-failed"),
      )
      .finally(() => setBusy(null));
  };

  return { state, busy, notice, enable, test, disable };
}
