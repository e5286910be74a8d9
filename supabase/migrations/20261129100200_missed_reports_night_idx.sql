-- Tonight's reports on the route (public.route_night) were found by reading every report ever
-- made: the only index by night was (property_id, night), and the route asks for one night across
-- every property. At the scale seed (docs/performance/owner-queries.md) that was 2,994 reports
-- for the night's few, a number that grows every night.
create index missed_pickup_reports_night_idx on public.missed_pickup_reports (night)
  where held_reason is null;
