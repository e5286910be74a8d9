import { useCallback, useEffect, useState } from "react";
import type { ReadFailure, Result } from "@/lib/result";

export type Loaded<T, F extends string = ReadFailure> =
  { kind: "loading" } | { kind: "failed"; failure: F } | { kind: "ready"; data: T };

/**
 * What `load` answers (a memoized call of a feature's api), loaded again when `load` changes, on
 * `retry` (afresh, "Loading…" first) and `refresh` (what is shown stays until the new answer).
 * An answer that comes after `load` changed or the view left is dropped. A load that throws ends
 * as a failure too, so the view never stays on "Loading…". With `whenVisible`, it also loads again
 * whenever the tab becomes visible (the phone left in a pocket overnight).
 */
export function useLoad<T, F extends string = ReadFailure>(
  load: () => Promise<Result<T, F | "other">>,
  { whenVisible = false } = {},
) {
  const [state, setState] = useState<Loaded<T, F | "other">>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    void load()
      .catch((): Result<T, "other"> => ({ ok: false, failure: "other" }))
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
    if (!whenVisible) return;
    const refresh = () => document.visibilityState === "visible" && setAttempt((n) => n + 1);
    document.addEventListener("visibilitychange", refresh);
    return () => document.removeEventListener("visibilitychange", refresh);
  }, [whenVisible]);
  const retry = useCallback(() => {
    setState({ kind: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  /** Changes what is shown without reading (a newer answer that came another way). */
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((now) => (now.kind === "ready" ? { kind: "ready", data: change(now.data) } : now)),
    [],
  );
  return { state, retry, refresh, update };
}
