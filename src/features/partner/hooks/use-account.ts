import { useCallback, useEffect, useState } from "react";
import type { Supabase } from "@/auth/supabase";
import type { PartnerFailure } from "@/features/partner/content";
import { loadAccount, type Account } from "@/features/partner/api/account";
import type { PartnerSubscription } from "@/lib/partners";

export type Loaded<T> =
  { kind: "loading" } | { kind: "failed"; failure: PartnerFailure } | { kind: "ready"; data: T };

/**
 * The partner's account, loaded again on `reload` (after a save: what is shown stays until the
 * new answer comes) and on `retry` (after a failure: loading afresh).
 */
export function useAccount(client: Supabase, userId: string) {
  const [state, setState] = useState<Loaded<Account>>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    void loadAccount(client, userId).then((answer) => {
      if (!active) return;
      setState(
        answer.ok
          ? { kind: "ready", data: answer.data }
          : { kind: "failed", failure: answer.failure },
      );
    });
    return () => {
      active = false;
    };
  }, [client, userId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setState({ kind: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  /** Newer subscriptions than those loaded (Stripe's confirmation arrived). */
  const setSubscriptions = useCallback(
    (subscriptions: PartnerSubscription[]) =>
      setState((now) =>
        now.kind === "ready" ? { kind: "ready", data: { ...now.data, subscriptions } } : now,
      ),
    [],
  );
  return { state, reload, retry, setSubscriptions };
}
