-- Missed pickups reads its page's buildings by their keys: joined, the planner read all 1,500
-- buildings of the scale seed under their policy, and hashed them, to name 50 reports
-- (docs/performance/owner-queries.md). A subquery of the select list is never joined that way:
-- each is an index lookup. Only staff call it, who read every building, and each report has one
-- (a foreign key), so the rows are those the join gave. The 200 properties stay joined: a table
-- of five pages is read whole sooner than looked up 50 times.
create or replace function public.missed_pickups(after uuid default null, page_size integer default 50)
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
    select p.id, p.unit, ph.phone, p.created_at, p.night, p.building_id,
           pr.name, (select b.name from public.property_buildings b where b.id = p.building_id),
           m.kind, m.problem, m.happened_at, who.marked_by,
           case when p.has_photo then 'reports/' || p.id || '.thumb.jpg' end
      from page p
      join public.properties pr on pr.id = p.property_id
      left join public.missed_report_phones(array(select page.id from page)) ph on ph.id = p.id
      left join last_marks m on m.report_id = p.id
      left join public.mark_authors(array(select last_marks.id from last_marks)) who
        on who.id = m.id
     order by p.created_at desc, p.id desc;
end;
$$;
