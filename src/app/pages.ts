import { areaPath, areasPath, siteConfig } from "@/config/site";

/**
 * The pages the build prerenders: scripts/prerender.js writes each `path` to its `file`. A page
 * is "<name>.html", which Netlify and Cloudflare Pages both serve at "/<name>", the canonical
 * URL, without a redirect (Cloudflare redirects "<name>/index.html" to "/<name>/"); the city
 * pages follow the same rule (docs/decisions/0007-page-urls.md).
 */
export type PageName = "landing" | "get-started" | "areas" | "area" | "owner" | "not-found";

export type PrerenderedPage = { path: string; file: string; page: PageName };

export const prerenderedPages: PrerenderedPage[] = [
  { path: "/", file: "index.html", page: "landing" },
  { path: "/get-started", file: "get-started.html", page: "get-started" },
  { path: areasPath, file: "areas.html", page: "areas" },
  ...siteConfig.areas.map(areaPath).map((path) => ({
    path,
    file: `${path.slice(1)}.html`,
    page: "area" as const,
  })),
  { path: "/owner", file: "owner.html", page: "owner" },
  { path: "/404", file: "404.html", page: "not-found" },
];

/** Which page a path shows; main.tsx hydrates only markup prerendered for that page. */
export function pageFor(pathname: string): PageName {
  if (pathname === "/") return "landing";
  if (pathname === "/get-started" || pathname === "/get-started/") return "get-started";
  if (pathname === areasPath) return "areas";
  if (pathname === "/owner" || pathname === "/owner/") return "owner";
  // An unknown city is served 404.html, marked "not-found": it is rendered afresh, not hydrated.
  if (pathname.startsWith("/areas/")) return "area";
  return "not-found";
}
