import { useLocation } from "react-router-dom";
import type { InboxView } from "@/features/owner/content";
import type { Client } from "@/features/owner/api/requests";
import { InboxList } from "./InboxList";
import { InboxViews } from "./InboxViews";
import { MonthView } from "./MonthView";
import { Notifications } from "./Notifications";
import { RequestDetail } from "./RequestDetail";
import { ReviewsView } from "./ReviewsView";
import { UpcomingView } from "./UpcomingView";

const isView = (view: string | null): view is Exclude<InboxView, "list"> =>
  view === "upcoming" || view === "reviews" || view === "month";

/**
 * /owner lists the requests; /owner?request=<id> opens one (Back returns to the list);
 * ?view=upcoming, reviews or month shows that view (month=YYYY-MM picks the month).
 */
export function Inbox({ client, token }: { client: Client; token: string }) {
  const query = new URLSearchParams(useLocation().search);
  const id = query.get("request");
  const view = query.get("view");
  const current = isView(view) ? view : "list";
  return (
    <>
      {/* At the top: the offer of notifications until they are on, else Settings. Mounted for
          every view, so that a visit that opens a request from a notification saves the device
          again too. */}
      <Notifications client={client} showSettings={!id} />
      {id ? (
        <RequestDetail key={id} client={client} id={id} />
      ) : (
        <div className="grid gap-6">
          <InboxViews current={current} />
          {current === "list" && <InboxList client={client} token={token} />}
          {current === "upcoming" && <UpcomingView client={client} />}
          {current === "reviews" && <ReviewsView client={client} />}
          {current === "month" && (
            <MonthView key={query.get("month")} client={client} month={query.get("month")} />
          )}
        </div>
      )}
    </>
  );
}
