import { useEffect } from "react";

/**
 * Registers the /owner service worker (public/owner-sw.js), which keeps the route's page and its
 * built files so that the route opens with no signal once it has been opened here, and hands it
 * what this page already loaded (before the worker controlled it) to keep at once. Its scope is
 * /owner: no public page is ever controlled by it.
 */
export function useWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const assets = (entries: PerformanceEntryList) =>
      entries
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith("/assets/"));
    const workers = navigator.serviceWorker;
    // A page the worker controlled from its start had every file go through it: kept already.
    if (workers.controller) {
      void workers.register("/owner-sw.js", { scope: "/owner" }).catch(() => undefined);
      return;
    }
    let observer: PerformanceObserver | undefined;
    workers
      .register("/owner-sw.js", { scope: "/owner" })
      .then(() => workers.ready)
      .then(({ active }) => {
        active?.postMessage({
          keep: [location.pathname, ...assets(performance.getEntriesByType("resource"))],
        });
        // A file still loading then, or loaded before the worker takes the page over, passes
        // it by: each is named as it arrives (the worker skips those it holds already).
        observer = new PerformanceObserver((list) =>
          active?.postMessage({ keep: assets(list.getEntries()) }),
        );
        observer.observe({ type: "resource" });
      })
      .catch(() => {
        // Without the worker the route still works online; nothing to tell the crew.
      });
    return () => observer?.disconnect();
  }, []);
}
