import { areaPath, areasPath, partnerPaths, siteConfig } from "@/config/site";
import { residentsPagePrefix } from "@/lib/residents-page";
import { quotePagePrefix } from "@shared/quote";
import type { PageName } from "./pages";

export type PrerenderedPage = { path: string; file: string; page: PageName; indexed: boolean };

/** A page served from the app's shell for every path under `prefix`, never prerendered. */
export type ShellPage = { prefix: string; file: string; page: PageName };

/**
 * What the build needs of each page of the table (pages.tsx), by its name: the paths it
 * prerenders, and whether search engines may index them (then they are in the sitemap; else
 * their head says `noindex`). Build time only: the browser never downloads it.
 */
const built = {
  landing: { paths: ["/"], indexed: true },
  "get-started": { paths: [siteConfig.request.path], indexed: true },
  areas: { paths: [areasPath, ...siteConfig.areas.map(areaPath)], indexed: true },
  partners: { paths: [partnerPaths.about], indexed: true },
  owner: { paths: ["/owner"], indexed: false },
  route: { paths: ["/owner/route"], indexed: false },
  partner: { paths: [partnerPaths.account], indexed: false },
  // One page per property, made of the database's answer in the browser: no path to prerender.
  // Hosts serve its shell for every /r/<code> (shellPages).
  residents: { paths: [], indexed: false, shell: residentsPagePrefix },
  // One page per quote sent, made of the quote function's answer in the browser, like residents.
  quote: { paths: [], indexed: false, shell: quotePagePrefix },
  "not-found": { paths: ["/404"], indexed: false },
} satisfies Record<PageName, { paths: string[]; indexed: boolean; shell?: string }>;

export const isIndexed = (page: PageName) => built[page].indexed;

/**
 * The files scripts/prerender.js writes: "/" is index.html, any other path "<path>.html"
 * (404.html included), which static hosts serve at the path itself (docs/decisions/0007).
 */
export const prerenderedPages: PrerenderedPage[] = Object.entries(built).flatMap(
  ([page, { paths, indexed }]) =>
    paths.map((path) => ({
      path,
      file: path === "/" ? "index.html" : `${path.slice(1)}.html`,
      page: page as PageName,
      indexed,
    })),
);

/**
 * The pages hosts serve from the app's shell (the built index.html with the page's head and an
 * empty root, which main.tsx renders afresh): "/r" is r.html, served for every "/r/<code>" by
 * the rewrite scripts/prerender.js writes into dist/_redirects.
 */
export const shellPages: ShellPage[] = Object.entries(built).flatMap(([page, entry]) =>
  "shell" in entry
    ? [{ prefix: entry.shell, file: `${entry.shell.slice(1)}.html`, page: page as PageName }]
    : [],
);
