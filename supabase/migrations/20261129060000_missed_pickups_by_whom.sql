-- Who made the crew's last mark of a building a resident reports missed: the owner reads it in
-- Missed pickups as on the route (an account's e-mail, a removed member's too). The partner never
-- reads the person, and missed_pickups stays the owner's alone.

-- The people who made these marks, for staff: marked_by is kept from every role's reads by the
-- column grant, so it is read past it, as missed_report_phones reads the phones.
create function public.mark_authors(ids uuid[])
returns table (id uuid, marked_by text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select m.id, private.marker_email(m.marked_by) from public.pickup_marks m
    where m.id = any(ids) and m.marked_by is not null;
end;
$$;

revoke all on function public.mark_authors(uuid[]) from public, anon;
grant execute on function public.mark_authors(uuid[]) to authenticated;

-- As before, with mark_by: who made that last mark.
drop function public.missed_pickups(uuid, integer);
create function public.missed_pickups(after uuid default null, page_size integer default 50)
returns table (
  id uuid,
  unit text,
  phone text,
  created_at timestamptz,
  night date,
  building_id uuid,
  property text,
  building text,
  mark_kind text,
  mark_problem text,
  mark_happened_at timestamptz,
  mark_by text,
  photo_small_path text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  size integer := greatest(1, least(coalesce(page_size, 50), 100));
  mark_at timestamptz;
begin
  if not (select public.is_staff()) then
    raise exception using
      errcode = '42501',
      message = 'Only staff read the missed pickups.';
  end if;
  if after is not null then
    select r.created_at into mark_at from public.missed_pickup_reports r where r.id = after;
    if not found then
      raise exception using
        errcode = 'PT404',
        message = 'The row the page starts after is not there.';
    end if;
  end if;
  return query
    with page as (
      select r.id, r.unit, r.created_at, r.night, r.building_id, r.property_id, r.has_photo
        from public.missed_pickup_reports r
       where after is null or (r.created_at, r.id) < (mark_at, after)
       order by r.created_at desc, r.id desc
       limit size
    ),
    last_marks as (
      select p.id as report_id, m.id, m.kind, m.problem, m.happened_at
        from page p
        cross join lateral (
          select m.id, m.kind, m.problem, m.happened_at from public.pickup_marks m
           where m.building_id = p.building_id and m.night = p.night
           order by m.happened_at desc, m.id desc
           limit 1
        ) m
    )
    select p.id, p.unit, ph.phone, p.created_at, p.night, p.building_id, pr.name, b.name,
           m.kind, m.problem, m.happened_at, who.marked_by,
           case when p.has_photo then 'reports/' || p.id || '.thumb.jpg' end
      from page p
      join public.properties pr on pr.id = p.property_id
      join public.property_buildings b on b.id = p.building_id
      left join public.missed_report_phones(array(select page.id from page)) ph on ph.id = p.id
      left join last_marks m on m.report_id = p.id
      left join public.mark_authors(array(select last_marks.id from last_marks)) who
        on who.id = m.id
     order by p.created_at desc, p.id desc;
end;
$$;

revoke all on function public.missed_pickups(uuid, integer) from public, anon, service_role;
grant execute on function public.missed_pickups(uuid, integer) to authenticated;
