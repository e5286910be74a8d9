// These mirror src/config/site.ts (the site's one source of names and prices), which the edge
// runtime cannot import; tests/functions/services.test.ts fails when the two drift apart.

/** The service names of `site.pricing`, keyed by the `service` column of service_requests. */
export const serviceNames = {
  garage_cleanout: "Garage Cleanout",
  trash_collection: "Trash Collection",
} as const;

/** Trash collection costs this many dollars per room each month (`trashPrice.amount`). */
export const trashPricePerRoomPerMonth = 20;
