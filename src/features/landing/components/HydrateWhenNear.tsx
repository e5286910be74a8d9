import { use, type ReactNode } from "react";

/** The sections React may hydrate, and those that wait, by the id of their heading. */
const opened = new Set<string>();
const waiting = new Map<string, () => void>();

function open(heading: string | null) {
  if (heading === null) return;
  opened.add(heading);
  waiting.get(heading)?.();
  waiting.delete(heading);
}

/** Near: within half a viewport above or below. */
let observer: IntersectionObserver | undefined;
const watch = () =>
  new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        open(entry.target.getAttribute("aria-labelledby"));
      }
    },
    { rootMargin: "50% 0px" },
  );

function wait(heading: string, section: Element): Promise<void> {
  const near = new Promise<void>((resolve) => waiting.set(heading, resolve));
  (observer ??= watch()).observe(section);
  return near;
}

// A press, a click or a key in a section opens it before React's listener on the root sees it
// (the document's capture phase comes first), so that React hydrates it there and then, and
// the section's own handlers take the event. Without this, React stops an event in a section it
// cannot hydrate yet.
if (typeof document !== "undefined") {
  for (const type of ["pointerdown", "click", "keydown"]) {
    document.addEventListener(
      type,
      (event) =>
        open(
          (event.target as Element).closest?.("section")?.getAttribute("aria-labelledby") ?? null,
        ),
      { capture: true },
    );
  }
}

/**
 * Leaves a landing section as the server rendered it until it nears the viewport or is used,
 * then lets React hydrate it: on a phone that does not scroll, the app's start hydrates what is
 * on screen only. Until then the HTML answers (its tabs through controls.ts, its links as links
 * do).
 *
 * Inside a Suspense boundary of its own (Section.tsx), which React leaves dehydrated while this
 * waits. React renders it again before then only when it needs the section at once: an update
 * from above (a navigation, the session), which would otherwise make React throw the server's
 * HTML away and render it afresh, or an event in it. It is hydrated there and then.
 *
 * `heading` is the id of the section's heading, the same in the HTML and in the app (useId):
 * not found on the page, the section is being rendered afresh (a visit from another page), and
 * there is nothing to wait for.
 */
export function HydrateWhenNear({ heading, children }: { heading: string; children: ReactNode }) {
  if (typeof document === "undefined" || opened.has(heading)) return children;
  if (waiting.has(heading)) {
    open(heading);
    return children;
  }
  const section = document.getElementById(heading)?.closest("section");
  if (section) use(wait(heading, section));
  return children;
}
