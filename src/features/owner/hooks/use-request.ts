import { useEffect, useState } from "react";
import type { InboxFailure } from "@/features/owner/content";
import {
  getRequest,
  type InboxRequest,
  type Client,
  type Result,
} from "@/features/owner/api/requests";

type State =
  | { kind: "loading" }
  | { kind: "failed"; failure: InboxFailure }
  | { kind: "missing" }
  | { kind: "ready"; request: InboxRequest };

/**
 * One request by id, with a retry and a way to apply what a save returned. A load that throws
 * ends as a failure too, so the page never stays on "Loading…".
 */
export function useRequest(client: Client, id: string) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    void getRequest(client, id)
      .catch((): Result<null> => ({ ok: false, failure: "other" }))
      .then((result) => {
        if (!active) return;
        if (!result.ok) setState({ kind: "failed", failure: result.failure });
        else setState(result.data ? { kind: "ready", request: result.data } : { kind: "missing" });
      });
    return () => {
      active = false;
    };
  }, [client, id, attempt]);
  const retry = () => {
    setState({ kind: "loading" });
    setAttempt((n) => n + 1);
  };
  const apply = (changes: Partial<InboxRequest>) =>
    setState((s) => (s.kind === "ready" ? { ...s, request: { ...s.request, ...changes } } : s));
  return { state, retry, apply };
}
