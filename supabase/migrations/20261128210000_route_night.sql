-- Tonight's route in one call (POST /rest/v1/rpc/route_night): the night, the served properties
-- in route order with their buildings in position order, and tonight's marks and residents'
-- reports of those properties (held reports are nobody's list). The phone on the route makes one request instead of several, on a
-- signal that may be one bar in a garage. It replaces route_tonight, which read the properties
-- alone.

-- Who may run the route. One place, so that the route's reader and the marks' policies agree.
create function private.runs_route()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_staff();
$$;

revoke all on function private.runs_route() from public, anon, authenticated;
grant execute on function private.runs_route() to authenticated;

-- Security definer, so that what the route reads is exactly these columns whatever the tables'
-- own policies give the caller: no report's phone, no partner's billing. One jsonb value, so that
-- PostgREST's row cap (max_rows) cuts nothing.
create function public.route_night()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  tonight date := public.current_night();
begin
  if not (select private.runs_route()) then
    raise exception using errcode = '42501', message = 'Only the owner and the crew read the route.';
  end if;
  return jsonb_build_object(
    'night', tonight,
    'properties', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', pr.id, 'name', pr.name, 'street_address', pr.street_address,
               'city', pr.city, 'access_notes', pr.access_notes,
               'buildings', coalesce((
                 select jsonb_agg(jsonb_build_object('id', pb.id, 'name', pb.name)
                                  order by pb.position)
                   from public.property_buildings pb
                  where pb.property_id = pr.id and pb.retired_at is null), '[]'))
             order by pr.city, pr.name, pr.id)
        from public.properties pr
       where pr.active), '[]'),
    'marks', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', m.id, 'building_id', m.building_id, 'property_id', m.property_id,
               'kind', m.kind, 'problem', m.problem, 'unit', m.unit, 'note', m.note,
               'photo_path', m.photo_path, 'happened_at', m.happened_at,
               'recorded_at', m.recorded_at, 'night', m.night)
             order by m.happened_at)
        from public.pickup_marks m
        join public.properties pr on pr.id = m.property_id and pr.active
       where m.night = tonight), '[]'),
    'reports', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', r.id, 'building_id', r.building_id, 'property_id', r.property_id,
               'unit', r.unit, 'has_photo', r.has_photo, 'created_at', r.created_at,
               'night', r.night)
             order by r.created_at)
        from public.missed_pickup_reports r
        join public.properties pr on pr.id = r.property_id and pr.active
       where r.night = tonight and r.held_reason is null), '[]'));
end;
$$;

revoke all on function public.route_night() from public, anon;
grant execute on function public.route_night() to authenticated;

drop function public.route_tonight();
