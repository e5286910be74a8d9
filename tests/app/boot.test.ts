import { act } from "@testing-library/react";
import { createElement, Fragment, useLayoutEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { boot } from "@/app/boot";
import { installControls } from "@/components/ui/controls";
import { MenuItem, MenuLabel, MenuMarkup } from "@/components/ui/Menu";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";

const entry = "/assets/index-abc.js";

// Each page is a frame in the test document, which the next test files share (this project runs
// them in one document): left there, the frames and what React mounted in them are focusable
// stops and listeners in their keyboard tests.
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** A page as the prerender ships it, still loading, in a window of its own (a frame's). */
function loadingPage(html = '<div id="root"><a href="/areas">Areas</a></div>') {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  cleanups.push(() => frame.remove());
  const win = frame.contentWindow as Window & typeof globalThis;
  win.document.body.innerHTML = html;
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

  it("starts at once on a press or a click, once", () => {
    for (const type of ["pointerdown", "click"]) {
      const page = loadingPage();
      boot(entry, page.win);
      page.win.document
        .querySelector("a")
        ?.dispatchEvent(new page.win.MouseEvent(type, { bubbles: true }));
      expect(page.entryScripts(), type).toEqual([["module", entry]]);
      page.load();
      page.reportPaint();
      page.paintFrame();
      page.runTimers(5000);
      expect(page.entryScripts(), type).toEqual([["module", entry]]);
    }
  });
});

/** Three tabs as the app renders them (Radix, every panel in the DOM), and a menu's markup. */
const controlsTree = () =>
  createElement(
    Fragment,
    null,
    createElement(
      Tabs,
      { defaultValue: "garage" },
      createElement(
        TabsList,
        { "aria-label": "Pricing" },
        ["garage", "trash", "other"].map((value) =>
          createElement(
            TabsTrigger,
            { key: value, value },
            value[0]!.toUpperCase() + value.slice(1),
          ),
        ),
      ),
      ["garage", "trash", "other"].map((value) =>
        createElement(TabsContent, { key: value, value }, `${value} panel`),
      ),
    ),
    createElement(
      "button",
      {
        type: "button",
        id: "areas-button",
        "aria-haspopup": "menu",
        "aria-expanded": false,
        "aria-controls": "areas",
      },
      "Areas",
    ),
    createElement(MenuMarkup, {
      id: "areas",
      labelledBy: "areas-button",
      align: "start",
      children: [
        createElement(MenuLabel, { key: "label", children: "Cities" }),
        ...["Orem", "Provo", "Pleasant Grove", "Park City"].map((city) =>
          createElement(MenuItem, { key: city, href: `/areas/${city}`, children: city }),
        ),
      ],
    }),
    createElement("a", { href: "/after" }, "After"),
  );

/**
 * The tabs and menus the inline script answers before the app runs, on the markup the prerender
 * gives them: the real components rendered to HTML, as scripts/prerender.js renders them.
 */
function prerenderedControls() {
  const html = renderToString(controlsTree());
  const page = loadingPage(`<div id="root">${html}</div>`);
  installControls(page.win.document);
  const { document: doc, MouseEvent, KeyboardEvent, FocusEvent } = page.win;
  const byText = (selector: string, text: string) =>
    [...doc.querySelectorAll<HTMLElement>(selector)].find((el) => el.textContent === text)!;
  const tab = (name: string) => byText("[role=tab]", name);
  const item = (name: string) => byText("[role=menuitem]", name);
  const button = doc.querySelector<HTMLElement>("[aria-haspopup=menu]")!;
  const menu = doc.querySelector<HTMLElement>("[role=menu]")!;
  return {
    win: page.win,
    doc,
    tab,
    item,
    button,
    menu,
    /** The selected tab, its tab stop and the panel shown, as a person and a screen reader see them. */
    tabs: () =>
      [...doc.querySelectorAll<HTMLElement>("[role=tab]")].map((t) => ({
        [t.textContent ?? ""]: [
          t.getAttribute("aria-selected"),
          t.tabIndex,
          doc.getElementById(t.getAttribute("aria-controls") ?? "")?.hidden ? "hidden" : "shown",
        ],
      })),
    /** A pointer's click (detail 1) or one from the keyboard (Enter, Space: detail 0). */
    click: (el: HTMLElement, detail = 1) =>
      el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail })),
    press: (el: HTMLElement) =>
      el.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true, cancelable: true })),
    key: (key: string, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
      (doc.activeElement ?? doc.body).dispatchEvent(event);
      return event.defaultPrevented;
    },
    blurTo: (from: HTMLElement, to: HTMLElement) =>
      from.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: to })),
    open: () => menu.hidden === false && button.getAttribute("aria-expanded") === "true",
  };
}

describe("the tabs, before the app runs", () => {
  it("are in the HTML with every panel, the first selected and the only tab stop", () => {
    const page = prerenderedControls();
    expect(page.tabs()).toEqual([
      { Garage: ["true", 0, "shown"] },
      { Trash: ["false", -1, "hidden"] },
      { Other: ["false", -1, "hidden"] },
    ]);
    expect(page.doc.body.textContent).toContain("trash panel");
  });

  it("select the tab tapped, showing its panel alone", () => {
    const page = prerenderedControls();
    page.click(page.tab("Trash"));
    expect(page.tabs()).toEqual([
      { Garage: ["false", -1, "hidden"] },
      { Trash: ["true", 0, "shown"] },
      { Other: ["false", -1, "hidden"] },
    ]);
    page.click(page.tab("Trash"));
    expect(page.tabs()[1]).toEqual({ Trash: ["true", 0, "shown"] });
  });

  it("move and select with the arrow keys, wrapping, and with Home and End", () => {
    const page = prerenderedControls();
    page.tab("Garage").focus();
    const selected = () => page.tabs().findIndex((t) => Object.values(t)[0]?.[0] === "true");
    expect(page.key("ArrowRight")).toBe(true);
    expect(page.doc.activeElement).toBe(page.tab("Trash"));
    expect(selected()).toBe(1);
    page.key("ArrowRight");
    page.key("ArrowRight");
    expect([page.doc.activeElement, selected()]).toEqual([page.tab("Garage"), 0]);
    page.key("ArrowLeft");
    expect([page.doc.activeElement, selected()]).toEqual([page.tab("Other"), 2]);
    page.key("Home");
    expect([page.doc.activeElement, selected()]).toEqual([page.tab("Garage"), 0]);
    page.key("End");
    expect([page.doc.activeElement, selected()]).toEqual([page.tab("Other"), 2]);
    expect(page.tabs()[2]).toEqual({ Other: ["true", 0, "shown"] });
  });

  it("leave the browser's own shortcuts alone (Alt+ArrowLeft is Back)", () => {
    const page = prerenderedControls();
    page.tab("Garage").focus();
    expect(page.key("ArrowLeft", { altKey: true })).toBe(false);
    expect(page.key("ArrowRight", { ctrlKey: true })).toBe(false);
    expect(page.tabs()[0]).toEqual({ Garage: ["true", 0, "shown"] });
  });
});

describe("the menus, before the app runs", () => {
  it("are in the HTML, closed", () => {
    const page = prerenderedControls();
    expect(page.menu.hidden).toBe(true);
    expect(page.button.getAttribute("aria-expanded")).toBe("false");
    expect(page.button.getAttribute("aria-controls")).toBe(page.menu.id);
    expect(page.menu.getAttribute("aria-labelledby")).toBe(page.button.id);
    expect(page.item("Orem").tabIndex).toBe(-1);
  });

  it("open on a tap, focusing the menu, and close on a second", () => {
    const page = prerenderedControls();
    page.click(page.button);
    expect(page.open()).toBe(true);
    expect(page.doc.activeElement).toBe(page.menu);
    page.key("ArrowDown");
    expect(page.doc.activeElement).toBe(page.item("Orem"));
    page.click(page.button);
    expect(page.open()).toBe(false);
  });

  it("open from the keyboard on the first item, or the last with ArrowUp", () => {
    const page = prerenderedControls();
    page.button.focus();
    page.click(page.button, 0); // Enter or Space on a button
    expect([page.open(), page.doc.activeElement]).toEqual([true, page.item("Orem")]);
    page.key("Escape");
    expect([page.open(), page.doc.activeElement]).toEqual([false, page.button]);
    expect(page.key("ArrowDown")).toBe(true);
    expect([page.open(), page.doc.activeElement]).toEqual([true, page.item("Orem")]);
    page.key("Escape");
    page.key("ArrowUp");
    expect([page.open(), page.doc.activeElement]).toEqual([true, page.item("Park City")]);
  });

  it("move between items with the arrows, Home and End", () => {
    const page = prerenderedControls();
    page.button.focus();
    page.click(page.button, 0);
    const at = () => page.doc.activeElement?.textContent;
    page.key("ArrowDown");
    expect(at()).toBe("Provo");
    page.key("ArrowUp");
    page.key("ArrowUp");
    expect(at()).toBe("Park City");
    page.key("ArrowDown");
    expect(at()).toBe("Orem");
    page.key("End");
    expect(at()).toBe("Park City");
    page.key("Home");
    expect(at()).toBe("Orem");
  });

  it("follow an item with Space as with Enter, and close as it is followed", () => {
    const page = prerenderedControls();
    const followed: string[] = [];
    page.doc.addEventListener("click", (event) => {
      const link = (event.target as Element).closest("a");
      if (link) followed.push(link.textContent ?? "");
      event.preventDefault();
    });
    page.button.focus();
    page.click(page.button, 0);
    expect(page.key(" ")).toBe(true);
    expect(followed).toEqual(["Orem"]);
    expect(page.open()).toBe(false);
  });

  it("close on a press outside, or when focus moves out, but not inside", () => {
    const page = prerenderedControls();
    page.click(page.button);
    page.press(page.item("Provo"));
    page.blurTo(page.menu, page.item("Provo"));
    expect(page.open()).toBe(true);
    page.press(page.tab("Trash"));
    expect(page.open()).toBe(false);

    page.click(page.button, 0);
    page.blurTo(page.item("Orem"), page.doc.querySelector<HTMLElement>('a[href="/after"]')!);
    expect(page.open()).toBe(false);
  });

  it("opening one closes the other", () => {
    const page = prerenderedControls();
    const second = page.button.cloneNode(true) as HTMLElement;
    const secondMenu = page.menu.cloneNode(true) as HTMLElement;
    second.setAttribute("aria-controls", "second");
    secondMenu.id = "second";
    page.doc.body.append(second, secondMenu);
    page.click(page.button);
    page.click(second);
    expect([page.menu.hidden, second.getAttribute("aria-expanded"), secondMenu.hidden]).toEqual([
      true,
      "true",
      false,
    ]);
  });
});

describe("when the app takes the page over", () => {
  it("leaves the tabs' keys to Radix once the document hears app-ready, and goes on answering a tap", () => {
    const page = prerenderedControls();
    page.click(page.tab("Trash"));
    page.doc.dispatchEvent(new page.win.Event("app-ready"));
    page.tab("Trash").focus();
    expect(page.key("ArrowRight")).toBe(false);
    expect(page.tabs()[1]).toEqual({ Trash: ["true", 0, "shown"] });
    page.click(page.tab("Other"));
    expect(page.tabs()).toEqual([
      { Garage: ["false", -1, "hidden"] },
      { Trash: ["false", -1, "hidden"] },
      { Other: ["true", 0, "shown"] },
    ]);
  });

  it("goes on opening the menu in the HTML, keyboard included, until Radix's replaces it", () => {
    const page = prerenderedControls();
    page.doc.dispatchEvent(new page.win.Event("app-ready"));
    page.button.focus();
    page.click(page.button, 0);
    expect([page.open(), page.doc.activeElement]).toEqual([true, page.item("Orem")]);
    expect(page.key("ArrowDown")).toBe(true);
    expect(page.doc.activeElement).toBe(page.item("Provo"));

    // Radix's menu takes the place of both, open (LazyMenus.tsx); its trigger says its state
    // in data-state, and from then on what it does is Radix's alone.
    const trigger = page.doc.createElement("button");
    for (const [name, value] of Object.entries({
      "aria-haspopup": "menu",
      "aria-expanded": "true",
      "aria-controls": "radix-menu",
      "data-state": "open",
    })) {
      trigger.setAttribute(name, value);
    }
    const radixMenu = page.doc.createElement("div");
    radixMenu.id = "radix-menu";
    radixMenu.setAttribute("role", "menu");
    radixMenu.innerHTML = '<a role="menuitem" tabindex="-1" href="/areas/orem">Orem</a>';
    page.button.replaceWith(trigger);
    page.menu.replaceWith(radixMenu);
    radixMenu.querySelector("a")!.focus();
    page.click(trigger);
    page.press(page.doc.body);
    expect(page.key("Escape")).toBe(false);
    expect(page.key("ArrowDown")).toBe(false);
    page.click(radixMenu.querySelector("a")!);
    expect([trigger.getAttribute("aria-expanded"), radixMenu.hidden]).toEqual(["true", false]);
  });

  it("leaves a menu button alone whose menu has no markup (a page the app rendered afresh)", () => {
    const page = prerenderedControls();
    page.menu.replaceChildren();
    page.click(page.button);
    page.button.focus();
    page.key("ArrowDown");
    expect(page.button.getAttribute("aria-expanded")).toBe("false");
    expect(page.menu.hidden).toBe(true);
  });

  it("hydrates the tab chosen before it, without a warning; a tap after shows at once and React follows", async () => {
    const page = prerenderedControls();
    page.click(page.tab("Trash"));
    const root = page.doc.getElementById("root")!;
    const trashNode = page.tab("Trash");
    // As main.tsx does: "app-ready" in the commit that hydrates, after the tabs' own effects.
    function Ready({ children }: { children: ReactNode }) {
      useLayoutEffect(() => void page.doc.dispatchEvent(new page.win.Event("app-ready")), []);
      return children;
    }
    // Development React compares every attribute while hydrating and reports a mismatch with
    // console.error, which fails the test (tests/setup.ts).
    await act(async () => {
      const hydrated = hydrateRoot(root, createElement(Ready, null, controlsTree()));
      cleanups.push(() => act(() => hydrated.unmount()));
    });
    expect(page.tab("Trash")).toBe(trashNode); // hydrated, not rendered afresh
    expect(page.tabs()).toEqual([
      { Garage: ["false", -1, "hidden"] },
      { Trash: ["true", -1, "shown"] },
      { Other: ["false", -1, "hidden"] },
    ]);
    const selected = () => page.tabs().map((t) => Object.values(t)[0]?.[0]);
    const shown = () => page.tabs().map((t) => Object.values(t)[0]?.[2]);
    // A tap: its press is kept from Radix and from the browser's focusing (no render inside the
    // tap), the inline script shows the tab on the click at once, React follows in a
    // transition, to what the page shows, and the tab takes focus once that is painted.
    const press = new page.win.MouseEvent("mousedown", {
      bubbles: true,
      cancelable: true,
      button: 0,
    });
    await act(async () => {
      page.tab("Garage").dispatchEvent(press);
      expect([press.defaultPrevented, page.doc.activeElement]).toEqual([true, page.doc.body]);
      expect(selected()).toEqual(["false", "true", "false"]);
      page.click(page.tab("Garage"));
      expect(selected()).toEqual(["true", "false", "false"]);
    });
    expect(selected()).toEqual(["true", "false", "false"]);
    await act(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))));
    expect(page.doc.activeElement).toBe(page.tab("Garage"));
    expect(selected()).toEqual(["true", "false", "false"]);
    expect(
      page.doc.getElementById(page.tab("Garage").getAttribute("aria-controls")!)?.textContent,
    ).toBe("garage panel");
    // A click alone (a screen reader's) is followed too: React's state stays the page's, so
    // when Radix next selects (a focus selects, as an arrow key's move does), React writes the
    // change from the tab shown, and one panel shows at a time.
    await act(async () => page.click(page.tab("Other")));
    await act(async () => page.tab("Trash").focus());
    expect(selected()).toEqual(["false", "true", "false"]);
    expect(shown()).toEqual(["hidden", "shown", "hidden"]);
  });
});
