import { Suspense, use, type ComponentType, type ReactNode, type ReactPromise } from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { areasPath, partnerPaths, siteConfig } from "@/config/site";
import { residentsPagePrefix } from "@/lib/residents-page";
import { quotePagePrefix } from "@shared/quote";
import { Layout } from "./Layout";
import { Landing } from "./routes/Landing";

/**
 * The site's one table of pages. It drives the routes (App.tsx) and which page a path shows
 * (pageFor: main.tsx hydrates only markup prerendered for that page). What the build needs of
 * each page is keyed by the same names, so that the browser does not download it: the paths it
 * prerenders and whether search engines may index them (prerendered.ts, which the sitemap
 * follows), and its head (seo.ts). A new page is one entry here and one in each of those two
 * records, which are typed to fail until it has them.
 */
export type PageName =
  | "landing"
  | "get-started"
  | "areas"
  | "partners"
  | "owner"
  | "route"
  | "partner"
  | "residents"
  | "quote"
  | "not-found";

type Page = {
  name: PageName;
  /** React Router's path pattern. */
  path: string;
  element: ReactNode;
  /** Loads the page's chunk; main.tsx awaits it before hydrating. */
  preload?: () => Promise<void>;
  /** Outside the public layout (header, footer, call bar): the page has its own frame. */
  bare?: boolean;
};

/** A page's component, loading or loaded, as React's use() reads it (see lazyPage). */
type Chunk = Promise<ComponentType> & ReactPromise<ComponentType>;

/**
 * A page in a chunk of its own, so that the landing page's JavaScript stays as is
 * (docs/decisions/0001). main.tsx loads the chunk of the page being opened before it hydrates,
 * so that the page renders at once instead of suspending: a suspended, still dehydrated
 * boundary that receives an update is thrown away and rendered afresh. Each page has its own
 * Suspense boundary, not one around every page: React's prerender outlines a large boundary
 * (the landing page) and reveals it with an inline <script>, which the CSP refuses.
 *
 * The page calls use() on every render, as React requires: a use() that suspended and is not
 * called again once its promise resolved is misuse, which React warns of in development
 * (react.dev/warnings/conditional-use-of-use). For use() to answer at once for a chunk already
 * loaded (the hydration above), the promise carries its outcome in the `status`, `value` and
 * `reason` fields that React reads before suspending and sets on the promises it tracks itself
 * (@types/react's ReactPromise; packages/shared/ReactTypes.js in facebook/react).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loading: Chunk | undefined;
  const chunk = () => {
    if (loading) return loading;
    const promise: Chunk = load().then((module) => module.default);
    promise.then(
      (value) => Object.assign(promise, { status: "fulfilled", value }),
      (reason: unknown) => {
        Object.assign(promise, { status: "rejected", reason });
        loading = undefined; // a chunk that failed to load (offline) may load on the next try
      },
    );
    loading = promise;
    return promise;
  };
  function LazyPage() {
    const Component = use(chunk());
    return <Component />;
  }
  return {
    preload: () => chunk().then(() => undefined),
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
};

export const pages: Page[] = [
  { name: "landing", path: "/", element: <Landing /> },
  {
    name: "get-started",
    path: siteConfig.request.path,
    ...lazyPage(() => import("./routes/GetStarted")),
  },
  {
    // The list of areas and each city's page share a route and a chunk (routes/Area.tsx).
    name: "areas",
    path: `${areasPath}/:slug?`,
    ...lazyPage(() => import("./routes/Area")),
  },
  {
    // For property managers: what daily service means and costs, and the way to start.
    name: "partners",
    path: partnerPaths.about,
    ...lazyPage(() => import("./routes/Partners")),
  },
  {
    // The owner's inbox, framed by itself.
    name: "owner",
    path: "/owner",
    ...lazyPage(() => import("./routes/Owner")),
    bare: true,
  },
  {
    // Tonight's route, the crew's page: framed by itself, opens offline once visited.
    name: "route",
    path: "/owner/route",
    ...lazyPage(() => import("./routes/Owner").then(({ OwnerRoute }) => ({ default: OwnerRoute }))),
    bare: true,
  },
  {
    // A property manager's own page, framed by itself like the inbox.
    name: "partner",
    path: partnerPaths.account,
    ...lazyPage(() => import("./routes/Partner")),
    bare: true,
  },
  {
    // A property's page for its residents, from the QR sign in its trash room: the app's shell,
    // rendered in the browser (prerendered.ts).
    name: "residents",
    path: `${residentsPagePrefix}/:code`,
    ...lazyPage(() => import("./routes/Residents")),
  },
  {
    // The quote the owner sent a customer, opened from the link in a text or an e-mail: the
    // app's shell, rendered in the browser (prerendered.ts).
    name: "quote",
    path: `${quotePagePrefix}/:token`,
    ...lazyPage(() => import("./routes/Quote")),
  },
  notFound,
];

/**
 * Every page, as React Router's routes (a page is a route object with a few fields of its own):
 * inside the layout (skip link, header, main, footer), or bare.
 */
export const routes: RouteObject[] = [
  ...pages.filter(({ bare }) => bare),
  { element: <Layout />, children: pages.filter(({ bare }) => !bare) },
];

/** The page a path shows: the one whose route React Router matches for it. */
export function pageFor(pathname: string): Page {
  return (matchRoutes(routes, pathname)?.at(-1)?.route as Page | undefined) ?? notFound;
}
