// The one map between the site's name of a service and the database's. Plain TypeScript with no
// imports, so that the edge functions, the site (src/config/site.ts) and the tests all import
// this file itself. The site keeps the names and prices it shows in src/config/site.ts, which
// the edge runtime cannot import; tests/functions/services.test.ts fails when the copies below
// drift apart from it.

/**
 * Each service's id in the site and its URLs (the tabs, `/get-started?service=<id>`), mapped to
 * the `service` column's value in public.service_requests (its CHECK lists the same values).
 */
export const serviceValues = {
  "garage-cleanouts": "garage_cleanout",
  "trash-collection": "trash_collection",
} as const;

export type ServiceId = keyof typeof serviceValues;
export type ServiceValue = (typeof serviceValues)[ServiceId];

/** Whether a text (a URL's ?service=, say) is a service id. */
export const isServiceId = (text: string | null): text is ServiceId =>
  text !== null && Object.hasOwn(serviceValues, text);

/** The service names of `site.pricing`, keyed by the `service` column's value. */
export const serviceNames: Record<ServiceValue, string> = {
  garage_cleanout: "Garage Cleanout",
  trash_collection: "Trash Collection",
};

/**
 * Trash collection costs this many dollars each month per room, or per unit of a property a
 * manager signs up (`trashPrice.amount`).
 */
export const trashPricePerRoomPerMonth = 20;

/** What prices a trash collection request: how many, of what, and the dollars each month. */
export type TrashCount = { count: number; per: "room" | "unit"; dollarsEachMonth: number };

/**
 * The one count that prices a trash collection request, everywhere it is shown (the form's
 * estimate, the inbox's row and suggested quote, the owner's e-mail): a property manager's
 * units, or a resident's rooms. The database holds at most one of the two
 * (service_requests_trash_one_count); a row from before that rule with both counts its units.
 * Null for a garage cleanout, or a trash request that names no count.
 */
export function trashCount(request: {
  service: ServiceValue;
  rooms?: number | null;
  units?: number | null;
}): TrashCount | null {
  if (request.service !== "trash_collection") return null;
  const [count, per] = request.units
    ? [request.units, "unit" as const]
    : [request.rooms ?? 0, "room" as const];
  return count > 0 ? { count, per, dollarsEachMonth: count * trashPricePerRoomPerMonth } : null;
}
