import { partnerConfig } from "@/features/partner/content";
import { pickupTime, recordedLate, type PickupMark } from "@/lib/pickups";

// Nights and months are calendar dates ("2026-11-25"), read at midnight UTC in UTC so that no
// reader's zone moves them a day.
const monthName = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const weekday = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "November 2026" of "2026-11". */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** A night's weekday and date: ["Wed", "Nov 25"] of "2026-11-25". */
export const nightParts = (night: string) => {
  const date = new Date(`${night}T00:00:00Z`);
  return [weekday.format(date), shortDay.format(date)] as const;
};

/**
 * A mark's time on the business's clock, and when the server got it if that was later than a
 * pickup can take to send: "8:05 PM, recorded 11:40 PM".
 */
export function markTime(mark: Pick<PickupMark, "happened_at" | "recorded_at">) {
  const time = pickupTime(mark.happened_at);
  return recordedLate(mark)
    ? partnerConfig.log.recordedLater(time, pickupTime(mark.recorded_at))
    : time;
}
