/**
 * The owner's days: Upcoming's headings and the overdue job. A day is an ISO date, "2026-11-29",
 * on the business's calendar (src/lib/days.ts, shared with the crew's next jobs).
 */

import { addDays, type Scheduled } from "@/lib/days";

export type UpcomingGroup = "overdue" | "today" | "tomorrow" | "week" | "later" | "noDay";
const upcomingGroups: UpcomingGroup[] = ["overdue", "today", "tomorrow", "week", "later", "noDay"];

/**
 * Which heading a scheduled job goes under: a day before today is overdue (the list holds only
 * jobs not marked done); "this week" is the rest of the coming seven days, today included.
 */
export function groupOf(day: string | null, today: string): UpcomingGroup {
  if (!day) return "noDay";
  if (day < today) return "overdue";
  if (day === today) return "today";
  if (day === addDays(today, 1)) return "tomorrow";
  return day <= addDays(today, 6) ? "week" : "later";
}

/** Jobs under their headings, in the headings' order, each keeping the order it was given. */
export function groupUpcoming<T extends Scheduled>(
  jobs: T[],
  today: string,
): { group: UpcomingGroup; jobs: T[] }[] {
  return upcomingGroups
    .map((group) => ({
      group,
      jobs: jobs.filter((job) => groupOf(job.scheduled_for, today) === group),
    }))
    .filter(({ jobs: inGroup }) => inGroup.length > 0);
}

/** A scheduled job whose day has passed. */
export const isOverdue = (request: Scheduled & { status: string }, today: string) =>
  request.status === "scheduled" && !!request.scheduled_for && request.scheduled_for < today;
