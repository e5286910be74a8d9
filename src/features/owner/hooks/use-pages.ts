import { useCallback, useEffect, useRef, useState } from "react";
import type { InboxFailure } from "@/features/owner/content";
import { pageSize, type Result } from "@/features/owner/api/requests";
import { useLoad } from "@/lib/use-load";

type Pages<T> = { rows: T[]; hasMore: boolean };

/**
 * A list read a page at a time by key (one of the inbox's keyed functions): the first page as
 * `useLoad` loads it, then `more` (ShowMore's props) adds the page after the last row shown. A
 * full page says there may be more; a page that fails leaves the rows shown and says so. A
 * `refresh` (a live change) reads as many pages as are shown, so the owner who went down with
 * Show more is not sent back to the first page.
 */
export function usePages<T extends { id: string }>(
  read: (after?: string) => Promise<Result<T[]>>,
  options?: { whenVisible?: boolean },
) {
  const shown = useRef(0);
  const first = useCallback(async (): Promise<Result<Pages<T>>> => {
    const rows: T[] = [];
    for (;;) {
      const answer = await read(rows.at(-1)?.id);
      if (!answer.ok) return answer;
      rows.push(...answer.data);
      const hasMore = answer.data.length === pageSize;
      if (!hasMore || rows.length >= shown.current) return { ok: true, data: { rows, hasMore } };
    }
  }, [read]);
  const { state, retry, refresh, update } = useLoad<Pages<T>, InboxFailure>(first, options);
  useEffect(() => {
    shown.current = state.kind === "ready" ? state.data.rows.length : 0;
  }, [state]);
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
