-- A search inside Open, narrowed as a search in All or a status is
-- (20261129040100_inbox_fast.sql): each of Open's four runs read every open request (1,085 at the
-- scale seed, docs/performance/owner-queries.md) and checked its text, four times a page.

-- The open requests' pieces alone: what a search inside Open narrows to, without reading the
-- pieces of the 30,000 requests of every status.
create index service_requests_open_search_idx on public.service_requests
  using gin (private.request_grams(name, city, phone))
  where status in ('new', 'contacted', 'scheduled');

-- private.search_request_ids for the open requests: their ids, read past row security through the
-- index above, for staff and the service role only; the search reads those rows under the policy.
-- No digits is null, not '{}': every row holds the empty set, and a plan made before the value is
-- known (a SQL function's) read and rechecked every open row for it; `@>` null finds none.
create function private.search_open_request_ids(term_grams text[], digit_grams text[])
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(r.id), '{}')
    from public.service_requests r
   where ((select public.is_staff()) or current_setting('role', true) = 'service_role')
     and r.status in ('new', 'contacted', 'scheduled')
     and (private.request_grams(r.name, r.city, r.phone) @> term_grams
          or private.request_grams(r.name, r.city, r.phone) @> nullif(digit_grams, '{}'))
$$;

revoke all on function private.search_open_request_ids(text[], text[]) from public, anon;
grant execute on function private.search_open_request_ids(text[], text[])
  to authenticated, service_role;

-- As before, but a search inside Open of three characters or more (and no digits, or three or
-- more) reads only the open requests that hold its pieces, each by its key, and orders those few
-- in Open's order at once (private.inbox_place, the order the four runs read), after the page's
-- last row. Each id is looked up in a subquery kept apart (`offset 0`): joined, or as
-- `id = any(…)`, the planner, which cannot know how many ids there are, chose to read every open
-- request by service_requests_open_idx and match them to the ids instead.
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

  if filter = 'open' and char_length(term) >= 3 and char_length(digits) not in (1, 2) then
    matches := private.search_open_request_ids(term_grams, digit_grams);
    return query
      select r.* from unnest(matches) as m (id)
      cross join lateral (select * from public.service_requests s where s.id = m.id offset 0) r
      where r.status in ('new', 'contacted', 'scheduled')
        and (r.name ilike pattern or r.city ilike pattern
             or (digits <> '' and r.phone like phone_pattern))
        and (after is null
             or private.inbox_place(r, as_of) > private.inbox_place(mark, as_of)
             or (private.inbox_place(r, as_of) = private.inbox_place(mark, as_of)
                 and (r.created_at, r.id) < (mark.created_at, mark.id)))
      order by private.inbox_place(r, as_of), r.created_at desc, r.id desc
      limit size;
  elsif filter = 'open' then
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
