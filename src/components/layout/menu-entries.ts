import { areaPath, areasPath, partnerPaths, requestHref, siteConfig } from "@/config/site";

/**
 * What the header's two menus hold, once for both of their forms: the markup in the HTML, which
 * answers before the app runs (LazyMenus.tsx), and the app's Radix menus (Menus.tsx).
 */
export type MenuEntry = { href: string; label: string } | { heading: string } | "separator";

/** The desktop "Areas We Service" menu: every city leads to its page. */
export function areasMenuEntries(): MenuEntry[] {
  return siteConfig.areas.map((area) => ({ href: areaPath(area), label: area }));
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

/** The header navigation folded into one menu on small screens, on the page at `pathname`. */
export function mobileMenuEntries(pathname: string): MenuEntry[] {
  return [
    ...siteConfig.nav.flatMap((item) => ("href" in item ? [item] : [])),
    { href: requestLink(pathname), label: siteConfig.request.short },
    { href: partnerPaths.about, label: siteConfig.header.partners },
    "separator",
    { heading: siteConfig.areasLabel },
    ...areasMenuEntries(),
  ];
}
