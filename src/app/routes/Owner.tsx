import { OwnerApp } from "@/features/owner/components/OwnerApp";
import { ownerConfig } from "@/features/owner/content";
import { useHydrated } from "../use-hydrated";

/**
 * /owner, the owner's inbox: outside the public layout (no header, footer or call bar: the
 * owner is not a visitor). The prerendered shell carries the heading and, without JavaScript,
 * says the inbox needs it; everything that depends on the session, the URL or the network
 * appears once the page runs, so hydration matches the shell exactly.
 */
export default function Owner() {
  const hydrated = useHydrated();
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{ownerConfig.page.title}</h1>
      <noscript>
        <p className="text-lg text-ink">{ownerConfig.noScript}</p>
      </noscript>
      {hydrated && <OwnerApp />}
    </main>
  );
}

// Tonight's route (/owner/route) travels in the inbox's chunk, which the crew has already loaded.
// As a lazy page of its own, a third page sharing use-hydrated and the sign-in screens made
// Rolldown move modules of the entry (utils, env) into shared chunks that every public page would
// then have to preload (scripts/prerender.js refuses that).
export { default as OwnerRoute } from "./OwnerRoute";
