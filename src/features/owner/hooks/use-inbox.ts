import { useCallback, useEffect, useRef, useState } from "react";
import type { InboxFailure } from "@/features/owner/content";
import type { RequestStatus } from "@/lib/service-request";
import { subscribeToNewRequests, subscribeToQuoteNews } from "@/features/owner/api/live";
import {
  getQuoteState,
  getSummary,
  listRequests,
  pageSize,
  type ListedRequest,
  type ListFilter,
  type Client,
  type Result,
} from "@/features/owner/api/requests";

type InboxData = {
  items: ListedRequest[];
  hasMore: boolean;
  counts: Record<RequestStatus, number> | null;
  median: number | null;
  failure: InboxFailure | null;
  loading: boolean;
  /** Ids of the requests that arrived while the page was open. */
  arrived: Set<string>;
  /** The name of the last live arrival, for the polite announcement. */
  announcement: string | null;
};

const initial: InboxData = {
  items: [],
  hasMore: false,
  counts: null,
  median: null,
  failure: null,
  loading: true,
  arrived: new Set(),
  announcement: null,
};

/** Whether a request that has just arrived (status new) belongs in the list so filtered. */
const showsNew = (filter: ListFilter) => filter === "open" || filter === "new" || filter === "all";

/**
 * The list as filtered and searched, its counts and the median time to first contact; new rows
 * pushed by Realtime while open, each row's quote state re-read when the customer acts on it,
 * and a fresh load whenever the tab becomes visible again.
 */
export function useInbox(client: Client, token: string, filter: ListFilter, search: string) {
  const [data, setData] = useState(initial);
  // The last row of the pages loaded: the next page starts after it.
  const [last, setLast] = useState<string>();
  const latest = useRef(0);

  const load = useCallback(
    async (after?: string) => {
      const call = ++latest.current;
      setData((d) => ({ ...d, loading: true }));
      // A read that throws ends as a failure too: the list never stays on "Loading…".
      const failed = (): Result<never> => ({ ok: false, failure: "other" });
      const [list, summary] = await Promise.all([
        listRequests(client, { filter, search, after }).catch(failed),
        getSummary(client).catch(failed),
      ]);
      if (call !== latest.current) return; // a newer filter or search has been asked for
      const failure = [list, summary].find((r) => !r.ok);
      setData((d) => ({
        ...d,
        loading: false,
        failure: failure && !failure.ok ? failure.failure : null,
        items: list.ok ? (after ? [...d.items, ...list.data] : list.data) : d.items,
        hasMore: list.ok ? list.data.length === pageSize : d.hasMore,
        counts: summary.ok ? summary.data.counts : d.counts,
        median: summary.ok ? summary.data.median : d.median,
      }));
      if (list.ok) setLast((before) => list.data.at(-1)?.id ?? (after ? before : undefined));
    },
    [client, filter, search],
  );

  useEffect(() => void load(), [load]);

  useEffect(() => {
    const refresh = () => document.visibilityState === "visible" && void load();
    document.addEventListener("visibilitychange", refresh);
    return () => document.removeEventListener("visibilitychange", refresh);
  }, [load]);

  useEffect(
    () =>
      subscribeToNewRequests(client, token, (row) =>
        setData((d) => ({
          ...d,
          // Shown at the top unless the list is filtered to something a new request is not.
          items:
            showsNew(filter) && !search && !d.items.some((r) => r.id === row.id)
              ? [{ ...row, quote_state: null }, ...d.items]
              : d.items,
          counts: d.counts && { ...d.counts, new: d.counts.new + 1 },
          arrived: new Set(d.arrived).add(row.id),
          announcement: row.name,
        })),
      ),
    [client, token, filter, search],
  );

  // The ids listed, read by the quote listener without subscribing again at each change.
  const listed = useRef(new Set<string>());
  listed.current = new Set(data.items.map((r) => r.id));

  useEffect(
    () =>
      subscribeToQuoteNews(client, "owner-inbox-quotes", (id) => {
        if (!listed.current.has(id)) return;
        // A failed read keeps the state shown: the next load brings the stored one.
        void getQuoteState(client, id).then((state) => {
          if (!state.ok) return;
          setData((d) => ({
            ...d,
            items: d.items.map((r) => (r.id === id ? { ...r, quote_state: state.data } : r)),
          }));
        });
      }),
    [client],
  );

  return { ...data, retry: () => void load(), showMore: () => void load(last) };
}
