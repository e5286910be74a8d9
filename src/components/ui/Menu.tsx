import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type MenuMarkupProps = {
  /** The id its button's aria-controls names. */
  id: string;
  /** The id of its button, which names it. */
  labelledBy: string;
  /** The side of the button the menu lines up with. */
  align: "start" | "end";
  className?: string;
  /** MenuItem, MenuSeparator and MenuLabel. */
  children: ReactNode;
};

/**
 * The menu of a WAI-ARIA menu button as markup for the HTML, hidden until its button opens it:
 * before the app runs, controls.ts opens and closes it and moves through it by keyboard
 * (docs/decisions/0016-controls-answer-from-the-html.md). Only the prerender renders it
 * (LazyMenus.tsx); once the app runs, the header's menus are Radix's.
 */
export function MenuMarkup({ id, labelledBy, align, className, children }: MenuMarkupProps) {
  return (
    <div
      role="menu"
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      hidden
      className={cn(
        "absolute top-full z-50 mt-2 max-h-[calc(100dvh-5rem)] min-w-56 overflow-y-auto rounded-xl border border-line bg-white p-1 shadow-lg outline-none",
        align === "end" ? "right-0" : "left-0",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A link of the menu: reached by the arrow keys, not by Tab. */
export function MenuItem({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a role="menuitem" tabIndex={-1} href={href} className="menu-item">
      {children}
    </a>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-line" />;
}

/** A heading for the items after it; not an item itself. */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <div className="px-3 pb-1 pt-2 text-sm font-semibold text-muted">{children}</div>;
}
