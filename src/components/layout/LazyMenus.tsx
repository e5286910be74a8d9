import {
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { flushSync } from "react-dom";
import { ChevronDown, Menu } from "lucide-react";
import { HtmlMenuContext, type HtmlMenuProps } from "./html-menu";
import type { MenuProps } from "./Menus";
import { areasTriggerClass, menuTriggerClass } from "./menu-triggers";

/**
 * The dropdowns (Radix Menu, Floating UI, ~22 kB gzip) are needed only by a visitor who opens
 * one, so the page ships a look-alike button and swaps in the real menu when someone reaches
 * for it: a pointer over it or a focus starts the download, and the real menu takes the
 * look-alike's place once it is there (docs/decisions/0004-lazy-radix-menus.md).
 *
 * In the HTML the look-alike has its menu as markup, hidden, which the inline boot script's
 * controls.ts opens at once, before the app runs and after, until the Radix menu has arrived:
 * a tap never waits for the download (docs/decisions/0016-controls-answer-from-the-html.md,
 * docs/decisions/0018-html-menus-answer-until-radix-arrives.md). The Radix menu then takes the
 * state the visitor left, open or closed, with the focus where it was. The app's build does
 * not carry that markup (html-menu.ts); where the app renders the page afresh there is none,
 * and a tap or Enter opens the Radix menu once it has loaded.
 */
const loadMenus = () => import("./Menus");
type MenuComponent = (props: MenuProps) => ReactNode;
type PickMenu = (menus: Awaited<ReturnType<typeof loadMenus>>) => MenuComponent;
let menusPromise: ReturnType<typeof loadMenus> | undefined;

function load() {
  menusPromise ??= loadMenus().catch((error: unknown) => {
    menusPromise = undefined; // let a later attempt retry
    throw error;
  });
  return menusPromise;
}

/**
 * The menu's markup in the HTML, from the prerender; the app hydrates an empty element with no
 * inner HTML of its own in its place, which React leaves as the HTML has it.
 */
function HtmlMenu(props: HtmlMenuProps) {
  const prerendered = useContext(HtmlMenuContext);
  return prerendered ? (
    prerendered(props)
  ) : (
    <div id={props.id} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  );
}

type LazyMenuProps = {
  label: string;
  pick: PickMenu;
  className: string;
  kind: HtmlMenuProps["kind"];
  children: ReactNode;
};

/** What the Radix menu starts from, taken from its look-alike as it replaces it. */
type Handover = { Menu: MenuComponent; open: boolean };

/** The href of the HTML menu's item that has the focus, if one has. */
const focusedItem = (menu: HTMLElement | null) =>
  menu?.contains(document.activeElement)
    ? (document.activeElement?.closest("[role=menuitem]")?.getAttribute("href") ?? undefined)
    : undefined;

function LazyMenu({ label, pick, className, kind, children }: LazyMenuProps) {
  const [real, setReal] = useState<Handover | null>(null);
  const standInRef = useRef<HTMLButtonElement>(null);
  const passFocusRef = useRef(false);
  /** The item a visitor was on in the HTML menu, which keeps the focus in Radix's. */
  const passItemRef = useRef<string | undefined>(undefined);
  /** Asked to open where the HTML has no menu to open (the app rendered the page afresh). */
  const openOnLoadRef = useRef(false);
  /** Between a press on the look-alike and its click, which opens or closes the HTML menu. */
  const pressingRef = useRef(false);
  /**
   * A finger's tap (touch or pen) under way: the download waits for its click. Its pointer
   * events and the focus come with the tap, and starting the download there (~4 ms of script,
   * 17 ms on the bench's phone) held up the menu the tap opens; a finger has no hover to win time.
   */
  const fingerRef = useRef(false);
  const id = `${kind}-menu`;
  /** The menu's markup from the HTML, which controls.ts opens until the Radix menu is here. */
  const htmlMenu = () => {
    const menu = document.getElementById(id);
    return menu?.firstChild ? menu : null;
  };

  const fetchMenu = () => {
    load().then(
      (menus) => {
        const html = htmlMenu();
        const standIn = standInRef.current;
        // Swapping the element drops focus; hand it on to the real trigger.
        passFocusRef.current = document.activeElement === standIn;
        passItemRef.current = focusedItem(html);
        // Every reach waited on the one download; the first to hear it decides. The swap is
        // rendered here, in the task that read the HTML menu's state: left to a later task, a key
        // in between (Escape) would close the HTML menu and Radix's would open all the same.
        flushSync(() =>
          setReal(
            (current) =>
              current ?? {
                Menu: pick(menus),
                // A press under way when the menu arrives loses its click with the look-alike,
                // so it is answered here as its click would have been.
                open: html
                  ? (standIn?.getAttribute("aria-expanded") === "true") !== pressingRef.current
                  : openOnLoadRef.current,
              },
          ),
        );
      },
      // The menu in the HTML, if there is one, goes on answering; a later reach retries.
      (error: unknown) => console.error("Could not load the header menus:", error),
    );
  };

  // In the commit that hydrates: a menu the visitor opened before the app ran stays open (React
  // renders aria-expanded false and never writes it again, so the page keeps the true
  // controls.ts wrote) and the real one is fetched at once to take its place.
  useLayoutEffect(() => {
    if (standInRef.current?.getAttribute("aria-expanded") === "true") fetchMenu();
    // Once, as the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (real) {
    const focusTrigger = (el: HTMLElement | null) => {
      if (el && passFocusRef.current) {
        passFocusRef.current = false;
        el.focus();
      }
    };
    // Focused as Radix mounts the item, before its own focus on opening, which then leaves the
    // focus where it is: the arrow keys go on from the item the visitor was on.
    const focusItem = (el: HTMLElement | null) => {
      if (el && el.getAttribute("href") === passItemRef.current) {
        passItemRef.current = undefined;
        el.focus({ preventScroll: true });
      }
    };
    return (
      <real.Menu
        label={label}
        defaultOpen={real.open}
        triggerRef={focusTrigger}
        itemRef={focusItem}
      />
    );
  }

  /** Where the HTML has no menu, the Radix menu opens once loaded; else controls.ts opens it. */
  const reach = (opening: boolean) => {
    if (opening && !htmlMenu()) openOnLoadRef.current = true;
    if (!fingerRef.current) fetchMenu();
  };
  const onPointer = (event: PointerEvent, opening: boolean) => {
    fingerRef.current = event.pointerType === "touch" || event.pointerType === "pen";
    reach(opening);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const opening = ["Enter", " ", "ArrowDown"].includes(event.key);
    // With a menu in the HTML these keys are controls.ts's (Enter and Space through their click).
    if (opening && !htmlMenu()) event.preventDefault();
    reach(opening);
  };

  return (
    <div className="relative">
      <button
        ref={standInRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={false}
        aria-controls={id}
        // controls.ts may have opened it before the app ran: read above, not compared.
        suppressHydrationWarning
        className={className}
        onPointerEnter={(event) => onPointer(event, false)}
        onPointerDown={(event) => {
          pressingRef.current = true;
          onPointer(event, true);
        }}
        onClick={() => {
          pressingRef.current = false;
          // After the frame that shows the menu the tap opened (controls.ts, on this click).
          if (fingerRef.current) requestAnimationFrame(() => setTimeout(fetchMenu));
          fingerRef.current = false;
        }}
        onPointerCancel={() => (pressingRef.current = fingerRef.current = false)}
        onKeyDown={onKeyDown}
        onFocus={() => reach(false)}
      >
        {children}
      </button>
      <HtmlMenu id={id} labelledBy={`${id}-button`} kind={kind} />
    </div>
  );
}

export function LazyAreasMenu({ label }: { label: string }) {
  return (
    <LazyMenu
      label={label}
      pick={(menus) => menus.AreasMenu}
      className={areasTriggerClass}
      kind="areas"
    >
      {label}
      <ChevronDown aria-hidden="true" className="size-4" />
    </LazyMenu>
  );
}

export function LazyMobileMenu({ label }: { label: string }) {
  return (
    <LazyMenu
      label={label}
      pick={(menus) => menus.MobileMenu}
      className={menuTriggerClass}
      kind="mobile"
    >
      <Menu aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </LazyMenu>
  );
}
