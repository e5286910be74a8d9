/** A night's date ("2026-11-26") as residents read it: "Thursday, November 26". */
const day = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export function nightLabel(night: string): string {
  const [year = 1970, month = 1, date = 1] = night.split("-").map(Number);
  return day.format(new Date(Date.UTC(year, month - 1, date)));
}
