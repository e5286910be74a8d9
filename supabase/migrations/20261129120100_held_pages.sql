-- The Held view a page at a time: the held requests after the last one shown, by key (a flood
-- can hold thousands, and a real request among them must be reachable). The first page is what
-- the view read before.
drop function public.held_requests(integer);

-- The newest held requests, at most max_rows (1 to 500), after the held request `after` if given.
create function public.held_requests(max_rows integer default 100, after uuid default null)
returns setof public.service_requests
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select * from public.service_requests r
    where r.status = 'held'
      and (held_requests.after is null
           or (r.created_at, r.id) < (select k.created_at, k.id from public.service_requests k
                                       where k.id = held_requests.after))
    order by r.created_at desc, r.id desc
    limit greatest(1, least(coalesce(max_rows, 100), 500));
end;
$$;

revoke all on function public.held_requests(integer, uuid) from public, anon, service_role;
grant execute on function public.held_requests(integer, uuid) to authenticated;
