import type { ComponentType } from "react";
import type { Client } from "@/features/owner/api/requests";
import { ownerConfig } from "@/features/owner/content";
import { HeldView } from "./HeldView";
import { InboxList } from "./InboxList";
import { MissedView } from "./MissedView";
import { MonthView } from "./MonthView";
import { PartnersView } from "./PartnersView";
import { ReviewsView } from "./ReviewsView";
import { TeamView } from "./TeamView";
import { UpcomingView } from "./UpcomingView";

/** What every view is shown with: the client, the session's token, the address's query. */
type ViewProps = { client: Client; token: string; query: URLSearchParams };

export type InboxView = { id: string; label: string; component: ComponentType<ViewProps> };

/** This month, or the month the address names (?month=2026-10); a new month starts afresh. */
function MonthOfQuery({ client, query }: ViewProps) {
  const month = query.get("month");
  return <MonthView key={month} client={client} month={month} />;
}

const { views: labels } = ownerConfig;

/**
 * The inbox's views, in the order of their links: /owner shows the first, /owner?view=<id> any
 * other (an unknown id, the first). A new view is one entry here and its label in content.ts.
 */
const requests: InboxView = { id: "list", label: labels.list, component: InboxList };

export const inboxViews: InboxView[] = [
  requests,
  { id: "upcoming", label: labels.upcoming, component: UpcomingView },
  { id: "reviews", label: labels.reviews, component: ReviewsView },
  { id: "month", label: labels.month, component: MonthOfQuery },
  { id: "partners", label: labels.partners, component: PartnersView },
  { id: "missed", label: labels.missed, component: MissedView },
  { id: "held", label: labels.held, component: HeldView },
  { id: "team", label: labels.team, component: TeamView },
];

/** The view an address's ?view= names, or the requests. */
export const viewFor = (id: string | null): InboxView =>
  inboxViews.find((view) => view.id === id) ?? requests;

/** Whether it is the requests' list, at /owner itself. */
const isRequests = (view: InboxView) => view === requests;

/** A view's own address. */
export const viewHref = (view: InboxView) =>
  isRequests(view) ? "/owner" : `/owner?view=${view.id}`;
