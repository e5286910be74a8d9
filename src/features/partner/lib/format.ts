const clock = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});

/** A time of day as stored ("18:00:00", "24:00:00") as people read it: "6:00 PM", "12:00 AM". */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return clock.format(new Date(Date.UTC(1970, 0, 1, hours % 24, minutes)));
}

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
