-- The inbox's Upcoming, Reviews and Missed pickups views, each one page of a keyed SQL function.
--
-- Upcoming and Reviews were selects of the table capped at 200 rows, and Missed pickups five
-- requests joined in the browser (the reports, their buildings, their properties, the nights'
-- marks and the phones). Here each view reads one call: its rows in the view's order, a page at
-- a time, the next page starting after the last row shown (its id: a key, never an offset).
--
-- Security invoker: the policies decide, as for a select on the tables (staff read every row not
-- held; another account reads none). Anon may not call them.

-- Scheduled jobs by their day and window: a day's timed jobs before its untimed ones, jobs with
-- no day last (the order the view groups by day), the newest first within one day and window (as
-- the Open list orders them). `after` is the id of the last row shown; at most `page_size` rows
-- (1 to 100).
create function public.inbox_upcoming(after uuid default null, page_size integer default 50)
returns setof public.service_requests
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  size integer := greatest(1, least(coalesce(page_size, 50), 100));
  mark public.service_requests;
begin
  if after is not null then
    select * into mark from public.service_requests r where r.id = after;
    if not found then
      raise exception using
        errcode = 'PT404',
        message = 'The row the page starts after is not there.';
    end if;
  end if;
  return query
    select r.* from public.service_requests r
    where r.status = 'scheduled'
      and (after is null
           or (coalesce(r.scheduled_for, 'infinity'::date),
               coalesce(r.scheduled_from, '24:00'::time),
               coalesce(r.scheduled_until, '24:00'::time))
            > (coalesce(mark.scheduled_for, 'infinity'::date),
               coalesce(mark.scheduled_from, '24:00'::time),
               coalesce(mark.scheduled_until, '24:00'::time))
           or ((coalesce(r.scheduled_for, 'infinity'::date),
                coalesce(r.scheduled_from, '24:00'::time),
                coalesce(r.scheduled_until, '24:00'::time))
             = (coalesce(mark.scheduled_for, 'infinity'::date),
                coalesce(mark.scheduled_from, '24:00'::time),
                coalesce(mark.scheduled_until, '24:00'::time))
               and (r.created_at, r.id) < (mark.created_at, mark.id)))
    order by coalesce(r.scheduled_for, 'infinity'::date),
             coalesce(r.scheduled_from, '24:00'::time),
             coalesce(r.scheduled_until, '24:00'::time), r.created_at desc, r.id desc
    limit size;
end;
$$;

-- The same expressions as the order above, so a page is read in order and stops at its end.
create index service_requests_scheduled_place_idx on public.service_requests (
  coalesce(scheduled_for, 'infinity'::date),
  coalesce(scheduled_from, '24:00'::time),
  coalesce(scheduled_until, '24:00'::time),
  created_at desc,
  id desc
) where status = 'scheduled';
drop index public.service_requests_upcoming_idx;

-- Done jobs not yet asked for a review, the most recently done first (a job done before the
-- status's time was kept, with none, last), then by id.
create function public.inbox_reviews(after uuid default null, page_size integer default 50)
returns setof public.service_requests
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  size integer := greatest(1, least(coalesce(page_size, 50), 100));
  mark public.service_requests;
begin
  if after is not null then
    select * into mark from public.service_requests r where r.id = after;
    if not found then
      raise exception using
        errcode = 'PT404',
        message = 'The row the page starts after is not there.';
    end if;
  end if;
  return query
    select r.* from public.service_requests r
    where r.status = 'done' and r.review_requested_at is null
      and (after is null
           or (coalesce(r.status_changed_at, '-infinity'::timestamptz), r.id)
            < (coalesce(mark.status_changed_at, '-infinity'::timestamptz), mark.id))
    order by coalesce(r.status_changed_at, '-infinity'::timestamptz) desc, r.id desc
    limit size;
end;
$$;

create index service_requests_reviews_key_idx on public.service_requests (
  coalesce(status_changed_at, '-infinity'::timestamptz) desc, id desc
) where status = 'done' and review_requested_at is null;
drop index public.service_requests_reviews_idx;

-- Residents' reports of a missed pickup, newest first, each with its property's and building's
-- names, the resident's phone, the crew's last mark of that building on the report's night (a
-- later mark, a return visit, speaks) and the path of the photo's small copy: a list never names
-- the photo itself (the owner opens the small copy to see it). Staff only: the phones are the
-- owner's to call, never a partner's (missed_report_phones reads them past the column grant) and
-- the crew see the reports on the route. Held reports are not listed (the policy).
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
    )
    select p.id, p.unit, ph.phone, p.created_at, p.night, p.building_id, pr.name, b.name,
           m.kind, m.problem, m.happened_at,
           case when p.has_photo then 'reports/' || p.id || '.thumb.jpg' end
      from page p
      join public.properties pr on pr.id = p.property_id
      join public.property_buildings b on b.id = p.building_id
      left join public.missed_report_phones(array(select page.id from page)) ph on ph.id = p.id
      left join lateral (
        select m.kind, m.problem, m.happened_at from public.pickup_marks m
         where m.building_id = p.building_id and m.night = p.night
         order by m.happened_at desc, m.id desc
         limit 1
      ) m on true
     order by p.created_at desc, p.id desc;
end;
$$;

create index missed_pickup_reports_listed_idx on public.missed_pickup_reports (created_at, id)
  where held_reason is null;

revoke all on function public.inbox_upcoming(uuid, integer) from public, anon;
grant execute on function public.inbox_upcoming(uuid, integer) to authenticated, service_role;
revoke all on function public.inbox_reviews(uuid, integer) from public, anon;
grant execute on function public.inbox_reviews(uuid, integer) to authenticated, service_role;
revoke all on function public.missed_pickups(uuid, integer) from public, anon, service_role;
grant execute on function public.missed_pickups(uuid, integer) to authenticated;
