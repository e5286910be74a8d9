import { useSyncExternalStore } from "react";

const subscribeToOnline = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/**
 * Whether the browser says it has a network, kept up to date by its `online` and `offline`
 * events, so that a page tells of a lost signal as it happens, not only after a reload.
 */
export const useOnline = () => useSyncExternalStore(subscribeToOnline, () => navigator.onLine);
