import { useEffect, useState } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * Whether the page was opened from a password-reset e-mail. supabase-js reads the link's
 * `#…&type=recovery` into a session and clears the fragment, then emits PASSWORD_RECOVERY; the
 * client may have done so before this page listened, so the fragment is also read when this
 * module loads, before supabase-js (a later chunk) can clear it.
 */
const openedFromResetLink =
  typeof window !== "undefined" &&
  new URLSearchParams(window.location.hash.slice(1)).get("type") === "recovery";

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
