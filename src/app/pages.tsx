import { Suspense, use, type ComponentType, type ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { areaPath, areasPath, siteConfig } from "@/config/site";
import { Layout } from "./Layout";
import { Landing } from "./routes/Landing";

/**
 * The site's one table of pages. It drives the routes (App.tsx), which page a path shows
 * (pageFor: main.tsx hydrates only markup prerendered for that page), what the build prerenders
 * and the sitemap lists (prerendered.ts), and, through seo.ts's heads keyed by the same names,
 * the head tags. A new page is one entry here and its head in seo.ts (a type error until it has
 * one).
 */
export type PageName = "landing" | "get-started" | "areas" | "owner" | "not-found";

type Page = {
  name: PageName;
  /** React Router's path pattern. */
  path: string;
  element: ReactNode;
  /** Loads the page's chunk; main.tsx awaits it before hydrating. */
  preload?: () => Promise<void>;
  /** The paths the build prerenders into `<path>.html` (docs/decisions/0007-page-urls.md). */
  prerender: string[];
  /** In the sitemap and open to search engines; a page that is not is `noindex`. */
  indexed: boolean;
  /** Outside the public layout (header, footer, call bar): the page has its own frame. */
  bare?: boolean;
};

/**
 * A page in a chunk of its own, so that the landing page's JavaScript stays as is
 * (docs/decisions/0001). main.tsx loads the chunk of the page being opened before it hydrates,
 * so that the page renders at once instead of suspending: a suspended, still dehydrated
 * boundary that receives an update is thrown away and rendered afresh. Each page has its own
 * Suspense boundary, not one around every page: React's prerender outlines a large boundary
 * (the landing page) and reveals it with an inline <script>, which the CSP refuses.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let Component: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Component = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a chunk that failed to load (offline) may load on the next try
        throw error;
      },
    ));
  function LazyPage() {
    if (!Component) use(preload());
    return Component ? <Component /> : null;
  }
  return {
    preload,
    element: (
      <Suspense>
        <LazyPage />
      </Suspense>
    ),
  };
}

const notFound: Page = {
  name: "not-found",
  path: "*",
  ...lazyPage(() => import("./routes/NotFound").then(({ NotFound }) => ({ default: NotFound }))),
  prerender: ["/404"],
  indexed: false,
};

export const pages: Page[] = [
  { name: "landing", path: "/", element: <Landing />, prerender: ["/"], indexed: true },
  {
    name: "get-started",
    path: siteConfig.request.path,
    ...lazyPage(() => import("./routes/GetStarted")),
    prerender: [siteConfig.request.path],
    indexed: true,
  },
  {
    // The list of areas and each city's page share a route and a chunk (routes/Area.tsx).
    name: "areas",
    path: `${areasPath}/:slug?`,
    ...lazyPage(() => import("./routes/Area")),
    prerender: [areasPath, ...siteConfig.areas.map(areaPath)],
    indexed: true,
  },
  {
    // The owner's inbox: not for visitors, so not indexed, and framed by itself.
    name: "owner",
    path: "/owner",
    ...lazyPage(() => import("./routes/Owner")),
    prerender: ["/owner"],
    indexed: false,
    bare: true,
  },
  notFound,
];

const route = ({ path, element }: Page): RouteObject => ({ path, element });

/** Every page, as React Router's routes: inside the layout (skip link, header, main, footer), or bare. */
export const routes: RouteObject[] = [
  ...pages.filter(({ bare }) => bare).map(route),
  { element: <Layout />, children: pages.filter(({ bare }) => !bare).map(route) },
];

/** The page a path shows: the one whose route React Router matches for it. */
export function pageFor(pathname: string): Page {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  return pages.find(({ path }) => path === leaf) ?? notFound;
}
