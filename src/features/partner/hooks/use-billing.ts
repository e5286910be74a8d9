import { useEffect, useState } from "react";
import type { Supabase } from "@/auth/supabase";
import { openBillingPortal, startCheckout, type UrlResult } from "@/features/partner/api/account";
import type { BillingFailure } from "@/features/partner/content";

/**
 * A trip to Stripe: Checkout for a property, or the customer portal. The page goes to the
 * address the function answers; a failure stays on the page, said in words, and nothing is
 * stored (the functions store nothing until Stripe has answered).
 */
export function useBilling(client: Supabase) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ for: string; failure: BillingFailure } | null>(null);
  // Back from Stripe with the browser's Back button, the page may be restored as it was left.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setBusy(null);
    addEventListener("pageshow", restored);
    return () => removeEventListener("pageshow", restored);
  }, []);
  const go = async (what: string, call: () => Promise<UrlResult>) => {
    if (busy) return;
    setBusy(what);
    setFailure(null);
    const answer = await call();
    if (answer.ok) {
      window.location.assign(answer.url);
      return;
    }
    setFailure({ for: what, failure: answer.failure });
    setBusy(null);
  };
  return {
    /** What is on its way to Stripe: "portal" or a property's id. */
    busy,
    failure,
    checkout: (propertyId: string) => go(propertyId, () => startCheckout(client, propertyId)),
    portal: () => go("portal", () => openBillingPortal(client)),
  };
}
