import { useCallback } from "react";
import type { InboxFailure } from "@/features/owner/content";
import { getRequest, type InboxRequest, type Client } from "@/features/owner/api/requests";
import { useLoad } from "@/lib/use-load";

type State =
  | { kind: "loading" }
  | { kind: "failed"; failure: InboxFailure }
  | { kind: "missing" }
  | { kind: "ready"; request: InboxRequest };

/** One request by id, with a retry and a way to apply what a save returned. */
export function useRequest(client: Client, id: string) {
  const {
    state: loaded,
    retry,
    update,
  } = useLoad(useCallback(() => getRequest(client, id), [client, id]));
  const state: State =
    loaded.kind !== "ready"
      ? loaded
      : loaded.data
        ? { kind: "ready", request: loaded.data }
        : { kind: "missing" };
  const apply = useCallback(
    (changes: Partial<InboxRequest>) => update((request) => request && { ...request, ...changes }),
    [update],
  );
  return { state, retry, apply };
}
