/**
 * What the inbox's notification settings can offer on this device, decided from plain facts
 * about the browser so that every state can be tested without one.
 */
export type PushState =
  /** This build has no VITE_VAPID_PUBLIC_KEY: nothing to subscribe with. */
  | "not-configured"
  /** An iPhone or iPad in Safari (or another browser): Web Push reaches only Home Screen apps. */
  | "iphone-not-installed"
  /** No service worker, Push API or Notification API here. */
  | "unsupported"
  /** The owner (or a setting) blocked notifications for this site. */
  | "denied"
  | "offline"
  /** Still asking the browser whether this device is subscribed. */
  | "checking"
  | "off"
  | "on";

export type PushFacts = {
  configured: boolean;
  appleMobile: boolean;
  /** Running as the installed app (Home Screen), not in a browser tab. */
  standalone: boolean;
  supported: boolean;
  permission: NotificationPermission;
  online: boolean;
  /** Whether this device holds a subscription saved for this account; null while unknown. */
  subscribed: boolean | null;
};

/** The first fact that rules notifications out decides; otherwise they are on or off. */
export function pushState(facts: PushFacts): PushState {
  if (!facts.configured) return "not-configured";
  // Before "unsupported": Safari hides the Push API outside the Home Screen app, and the owner
  // can do something about that.
  if (facts.appleMobile && !facts.standalone) return "iphone-not-installed";
  if (!facts.supported) return "unsupported";
  if (facts.permission === "denied") return "denied";
  if (!facts.online) return "offline";
  if (facts.subscribed === null) return "checking";
  return facts.subscribed && facts.permission === "granted" ? "on" : "off";
}

/**
 * An iPhone, iPod or iPad, whichever browser: all of them are WebKit and get Web Push only in a
 * Home Screen app. iPadOS asks for desktop sites by default and then says Macintosh; only its
 * touch screen tells it apart from a Mac (whose maxTouchPoints is 0).
 */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return (
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) ||
    (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1)
  );
}

/**
 * Whether the inbox offers notifications at its top: they are off and a tap (or, on an iPhone,
 * adding the inbox to the Home Screen) turns them on. Every other state waits in the settings.
 */
export const offersNotifications = (state: PushState) =>
  state === "off" || state === "iphone-not-installed";
