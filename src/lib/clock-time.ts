const clock = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});

/**
 * A time of day as stored ("18:00:00", "24:00:00") as people read it: "6:00 PM", "12:00 AM". The
 * set-out window of a property, as the partner writes it and the residents' page shows it.
 */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return clock.format(new Date(Date.UTC(1970, 0, 1, hours % 24, minutes)));
}
