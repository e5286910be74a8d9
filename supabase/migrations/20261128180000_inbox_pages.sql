-- The inbox's list, searched, ordered and paged by the database, and its figures in one call.
--
-- The list used to order only the 50 rows it had loaded, so with more than 50 open requests an
-- overdue job could sit on the second page, and a search ran over what was loaded. Here the
-- whole table is ordered and searched, and a page starts after a row (keyset), never at an
-- offset: a row that arrives while the owner reads moves nothing under the next page.
--
-- Both functions run with the caller's rights (security invoker): the policy "Staff read every
-- request not held" decides who sees which rows, as it does for a select on the table.

-- Where a request stands in the Open list, in the order of what needs an answer first (the order
-- the browser used to give the loaded rows): new requests, overdue jobs (a scheduled day
-- before `today`), contacted ones, then the other scheduled jobs; overdue and scheduled jobs by
-- their day and window (a day's timed jobs before its untimed ones, jobs with no day last). Rows
-- in the same place come newest first. New and contacted requests have no place in time: their
-- day and window are left out (the places of jobs with none), so they are one place each.
create type private.inbox_place as (rank integer, day date, starts time, ends time);

--
-- No `set search_path`: a function with one is never inlined, and this one is called for every
-- open request the list sorts and compares; inlined, it is an expression of the query (a third
-- of the time at scale, docs/performance/owner-queries.md). It names no table, and its type by
-- schema.
create function private.inbox_place(r public.service_requests, today date)
returns private.inbox_place
language sql
immutable
as $$
  select case
    when r.status = 'new' then (0, 'infinity', '24:00', '24:00')::private.inbox_place
    when r.status = 'contacted' then (2, 'infinity', '24:00', '24:00')::private.inbox_place
    else (case when r.scheduled_for < today then 1 else 3 end,
          coalesce(r.scheduled_for, 'infinity'), coalesce(r.scheduled_from, '24:00'),
          coalesce(r.scheduled_until, '24:00'))::private.inbox_place
  end
$$;

-- The business's today, on its clock: a job's agreed day is a plain date in Utah.
create function private.business_day()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Denver')::date
$$;

-- The list's pages. `filter` is 'open' (new, contacted, scheduled), one status, or 'all' (every
-- request the caller may read). `search` finds its text in the name or the city, and its digits
-- in the phone (stored as +18015550142, so "801 555" finds it), as the search box promises;
-- LIKE's wildcards in it match nothing special. `after` is the id of the last row of the page
-- before (null for the first page): the next page holds the rows that sort after it, by that
-- row's values now. At most `page_size` rows (1 to 100). `today` is the day a job is overdue
-- after: the business's today unless the phone says which day it shows (its own clock's, in Utah),
-- so that the order agrees with the overdue marks beside the rows, and every page with the first.
create function public.inbox_requests(
  filter text default 'open',
  search text default '',
  after uuid default null,
  page_size integer default 50,
  today date default null
)
returns setof public.service_requests
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  as_of date := coalesce(today, private.business_day());
  term text := btrim(regexp_replace(coalesce(search, ''), '[%_*]', '', 'g'));
  digits text := regexp_replace(term, '\D', '', 'g');
  pattern text := '%' || replace(term, '\', '\\') || '%';
  phone_pattern text := '%' || digits || '%';
  size integer := greatest(1, least(coalesce(page_size, 50), 100));
  mark public.service_requests;
begin
  if filter is null
     or filter not in ('open', 'all', 'new', 'contacted', 'scheduled', 'done', 'lost') then
    raise exception using
      errcode = '22023',
      message = 'filter must be open, all or a status.';
  end if;
  if after is not null then
    select * into mark from public.service_requests r where r.id = after;
    if not found then
      raise exception using
        errcode = 'PT404',
        message = 'The row the page starts after is not there.';
    end if;
  end if;

  if filter = 'open' then
    return query
      select r.* from public.service_requests r
      where r.status in ('new', 'contacted', 'scheduled')
        and (term = '' or r.name ilike pattern or r.city ilike pattern
             or (digits <> '' and r.phone like phone_pattern))
        and (after is null
             or private.inbox_place(r, as_of) > private.inbox_place(mark, as_of)
             or (private.inbox_place(r, as_of) = private.inbox_place(mark, as_of)
                 and (r.created_at, r.id) < (mark.created_at, mark.id)))
      order by private.inbox_place(r, as_of), r.created_at desc, r.id desc
      limit size;
  else
    return query
      select r.* from public.service_requests r
      where (filter = 'all' and r.status <> 'held' or r.status = filter)
        and (term = '' or r.name ilike pattern or r.city ilike pattern
             or (digits <> '' and r.phone like phone_pattern))
        and (after is null or (r.created_at, r.id) < (mark.created_at, mark.id))
      order by r.created_at desc, r.id desc
      limit size;
  end if;
end;
$$;

-- The Open list reads the open requests alone (a small share of them all) and orders them; the
-- others walk an index newest first and stop at the page's end.
create index service_requests_open_idx on public.service_requests (created_at)
  where status in ('new', 'contacted', 'scheduled');
create index service_requests_status_created_at_idx
  on public.service_requests (status, created_at, id);
create index service_requests_created_at_id_idx on public.service_requests (created_at, id);

-- The figures above the list: how many requests have each status (held ones are not the inbox's:
-- the policy hides them), and the median minutes from arrival to first contact over the last 30
-- days (null when none was contacted), rounded to the minute.
create function public.inbox_summary()
returns table (
  new bigint,
  contacted bigint,
  scheduled bigint,
  done bigint,
  lost bigint,
  median_minutes_to_contact integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*) filter (where r.status = 'new'),
    count(*) filter (where r.status = 'contacted'),
    count(*) filter (where r.status = 'scheduled'),
    count(*) filter (where r.status = 'done'),
    count(*) filter (where r.status = 'lost'),
    (select round((percentile_cont(0.5) within group (
              order by extract(epoch from m.contacted_at - m.created_at) / 60))::numeric)::integer
       from public.service_requests m
      where m.created_at >= now() - interval '30 days' and m.contacted_at is not null)
  from public.service_requests r
$$;

-- Done jobs not yet asked for a review, the most recently done first (the Reviews view).
create index service_requests_reviews_idx on public.service_requests (status_changed_at desc)
  where status = 'done' and review_requested_at is null;

revoke all on function public.inbox_requests(text, text, uuid, integer, date) from public, anon;
grant execute on function public.inbox_requests(text, text, uuid, integer, date)
  to authenticated, service_role;
revoke all on function public.inbox_summary() from public, anon;
grant execute on function public.inbox_summary() to authenticated, service_role;
revoke all on function private.inbox_place(public.service_requests, date) from public;
grant execute on function private.inbox_place(public.service_requests, date)
  to authenticated, service_role;
revoke all on function private.business_day() from public;
grant execute on function private.business_day() to authenticated, service_role;
