/**
 * What starts the app on a prerendered page. The page paints from its HTML alone; a script the
 * browser discovers in that HTML would download beside the first paint and, on a slow phone,
 * delay it (docs/performance/first-paint.md). So scripts/prerender.js leaves no script tag for
 * the app in the HTML, only this code inline (allowed by its hash in the CSP), which adds the
 * entry module once the page has painted, or at once when someone reaches for the page first.
 *
 * Before the app runs, a link is a real link and navigates. A tap on a button (a tab, a menu)
 * cannot do anything yet: it is remembered here and replayed by main.tsx once the page has
 * hydrated, so the tab switches or the menu opens a moment later instead of never.
 */

declare global {
  interface Window {
    /** The last button tapped before the app ran; null once the app has taken over. */
    earlyTap?: HTMLElement | null;
  }
}

/** A window with its own constructors (Element, PointerEvent…), as `window` is. */
type Win = Window & typeof globalThis;

/** Buttons that act through the app; a submit button submits its form without it. */
const replayable = "[type=button]";

/**
 * Adds the entry module (a URL of the build) once the page has loaded (which waits for the
 * images in view, a photo as the largest paint included), the browser has reported the first
 * paint, and one more frame is painted, so that anything "load" revealed is painted too (a frame
 * is painted between requestAnimationFrame and the task it queues). A press or click anywhere
 * starts it at once; a tab that paints nothing (hidden) or a browser that reports no paint starts
 * it 5 s after load. Every byte of it is in every page's first response: it is kept small.
 */
export function boot(entry: string, win: Win): void {
  const doc = win.document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = doc.createElement("script");
    script.type = "module";
    script.src = entry;
    doc.head.append(script);
  };
  doc.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest?.<HTMLElement>(replayable);
      if (button && win.earlyTap !== null) win.earlyTap = button;
      start();
    },
    true,
  );
  doc.addEventListener("pointerdown", start, true);
  const onLoad = () => {
    new win.PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint")[0]) return;
      observer.disconnect();
      win.requestAnimationFrame(() => win.setTimeout(start));
    }).observe({ type: "paint", buffered: true });
    win.setTimeout(start, 5000);
  };
  // It runs while the page is parsed (inline at the end of <body>), so "load" is still to come.
  win.addEventListener("load", onLoad);
}

/** Ends the recording of early taps and returns the one to replay, if any. */
export function takeEarlyTap(win: Win = window): HTMLElement | null {
  const tap = win.earlyTap ?? null;
  win.earlyTap = null;
  return tap;
}

/**
 * Taps `button` as a finger would: Radix opens a menu and selects a tab on pointer/mouse down,
 * other buttons act on click.
 */
export function replayTap(button: HTMLElement, win: Win = window): void {
  if (!button.isConnected) return;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
  const pointer = { ...init, pointerType: "mouse", isPrimary: true, pointerId: 1 };
  button.dispatchEvent(new win.PointerEvent("pointerdown", pointer));
  button.dispatchEvent(new win.MouseEvent("mousedown", init));
  button.dispatchEvent(new win.PointerEvent("pointerup", pointer));
  button.dispatchEvent(new win.MouseEvent("mouseup", init));
  button.dispatchEvent(new win.MouseEvent("click", init));
}
