import { startTransition, useEffect, useState } from "react";

/**
 * False in the prerendered HTML and while the app hydrates it, true from a render after: for a
 * part that the page cannot show before the app runs, so that its markup is not in the HTML
 * (each page's first response holds at most 14 kB; docs/performance/budgets.md). That render is
 * a transition, which React slices and yields from, rather than one that holds the phone. The
 * app's `useHydrated` (src/app/use-hydrated.ts) differs: it turns true in the first render React
 * makes once hydrated, for pages whose whole content waits on the browser.
 */
export function useAfterHydration() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
