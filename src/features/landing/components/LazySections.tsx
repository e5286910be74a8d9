import { lazy, Suspense } from "react";

/**
 * The trust strip, FAQ, call bar and hero art are in the prerendered HTML from the first byte,
 * but their code (and their copy) comes in one chunk fetched after the entry script, which sits
 * at its size budget. react-dom/static's prerender waits for the chunk at build time, and
 * hydration leaves the server markup in place until the chunk arrives, then hydrates it.
 */
const load = () => import("./deferred");
type Deferred = Awaited<ReturnType<typeof load>>;

function deferred(name: keyof Deferred) {
  const Component = lazy(() => load().then((parts) => ({ default: parts[name] })));
  return function DeferredPart() {
    return (
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    );
  };
}

export const LazyTrustStrip = deferred("TrustStrip");
export const LazyFaq = deferred("Faq");
export const LazyCallBar = deferred("CallBar");
export const LazyHeroMedia = deferred("HeroMedia");
