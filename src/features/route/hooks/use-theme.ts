import { useSyncExternalStore } from "react";

/** What the crew chose for the route's screen; "phone" follows the phone's own setting. */
export const themeChoices = ["phone", "dark", "light"] as const;
type ThemeChoice = (typeof themeChoices)[number];

const key = "route-theme";
const darkQuery = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

/** The choice on a phone whose storage throws (private modes): kept while the page is open. */
let unstored: ThemeChoice = "phone";

function stored(): ThemeChoice {
  try {
    const value = localStorage.getItem(key);
    return themeChoices.find((choice) => choice === value) ?? "phone";
  } catch {
    return unstored;
  }
}

const phoneIsDark = () => window.matchMedia?.(darkQuery).matches ?? false;

function subscribe(listener: () => void) {
  const media = window.matchMedia?.(darkQuery);
  listeners.add(listener);
  media?.addEventListener("change", listener);
  // Another tab of the route changed it.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", listener);
    window.removeEventListener("storage", listener);
  };
}

function choose(choice: ThemeChoice) {
  unstored = choice;
  try {
    if (choice === "phone") localStorage.removeItem(key);
    else localStorage.setItem(key, choice);
  } catch {
    // Storage refused: the choice holds until the page closes (unstored).
  }
  for (const listener of listeners) listener();
}

/**
 * The route's theme, kept on the device. `dark` is null in the prerender and while hydrating, so
 * the first render matches the HTML; the stored choice and the phone's setting follow at once.
 */
export function useTheme() {
  const choice = useSyncExternalStore(subscribe, stored, () => "phone" as const);
  const phoneDark = useSyncExternalStore(subscribe, phoneIsDark, () => null);
  const dark = phoneDark === null ? null : choice === "dark" || (choice === "phone" && phoneDark);
  return { choice, dark, choose };
}
