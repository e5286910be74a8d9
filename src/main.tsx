import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/App";
import { pageFor } from "./app/pages";
import { noteReferrer } from "./lib/referrer";
import "./styles/index.css";

const root = document.getElementById("root");
if (!root) {
  throw new Error('Cannot start: the page has no <div id="root">.');
}

/**
 * Marks the moment the app has taken the page over, in the first commit of the tree below it:
 * its layout effect runs after theirs, once the tabs and menus have adopted what the visitor left
 * on the prerendered page, and before anything else can run. What a Suspense boundary holds
 * hydrates after it: the landing page's lower sections as they near the viewport
 * (src/features/landing/components/HydrateWhenNear.tsx), at once where a tap or a key lands.
 * "app-ready" on the document ends the inline script's controls (src/components/ui/controls.ts),
 * from then on Radix's; in the browser's performance timeline, the browser tests and the bench
 * wait for it. It renders nothing of its own.
 */
function Ready({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.dispatchEvent(new Event("app-ready"));
    performance.mark("app-ready");
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <Ready>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Ready>
  </StrictMode>
);

function hydrate(container: HTMLElement) {
  // Inside startTransition, React hydrates in slices and yields to the browser between them
  // instead of holding the main thread for the whole tree (the page is already painted).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

/**
 * Hydrates the page's markup, or renders afresh. Each page is prerendered into its own file and
 * marked with its name. A host that answers an unknown path with another page's file would hand
 * us the wrong markup, so hydrate only when the markup is the page this path shows.
 */
function start(container: HTMLElement, page: ReturnType<typeof pageFor>) {
  if (container.dataset.page === page.name) {
    // The page's chunk first, so that it hydrates in one pass (see lazyPage in app/pages.tsx). A
    // chunk that fails to load leaves the page to its Suspense boundary and the error boundary.
    const ready = page.preload?.().catch(() => undefined);
    if (ready) void ready.then(() => hydrate(container));
    else hydrate(container);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

// The browser evaluates this module and all it imports in one task. What starts the app runs in
// tasks of its own after it, so that none holds a phone's main thread for long: the first read of
// sessionStorage (docs/decisions/0016); matching the path to its page; loading the page's chunk,
// whose preload adds a link for each module it imports, and hydrating.
setTimeout(noteReferrer);
setTimeout(() => {
  const page = pageFor(window.location.pathname);
  setTimeout(() => start(root, page));
});
