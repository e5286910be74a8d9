import { describe, expect, it, vi } from "vitest";
import { boot, replayTap, takeEarlyTap } from "@/app/boot";

const entry = "/assets/index-abc.js";

/** A page as the prerender ships it, still loading, in a window of its own (a frame's). */
function loadingPage() {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const win = frame.contentWindow as Window & typeof globalThis;
  win.document.body.innerHTML = `<div id="root">
      <a href="/areas">Areas</a>
      <button type="button" role="tab">Trash Collection</button>
      <form><button>Send</button></form>
    </div>`;
  const frames: FrameRequestCallback[] = [];
  win.requestAnimationFrame = (callback) => frames.push(callback);
  const timers: { callback: () => void; delay: number }[] = [];
  win.setTimeout = ((callback: () => void, delay = 0) =>
    timers.push({ callback, delay })) as typeof win.setTimeout;
  // The browser's report of the first paint, held until the test paints.
  const paintObservers: (() => void)[] = [];
  class PaintObserver {
    constructor(
      private report: (list: { getEntriesByName: (n: string) => unknown[] }, o: unknown) => void,
    ) {}
    observe() {
      paintObservers.push(() => this.report({ getEntriesByName: (name) => [name] }, this));
    }
    disconnect() {}
  }
  win.PerformanceObserver = PaintObserver as unknown as typeof win.PerformanceObserver;
  const entryScripts = () =>
    [...win.document.querySelectorAll("script")].map((s) => [s.type, s.getAttribute("src")]);
  const load = () => win.dispatchEvent(new win.Event("load"));
  const reportPaint = () => paintObservers.splice(0).forEach((report) => report());
  const paintFrame = () => frames.splice(0).forEach((callback) => callback(0));
  /** Runs the timers due within `ms`. */
  const runTimers = (ms = 0) => {
    const due = timers.filter((timer) => timer.delay <= ms);
    due.forEach((timer) => timers.splice(timers.indexOf(timer), 1));
    due.forEach((timer) => timer.callback());
  };
  return { win, entryScripts, load, reportPaint, paintFrame, runTimers };
}

describe("boot", () => {
  it("adds the entry module only after load, the first paint and one more frame", () => {
    const page = loadingPage();
    boot(entry, page.win);
    page.reportPaint();
    page.paintFrame();
    page.runTimers();
    expect(page.entryScripts()).toEqual([]);

    page.load();
    page.paintFrame();
    page.runTimers();
    expect(page.entryScripts()).toEqual([]);
    page.reportPaint();
    expect(page.entryScripts()).toEqual([]);
    page.paintFrame(); // the frame is painted after its callbacks...
    expect(page.entryScripts()).toEqual([]);
    page.runTimers(); // ...and the task they queue runs after the paint.
    expect(page.entryScripts()).toEqual([["module", entry]]);
  });

  it("does not wait longer than 5 s after load for a paint the browser does not report", () => {
    const page = loadingPage();
    boot(entry, page.win);
    page.load();
    page.runTimers(4999);
    expect(page.entryScripts()).toEqual([]);
    page.runTimers(5000);
    expect(page.entryScripts()).toEqual([["module", entry]]);
  });

  it("starts at once on a press, once", () => {
    const page = loadingPage();
    boot(entry, page.win);
    page.win.document.body.dispatchEvent(
      new page.win.PointerEvent("pointerdown", { bubbles: true }),
    );
    expect(page.entryScripts()).toEqual([["module", entry]]);
    page.load();
    page.reportPaint();
    page.paintFrame();
    page.runTimers(5000);
    expect(page.entryScripts()).toEqual([["module", entry]]);
  });

  it("remembers a button tapped before the app runs, not a link or a submit button", () => {
    const page = loadingPage();
    const { document } = page.win;
    boot(entry, page.win);
    const tab = document.querySelector<HTMLElement>('[role="tab"]');
    tab?.click();
    document.querySelector("a")?.addEventListener("click", (event) => event.preventDefault());
    document.querySelector("a")?.click();
    document.querySelector("form")?.addEventListener("submit", (event) => event.preventDefault());
    document.querySelector("form button")?.dispatchEvent(new page.win.MouseEvent("click"));

    expect(page.entryScripts()).toEqual([["module", entry]]);
    expect(takeEarlyTap(page.win)).toBe(tab);
  });

  it("stops remembering once the app has taken the tap over", () => {
    const page = loadingPage();
    boot(entry, page.win);
    expect(takeEarlyTap(page.win)).toBeNull();
    page.win.document.querySelector<HTMLElement>('[role="tab"]')?.click();
    expect(takeEarlyTap(page.win)).toBeNull();
  });
});

describe("replayTap", () => {
  it("presses, releases and clicks the button, with the primary button", () => {
    const button = document.createElement("button");
    document.body.append(button);
    const seen: string[] = [];
    for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"]) {
      button.addEventListener(type, (event) => {
        seen.push(`${type}:${(event as MouseEvent).button}:${event.bubbles}`);
      });
    }
    replayTap(button);
    expect(seen).toEqual([
      "pointerdown:0:true",
      "mousedown:0:true",
      "pointerup:0:true",
      "mouseup:0:true",
      "click:0:true",
    ]);
    button.remove();
  });

  it("does nothing to a button that is no longer on the page", () => {
    const button = document.createElement("button");
    const onClick = vi.fn();
    button.addEventListener("click", onClick);
    replayTap(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
