import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/App";
import { pageFor } from "./app/pages";
import { noteReferrer } from "./lib/referrer";
import "./styles/index.css";

noteReferrer();

const root = document.getElementById("root");
if (!root) {
  throw new Error('Cannot start: the page has no <div id="root">.');
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

function hydrate(container: HTMLElement) {
  // Inside startTransition, React hydrates in slices and yields to the browser between them
  // instead of holding the main thread for the whole tree (the page is already painted).
  // Lighthouse's mobile Total Blocking Time fell from ~100 ms to ~20 ms.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

// Each page is prerendered into its own file and marked with its name. A host that answers an
// unknown path with another page's file would hand us the wrong markup, so hydrate only when
// the markup is the page this path shows; otherwise render afresh.
const page = pageFor(window.location.pathname);
if (root.dataset.page === page.name) {
  // The page's chunk first, so that it hydrates in one pass (see lazyPage in app/pages.tsx). A
  // chunk that fails to load leaves the page to its Suspense boundary and the error boundary.
  const ready = page.preload?.().catch(() => undefined);
  if (ready) void ready.then(() => hydrate(root));
  else hydrate(root);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
