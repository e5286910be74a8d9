import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerender and while hydrating, true once the page runs in the browser: a page
 * whose content depends on the session, the URL or the network (the owner's inbox, the
 * partner's page) prerenders its shell and shows the rest once it runs, so hydration matches.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
