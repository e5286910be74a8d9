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
