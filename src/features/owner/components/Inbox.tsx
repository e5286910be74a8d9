import { useLocation } from "react-router-dom";
import type { Client } from "@/features/owner/api/requests";
import { CheckTrouble } from "./CheckTrouble";
import { InboxViews } from "./InboxViews";
import { Notifications } from "./Notifications";
import { RequestDetail } from "./RequestDetail";
import { viewFor } from "./views";

/**
 * /owner lists the requests; /owner?request=<id> opens one (Back returns to the list);
 * ?view=<id> shows that view of views.tsx (?view=month&month=YYYY-MM picks the month).
 */
export function Inbox({ client, token }: { client: Client; token: string }) {
  const query = new URLSearchParams(useLocation().search);
  const id = query.get("request");
  const current = viewFor(query.get("view"));
  const View = current.component;
  return (
    <>
      {/* At the top: the offer of notifications until they are on, else Settings. Mounted for
          every view, so that a visit that opens a request from a notification saves the device
          again too. */}
      <Notifications client={client} showSettings={!id} />
      <CheckTrouble client={client} />
      {id ? (
        <RequestDetail key={id} client={client} id={id} />
      ) : (
        <div className="grid gap-6">
          <InboxViews current={current} />
          <View client={client} token={token} query={query} />
        </div>
      )}
    </>
  );
}
