import { useLocation } from "react-router-dom";
import type { SupabaseClient } from "@supabase/supabase-js";
import { InboxList } from "./InboxList";
import { Notifications } from "./Notifications";
import { RequestDetail } from "./RequestDetail";

/** /owner lists the requests; /owner?request=<id> opens one (Back returns to the list). */
export function Inbox({ client, token }: { client: SupabaseClient; token: string }) {
  const id = new URLSearchParams(useLocation().search).get("request");
  return (
    <>
      {id ? (
        <RequestDetail key={id} client={client} id={id} />
      ) : (
        <InboxList client={client} token={token} />
      )}
      {/* Below the list only; mounted for both views, so that a visit that opens a request
          from a notification saves the device again too. */}
      <Notifications client={client} showSettings={!id} />
    </>
  );
}
