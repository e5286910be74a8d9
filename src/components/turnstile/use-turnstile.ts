import { useEffect, useRef, type RefObject } from "react";
import { env } from "@/config/env";
import { turnstileEnv } from "@/config/turnstile-env";
import {
  loadTurnstile,
  renderTurnstile,
  type TurnstileAction,
  type TurnstileWidget,
} from "./turnstile";

/**
 * How long a press of Send waits for the check: Turnstile's invisible challenge takes a second or
 * two; a script or a challenge that has not answered by then is not coming.
 */
const waitMs = 10_000;

/** What the check came to: off (this build has none), a token, or unavailable (no token came). */
export type HumanCheck =
  { kind: "off" } | { kind: "token"; token: string } | { kind: "unavailable" };

const timeout = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

type Refs = {
  container: RefObject<HTMLDivElement | null>;
  widget: RefObject<Promise<TurnstileWidget | null> | null>;
};

/** The widget, rendered once the script is in; a script that failed is loaded again next time. */
function ensure(
  { container, widget }: Refs,
  siteKey: string,
  action: TurnstileAction,
): Promise<TurnstileWidget | null> {
  widget.current ??= loadTurnstile()
    .then((api) =>
      container.current ? renderTurnstile(api, container.current, siteKey, action) : null,
    )
    .catch(() => {
      widget.current = null;
      return null;
    });
  return widget.current;
}

/**
 * A form's Turnstile widget (the request form's, the residents' report's), in the element
 * `container` points at. Its script loads when the form appears, which is after the page's first
 * paint (the form renders once the app runs), and only on that page. Without a site key, or
 * without Supabase to send to, there is no check, and the console says so once.
 */
export function useTurnstile(action: TurnstileAction) {
  const siteKey = env.supabase ? turnstileEnv.siteKey : null;
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<Promise<TurnstileWidget | null> | null>(null);

  useEffect(() => {
    if (!siteKey) {
      if (env.supabase)
        console.info("The form's human check is off: this build has no Turnstile site key.");
      return;
    }
    const made = ensure({ container, widget }, siteKey, action);
    return () => {
      widget.current = null;
      void made.then((w) => w?.remove());
    };
  }, [siteKey, action]);

  /** The token for one send, waiting for it if the challenge is still running. */
  async function check(): Promise<HumanCheck> {
    if (!siteKey) return { kind: "off" };
    const made = await Promise.race([
      ensure({ container, widget }, siteKey, action),
      timeout(waitMs, null),
    ]);
    const result = made ? await made.check(waitMs) : { token: null };
    return result.token ? { kind: "token", token: result.token } : { kind: "unavailable" };
  }

  /** After a send: the token is spent, and the widget fetches a fresh one for the next. */
  function spent() {
    void widget.current?.then((w) => w?.spent());
  }

  return { container, check, spent, active: siteKey !== null };
}

export type Turnstile = ReturnType<typeof useTurnstile>;
