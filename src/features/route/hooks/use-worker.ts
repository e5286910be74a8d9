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
    navigator.serviceWorker
      .register("/owner-sw.js", { scope: "/owner" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const files = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith("/assets/"));
        registration.active?.postMessage({ keep: [location.pathname, ...files] });
      })
      .catch(() => {
        // Without the worker the route still works online; nothing to tell the crew.
      });
  }, []);
}
