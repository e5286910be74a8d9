import { useLocation } from "react-router-dom";
import type { SupabaseClient } from "@supabase/supabase-js";
import { InboxList } from "./InboxList";
import { RequestDetail } from "./RequestDetail";

/** /owner lists the requests; /owner?request=<id> opens one (Back returns to the list). */
export function Inbox({ client, token }: { client: SupabaseClient; token: string }) {
  const id = new URLSearchParams(useLocation().search).get("request");
  return id ? (
    <RequestDetail key={id} client={client} id={id} />
  ) : (
    <InboxList client={client} token={token} />
  );
}
