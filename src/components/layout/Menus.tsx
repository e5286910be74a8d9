import { ChevronDown, Menu } from "lucide-react";
import { areaPath, areasPath, partnerPaths, requestHref, siteConfig } from "@/config/site";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/DropdownMenu";
import { areasTriggerClass, menuTriggerClass } from "./menu-triggers";

/**
 * The header's two Radix dropdowns (~22 kB gzip with Floating UI), so LazyMenus.tsx loads
 * this module after the page is interactive (see its comment and docs/decisions/0004).
 */

export type MenuProps = {
  label: string;
  defaultOpen?: boolean;
  triggerRef?: (el: HTMLElement | null) => void;
};

function AreaItems() {
  return siteConfig.areas.map((area) => (
    <DropdownMenuItem key={area} asChild>
      <a href={areaPath(area)}>{area}</a>
    </DropdownMenuItem>
  ));
}

/**
 * The menu is on every page, so its link to the request page says which kind of page it was
 * opened on; elsewhere (the form itself, the 404 page) the form counts as opened directly.
 */
function requestLink(pathname: string): string {
  if (pathname === "/") return requestHref("landing");
  if (pathname === areasPath || pathname.startsWith(`${areasPath}/`)) return requestHref("area");
  return siteConfig.request.path;
}

/** The desktop "Areas We Service" dropdown: every city leads to its page. */
export function AreasMenu({ label, defaultOpen, triggerRef }: MenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} className={areasTriggerClass}>
        {label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <AreaItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The header navigation folded into one menu button on small screens. */
export function MobileMenu({ label, defaultOpen, triggerRef }: MenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} className={menuTriggerClass}>
        <Menu aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        {siteConfig.nav.map((item) =>
          "href" in item ? (
            <DropdownMenuItem key={item.href} asChild>
              <a href={item.href}>{item.label}</a>
            </DropdownMenuItem>
          ) : null,
        )}
        <DropdownMenuItem asChild>
          {/* Rendered only once opened, in the browser: the prerender never reads the path. */}
          <a href={requestLink(window.location.pathname)}>{siteConfig.request.short}</a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={partnerPaths.about}>{siteConfig.header.partners}</a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{siteConfig.areasLabel}</DropdownMenuLabel>
        <AreaItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
