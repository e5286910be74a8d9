// The business's clock. Plain TypeScript with no imports: the edge functions import this file,
// and the site reaches it through @shared/time-zone (src/lib/service-request.ts). SQL cannot
// import it, so the migrations write the zone out; tests/supabase/time_zone.test.ts fails when
// a migration names another.

/**
 * Where the business is (Pleasant Grove, Utah). A request's day, "today" for a start date, the
 * day a job is agreed for and the month of the inbox's figures are all days on this calendar,
 * whatever the zone of the visitor's or the owner's device.
 */
export const businessTimeZone = "America/Denver";
