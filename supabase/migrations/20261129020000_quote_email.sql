-- The quote e-mailed to the customer: the owner's tap on the request's page hands the link's
-- token to notify-owner (as his own access token's call), which e-mails the link to the address
-- the customer gave. The token is never stored: this function checks it against the link's
-- SHA-256 and claims the link's one e-mail (emailed_at), so a double tap, or a retried call,
-- sends one. Staff only; nobody sets emailed_at directly (the update grant names sent_at and
-- revoked_at alone).

alter table public.quote_links add column emailed_at timestamptz;

comment on column public.quote_links.emailed_at is
  'When the link was e-mailed to the customer (claim_quote_email): once per link.';

-- Answers the customer's name, e-mail and service when this call claims the link's e-mail
-- (status 'send'), 'emailed' when it was claimed before, 'no_email' when the customer gave no
-- address; no row for a token that is not this request's link in use (unknown, revoked, or
-- another request's). A claim also marks the link sent. 42501 for anyone but staff.
create function public.claim_quote_email(request_id uuid, token_hash text)
returns table (status text, name text, email text, service text, link_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  link public.quote_links;
  request public.service_requests;
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff may e-mail a quote.';
  end if;
  select * into link from public.quote_links l
   where l.request_id = claim_quote_email.request_id
     and l.token_hash = claim_quote_email.token_hash
     and l.revoked_at is null
   for update;
  if link.id is null then
    return;
  end if;
  select * into request from public.service_requests r where r.id = link.request_id;
  if nullif(btrim(request.email), '') is null then
    return query select 'no_email', request.name, null::text, request.service, link.id;
    return;
  end if;
  if link.emailed_at is not null then
    return query select 'emailed', request.name, request.email, request.service, link.id;
    return;
  end if;
  update public.quote_links l
     set emailed_at = now(), sent_at = coalesce(l.sent_at, now())
   where l.id = link.id;
  return query select 'send', request.name, request.email, request.service, link.id;
end;
$$;

revoke all on function public.claim_quote_email(uuid, text) from public, anon, service_role;
grant execute on function public.claim_quote_email(uuid, text) to authenticated;

-- A send that failed gives the claim back, so that the owner's next tap tries again.
create function public.release_quote_email(link_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff may e-mail a quote.';
  end if;
  update public.quote_links l set emailed_at = null where l.id = release_quote_email.link_id;
end;
$$;

revoke all on function public.release_quote_email(uuid) from public, anon, service_role;
grant execute on function public.release_quote_email(uuid) to authenticated;
