import { pages, type PageName } from "./pages";

export type PrerenderedPage = { path: string; file: string; page: PageName; indexed: boolean };

/**
 * What the build writes (scripts/prerender.js) and the sitemap lists (seo.ts), from the table
 * of pages: "/" is index.html, any other path "<path>.html" (404.html included). Build time only.
 */
export const prerenderedPages: PrerenderedPage[] = pages.flatMap(({ name, prerender, indexed }) =>
  prerender.map((path) => ({
    path,
    file: path === "/" ? "index.html" : `${path.slice(1)}.html`,
    page: name,
    indexed,
  })),
);
