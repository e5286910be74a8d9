import type { Json } from "@/lib/database.types";
import { lostReasons, sourcePages, type LostReason, type SourcePage } from "@/lib/service-request";

/** The figures of inbox_month (docs/dev/database-lifecycle.md), as the month view reads them. */
export type MonthFigures = {
  month: string;
  newLeads: number;
  won: number;
  lost: number;
  lostByReason: Record<LostReason | "not_given", number>;
  medianFirstContactSeconds: number | null;
  /** Requests with a quote written down (the inbox does not know whether it was sent). */
  quoted: number;
  /** The quotes of won garage cleanouts: one-off prices. */
  wonOneOffCents: number;
  /** The quotes of won trash collections: prices each month, kept apart from one-off work. */
  wonMonthlyCents: number;
  bySourcePage: Record<SourcePage | "unknown", number>;
  bySourceHost: { host: string | null; leads: number }[];
  byCity: { city: string; leads: number }[];
};

/** The pages the figures count leads by; "unknown" for requests from before they were noted. */
export const pagesCounted: (SourcePage | "unknown")[] = [...sourcePages, "unknown"];

type JsonObject = { [key: string]: Json | undefined };
const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const count = (value: Json | undefined) =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;

/** An object with a count under each key, or null. */
function counts(value: Json | undefined, keys: readonly string[]) {
  if (!isObject(value)) return null;
  return keys.every((key) => count(value[key]) !== null) ? value : null;
}

/** A list of `{<key>: name, leads: n}`, the name a string (or null where allowed), or null. */
function leadsBy(value: Json | undefined, key: string, nullable: boolean) {
  if (!Array.isArray(value)) return null;
  const valid = value.every(
    (row) =>
      isObject(row) &&
      count(row.leads) !== null &&
      (typeof row[key] === "string" || (nullable && row[key] === null)),
  );
  return valid ? value : null;
}

/** The RPC's answer as figures, or null when it is not the shape this inbox knows. */
export function parseMonth(json: Json): MonthFigures | null {
  if (!isObject(json) || typeof json.month !== "string") return null;
  const median = json.median_first_contact_seconds;
  const figures = {
    month: json.month,
    newLeads: count(json.new_leads),
    won: count(json.won),
    lost: count(json.lost),
    lostByReason: counts(json.lost_by_reason, [...lostReasons, "not_given"]),
    medianFirstContactSeconds: median === null ? null : count(median),
    quoted: count(json.quoted),
    wonOneOffCents: count(json.won_one_off_cents),
    wonMonthlyCents: count(json.won_monthly_cents),
    bySourcePage: counts(json.by_source_page, pagesCounted),
    bySourceHost: leadsBy(json.by_source_host, "host", true),
    byCity: leadsBy(json.by_city, "city", false),
  };
  const { medianFirstContactSeconds, ...required } = figures;
  if (Object.values(required).some((value) => value === null)) return null;
  if (median !== null && medianFirstContactSeconds === null) return null;
  // Every part checked above: the shape is the one MonthFigures names.
  return figures as unknown as MonthFigures;
}

/** The first day of the month `param` names ("2026-11"), or of `today`'s month. */
export function monthStart(param: string | null, today: string): string {
  const valid = param && /^\d{4}-(0[1-9]|1[0-2])$/.test(param) ? param : today.slice(0, 7);
  return `${valid}-01`;
}

/** The first day of the month `by` months from `start`'s. */
export function shiftMonth(start: string, by: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by, 1);
  return date.toISOString().slice(0, 10);
}

const monthFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  year: "numeric",
});
/** "November 2026". */
export const monthLabel = (start: string) => monthFormat.format(new Date(`${start}T00:00:00Z`));
