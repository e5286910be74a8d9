/** The example of docs/dev/database-lifecycle.md. */
export const example = {
  month: "2026-11-01",
  time_zone: "America/Denver",
  new_leads: 6,
  won: 2,
  lost: 2,
  lost_by_reason: { price: 1, timing: 0, no_answer: 0, chose_another: 0, other: 0, not_given: 1 },
  first_contacts: 5,
  median_first_contact_seconds: 3600,
  quoted: 3,
  won_one_off_cents: 34900,
  won_monthly_cents: 6000,
  by_source_page: { landing: 1, area: 1, pricing: 1, how_to_start: 1, direct: 1, unknown: 1 },
  by_source_host: [
    { host: null, leads: 3 },
    { host: "google.com", leads: 2 },
  ],
  by_city: [
    { city: "Orem", leads: 3 },
    { city: "Provo", leads: 2 },
  ],
};
