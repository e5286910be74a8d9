/**
 * Calendar days on the business's clock. The database keeps an agreed day as a plain date and
 * counts a month on the business's calendar, so "today" here is Utah's today (businessDay in
 * src/lib/service-request.ts), whatever zone the owner's phone is set to. A day is an ISO date,
 * "2026-11-29".
 */

import { windowLabel } from "@shared/time-window";

// A day as the UTC midnight that starts it: day arithmetic and formatting with timeZone "UTC"
// then never cross a daylight-saving change.
const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

export const addDays = (day: string, days: number) =>
  new Date(midnight(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "short",
  day: "numeric",
});
const dayWithYear = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** "Saturday, Nov 29", with the year when it is not `today`'s year. */
export const dayLabel = (day: string, today?: string) =>
  (today && today.slice(0, 4) !== day.slice(0, 4) ? dayWithYear : dayFormat).format(midnight(day));

export { windowLabel };

type Scheduled = {
  scheduled_for: string | null;
  scheduled_from?: string | null;
  scheduled_until?: string | null;
};

/** "Saturday, Nov 29, 8–10 am", or the day alone; null without a day. */
export function whenLabel(request: Scheduled, today?: string): string | null {
  if (!request.scheduled_for) return null;
  const day = dayLabel(request.scheduled_for, today);
  return request.scheduled_from && request.scheduled_until
    ? `${day}, ${windowLabel(request.scheduled_from, request.scheduled_until)}`
    : day;
}

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
