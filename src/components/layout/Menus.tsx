import { ChevronDown, Menu } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/DropdownMenu";
import { areasMenuEntries, mobileMenuEntries, type MenuEntry } from "./menu-entries";
import { areasTriggerClass, menuTriggerClass } from "./menu-triggers";

/**
 * The header's two Radix dropdowns (~22 kB gzip with Floating UI), so LazyMenus.tsx loads
 * this module when someone first reaches for a menu (see its comment and docs/decisions/0004).
 */

export type MenuProps = {
  label: string;
  defaultOpen?: boolean;
  triggerRef?: (el: HTMLElement | null) => void;
  itemRef?: (el: HTMLElement | null) => void;
};

type EntriesProps = { entries: MenuEntry[]; itemRef: MenuProps["itemRef"] };

function Entries({ entries, itemRef }: EntriesProps) {
  return entries.map((entry, index) =>
    entry === "separator" ? (
      <DropdownMenuSeparator key={index} />
    ) : "heading" in entry ? (
      <DropdownMenuLabel key={index}>{entry.heading}</DropdownMenuLabel>
    ) : (
      <DropdownMenuItem key={index} asChild>
        <a ref={itemRef} href={entry.href}>
          {entry.label}
        </a>
      </DropdownMenuItem>
    ),
  );
}

/** The desktop "Areas We Service" dropdown. */
export function AreasMenu({ label, defaultOpen, triggerRef, itemRef }: MenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} className={areasTriggerClass}>
        {label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <Entries entries={areasMenuEntries()} itemRef={itemRef} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The header navigation folded into one menu button on small screens. */
export function MobileMenu({ label, defaultOpen, triggerRef, itemRef }: MenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} className={menuTriggerClass}>
        <Menu aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        {/* Rendered only once opened, in the browser: the prerender never reads the path. */}
        <Entries entries={mobileMenuEntries(window.location.pathname)} itemRef={itemRef} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
