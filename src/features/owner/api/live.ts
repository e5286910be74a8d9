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
 * Calls `onChange` whenever the request's quote link or deposit changes (the customer opened,
 * answered or paid), through Realtime on public.quote_links and public.quote_deposits (RLS: staff
 * only). The inbox around the request's page handed Realtime the access token already
 * (subscribeToNewRequests). Every change of the tables arrives and those of other requests are
 * left out here: the owner has few at a time. Returns the unsubscribe.
 */
export function subscribeToQuoteChanges(
  supabase: Client,
  requestId: string,
  onChange: () => void,
): () => void {
  const ofRequest = (row: unknown) =>
    typeof row === "object" &&
    row !== null &&
    (row as { request_id?: unknown }).request_id === requestId;
  const channel = supabase.channel(`owner-quote-${requestId}`);
  for (const table of ["quote_links", "quote_deposits"])
    channel.on("postgres_changes", { event: "*", schema: "public", table }, (change) => {
      if (ofRequest(change.new)) onChange();
    });
  channel.subscribe();
  return () => void supabase.removeChannel(channel);
}
