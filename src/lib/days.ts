/**
 * Calendar days on the business's clock, as the owner's Upcoming and the crew's next jobs show
 * them. The database keeps an agreed day as a plain date and
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

export type Scheduled = {
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
