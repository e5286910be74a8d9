/**
 * What the prerendered tabs (Radix Tabs, every panel in the HTML: Tabs.tsx) and the header's
 * menus (their markup: Menu.tsx) do before the app runs, done on the HTML by listeners on the
 * document. The inline boot script (src/app/boot-script.ts) installs it as the page is parsed,
 * so a tap answers at once, before the app has loaded. When the app takes the page over it
 * announces "app-ready" on the document (main.tsx, in the commit that hydrates, after the tabs
 * have read what this left on the page) and the tabs' keys are Radix's from then on
 * (docs/decisions/0016-controls-answer-from-the-html.md); a tab's click is still answered here
 * at once, and Tabs.tsx follows it in a transition
 * (docs/decisions/0020-a-tapped-tab-answers-before-react.md). A menu in the HTML goes on
 * answering until Radix's menu, loaded on first use, replaces its button (LazyMenus.tsx):
 * Radix's trigger carries data-state, the HTML's button does not
 * (docs/decisions/0018-html-menus-answer-until-radix-arrives.md). Every byte of it is in every
 * page's first response, so it is kept small.
 *
 * Tabs (WAI-ARIA tabs pattern, automatic activation, as Radix): a tap, Enter or Space selects;
 * the arrow keys move to the next or previous tab and select it, wrapping; Home and End the
 * first and last. Radix's markup gives no tab a tab stop before it hydrates, so the selected
 * one gets it here. Menus (WAI-ARIA menu button pattern): the button opens and closes its menu;
 * opened from the keyboard (Enter, Space, ArrowDown) its first item takes focus, with ArrowUp its
 * last, with a pointer the menu itself; in the menu the arrow keys, Home and End move between
 * items (Radix adds type-ahead once the app runs), Space follows an item as Enter does, Escape
 * closes it and returns to the button; a press outside, focus moving out or following an item
 * closes it.
 */
export function installControls(doc: Document): void {
  /** The button of the menu that is open, if one is. */
  let opened: HTMLElement | null = null;
  /** Until the app announces it has taken the page over. */
  let beforeApp = true;
  doc.addEventListener("app-ready", () => (beforeApp = false));
  const on = <K extends keyof DocumentEventMap>(
    type: K,
    listener: (event: DocumentEventMap[K]) => void,
  ) =>
    doc.addEventListener(type, (event) => {
      // Radix's menu replaced the one that was open, taking its state (LazyMenus.tsx).
      if (!opened?.isConnected) opened = null;
      listener(event);
    });

  const controlled = (element: Element) =>
    doc.getElementById(element.getAttribute("aria-controls") ?? "") as HTMLElement;
  const closest = (event: Event, selector: string) =>
    (event.target as Element).closest?.<HTMLElement>(selector);
  /** A tab; for its keys, until the app has hydrated. */
  const tabOf = (event: Event) => closest(event, "[role=tab]");
  /** A menu's button, until Radix's trigger replaces it. */
  const buttonOf = (event: Event) => closest(event, "[aria-haspopup=menu]:not([data-state])");
  const outside = (node: Node | null) =>
    opened && node && !opened.contains(node) && !controlled(opened).contains(node);
  const items = (menu: Element) => [...menu.querySelectorAll<HTMLElement>("[role=menuitem]")];
  const siblings = (tab: Element) =>
    [...(tab.parentElement as HTMLElement).children] as HTMLElement[];

  const select = (tab: Element) => {
    for (const other of siblings(tab)) {
      const selected = other === tab;
      const state = selected ? "active" : "inactive";
      other.setAttribute("aria-selected", String(selected));
      other.setAttribute("data-state", state);
      const stop = selected ? 0 : -1;
      // Writing a focused element's tab stop makes the browser restyle the page there and then:
      // the tab a finger has just pressed is focused, and once the app runs Radix has given it
      // the tab stop already.
      if (other.tabIndex !== stop) other.tabIndex = stop;
      controlled(other).setAttribute("data-state", state);
      controlled(other).hidden = !selected;
    }
  };
  // The HTML carries every tab's and panel's state as Radix renders it, all but the tab stop:
  // setting that alone keeps the page's last parse free of writes that restyle nothing.
  for (const tab of doc.querySelectorAll<HTMLElement>("[role=tab][aria-selected=true]")) {
    tab.tabIndex = 0;
  }

  const close = (refocus?: boolean) => {
    if (opened) {
      opened.setAttribute("aria-expanded", "false");
      controlled(opened).hidden = true;
      if (refocus) opened.focus();
    }
    opened = null;
  };

  /** Opens the menu of `button`, focusing its item at `index` (-1: the last), or else the menu. */
  const open = (button: HTMLElement, index?: number) => {
    const menu = controlled(button);
    // A page the app rendered afresh has no menu in its HTML; its Radix menu opens once loaded.
    if (!menu?.firstChild) return;
    close();
    opened = button;
    button.setAttribute("aria-expanded", "true");
    menu.hidden = false;
    // The menu opens under its button, in view: focusing it need not lay the page out to scroll.
    if (index === undefined) menu.focus({ preventScroll: true });
    else items(menu).at(index)?.focus();
  };

  on("click", (event) => {
    const tab = tabOf(event);
    const button = buttonOf(event);
    if (tab) select(tab);
    // A click from the keyboard (Enter, Space) has no pointer detail: its first item takes focus.
    else if (button && button !== opened) open(button, event.detail ? undefined : 0);
    // A second click on the button, or following an item, closes the menu.
    else if (button || closest(event, "[role=menuitem]")) close();
  });

  on("pointerdown", (event) => {
    if (outside(event.target as Node)) close();
  });

  on("focusout", (event) => {
    if (outside(event.relatedTarget as Node | null)) close();
  });

  on("keydown", (event) => {
    const { key } = event;
    // Alt+ArrowLeft is the browser's Back, Ctrl+Home the page's top: not ours.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const tab = beforeApp && tabOf(event);
    const button = buttonOf(event);
    const menu = opened && controlled(opened);
    let next: HTMLElement | undefined;
    if (tab) {
      const tabs = siblings(tab);
      const at = tabs.indexOf(tab);
      const moves: Record<string, number> = {
        ArrowRight: at + 1,
        ArrowLeft: at - 1,
        Home: 0,
        End: -1,
      };
      const to = moves[key];
      next = to === undefined ? undefined : tabs.at(to % tabs.length);
      if (next) select(next);
    } else if (button && (key === "ArrowDown" || key === "ArrowUp")) {
      event.preventDefault();
      open(button, key === "ArrowDown" ? 0 : -1);
    } else if (menu && key === "Escape") {
      close(true);
    } else if (menu?.contains(target)) {
      const list = items(menu);
      const at = list.indexOf(target);
      if (key === "ArrowDown") next = list[(at + 1) % list.length];
      else if (key === "ArrowUp") next = list.at((at < 0 ? list.length : at) - 1);
      else if (key === "Home") next = list[0];
      else if (key === "End") next = list.at(-1);
      else if (key === " " && at >= 0) {
        event.preventDefault();
        target.click();
      }
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  });
}
