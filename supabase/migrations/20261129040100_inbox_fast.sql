-- The inbox's Open list, its figures and its search, each answered without reading every row.
--
-- At ten times a real year (docs/performance/owner-queries.md) three calls read far more than
-- they show: Open sorted every open request for its first page (a job's place depends on today:
-- overdue or not), the summary counted 30,000 rows, and a search that matched few rows read every
-- row of the filter (a pattern with a leading wildcard can use no B-tree index).

-- The number of requests of each status, kept by triggers as rows arrive, change status, or go:
-- the summary reads six rows instead of counting the table. Enabled always, so that rows stored
-- with the triggers off (session_replication_role = replica: an import, the scale seed) are
-- counted too. Staff read it (held rows' count included, which the summary leaves out); the
-- service role past RLS.
create table private.request_counts (
  status text primary key,
  requests bigint not null default 0
);
alter table private.request_counts enable row level security;
create policy "Staff read the counts" on private.request_counts for select
  to authenticated
  using ((select public.is_staff()));
revoke all on private.request_counts from public, anon, authenticated, service_role;
grant select on private.request_counts to authenticated, service_role;

insert into private.request_counts (status, requests)
select r.status, count(*) from public.service_requests r group by r.status;

create function private.count_requests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from private.request_counts;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update private.request_counts c set requests = c.requests - 1 where c.status = old.status;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.request_counts as c (status, requests) values (new.status, 1)
    on conflict (status) do update set requests = c.requests + 1;
  end if;
  return null;
end;
$$;
revoke all on function private.count_requests() from public, anon, authenticated, service_role;

create trigger service_requests_count
  after insert or delete on public.service_requests
  for each row execute function private.count_requests();
create trigger service_requests_count_status
  after update of status on public.service_requests
  for each row when (old.status is distinct from new.status)
  execute function private.count_requests();
create trigger service_requests_count_truncate
  after truncate on public.service_requests
  for each statement execute function private.count_requests();
alter table public.service_requests enable always trigger service_requests_count;
alter table public.service_requests enable always trigger service_requests_count_status;
alter table public.service_requests enable always trigger service_requests_count_truncate;

-- The same one row as before: another account reads no count (zeros), held requests are not the
-- inbox's. The median reads the last 30 days alone, by the arrival index.
create or replace function public.inbox_summary()
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
    coalesce(sum(c.requests) filter (where c.status = 'new'), 0)::bigint,
    coalesce(sum(c.requests) filter (where c.status = 'contacted'), 0)::bigint,
    coalesce(sum(c.requests) filter (where c.status = 'scheduled'), 0)::bigint,
    coalesce(sum(c.requests) filter (where c.status = 'done'), 0)::bigint,
    coalesce(sum(c.requests) filter (where c.status = 'lost'), 0)::bigint,
    (select round((percentile_cont(0.5) within group (
              order by extract(epoch from m.contacted_at - m.created_at) / 60))::numeric)::integer
       from public.service_requests m
      where m.created_at >= now() - interval '30 days' and m.contacted_at is not null)
  from private.request_counts c
$$;

-- The three-character pieces of a text (lower case), for a search that finds a term anywhere in
-- it: every piece of the term is among the text's. What pg_trgm's index does, in plain SQL, so
-- that the local stack (PGlite, which does not load pg_trgm) and a hosted project run the same.
create function private.grams(value text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct substr(value, i, 3)), '{}')
    from generate_series(1, char_length(value) - 2) i
$$;

-- A request's pieces: of its name, its city (lower case) and its phone's digits.
create function private.request_grams(name text, city text, phone text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.grams(lower(name)) || private.grams(lower(city))
         || private.grams(regexp_replace(phone, '\D', '', 'g'))
$$;

create index service_requests_search_idx on public.service_requests
  using gin (private.request_grams(name, city, phone));

-- The ids of the requests whose pieces hold every piece of the term, or of its digits: what the
-- GIN index narrows a search to. Row security would keep the index from being used (`@>` is not
-- leakproof, so PostgreSQL checks the policy on every row first, and reads them all): this reads
-- past it, as its owner, for staff and the service role only, and gives ids alone; the search
-- then reads those rows under the policy, by their primary key, and checks the text itself.
create function private.search_request_ids(term_grams text[], digit_grams text[])
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(r.id), '{}')
    from public.service_requests r
   where ((select public.is_staff()) or current_setting('role', true) = 'service_role')
     and (private.request_grams(r.name, r.city, r.phone) @> term_grams
          or (digit_grams <> '{}'
              and private.request_grams(r.name, r.city, r.phone) @> digit_grams))
$$;

-- The list's pages, as before (20261128180000_inbox_pages.sql), read differently:
-- - Open is four runs of its order, each read in order by an index (a status's newest first, or
--   service_requests_scheduled_place_idx of 20261129040000_owner_lists.sql) and stopped at the page's
--   end: new requests (newest first), overdue jobs (a day before `today`, by day and window),
--   contacted requests, then the other scheduled jobs. A page after a row starts in that row's
--   run, after it, and goes on into the next runs until it is full.
-- - A search of three characters or more (and no digits, or three or more) first narrows to the
--   rows that hold the pieces of the term or of its digits (private.search_request_ids, through
--   the GIN index), then checks the text itself.
create or replace function public.inbox_requests(
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
  term_grams text[] := private.grams(lower(term));
  digit_grams text[] := private.grams(digits);
  matches uuid[];
  size integer := greatest(1, least(coalesce(page_size, 50), 100));
  mark public.service_requests;
  mark_run integer := 0;
  run integer;
  got integer := 0;
  found_rows integer;
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
    mark_run := (private.inbox_place(mark, as_of)).rank;
  end if;

  if filter = 'open' then
    foreach run in array array[0, 1, 2, 3] loop
      continue when run < mark_run;
      exit when got >= size;
      if run in (0, 2) then
        return query
          select r.* from public.service_requests r
          where r.status = case run when 0 then 'new' else 'contacted' end
            and (term = '' or r.name ilike pattern or r.city ilike pattern
                 or (digits <> '' and r.phone like phone_pattern))
            and (after is null or run > mark_run
                 or (r.created_at, r.id) < (mark.created_at, mark.id))
          order by r.created_at desc, r.id desc
          limit size - got;
      else
        return query
          select r.* from public.service_requests r
          where r.status = 'scheduled'
            and (case when run = 1
                      then coalesce(r.scheduled_for, 'infinity'::date) < as_of
                      else coalesce(r.scheduled_for, 'infinity'::date) >= as_of end)
            and (term = '' or r.name ilike pattern or r.city ilike pattern
                 or (digits <> '' and r.phone like phone_pattern))
            and (after is null or run > mark_run
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
          limit size - got;
      end if;
      get diagnostics found_rows = row_count;
      got := got + found_rows;
    end loop;
  elsif char_length(term) >= 3 and char_length(digits) not in (1, 2) then
    matches := private.search_request_ids(term_grams, digit_grams);
    return query
      select r.* from public.service_requests r
      where r.id = any(matches)
        and (filter = 'all' and r.status <> 'held' or r.status = filter)
        and (r.name ilike pattern or r.city ilike pattern
             or (digits <> '' and r.phone like phone_pattern))
        and (after is null or (r.created_at, r.id) < (mark.created_at, mark.id))
      order by r.created_at desc, r.id desc
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

revoke all on function private.grams(text) from public;
revoke all on function private.request_grams(text, text, text) from public;
grant execute on function private.grams(text) to authenticated, service_role;
grant execute on function private.request_grams(text, text, text) to authenticated, service_role;
revoke all on function private.search_request_ids(text[], text[]) from public, anon;
grant execute on function private.search_request_ids(text[], text[]) to authenticated, service_role;
