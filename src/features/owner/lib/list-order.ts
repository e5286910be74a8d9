import type { InboxRequest } from "@/features/owner/api/requests";
import { isOverdue } from "./days";

type Listed = Pick<
  InboxRequest,
  "status" | "scheduled_for" | "scheduled_from" | "scheduled_until" | "created_at"
>;

/**
 * How soon a request needs the owner, lowest first: a new one waits for a first answer; a job
 * whose day has passed waits to be done or moved; a contacted one for an agreement; a scheduled
 * one only for its day. Done and lost need nothing more.
 */
function rank(request: Listed, today: string): number {
  if (request.status === "new") return 0;
  if (isOverdue(request, today)) return 1;
  if (request.status === "contacted") return 2;
  if (request.status === "scheduled") return 3;
  return 4;
}

/**
 * A scheduled job's place in time, as Upcoming orders jobs: by day, then window, a day's timed
 * jobs before its untimed ones and jobs without a day last ("~" sorts after every digit).
 */
const when = (request: Listed) =>
  [request.scheduled_for, request.scheduled_from, request.scheduled_until]
    .map((part) => part ?? "~")
    .join(" ");

/**
 * The open list in the order of what needs an answer first: new requests (newest first, as
 * they arrive), overdue jobs (the longest overdue first), contacted ones (newest first), then
 * scheduled jobs by their day, as Upcoming orders them. A new array; `requests` is left as is.
 */
export function needsAnswerFirst<T extends Listed>(requests: readonly T[], today: string): T[] {
  const byDay = (request: T) => rank(request, today) === 1 || rank(request, today) === 3;
  return [...requests].sort((a, b) => {
    const order = rank(a, today) - rank(b, today);
    if (order) return order;
    if (byDay(a)) return when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0;
    return Date.parse(b.created_at) - Date.parse(a.created_at);
  });
}
