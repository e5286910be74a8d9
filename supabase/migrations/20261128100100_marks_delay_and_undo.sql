-- A mark is the record of a night: the server takes the phone's wait only within a bound, keeps a
-- mark off a building that left the route, and lets the crew take a mark back only within the
-- Undo's minute, not all night.

-- How long a mark may have waited on the phone: a night's shift and the drive home without
-- signal. Past it the phone's wait is too long to place the mark in its night by the server's
-- clock, and the mark is refused (the route shows why and keeps it on the phone).
create function private.mark_wait_limit()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '12 hours';
$$;

-- How long after a mark arrives the crew may take it back: the route's Undo is offered for a
-- minute after the tap (undoFor, src/features/route/components/RouteList.tsx), and the undo
-- itself takes a moment to arrive.
create function private.mark_undo_window()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '1 minute 20 seconds';
$$;

revoke all on function private.mark_wait_limit(), private.mark_undo_window()
  from public, anon;
grant execute on function private.mark_wait_limit(), private.mark_undo_window()
  to authenticated, service_role;

-- pickup_marks_before_insert (20261126150000_pickups.sql) as before, and: a building that left
-- the route takes no mark, nor does a mark that waited longer than the bound.
create or replace function private.pickup_marks_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  served boolean;
  retired timestamptz;
begin
  select pr.id, pr.active, b.retired_at into new.property_id, served, retired
    from public.property_buildings b join public.properties pr on pr.id = b.property_id
   where b.id = new.building_id;
  if not coalesce(served, false) then
    raise exception using
      errcode = '23514',
      constraint = 'pickup_marks_property_active',
      message = 'This building''s property is not served: it is inactive or gone.';
  end if;
  if retired is not null then
    raise exception using
      errcode = '23514',
      constraint = 'pickup_marks_building_on_route',
      message = 'This building is no longer on the route.';
  end if;
  if make_interval(secs => new.sent_after_ms / 1000.0) > private.mark_wait_limit() then
    raise exception using
      errcode = '23514',
      constraint = 'pickup_marks_sent_after_limit',
      message = format('This mark waited on the phone more than %s hours, too long to tell its '
                       'night. Discard it, and mark the building again if it is still to do.',
                       extract(epoch from private.mark_wait_limit())::integer / 3600);
  end if;
  new.recorded_at := now();
  new.happened_at := now() - make_interval(secs => new.sent_after_ms / 1000.0);
  new.night := private.business_night(new.happened_at);
  new.marked_by := auth.uid();
  return new;
end;
$$;

drop policy "Staff take back a mark of tonight" on public.pickup_marks;

-- Undo: the crew takes back a mark just made; after that it is the record.
create policy "Staff take back a mark within the Undo's minute"
  on public.pickup_marks for delete
  to authenticated
  using ((select public.is_staff()) and recorded_at > now() - private.mark_undo_window());
