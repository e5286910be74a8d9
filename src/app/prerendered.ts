import { areaPath, areasPath, partnerPaths, siteConfig } from "@/config/site";
import type { PageName } from "./pages";

export type PrerenderedPage = { path: string; file: string; page: PageName; indexed: boolean };

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
  "not-found": { paths: ["/404"], indexed: false },
} satisfies Record<PageName, { paths: string[]; indexed: boolean }>;

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
