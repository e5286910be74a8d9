import {
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { ChevronDown, Menu } from "lucide-react";
import { HtmlMenuContext, type HtmlMenuProps } from "./html-menu";
import type { MenuProps } from "./Menus";
import { areasTriggerClass, menuTriggerClass } from "./menu-triggers";

/**
 * The dropdowns (Radix Menu, Floating UI, ~22 kB gzip) are needed only by a visitor who opens
 * one, so the page ships a look-alike button and swaps in the real menu when someone reaches
 * for it: a pointer over it or a focus starts the download, a tap or Enter opens the menu once
 * it is there (docs/decisions/0004-lazy-radix-menus.md).
 *
 * In the HTML the look-alike has its menu as markup, hidden, which the inline boot script's
 * controls.ts opens at once before the app runs (docs/decisions/0016-controls-answer-from-the-html.md).
 * The app's build does not carry that markup (html-menu.ts). A menu found open as the app hydrates stays open,
 * and the Radix menu, fetched at once, takes its place open.
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

function LazyMenu({ label, pick, className, kind, children }: LazyMenuProps) {
  const [RealMenu, setRealMenu] = useState<MenuComponent | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const standInRef = useRef<HTMLButtonElement>(null);
  const passFocusRef = useRef(false);
  const id = `${kind}-menu`;

  const fetchMenu = (open: boolean) => {
    if (open) setOpenOnLoad(true);
    load().then(
      (menus) => {
        // Swapping the element drops focus; hand it on to the real trigger.
        passFocusRef.current = document.activeElement === standInRef.current;
        setRealMenu(() => pick(menus));
      },
      (error: unknown) => {
        // A menu opened before the app ran closes: without Radix it has no keyboard.
        const html = document.getElementById(id);
        if (html) html.hidden = true;
        standInRef.current?.setAttribute("aria-expanded", "false");
        console.error("Could not load the header menus:", error);
      },
    );
  };

  // In the commit that hydrates, before the browser paints and before controls.ts stops: a
  // menu the visitor opened before the app ran stays open (React renders aria-expanded false
  // and never writes it again, so the page keeps the true controls.ts wrote) and the real one
  // is fetched to take its place, open.
  useLayoutEffect(() => {
    if (standInRef.current?.getAttribute("aria-expanded") === "true") fetchMenu(true);
    // Once, as the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (RealMenu) {
    const focusTrigger = (el: HTMLElement | null) => {
      if (el && passFocusRef.current) {
        passFocusRef.current = false;
        el.focus();
      }
    };
    return <RealMenu label={label} defaultOpen={openOnLoad} triggerRef={focusTrigger} />;
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (["Enter", " ", "ArrowDown"].includes(event.key)) {
      event.preventDefault();
      fetchMenu(true);
    }
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
        onPointerEnter={() => fetchMenu(false)}
        onPointerDown={() => fetchMenu(true)}
        onKeyDown={onKeyDown}
        onFocus={() => fetchMenu(false)}
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
