/**
 * What starts the app on a prerendered page. The page paints from its HTML alone; a script the
 * browser discovers in that HTML would download beside the first paint and, on a slow phone,
 * delay it (docs/performance/first-paint.md). So scripts/prerender.js leaves no script tag for
 * the app in the HTML, only this code inline (allowed by its hash in the CSP), which adds the
 * entry module once the page has painted, or at once when someone reaches for the page first.
 *
 * Before the app runs, a link is a real link and navigates, a question of the FAQ is a <details>,
 * and the tabs and menus answer from their markup (src/components/ui/controls.ts, installed by
 * the same inline script): nothing waits for the app.
 */

/** A window with its own constructors (PerformanceObserver…), as `window` is. */
type Win = Window & typeof globalThis;

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
  doc.addEventListener("click", start, true);
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
