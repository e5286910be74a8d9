/**
 * Cloudflare Turnstile in the browser, as Cloudflare documents its explicit rendering
 * (developers.cloudflare.com/turnstile/get-started/client-side-rendering/): the script from its
 * one address, then `turnstile.render(container, options)`, whose `callback` hands over a token
 * that is valid once, for 300 s. The server checks it (supabase/functions/_shared/turnstile.ts).
 */

/** The script's address; Cloudflare asks that it be loaded from exactly here, never a copy. */
const turnstileScript = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type RenderOptions = {
  sitekey: string;
  action: string;
  callback: (token: string) => void;
  "error-callback": (code: string) => boolean;
  "expired-callback": () => void;
  "timeout-callback": () => void;
  appearance: "always" | "execute" | "interaction-only";
  size: "normal" | "flexible" | "compact";
  "refresh-expired": "auto" | "manual" | "never";
  "response-field": boolean;
};

/** The part of the script's `window.turnstile` the form uses. */
export type TurnstileApi = {
  render(container: HTMLElement, options: RenderOptions): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** Loads the script once; a failure (blocked, offline) may be tried again later. */
export function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement("script");
    script.src = turnstileScript;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error("no turnstile"));
    script.onerror = () => reject(new Error("Turnstile's script could not be loaded"));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    document.querySelector(`script[src="${turnstileScript}"]`)?.remove();
    throw error;
  });
  return loading;
}

/** What the token was solved for, as siteverify reports it: the request form, or a report. */
export type TurnstileAction = "request" | "report";

/** What the check came to: a token, or none (the script or the challenge failed, or too slow). */
export type Check = { token: string } | { token: null };

/**
 * A widget in `container`, invisible unless Cloudflare wants the visitor to interact (managed
 * mode with appearance "interaction-only"). `check()` waits for its token, at most `waitMs`;
 * `spent()` asks for a fresh one after a token was sent (each is valid once).
 */
export function renderTurnstile(
  api: TurnstileApi,
  container: HTMLElement,
  siteKey: string,
  action: TurnstileAction,
) {
  let token: string | null = null;
  let failed = false;
  const waiting = new Set<() => void>();
  const settle = () => waiting.forEach((wake) => wake());

  const id = api.render(container, {
    sitekey: siteKey,
    action,
    appearance: "interaction-only",
    size: "flexible",
    "refresh-expired": "auto",
    "response-field": false,
    callback: (given) => {
      token = given;
      failed = false;
      settle();
    },
    // Handled here (answering true), so that the script throws nothing on the page.
    "error-callback": () => {
      failed = true;
      settle();
      return true;
    },
    "expired-callback": () => void (token = null),
    "timeout-callback": () => void (token = null),
  });

  return {
    check(waitMs: number): Promise<Check> {
      if (token) return Promise.resolve({ token });
      if (!id) return Promise.resolve({ token: null });
      // A challenge that failed (Turnstile unreachable from its frame, say) is tried afresh.
      if (failed) {
        failed = false;
        api.reset(id);
      }
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(token ? { token } : { token: null });
        };
        const timer = setTimeout(wake, waitMs);
        waiting.add(wake);
      });
    },
    spent() {
      token = null;
      failed = false;
      if (id) api.reset(id);
    },
    remove() {
      if (id) api.remove(id);
    },
  };
}

export type TurnstileWidget = ReturnType<typeof renderTurnstile>;
