import { RouteApp } from "@/features/route/components/RouteApp";
import { RouteTheme, ThemeSwitch } from "@/features/route/components/RouteTheme";
import { routeCopy } from "@/features/route/content";
import { useHydrated } from "../use-hydrated";

/**
 * /owner/route, tonight's route for the crew: outside the public layout like the inbox. The
 * prerendered shell carries the heading; the route and its screen switch appear once the page runs.
 */
export default function OwnerRoute() {
  const hydrated = useHydrated();
  return (
    <RouteTheme>
      <main id="main" className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{routeCopy.page.title}</h1>
        <noscript>
          <p className="text-lg text-ink">{routeCopy.noScript}</p>
        </noscript>
        {hydrated && <ThemeSwitch />}
        {hydrated && <RouteApp />}
      </main>
    </RouteTheme>
  );
}
