-- Who did what: each mark keeps who made it (pickup_marks.marked_by, set by the server), and the
-- owner sees it on the route; the partner reads the time of a mark, never the person.

-- The partner's, the crew's and the owner's reads of marks through the API leave marked_by out:
-- the owner reads the person through route_night, by e-mail.
revoke select on table public.pickup_marks from authenticated;
grant select (id, building_id, property_id, kind, problem, unit, note, photo_path, marked_at,
              sent_after_ms, recorded_at, happened_at, night)
  on table public.pickup_marks to authenticated;

-- Each mark's person, as the owner reads it: the account's e-mail (a removed crew member's too).
create function private.marker_email(user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email from auth.users u where u.id = marker_email.user_id;
$$;

revoke all on function private.marker_email(uuid) from public, anon, authenticated;

-- route_night as before, with `marked_by` (an e-mail, or null) on each mark for the owner alone.
create or replace function public.route_night()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  tonight date := public.current_night();
  owner boolean := public.is_staff();
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
               'recorded_at', m.recorded_at, 'night', m.night,
               'marked_by', case when owner then private.marker_email(m.marked_by) end)
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
