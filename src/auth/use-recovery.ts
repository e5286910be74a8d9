import { useEffect, useState } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * Whether the page was opened from a password-reset e-mail, or from an invitation (an account
 * that has no password yet). supabase-js reads the link's `#…&type=recovery` (or `invite`) into a
 * session and clears the fragment, then emits PASSWORD_RECOVERY for a reset; the client may have
 * done so before this page listened, so the fragment is also read when this module loads, before
 * supabase-js (a later chunk) can clear it.
 */
const openedFromResetLink =
  typeof window !== "undefined" &&
  ["recovery", "invite"].includes(
    new URLSearchParams(window.location.hash.slice(1)).get("type") ?? "",
  );

export function useRecovery(client: SupabaseClient | null) {
  const [recovering, setRecovering] = useState(openedFromResetLink);
  useEffect(() => {
    if (!client) return;
    const { data } = client.auth.onAuthStateChange((event) => {
      if (event === "PASSWORD_RECOVERY") setRecovering(true);
    });
    return () => data.subscription.unsubscribe();
  }, [client]);
  return { recovering, done: () => setRecovering(false) };
}
