-- The quote as a link the customer opens on the phone: /q/<token>. The token is 256 bits from two
-- random UUIDs' random parts, handed to the owner once and kept only as its SHA-256 in hex (as
-- the request form's retry keys are), so that a copy of the database opens no customer's page.
-- A request has at most one link in use; making another revokes the last. Staff read and write
-- the links; nobody else reads a row: the customer's page goes through the quote function
-- (supabase/functions/quote/), which calls quote_page and answer_quote as the service role.
-- docs/dev/database-lifecycle.md describes the columns.

create table public.quote_links (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.service_requests (id),
  token_hash text not null
    constraint quote_links_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  -- Up to three days the customer may choose from when the request has no agreed day yet.
  offered_days date[] not null default '{}'
    constraint quote_links_offered_days_count check (cardinality(offered_days) <= 3),
  sent_at timestamptz,
  viewed_at timestamptz,
  accepted_at timestamptz,
  -- The day accepted, and the quote it was accepted at: a quote changed since is not accepted.
  accepted_day date,
  accepted_cents integer,
  declined_at timestamptz,
  revoked_at timestamptz,
  constraint quote_links_accepted_whole
    check ((accepted_at is null) = (accepted_cents is null)
           and (accepted_day is null or accepted_at is not null)),
  constraint quote_links_one_answer check (accepted_at is null or declined_at is null)
);

create unique index quote_links_token_hash_key on public.quote_links (token_hash);
create unique index quote_links_one_in_use on public.quote_links (request_id)
  where revoked_at is null;

comment on table public.quote_links is
  'The quote sent to a customer as a link (/q/<token>): the token''s SHA-256, and what the customer did with it.';

alter table public.quote_links enable row level security;

revoke all on table public.quote_links from anon, authenticated;
grant select on table public.quote_links to authenticated;
-- The owner marks a link sent and revokes it; the customer's answers come through quote_page and
-- answer_quote, never from a browser's own update.
grant update (sent_at, revoked_at) on table public.quote_links to authenticated;

create policy "Staff read every quote link" on public.quote_links
  for select to authenticated using ((select public.is_staff()));

create policy "Staff mark a quote link sent or revoked" on public.quote_links
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

-- A revoked link stays revoked: a token that leaked must not come back.
create function private.quote_links_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.revoked_at is not null then
    new.revoked_at := old.revoked_at;
  end if;
  return new;
end;
$$;

revoke all on function private.quote_links_before_update() from public;

create trigger quote_links_before_update
  before update on public.quote_links
  for each row execute function private.quote_links_before_update();

-- The owner's one tap: a new link for a request with a quote, revoking the one in use, with the
-- days offered (none when the request has its agreed day). Answers the token, the only time it
-- exists outside the customer's messages. Security definer, as no browser inserts a link itself:
-- staff only (42501 otherwise); a request without a quote is refused (P0001, 400 through
-- PostgREST).
create function public.create_quote_link(request_id uuid, offered_days date[] default '{}')
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  request public.service_requests;
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff may send a quote.';
  end if;
  select * into request from public.service_requests r where r.id = create_quote_link.request_id;
  if request.id is null then
    raise exception using errcode = 'PT404', message = 'No such request.';
  end if;
  if request.quote_cents is null then
    raise exception using errcode = 'P0001', message = 'Save a quote before sending it.';
  end if;
  update public.quote_links l set revoked_at = now()
   where l.request_id = request.id and l.revoked_at is null;
  insert into public.quote_links (request_id, token_hash, offered_days)
  values (request.id, encode(sha256(convert_to(token, 'UTF8')), 'hex'),
          coalesce((select array_agg(distinct d order by d) from unnest(offered_days) d), '{}'));
  return token;
end;
$$;

revoke all on function public.create_quote_link(uuid, date[]) from public, anon, service_role;
grant execute on function public.create_quote_link(uuid, date[]) to authenticated;

-- A quote changed after it was accepted must be accepted again: the acceptance of the link in use
-- goes (the day agreed with it stays on the request).
create function private.service_requests_quote_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.quote_links l
     set accepted_at = null, accepted_day = null, accepted_cents = null
   where l.request_id = new.id and l.accepted_at is not null
     and l.accepted_cents is distinct from new.quote_cents;
  return new;
end;
$$;

revoke all on function private.service_requests_quote_changed() from public;

create trigger service_requests_quote_changed
  after update of quote_cents on public.service_requests
  for each row when (old.quote_cents is distinct from new.quote_cents)
  execute function private.service_requests_quote_changed();

-- The customer's page, by the token's hash: the request's service, size, address and photo count,
-- the quote, the agreed day and window or the days offered, and the link's answer. Nothing of
-- the customer's name, phone or e-mail, nor of any other request. No row for an unknown or
-- revoked link, or a request no longer open to a quote (held or lost without an answer here).
-- Opening marks the link viewed. The service role alone calls it (the quote function).
create function public.quote_page(token_hash text)
returns table (
  request_id uuid,
  service text,
  garage_size text,
  rooms integer,
  units integer,
  property_name text,
  address text,
  unit text,
  city text,
  photo_count smallint,
  status text,
  quote_cents integer,
  scheduled_for date,
  scheduled_from time,
  scheduled_until time,
  offered_days date[],
  accepted_day date,
  accepted_cents integer,
  declined boolean
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  link public.quote_links;
begin
  update public.quote_links l set viewed_at = coalesce(l.viewed_at, now())
   where l.token_hash = quote_page.token_hash and l.revoked_at is null
  returning * into link;
  if link.id is null then
    return;
  end if;
  return query
    select r.id, r.service, r.garage_size, r.rooms, r.units, r.property_name, r.address, r.unit,
           r.city, r.photo_count, r.status, r.quote_cents, r.scheduled_for, r.scheduled_from,
           r.scheduled_until, link.offered_days, link.accepted_day, link.accepted_cents,
           link.declined_at is not null
      from public.service_requests r
     where r.id = link.request_id and r.status <> 'held' and r.quote_cents is not null;
end;
$$;

revoke all on function public.quote_page(text) from public, anon, authenticated;
grant execute on function public.quote_page(text) to service_role;

-- The customer's answer, by the token's hash: accept on a day (the agreed one whatever the page
-- sends, else one of those offered, or none when the owner named none), or decline with an optional lost reason. The
-- same answer again changes nothing (a double tap); the other answer after one is refused
-- (P0001 'answered'), as is a day not offered (P0001 'day'). Accepting schedules the request on
-- the day and records the quote it accepted; declining marks the request lost with the reason.
-- Answers true, or null for an unknown or revoked link (the function's 404).
create function public.answer_quote(
  token_hash text,
  accept boolean,
  day date default null,
  reason text default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  link public.quote_links;
  request public.service_requests;
  chosen date;
begin
  select * into link from public.quote_links l
   where l.token_hash = answer_quote.token_hash and l.revoked_at is null
   for update;
  if link.id is null then
    return null;
  end if;
  select * into request from public.service_requests r where r.id = link.request_id for update;
  if request.status = 'held' or request.quote_cents is null then
    return null;
  end if;

  if accept then
    if link.declined_at is not null then
      raise exception using errcode = 'P0001', message = 'answered';
    end if;
    chosen := case
      when request.scheduled_for is not null then request.scheduled_for
      when day = any (link.offered_days) then day
      when cardinality(link.offered_days) = 0 and request.scheduled_for is null and day is null
        then null
      else 'infinity'::date
    end;
    if chosen = 'infinity'::date then
      raise exception using errcode = 'P0001', message = 'day';
    end if;
    if link.accepted_at is not null and link.accepted_cents = request.quote_cents then
      return true;
    end if;
    update public.quote_links l
       set accepted_at = now(), accepted_day = chosen, accepted_cents = request.quote_cents,
           viewed_at = coalesce(l.viewed_at, now())
     where l.id = link.id;
    if request.status in ('new', 'contacted', 'scheduled') then
      update public.service_requests r
         set status = 'scheduled',
             scheduled_for = coalesce(chosen, r.scheduled_for),
             scheduled_from = case when chosen is distinct from r.scheduled_for and chosen is not null
                                   then null else r.scheduled_from end,
             scheduled_until = case when chosen is distinct from r.scheduled_for and chosen is not null
                                    then null else r.scheduled_until end
       where r.id = request.id;
    end if;
  else
    if link.accepted_at is not null then
      raise exception using errcode = 'P0001', message = 'answered';
    end if;
    if link.declined_at is not null then
      return true;
    end if;
    update public.quote_links l set declined_at = now(), viewed_at = coalesce(l.viewed_at, now())
     where l.id = link.id;
    update public.service_requests r set status = 'lost', lost_reason = reason
     where r.id = request.id and r.status in ('new', 'contacted', 'scheduled');
  end if;
  return true;
end;
$$;

revoke all on function public.answer_quote(text, boolean, date, text) from public, anon, authenticated;
grant execute on function public.answer_quote(text, boolean, date, text) to service_role;

-- The inbox hears a link viewed, accepted or declined as it hears a new request (RLS applies).
alter publication supabase_realtime add table public.quote_links;
