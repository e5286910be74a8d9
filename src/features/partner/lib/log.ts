import { businessTimeZone } from "@shared/time-zone";
import { problemKinds, type MissedReport, type PickupMark, type ProblemKind } from "@/lib/pickups";

/**
 * The partner's service log as pure data: the nights of a month for one property, each building's
 * marks and residents' reports of that night, whether the night was fully served, and the
 * problems with a unit number. A night is a date ("2026-11-25"), the business's night as the
 * database names it (pickup_marks.night, docs/decisions/0019-the-night-turns-at-noon.md).
 */

/**
 * A building as the log lists it: those on the route in route order, then those retired from it.
 * `created_at` and `retired_at` are the server's times it joined and left the route.
 */
export type LogBuilding = {
  id: string;
  name: string;
  created_at: string;
  retired_at: string | null;
};

/** One building on one night: the crew's marks (in the order made) and residents' reports. */
export type LogCell = { building: LogBuilding; marks: PickupMark[]; reports: MissedReport[] };

export type LogNight = {
  night: string;
  /** Tonight is still being worked: a building without a mark is not yet a missed one. */
  tonight: boolean;
  cells: LogCell[];
  /** Every building has a Picked up mark this night (a return visit after a problem counts). */
  fullyServed: boolean;
};

const day = 24 * 60 * 60 * 1000;
const toDate = (night: string) => new Date(`${night}T00:00:00Z`);
const toNight = (date: Date) => date.toISOString().slice(0, 10);

/** "2026-11" of "2026-11-25". */
export const monthOf = (night: string) => night.slice(0, 7);

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/**
 * The night a moment belongs to, as private.business_night computes it: the date on Utah's
 * clock twelve hours earlier. Used for when a property or building was added or retired, so that
 * the nights it was not on the route count neither as served nor as missed.
 */
export function businessNight(instant: string | Date): string {
  const read = Object.fromEntries(
    parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  const date = `${read.year}-${read.month}-${read.day}`;
  return Number(read.hour) < 12 ? toNight(new Date(toDate(date).getTime() - day)) : date;
}

/**
 * The nights of `month` the log shows, latest first: from the month's first (or the property's
 * first night of service, if later: rpc/property_month's first_night) to its last (or tonight, if
 * sooner). None for a month to come.
 */
export function nightsOf(month: string, tonight: string, since: string): string[] {
  const first = `${month}-01`;
  const start = since > first ? since : first;
  const next = toDate(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = toNight(new Date(next.getTime() - day));
  const end = tonight < last ? tonight : last;
  const nights: string[] = [];
  for (let at = toDate(end).getTime(); at >= toDate(start).getTime(); at -= day)
    nights.push(toNight(new Date(at)));
  return nights;
}

/** The months the picker offers, newest first: this one back to the one the account began in. */
export function monthsSince(tonight: string, since: string, most = 24): string[] {
  const months: string[] = [];
  const at = toDate(`${monthOf(tonight)}-01`);
  while (months.length < most && toNight(at).slice(0, 7) >= monthOf(since)) {
    months.push(toNight(at).slice(0, 7));
    at.setUTCMonth(at.getUTCMonth() - 1);
  }
  return months;
}

const byTime =
  <T>(time: (item: T) => string) =>
  (a: T, b: T) =>
    time(a) < time(b) ? -1 : time(a) > time(b) ? 1 : 0;

/**
 * Whether the building was on the route that night: added by the night's end, and not retired
 * before it began. Tonight, only a building still on the route is still to be done.
 */
function onRouteThat(building: LogBuilding, night: string, tonight: string) {
  if (businessNight(building.created_at) > night) return false;
  if (building.retired_at === null) return true;
  return night !== tonight && businessNight(building.retired_at) >= night;
}

/**
 * Each night of `nights` with the buildings of that night, from the property's marks and
 * reports: those on the route then, and any other that has a mark or a report that night, so
 * that nothing recorded is left out.
 */
export function logNights(
  buildings: LogBuilding[],
  nights: string[],
  tonight: string,
  marks: PickupMark[],
  reports: MissedReport[],
): LogNight[] {
  const key = (building: string, night: string) => `${building} ${night}`;
  const marksAt = new Map<string, PickupMark[]>();
  for (const mark of [...marks].sort(byTime((m) => m.happened_at)))
    marksAt.set(key(mark.building_id, mark.night), [
      ...(marksAt.get(key(mark.building_id, mark.night)) ?? []),
      mark,
    ]);
  const reportsAt = new Map<string, MissedReport[]>();
  for (const report of [...reports].sort(byTime((r) => r.created_at)))
    reportsAt.set(key(report.building_id, report.night), [
      ...(reportsAt.get(key(report.building_id, report.night)) ?? []),
      report,
    ]);
  return nights.map((night) => {
    const cells = buildings
      .map((building) => ({
        building,
        marks: marksAt.get(key(building.id, night)) ?? [],
        reports: reportsAt.get(key(building.id, night)) ?? [],
      }))
      .filter(
        (cell) =>
          cell.marks.length > 0 ||
          cell.reports.length > 0 ||
          onRouteThat(cell.building, night, tonight),
      );
    return {
      night,
      tonight: night === tonight,
      cells,
      fullyServed:
        cells.length > 0 &&
        cells.every((cell) => cell.marks.some((mark) => mark.kind === "picked_up")),
    };
  });
}

/** The buildings any of the nights shows, in the order given: the table's columns. */
export function logColumns(buildings: LogBuilding[], nights: LogNight[]) {
  const shown = new Set(nights.flatMap((night) => night.cells.map((cell) => cell.building.id)));
  return buildings.filter((building) => shown.has(building.id));
}

/**
 * How many of the nights that are over were fully served. Tonight is left out until it is over:
 * the route may still be on its way; so is a night with no building on the route.
 */
export function servedShare(nights: LogNight[]) {
  const over = nights.filter((night) => !night.tonight && night.cells.length > 0);
  return { served: over.filter((night) => night.fullyServed).length, nights: over.length };
}

/** The crew's problems that name a unit, latest first: what a manager may follow up. */
export function unitProblems(nights: LogNight[]) {
  return nights.flatMap((night) =>
    night.cells.flatMap((cell) =>
      cell.marks
        .filter((mark) => mark.kind === "problem" && mark.unit)
        .reverse()
        .map((mark) => ({ night: night.night, building: cell.building, mark })),
    ),
  );
}

/** A mark's problem as one of the kinds the database takes (its CHECK), or null. */
export const problemOf = (mark: PickupMark): ProblemKind | null =>
  problemKinds.find((kind) => kind === mark.problem) ?? null;
