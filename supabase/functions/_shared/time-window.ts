// An agreed time window as a person says it, the same in the owner's inbox
// (src/features/owner/lib/days.ts) and in the customers' e-mails. Plain TypeScript with no
// imports, in a file of its own so that no public page's chunk carries it.

/** "08:00:00" as the hour and minutes a person says, with its half of the day. */
function clock(time: string): { text: string; half: "am" | "pm" } {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour = hours % 12 || 12;
  const text = minutes ? `${hour}:${String(minutes).padStart(2, "0")}` : String(hour);
  return { text, half: hours < 12 ? "am" : "pm" };
}

/** "8–10 am", "11 am–1:30 pm": the window, its half of the day said once when shared. */
export function windowLabel(from: string, until: string): string {
  const start = clock(from);
  const end = clock(until);
  return start.half === end.half
    ? `${start.text}–${end.text} ${end.half}`
    : `${start.text} ${start.half}–${end.text} ${end.half}`;
}
