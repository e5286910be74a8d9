import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ChevronDown, Menu } from "lucide-react";
import type { MenuProps } from "./Menus";
import { areasTriggerClass, menuTriggerClass } from "./menu-triggers";

/**
 * The dropdowns (Radix Menu, Floating UI, ~22 kB gzip) are needed only by a visitor who opens
 * one, so the page ships a look-alike button and swaps in the real menu when someone reaches
 * for it: a pointer over it or a focus starts the download, a tap or Enter opens the menu once
 * it is there (docs/decisions/0004-lazy-radix-menus.md).
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

type LazyMenuProps = { label: string; pick: PickMenu; className: string; children: ReactNode };

function LazyMenu({ label, pick, className, children }: LazyMenuProps) {
  const [RealMenu, setRealMenu] = useState<MenuComponent | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const standInRef = useRef<HTMLButtonElement>(null);
  const passFocusRef = useRef(false);

  const fetchMenu = (open: boolean) => {
    if (open) setOpenOnLoad(true);
    load().then(
      (menus) => {
        // Swapping the element drops focus; hand it on to the real trigger.
        passFocusRef.current = document.activeElement === standInRef.current;
        setRealMenu(() => pick(menus));
      },
      (error: unknown) => console.error("Could not load the header menus:", error),
    );
  };

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
    <button
      ref={standInRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={className}
      onPointerEnter={() => fetchMenu(false)}
      onPointerDown={() => fetchMenu(true)}
      onKeyDown={onKeyDown}
      onFocus={() => fetchMenu(false)}
    >
      {children}
    </button>
  );
}

export function LazyAreasMenu({ label }: { label: string }) {
  return (
    <LazyMenu label={label} pick={(menus) => menus.AreasMenu} className={areasTriggerClass}>
      {label}
      <ChevronDown aria-hidden="true" className="size-4" />
    </LazyMenu>
  );
}

export function LazyMobileMenu({ label }: { label: string }) {
  return (
    <LazyMenu label={label} pick={(menus) => menus.MobileMenu} className={menuTriggerClass}>
      <Menu aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </LazyMenu>
  );
}
