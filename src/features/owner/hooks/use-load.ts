import { useCallback, useEffect, useState } from "react";
import type { InboxFailure } from "@/features/owner/content";
import type { Result } from "@/features/owner/api/requests";

export type Loaded<T> =
  { kind: "loading" } | { kind: "failed"; failure: InboxFailure } | { kind: "ready"; data: T };

/**
 * What `load` answers (a memoized call of the feature's api), loaded again when `load` changes,
 * on `retry` and `refresh`, and whenever the tab becomes visible again (the phone left in a pocket overnight).
 * A load that throws ends as a failure too, so the view never stays on "Loading…".
 */
export function useLoad<T>(load: () => Promise<Result<T>>) {
  const [state, setState] = useState<Loaded<T>>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    void load()
      .catch((): Result<T> => ({ ok: false, failure: "other" }))
      .then((answer) => {
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
  }, [load, attempt]);
  useEffect(() => {
    const refresh = () => document.visibilityState === "visible" && setAttempt((n) => n + 1);
    document.addEventListener("visibilitychange", refresh);
    return () => document.removeEventListener("visibilitychange", refresh);
  }, []);
  const retry = useCallback(() => {
    setState({ kind: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  /** Reads again without leaving what is shown: after a change made from the view itself. */
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry, refresh };
}
