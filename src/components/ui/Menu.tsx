import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";

type MenuProps = {
  /** What the button shows; its accessible name included. */
  trigger: ReactNode;
  triggerClassName: string;
  /** The side of the button the menu lines up with. */
  align: "start" | "end";
  className?: string;
  /** MenuItem, MenuSeparator and MenuLabel. */
  children: ReactNode;
};

/**
 * The WAI-ARIA menu button pattern as markup only: the menu is in the HTML, hidden until the
 * button opens it. Opening, closing, the arrow keys, Home, End, Escape and type-ahead are done on
 * this markup by controls.ts, from the inline boot script before the app loads and for the page's
 * whole life after (docs/decisions/0016-controls-answer-from-the-html.md). React renders it closed
 * and never changes it, so the attributes the script changes are not React's to compare
 * (suppressHydrationWarning) or to write.
 */
export function Menu({ trigger, triggerClassName, align, className, children }: MenuProps) {
  const id = useId();
  return (
    <div className="relative">
      <button
        type="button"
        id={`${id}button`}
        aria-haspopup="menu"
        aria-expanded={false}
        aria-controls={`${id}menu`}
        suppressHydrationWarning
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        role="menu"
        id={`${id}menu`}
        aria-labelledby={`${id}button`}
        tabIndex={-1}
        hidden
        suppressHydrationWarning
        className={cn(
          "absolute top-full z-50 mt-2 max-h-[calc(100dvh-5rem)] min-w-56 overflow-y-auto rounded-xl border border-line bg-white p-1 shadow-lg outline-none",
          align === "end" ? "right-0" : "left-0",
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}

/** A link of the menu: reached by the arrow keys, not by Tab. */
export function MenuItem({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      role="menuitem"
      tabIndex={-1}
      href={href}
      className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-base text-ink hover:bg-brand-light hover:text-brand-dark focus:bg-brand-light focus:text-brand-dark"
    >
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
