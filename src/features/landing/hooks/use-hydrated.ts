import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while the app hydrates it, true from the render after: for
 * a part that the page cannot show before the app runs, so that its markup is not in the HTML
 * (each page's first response holds at most 14 kB; docs/performance/budgets.md).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
