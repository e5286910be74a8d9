import type { InboxRequest, Client } from "./requests";
import { isRequestRow } from "./shape";

/**
 * Calls `onInsert` with each new request while subscribed, through Supabase Realtime
 * `postgres_changes` (INSERT on public.service_requests; RLS decides who receives it). Realtime
 * checks the token the channel joined with, so the user's access token is handed over first:
 * without `setAuth` the channel joins as anon and, with RLS, receives nothing. A row of another
 * shape is left out (the list's next load shows what is stored). Returns the unsubscribe.
 */
export function subscribeToNewRequests(
  supabase: Client,
  accessToken: string,
  onInsert: (request: InboxRequest) => void,
): () => void {
  void supabase.realtime.setAuth(accessToken);
  const channel = supabase
    .channel("owner-inbox")
    .on(
      "postgres_changes",
      { event: "INSERT", schema: "public", table: "service_requests" },
      (change) => {
        if (isRequestRow(change.new)) onInsert(change.new as InboxRequest);
      },
    )
    .subscribe();
  return () => void supabase.removeChannel(channel);
}

/**
 * Calls `onChange` with the request's id whenever a quote link or deposit changes (the customer
 * opened, answered or paid), through Realtime on public.quote_links and public.quote_deposits
 * (RLS: staff only). The inbox handed Realtime the access token already
 * (subscribeToNewRequests). A row of another shape is left out. Returns the unsubscribe.
 */
export function subscribeToQuoteNews(
  supabase: Client,
  topic: string,
  onChange: (requestId: string) => void,
): () => void {
  const channel = supabase.channel(topic);
  for (const table of ["quote_links", "quote_deposits"])
    channel.on("postgres_changes", { event: "*", schema: "public", table }, (change) => {
      const row: unknown = change.new;
      const id =
        typeof row === "object" && row !== null && (row as { request_id?: unknown }).request_id;
      if (typeof id === "string") onChange(id);
    });
  channel.subscribe();
  return () => void supabase.removeChannel(channel);
}

/**
 * Calls `onChange` whenever this request's quote link or deposit changes: every change of the
 * tables arrives and those of other requests are left out here, as the owner has few at a time.
 */
export function subscribeToQuoteChanges(
  supabase: Client,
  requestId: string,
  onChange: () => void,
): () => void {
  return subscribeToQuoteNews(supabase, `owner-quote-${requestId}`, (id) => {
    if (id === requestId) onChange();
  });
}
