-- The inbox's Missed pickups view hears of each new report while it is open, and of the crew's
-- marks that go beside them, as it hears of new requests (20261124090000_owner_inbox.sql):
-- Realtime sends a table's changes only if it is in this publication, and only the rows the
-- subscriber may select (the policies of 20261126150000_pickups.sql: staff, and a partner their
-- own properties' rows).
alter publication supabase_realtime add table public.missed_pickup_reports, public.pickup_marks;
