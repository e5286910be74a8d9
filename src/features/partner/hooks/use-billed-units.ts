import { useCallback, useEffect, useRef, useState } from "react";
import type { Supabase } from "@/auth/supabase";
import { loadSubscriptions, updateBilledUnits, type Account } from "@/features/partner/api/account";
import {
  currentSubscription,
  type PartnerSubscription,
  unitsBilledOtherwise,
} from "@/lib/partners";

/** How often, and how long, the page asks whether Stripe's webhook has stored the new units. */
const confirmation = { everyMs: 2000, forMs: 30_000 };

/** Where a property's billing stands while it catches up with the property's units. */
export type UnitsSync = "updating" | "failed" | "slow";

/**
 * Billing follows the units: the database has update-billed-units bill a property's new units
 * whatever changed them; the page asks it too, for a property whose open subscription bills
 * another number of units than it has, once per number of units while the page is open, so that
 * it can tell the partner when the new units are billed (or that they failed, with a retry). Then
 * the page asks for the subscriptions every 2 s until the webhook has stored the new quantity,
 * for 30 s at most. `onArrived` must keep its identity (a useCallback).
 */
export function useBilledUnits(
  client: Supabase,
  account: Account | null,
  onArrived: (subscriptions: PartnerSubscription[]) => void,
) {
  const [syncs, setSyncs] = useState<Record<string, UnitsSync>>({});
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const behind = (account?.properties ?? []).flatMap((property) => {
    const subscription = currentSubscription(account?.subscriptions ?? [], property.id);
    return unitsBilledOtherwise(subscription, property.units) === null
      ? []
      : [`${property.id}:${property.units}`];
  });
  const key = behind.join(",");
  const userId = account?.partner?.user_id ?? "";

  useEffect(() => {
    const set = (id: string, sync: UnitsSync | null) =>
      mounted.current &&
      setSyncs((now) => {
        const next = { ...now };
        if (sync) next[id] = sync;
        else delete next[id];
        return next;
      });
    for (const entry of key ? key.split(",") : []) {
      if (asked.current.has(entry)) continue;
      asked.current.add(entry);
      const [id = "", units] = entry.split(":");
      set(id, "updating");
      void (async () => {
        const answer = await updateBilledUnits(client, id);
        if (!answer.ok) return set(id, "failed");
        const until = Date.now() + confirmation.forMs;
        while (Date.now() < until && mounted.current) {
          await new Promise((resolve) => setTimeout(resolve, confirmation.everyMs));
          const stored = await loadSubscriptions(client, userId);
          if (stored.ok && String(currentSubscription(stored.data, id)?.quantity) === units) {
            if (mounted.current) onArrived(stored.data);
            return set(id, null);
          }
        }
        set(id, "slow");
      })();
    }
  }, [client, userId, key, attempt, onArrived]);

  /** Asks again for a property whose update failed. */
  const retry = useCallback((propertyId: string) => {
    for (const entry of asked.current) {
      if (entry.startsWith(`${propertyId}:`)) asked.current.delete(entry);
    }
    setAttempt((n) => n + 1);
  }, []);
  return { syncs, retry };
}
