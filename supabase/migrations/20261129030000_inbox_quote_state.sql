-- The quote's state on the inbox's rows: what became of the request's link in use, read as a
-- computed field of a request (PostgREST's `select=*,quote_state`), so the inbox's one call
-- (rpc/inbox_requests) brings it with the rows and no request is added. As the invoker: RLS on
-- the links and deposits answers, so only staff read a state (anyone else reads null).

-- The latest step first: a deposit paid (and not refunded) on the link, its answer, opened, sent;
-- null for a request with no link in use, or one made and not yet sent.
create function public.quote_state(request public.service_requests)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select case
    when exists (select 1 from public.quote_deposits d
                  where d.link_id = l.id and d.status = 'paid') then 'deposit_paid'
    when l.accepted_at is not null then 'accepted'
    when l.declined_at is not null then 'declined'
    when l.viewed_at is not null then 'viewed'
    when l.sent_at is not null then 'sent'
  end
  from public.quote_links l
  where l.request_id = request.id and l.revoked_at is null
$$;

revoke all on function public.quote_state(public.service_requests) from public, anon;
grant execute on function public.quote_state(public.service_requests)
  to authenticated, service_role;
