// Web Push to the staff's devices: RFC 8291 (aes128gcm) encryption and RFC 8292 VAPID through
// @block65/webcrypto-web-push, which uses Web Crypto only (docs/decisions/0012 says why this one).
import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { Tables } from "../_shared/database.types.ts";
import type { Env } from "../_shared/http.ts";
import { serviceNames } from "../_shared/services.ts";
import { type ServerClient, serviceRoleClient } from "../_shared/supabase.ts";
import { businessTimeZone } from "../_shared/time-zone.ts";
import { withoutControls } from "../_shared/visible-text.ts";
import { requestLink, type ServiceRequest, siteBase } from "./email.ts";

/** The application server's key pair, base64url as `web-push generate-vapid-keys` prints it. */
export type Vapid = { publicKey: string; privateKey: string; subject: string };

/** A row of public.push_subscriptions: one device of a staff member. */
export type Subscription = Pick<Tables<"push_subscriptions">, "endpoint" | "p256dh" | "auth">;

/**
 * Declarative Web Push as WebKit defines it: Safari 18.4+ shows the notification without running
 * the service worker, and the inbox's worker shows the same JSON on every other browser.
 */
export type PushPayload = {
  web_push: 8030;
  notification: { title: string; body: string; navigate: string; tag: string };
};

// The business's clock. The hour needs no AM or PM: the notification arrives at that minute.
const clock = new Intl.DateTimeFormat("en-US", {
  timeZone: businessTimeZone,
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** The time of `at` on the business's clock, as "2:05"; now when it is missing or invalid. */
export function clockTime(at: string | undefined): string {
  const time = new Date(at ?? Date.now());
  const parts = clock.formatToParts(Number.isNaN(time.getTime()) ? new Date() : time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part("hour")}:${part("minute")}`;
}

/** A new request as the owner's lock screen shows it: no phone number, address or e-mail. */
export function requestPayload(r: ServiceRequest, site: string): PushPayload {
  const service = serviceNames[r.service] ?? r.service;
  // Without the direction controls, which would turn the rest of the lock screen's line around.
  const firstName = withoutControls(r.name).trim().split(/\s+/)[0];
  return {
    web_push: 8030,
    notification: {
      title: `New ${service.toLowerCase()} request`,
      body: `${firstName} · ${r.city} · waiting since ${clockTime(r.created_at)}`,
      navigate: requestLink(site, r.id),
      tag: `request-${r.id}`,
    },
  };
}

/** What "Send a test notification" in the inbox pushes to the device it is pressed on. */
export const testPayload = (site: string): PushPayload => ({
  web_push: 8030,
  notification: {
    title: "Test notification",
    body: "New requests will show up on this device like this.",
    navigate: `${site}/owner`,
    tag: "test",
  },
});

export type PushSettings = {
  vapid: Vapid;
  /** The site (SITE_URL, as siteBase gives it) whose /owner inbox a notification opens. */
  site: string;
  /** A service-role client: it reads every device and deletes those the push service forgot. */
  supabase: ServerClient;
  /** How push services are called; tests give one that trusts their local service's TLS. */
  fetch?: typeof fetch;
  /** The pause before each retry, so one more attempt than entries. */
  retryDelays?: readonly number[];
  /** The time limit of each attempt, in milliseconds. */
  attemptTimeout?: number;
};

/** sent: the push service took it (201); gone: it answered 404 or 410, the device is no more. */
export type Delivery = "sent" | "gone" | "failed";

export type PushSummary = { sent: number; gone: number; failed: number } | { error: string };

// An hour: a request is worth a buzz while the visitor still waits; high urgency wakes a phone
// that saves its battery (RFC 8030 §5.2, §5.3).
const delivery = { ttl: 3600, urgency: "high" } as const;

// With these defaults one device takes at most 3 × 5 s + 1 s + 3 s = 19 s, all devices at once:
// within the 30 s the webhook's trigger gives the function, and far within its wall-clock limit.
const defaultRetryDelays = [1000, 3000];
const defaultAttemptTimeout = 5000;

/** Only the push service's origin is logged: the endpoint's path is the device's capability. */
const origin = (endpoint: string) => URL.parse(endpoint)?.origin ?? "an invalid endpoint";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPusher(settings: PushSettings) {
  const send = settings.fetch ?? fetch;
  const retryDelays = settings.retryDelays ?? defaultRetryDelays;
  const attemptTimeout = settings.attemptTimeout ?? defaultAttemptTimeout;
  const table = () => settings.supabase.from("push_subscriptions");

  /** One push to one device, retried on a network error, a timeout, a 429 or a 5xx. */
  async function deliver(subscription: Subscription, payload: PushPayload): Promise<Delivery> {
    const where = origin(subscription.endpoint);
    let request;
    try {
      request = await buildPushPayload(
        { data: payload, options: delivery },
        {
          endpoint: subscription.endpoint,
          expirationTime: null,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        settings.vapid,
      );
    } catch (error) {
      console.error(`notify-owner: no push to a device at ${where}:`, error);
      return "failed";
    }
    for (let attempt = 0; ; attempt++) {
      let failure: unknown;
      let again = true;
      // A push service that answered refused the push; one that did not could not be reached.
      let what = "refused a push";
      try {
        const response = await send(subscription.endpoint, {
          ...request,
          signal: AbortSignal.timeout(attemptTimeout),
        });
        const text = await response.text();
        if (response.ok) {
          console.log(
            `notify-owner: the push service at ${where} took a push (${response.status}, attempt ${attempt + 1})`,
          );
          return "sent";
        }
        if (response.status === 404 || response.status === 410) return "gone";
        failure = `${response.status} ${text.slice(0, 200)}`;
        again = response.status === 429 || response.status >= 500;
      } catch (error) {
        failure = error;
        what = "could not be reached";
      }
      const delay = retryDelays[attempt];
      if (!again || delay === undefined) {
        console.error(
          `notify-owner: the push service at ${where} ${what} (attempt ${attempt + 1}, final):`,
          failure,
        );
        return "failed";
      }
      console.warn(
        `notify-owner: the push service at ${where} ${what} (attempt ${attempt + 1}, retrying):`,
        failure,
      );
      await pause(delay);
    }
  }

  /** Deletes a device its push service no longer knows: it answered 404 or 410 for it. */
  async function forget({ endpoint }: Subscription) {
    const { error } = await table().delete().eq("endpoint", endpoint);
    if (error) console.error(`notify-owner: a gone device at ${origin(endpoint)} stays:`, error);
  }

  async function deliverOrForget(subscription: Subscription, payload: PushPayload) {
    const result = await deliver(subscription, payload);
    if (result === "gone") await forget(subscription);
    return result;
  }

  return {
    /**
     * Pushes to every staff device at once (a new request, or the payload a summary or a partner's
     * news makes of the site's address); never throws.
     */
    async toEveryDevice(
      what: ServiceRequest | ((site: string) => PushPayload),
    ): Promise<PushSummary> {
      const { data, error } = await table().select("endpoint, p256dh, auth");
      if (error) {
        console.error("notify-owner: the devices could not be read:", error);
        return { error: "The devices could not be read" };
      }
      const payload =
        typeof what === "function" ? what(settings.site) : requestPayload(what, settings.site);
      const results = await Promise.all(data.map((s) => deliverOrForget(s, payload)));
      const count = (d: Delivery) => results.filter((result) => result === d).length;
      return { sent: count("sent"), gone: count("gone"), failed: count("failed") };
    },

    /**
     * Pushes the test notification to one device of this user; "unknown" when they have no
     * such device, "error" when the devices could not be read.
     */
    async toOwnDevice(userId: string, endpoint: string): Promise<Delivery | "unknown" | "error"> {
      const { data, error } = await table()
        .select("endpoint, p256dh, auth")
        .eq("endpoint", endpoint)
        .eq("user_id", userId)
        .limit(1);
      if (error) {
        console.error("notify-owner: the device could not be read:", error);
        return "error";
      }
      const subscription = data[0];
      return subscription ? deliverOrForget(subscription, testPayload(settings.site)) : "unknown";
    },
  };
}

const bytes = (base64url: string) => {
  try {
    return Uint8Array.fromBase64(base64url, { alphabet: "base64url" });
  } catch {
    return null;
  }
};

/** Why these VAPID settings cannot work, or null when they can. */
export function vapidProblem({ publicKey, privateKey, subject }: Vapid): string | null {
  const point = bytes(publicKey);
  if (point?.length !== 65 || point[0] !== 4) {
    return "VAPID_PUBLIC_KEY is not the base64url of a 65-byte uncompressed P-256 point";
  }
  if (bytes(privateKey)?.length !== 32) {
    return "VAPID_PRIVATE_KEY is not the base64url of a 32-byte P-256 private key";
  }
  // RFC 8292 §2.1: a mailto: or https: URI the push service can reach the sender at.
  const url = URL.parse(subject);
  const host =
    url?.protocol === "mailto:"
      ? url.pathname.slice(url.pathname.lastIndexOf("@") + 1)
      : url?.protocol === "https:"
        ? url.hostname
        : null;
  if (!host) return "VAPID_SUBJECT is not a mailto: (or https:) URL";
  if (/(^|\.)localhost\.?$/i.test(host)) {
    return "VAPID_SUBJECT names localhost, which Apple's push service refuses: give the business's mailto:";
  }
  return null;
}

/**
 * Push settings from the function's secrets, or null, logged, when push is off or could not work:
 * the e-mail goes either way.
 */
export function pushFromEnv(env: Env): PushSettings | null {
  const vapid = {
    publicKey: env("VAPID_PUBLIC_KEY") ?? "",
    privateKey: env("VAPID_PRIVATE_KEY") ?? "",
    subject: env("VAPID_SUBJECT") ?? "",
  };
  if (!vapid.publicKey && !vapid.privateKey && !vapid.subject) {
    console.warn("notify-owner: no VAPID_* secrets, so no push notifications (e-mails go)");
    return null;
  }
  const site = siteBase(env("SITE_URL"));
  const problem =
    vapidProblem(vapid) ??
    (site ? null : "SITE_URL is not set, and a notification opens the request in SITE_URL/owner");
  if (problem || !site) {
    console.error(`notify-owner: push notifications are off (e-mails go): ${problem}`);
    return null;
  }
  return { vapid, site, supabase: serviceRoleClient(env) };
}
