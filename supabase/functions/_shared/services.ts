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

/** Trash collection costs this many dollars per room each month (`trashPrice.amount`). */
export const trashPricePerRoomPerMonth = 20;
