-- The held residents' reports (under Missed pickups) a page at a time, by key, as the held
-- requests are (20261129120100_held_pages.sql): a flood can hold hundreds, and a real report among
-- them must be reachable. The first page is what the view read before.
drop function public.held_reports(integer);

-- The newest held reports with their place, at most max_rows (1 to 500), after the held report
-- `after` if given.
create function public.held_reports(max_rows integer default 100, after uuid default null)
returns table (
  id uuid,
  property_name text,
  building_name text,
  unit text,
  phone text,
  has_photo boolean,
  created_at timestamptz,
  held_reason text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select r.id, pr.name, b.name, r.unit, r.phone, r.has_photo, r.created_at, r.held_reason
    from public.missed_pickup_reports r
    join public.properties pr on pr.id = r.property_id
    join public.property_buildings b on b.id = r.building_id
    where r.held_reason is not null
      and (held_reports.after is null
           or (r.created_at, r.id) < (select k.created_at, k.id from public.missed_pickup_reports k
                                       where k.id = held_reports.after))
    order by r.created_at desc, r.id desc
    limit greatest(1, least(coalesce(max_rows, 100), 500));
end;
$$;

revoke all on function public.held_reports(integer, uuid) from public, anon, service_role;
grant execute on function public.held_reports(integer, uuid) to authenticated;
