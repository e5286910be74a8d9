// How a stored fact reads to a person, the same in the site and in the edge functions' e-mails.
// Plain TypeScript with no imports: the functions import this file itself, the site reaches it
// through @shared/display, and src/lib/phone.ts by its relative path (the build configuration
// loads that file without the aliases).

/** "+18015550177" as "(801) 555-0177"; any other text as it is, so nothing is guessed at. */
export function formatUsPhone(e164: string): string {
  if (!/^\+1[2-9]\d{9}$/.test(e164)) return e164;
  const n = e164.slice(2);
  return `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;
}

/**
 * "2026-12-02" as "Wed, Dec 2"; any other text as it is. A date is a day on the calendar, not a
 * moment: read at UTC midnight and written in UTC, it is the same day in every zone, the
 * reader's and the server's. No formatter is made when the module loads: a module with work of
 * its own at load is moved out of the site's entry into a chunk the landing page would preload.
 */
export function formatDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString("en-US", {
        timeZone: "UTC",
        weekday: "short",
        month: "short",
        day: "numeric",
      });
}
