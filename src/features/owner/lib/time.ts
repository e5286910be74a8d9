import { ownerConfig } from "@/features/owner/content";

const { time } = ownerConfig;

/** A span of minutes as a person says it: "under 1 min", "12 min", "3 h", "2 days". */
export function span(minutes: number): string {
  const whole = Math.floor(minutes);
  if (whole < 1) return time.underAMinute;
  if (whole < 60) return time.minutes(whole);
  if (whole < 24 * 60) return time.hours(Math.floor(whole / 60));
  return time.days(Math.floor(whole / (24 * 60)));
}

export const minutesBetween = (from: string, to: Date | string) =>
  ((typeof to === "string" ? Date.parse(to) : to.getTime()) - Date.parse(from)) / 60_000;

/** "12 min ago" (or "just now") for a timestamp. */
export function ago(timestamp: string, now: Date): string {
  const minutes = minutesBetween(timestamp, now);
  return minutes < 1 ? time.justNow : time.ago(span(minutes));
}

/** The exact time, in the owner's locale and time zone. */
export const exactTime = (timestamp: string) =>
  new Date(timestamp).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
