import { useCallback } from "react";
import type { Supabase } from "@/auth/supabase";
import { loadAccount } from "@/features/partner/api/account";
import type { PartnerSubscription } from "@/lib/partners";
import { useLoad } from "@/lib/use-load";

/**
 * The partner's account, loaded again on `reload` (after a save: what is shown stays until the
 * new answer comes) and on `retry` (after a failure: loading afresh).
 */
export function useAccount(client: Supabase, userId: string) {
  const { state, refresh, retry, update } = useLoad(
    useCallback(() => loadAccount(client, userId), [client, userId]),
  );
  /** Newer subscriptions than those loaded (Stripe's confirmation arrived). */
  const setSubscriptions = useCallback(
    (subscriptions: PartnerSubscription[]) => update((data) => ({ ...data, subscriptions })),
    [update],
  );
  return { state, reload: refresh, retry, setSubscriptions };
}
