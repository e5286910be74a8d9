import { useCallback, useState } from "react";
import type { InboxFailure } from "@/features/owner/content";
import { pageSize, type Result } from "@/features/owner/api/requests";
import { useLoad } from "@/lib/use-load";

type Pages<T> = { rows: T[]; hasMore: boolean };

/**
 * A list read a page at a time by key (one of the inbox's keyed functions): the first page as
 * `useLoad` loads it, then `more` (ShowMore's props) adds the page after the last row shown. A
 * full page says there may be more; a page that fails leaves the rows shown and says so.
 */
export function usePages<T extends { id: string }>(
  read: (after?: string) => Promise<Result<T[]>>,
  options?: { whenVisible?: boolean },
) {
  const first = useCallback(async (): Promise<Result<Pages<T>>> => {
    const answer = await read();
    return answer.ok
      ? { ok: true, data: { rows: answer.data, hasMore: answer.data.length === pageSize } }
      : answer;
  }, [read]);
  const { state, retry, refresh, update } = useLoad<Pages<T>, InboxFailure>(first, options);
  const [moreFailure, setMoreFailure] = useState<InboxFailure | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const last = state.kind === "ready" ? state.data.rows.at(-1)?.id : undefined;
  const showMore = useCallback(async () => {
    setLoadingMore(true);
    const answer = await read(last).catch((): Result<T[]> => ({ ok: false, failure: "other" }));
    setLoadingMore(false);
    setMoreFailure(answer.ok ? null : answer.failure);
    if (answer.ok)
      update((pages) => ({
        rows: [...pages.rows, ...answer.data],
        hasMore: answer.data.length === pageSize,
      }));
  }, [read, last, update]);
  /** What the list's Show more button takes (ShowMore). */
  const more = {
    hasMore: state.kind === "ready" && state.data.hasMore,
    loading: loadingMore,
    failure: moreFailure,
    onMore: () => void showMore(),
  };
  return { state, retry, refresh, update, more };
}
