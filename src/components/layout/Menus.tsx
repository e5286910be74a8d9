import { ChevronDown, Menu as MenuIcon } from "lucide-react";
import { useLocation } from "react-router-dom";
import { areaPath, areasPath, requestHref, siteConfig } from "@/config/site";
import { buttonVariants } from "@/components/ui/Button";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "@/components/ui/Menu";

function AreaItems() {
  return siteConfig.areas.map((area) => (
    <MenuItem key={area} href={areaPath(area)}>
      {area}
    </MenuItem>
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
export function AreasMenu({ label }: { label: string }) {
  return (
    <Menu
      align="start"
      triggerClassName="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-medium text-ink hover:bg-surface aria-expanded:bg-surface"
      trigger={
        <>
          {label}
          <ChevronDown aria-hidden="true" className="size-4" />
        </>
      }
    >
      <AreaItems />
    </Menu>
  );
}

/** The header navigation folded into one menu button on small screens. */
export function MobileMenu({ label }: { label: string }) {
  const { pathname } = useLocation();
  return (
    <Menu
      align="end"
      className="w-64"
      triggerClassName={buttonVariants({ variant: "ghost", size: "icon" })}
      trigger={
        <>
          <MenuIcon aria-hidden="true" />
          <span className="sr-only">{label}</span>
        </>
      }
    >
      {siteConfig.nav.map((item) =>
        "href" in item ? (
          <MenuItem key={item.href} href={item.href}>
            {item.label}
          </MenuItem>
        ) : null,
      )}
      <MenuItem href={requestLink(pathname)}>{siteConfig.request.short}</MenuItem>
      <MenuSeparator />
      <MenuLabel>{siteConfig.areasLabel}</MenuLabel>
      <AreaItems />
    </Menu>
  );
}
