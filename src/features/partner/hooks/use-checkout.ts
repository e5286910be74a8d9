import { useEffect, useState } from "react";
import type { Supabase } from "@/auth/supabase";
import { loadSubscriptions } from "@/features/partner/api/account";
import { billingState, currentSubscription, type PartnerSubscription } from "@/lib/partners";

/** How often, and how long, the page asks whether Stripe's webhook has arrived. */
const confirmation = { everyMs: 2000, forMs: 60_000 };

export type Confirmation = "confirming" | "confirmed" | "failed" | "slow";

/**
 * Back from Checkout (/partner?checkout=done&property=<id>): the payment is Stripe's until its
 * webhook reaches the database, so the page asks the account's query (the one it shows) every 2 s
 * until the property's subscription is active (or its first payment failed), for a minute at
 * most, then says it is slow. That row is the page's one signal: the summary reads the same
 * account data, so nothing here waits on the auth context's subscription check. `onArrived` must
 * keep its identity (a useCallback).
 */
export function useCheckout(
  client: Supabase,
  userId: string,
  propertyId: string | null,
  onArrived: (subscriptions: PartnerSubscription[]) => void,
) {
  const [state, setState] = useState<Confirmation | null>(propertyId ? "confirming" : null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!propertyId) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const until = Date.now() + confirmation.forMs;
    const ask = async () => {
      const answer = await loadSubscriptions(client, userId);
      if (!active) return;
      const billing = answer.ok ? billingState(currentSubscription(answer.data, propertyId)) : null;
      if (answer.ok && (billing === "active" || billing === "past_due")) {
        onArrived(answer.data);
        setState(billing === "active" ? "confirmed" : "failed");
        return;
      }
      if (Date.now() >= until) setState("slow");
      else timer = setTimeout(() => void ask(), confirmation.everyMs);
    };
    void ask();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [client, userId, propertyId, attempt, onArrived]);
  const checkAgain = () => {
    setState("confirming");
    setAttempt((n) => n + 1);
  };
  return { state, checkAgain };
}
