// The owner's service worker: registered by /owner and /owner/route, with the scope /owner, so
// no public page is ever controlled by it. It shows each push as a notification and opens the
// request when the notification is tapped; and it keeps the route's page and the built files it
// loads, so that the crew's route opens with no signal once it has been opened on the phone.
// Requests to other origins (Supabase) and of other paths pass through untouched.
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
 * "navigate", "tag"}}` as WebKit's Declarative Web Push defines it, which notify-owner
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
 * Where a tapped notification leads: the inbox of this site, with the request or the view it
 * names. A `navigate` of another origin or path opens the inbox rather than a page nobody checked.
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
  if (request) return `${inbox}?request=${encodeURIComponent(request)}`;
  // A view of the inbox, named by a plain word: a resident's report opens Missed pickups.
  const view = url.searchParams.get("view");
  return view && /^[a-z-]{1,30}$/.test(view) ? `${inbox}?view=${view}` : inbox;
}

/** The cache of the pages' shell: bump the name when what is kept changes. */
const shellCache = "owner-shell-v1";

/** The pages kept for offline use: the inbox's and the route's documents. */
const isShellPage = (pathname) => /^\/owner(\/route)?(\.html)?$/.test(pathname);

/**
 * How many built files are kept. Every build names its files anew, so without a bound the files
 * of each old build would stay on the phone for good. The files used last are kept: those of the
 * build the pages run now and of the one before (an inbox or route kept from an older build);
 * one build of the owner's pages loads about a dozen.
 */
const keptFiles = 40;

/** Where the worker notes when each built file was last stored or served, by its path. */
const lastUsedKey = "/owner-sw-last-used";

/**
 * Changes to the kept files and their notes, one at a time: a file stored while old ones are
 * pruned is noted in the same step, so it is never taken for an old one.
 */
let filesWork = Promise.resolve();
function withFiles(change) {
  filesWork = filesWork
    .then(async () => {
      const cache = await caches.open(shellCache);
      let lastUsed = {};
      try {
        lastUsed = (await (await cache.match(lastUsedKey))?.json()) ?? {};
      } catch {
        // Unreadable notes: every file counts as unused, and the newest stored stay.
      }
      await change(cache, lastUsed);
      await cache.put(lastUsedKey, new Response(JSON.stringify(lastUsed)));
    })
    .catch(() => {
      // Cache Storage refused (full, or private mode): the page is served all the same.
    });
  return filesWork;
}

const pathOf = (url) => new URL(url).pathname;
const isBuiltFile = (url) => pathOf(url).startsWith("/assets/");

/** Stores a built file (by its request or URL) or a shell page (by its path); notes the use. */
const keep = (key, response) =>
  withFiles(async (cache, lastUsed) => {
    await cache.put(key, response);
    const url = new URL(typeof key === "string" ? key : key.url, self.location.origin).href;
    if (isBuiltFile(url)) lastUsed[pathOf(url)] = Date.now();
  });

/** Drops the built files beyond the `keptFiles` used last (unnoted ones count as never used). */
const prune = () =>
  withFiles(async (cache, lastUsed) => {
    const files = (await cache.keys()).filter((request) => isBuiltFile(request.url));
    const newestFirst = files
      .map((request, stored) => ({ request, stored, used: lastUsed[pathOf(request.url)] ?? 0 }))
      .sort((a, b) => b.used - a.used || b.stored - a.stored);
    for (const { request } of newestFirst.slice(keptFiles)) await cache.delete(request);
    const kept = new Set(newestFirst.slice(0, keptFiles).map(({ request }) => pathOf(request.url)));
    for (const path of Object.keys(lastUsed)) if (!kept.has(path)) delete lastUsed[path];
  });

/**
 * A page's document: the network first (it may be a new build), the kept copy without signal.
 * A new copy is when old built files are pruned: the phone is online and the page about to load.
 */
async function pageFromNetwork(request, pathname, waitUntil) {
  try {
    const response = await fetch(request);
    if (response.ok) waitUntil(keep(pathname, response.clone()).then(prune));
    return response;
  } catch (error) {
    const kept = await (await caches.open(shellCache)).match(pathname);
    if (kept) return kept;
    throw error;
  }
}

/** A built file: its name carries its content's hash, so a kept copy is always right. */
async function builtFile(request, waitUntil) {
  const cache = await caches.open(shellCache);
  const kept = await cache.match(request);
  if (kept) {
    waitUntil(
      withFiles(async (_, lastUsed) => {
        lastUsed[pathOf(request.url)] = Date.now();
      }),
    );
    return kept;
  }
  const response = await fetch(request);
  if (response.ok) waitUntil(keep(request, response.clone()));
  return response;
}

/**
 * What this worker answers itself: GETs of this origin's shell pages and /assets/ files. The
 * answer takes the event's waitUntil, which keeps the worker alive while the cache is written.
 */
function handled(request, origin) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (request.mode === "navigate" && isShellPage(url.pathname))
    return (waitUntil) => pageFromNetwork(request, url.pathname, waitUntil);
  if (url.pathname.startsWith("/assets/")) return (waitUntil) => builtFile(request, waitUntil);
  return null;
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

// A new version takes over at once, and a page opened before the first registration becomes
// controlled (so that a tap can navigate it, and its files are kept); older caches and the
// built files beyond the bound go.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n !== shellCache).map((n) => caches.delete(n))),
      )
      .then(prune)
      .then(() => self.clients.claim()),
  ),
);

// A page that loaded before this worker controlled it names its document and built files, so
// that they are kept at once: the route then opens with no signal from its first visit on.
self.addEventListener("message", (event) => {
  const urls = event.data?.keep;
  if (!Array.isArray(urls)) return;
  const origin = self.location.origin;
  const kept = urls
    .map((url) => new URL(String(url), origin))
    .filter(
      (url) =>
        url.origin === origin && (isShellPage(url.pathname) || url.pathname.startsWith("/assets/")),
    );
  const store = async (url) => {
    const key = isShellPage(url.pathname) ? url.pathname : url.href;
    if (!isShellPage(url.pathname) && (await (await caches.open(shellCache)).match(key))) return;
    try {
      const response = await fetch(url.href);
      if (response.ok) await keep(key, response);
    } catch {
      // No answer: the file is kept when the page loads it again through this worker.
    }
  };
  // The page last: once it is kept, so are the files it needs.
  const pages = kept.filter((url) => isShellPage(url.pathname));
  const files = kept.filter((url) => !isShellPage(url.pathname));
  event.waitUntil(Promise.all(files.map(store)).then(() => Promise.all(pages.map(store))));
});

self.addEventListener("fetch", (event) => {
  const answer = handled(event.request, self.location.origin);
  if (answer) event.respondWith(answer((work) => event.waitUntil(work)));
});

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
