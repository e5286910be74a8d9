// The owner's inbox's service worker: registered by /owner alone, with the scope /owner. It
// shows each push as a notification and opens the request when the notification is tapped.
// It has no fetch handler and caches nothing, so no request of any page passes through it.
// A plain script served as it is (public/): tests/features/owner/owner-sw.test.ts runs it
// with stand-ins for the worker's globals.
"use strict";

/**
 * Shown when a push carries no readable Declarative Web Push JSON: iOS withdraws the
 * subscription of a worker that receives a push and shows nothing. The words are those of
 * ownerConfig.notifications.fallback (this file cannot import the inbox's copy; a test holds
 * the two together).
 */
const fallback = {
  title: "New request",
  body: "Open the inbox to see it.",
  navigate: "/owner",
  tag: "request",
};

const text = (value) => (typeof value === "string" ? value.trim() : "");

/**
 * The notification a push asks for: `{"web_push": 8030, "notification": {"title", "body",
 * "navigate", "tag"}}` as WebKit's Declarative Web Push defines it, which notify-new-request
 * sends and Safari 18.4+ shows without this worker; the fallback for anything else.
 */
function notificationOf(data) {
  let message;
  try {
    message = JSON.parse(data);
  } catch {
    return fallback;
  }
  const notification = message?.web_push === 8030 ? message.notification : null;
  const title = text(notification?.title);
  if (!title) return fallback;
  return {
    title,
    body: text(notification.body),
    navigate: text(notification.navigate) || fallback.navigate,
    tag: text(notification.tag) || fallback.tag,
  };
}

/**
 * Where a tapped notification leads: the inbox of this site, with the request it names. A
 * `navigate` of another origin or path opens the inbox rather than a page nobody checked.
 */
function clickTarget(navigate, origin) {
  const inbox = `${origin}/owner`;
  let url;
  try {
    url = new URL(text(navigate), origin);
  } catch {
    return inbox;
  }
  if (url.origin !== origin || url.pathname !== "/owner") return inbox;
  const request = url.searchParams.get("request");
  return request ? `${inbox}?request=${encodeURIComponent(request)}` : inbox;
}

const isInbox = (client) => /^\/owner(\.html)?$/.test(new URL(client.url).pathname);

/** Brings an open inbox to the front at the target, or opens one. */
async function openInbox(target) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find(isInbox);
  if (open) {
    try {
      const focused = await open.focus();
      if (focused.url !== target) await focused.navigate(target);
      return;
    } catch {
      // A window this worker does not control cannot be navigated: open the target instead.
    }
  }
  await self.clients.openWindow(target);
}

// A new version takes over at once, and an inbox opened before the first registration becomes
// controlled (so that a tap can navigate it): with no fetch handler, nothing else changes.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  const shown = notificationOf(event.data ? event.data.text() : "");
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      tag: shown.tag,
      // A second test, or a request pushed twice, replaces the first one and still rings.
      renotify: true,
      data: { navigate: shown.navigate },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const navigate = event.notification.data?.navigate;
  event.waitUntil(openInbox(clickTarget(navigate, self.location.origin)));
});
