-- The deposit a customer pays through Stripe Checkout (mode=payment) on an accepted quote, when
-- the owner's rule asks for one (supabase/functions/_shared/deposit.ts). One row per link and
-- quote amount: a double tap or a retried Checkout finds the row of that quote and its session,
-- never a second charge; a quote changed after acceptance gets a row of its own once accepted
-- again, and a deposit paid on the old amount stays beside it. The amount is the quote
-- function's, worked out from the stored quote, never the page's. Stripe's webhook moves the
-- status through apply_deposit_event: each event once, and a later event never undoes a final
-- state (refunded stays refunded; paid is not undone by a failed attempt delivered late).

create table public.quote_deposits (
  id uuid primary key default gen_random_uuid(),
  link_id uuid not null references public.quote_links (id),
  request_id uuid not null references public.service_requests (id),
  created_at timestamptz not null default now(),
  quote_cents integer not null
    constraint quote_deposits_quote_cents_range check (quote_cents between 1 and 10000000),
  amount_cents integer not null
    constraint quote_deposits_amount_cents_range check (amount_cents between 1 and 10000000),
  checkout_session_id text
    constraint quote_deposits_session_format check (checkout_session_id ~ '^cs_[A-Za-z0-9_]+$'),
  payment_intent_id text
    constraint quote_deposits_payment_intent_format check (payment_intent_id ~ '^pi_[A-Za-z0-9_]+$'),
  status text not null default 'open'
    constraint quote_deposits_status_valid check (status in ('open', 'failed', 'paid', 'refunded')),
  paid_at timestamptz,
  refunded_at timestamptz,
  constraint quote_deposits_not_over_quote check (amount_cents <= quote_cents),
  constraint quote_deposits_paid_has_time check ((status in ('paid', 'refunded')) = (paid_at is not null)),
  constraint quote_deposits_refund_has_time check ((status = 'refunded') = (refunded_at is not null))
);

create unique index quote_deposits_one_per_quote on public.quote_deposits (link_id, quote_cents);
create unique index quote_deposits_session_key on public.quote_deposits (checkout_session_id);
create unique index quote_deposits_payment_intent_key on public.quote_deposits (payment_intent_id);
create index quote_deposits_request_idx on public.quote_deposits (request_id);

comment on table public.quote_deposits is
  'A deposit on an accepted quote through Stripe Checkout: one per link and quote amount; the webhook sets its status.';

alter table public.quote_deposits enable row level security;

revoke all on table public.quote_deposits from anon, authenticated;
grant select on table public.quote_deposits to authenticated;

create policy "Staff read every deposit" on public.quote_deposits
  for select to authenticated using ((select public.is_staff()));

alter publication supabase_realtime add table public.quote_deposits;

-- The deposit of the link's accepted quote, made on first asking with the amount the quote
-- function worked out: answers the row (its session, if one was made, and its status). No row
-- for an unknown or revoked link, or a quote not accepted at its current amount (P0001
-- 'not_accepted'). A second call for the same quote answers the same row, whatever amount it
-- sends. The service role alone calls it.
create function public.begin_deposit(token_hash text, amount_cents integer)
returns setof public.quote_deposits
language plpgsql
security definer
set search_path = ''
as $$
declare
  link public.quote_links;
  quote integer;
begin
  select * into link from public.quote_links l
   where l.token_hash = begin_deposit.token_hash and l.revoked_at is null;
  if link.id is null then
    return;
  end if;
  select r.quote_cents into quote from public.service_requests r where r.id = link.request_id;
  if link.accepted_cents is null or link.accepted_cents is distinct from quote then
    raise exception using errcode = 'P0001', message = 'not_accepted';
  end if;
  insert into public.quote_deposits (link_id, request_id, quote_cents, amount_cents)
  values (link.id, link.request_id, quote, begin_deposit.amount_cents)
  on conflict (link_id, quote_cents) do nothing;
  return query
    select * from public.quote_deposits d where d.link_id = link.id and d.quote_cents = quote;
end;
$$;

revoke all on function public.begin_deposit(text, integer) from public, anon, authenticated;
grant execute on function public.begin_deposit(text, integer) to service_role;

-- The Checkout Session made for a deposit still open (a new one replaces one that expired).
create function public.set_deposit_session(deposit_id uuid, session_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.quote_deposits d set checkout_session_id = set_deposit_session.session_id
   where d.id = set_deposit_session.deposit_id and d.status in ('open', 'failed');
$$;

revoke all on function public.set_deposit_session(uuid, text) from public, anon, authenticated;
grant execute on function public.set_deposit_session(uuid, text) to service_role;

-- One payment event of Stripe's, once (public.stripe_events, as apply_stripe_event keeps them):
-- 'paid' (checkout.session.completed with mode=payment, paid), 'failed'
-- (payment_intent.payment_failed), 'refunded' (charge.refunded). The deposit is named by its id
-- (the metadata create-checkout wrote) or, for a refund, by its payment intent. Answers
-- 'duplicate' for an event handled before, 'unknown' when no deposit is named or found (the
-- webhook answers 500 then, so that a refund delivered before its payment comes again), else
-- 'recorded'. Order-safe: a failure changes only an open deposit, a payment any but a refunded
-- one, a refund only a paid one.
create function public.apply_deposit_event(
  event_id text,
  event_type text,
  event_created timestamptz,
  outcome text,
  deposit_id uuid default null,
  payment_intent_id text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  deposit public.quote_deposits;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(event_id));
  if exists (select 1 from public.stripe_events e where e.id = event_id) then
    return 'duplicate';
  end if;
  select * into deposit from public.quote_deposits d
   where d.id = apply_deposit_event.deposit_id
      or (apply_deposit_event.deposit_id is null
          and d.payment_intent_id = apply_deposit_event.payment_intent_id)
   for update;
  if deposit.id is null then
    return 'unknown';
  end if;
  if outcome = 'paid' and deposit.status <> 'refunded' then
    update public.quote_deposits d
       set status = 'paid', paid_at = coalesce(d.paid_at, event_created),
           payment_intent_id = coalesce(apply_deposit_event.payment_intent_id, d.payment_intent_id)
     where d.id = deposit.id;
  elsif outcome = 'failed' and deposit.status = 'open' then
    update public.quote_deposits d set status = 'failed' where d.id = deposit.id;
  elsif outcome = 'refunded' and deposit.status = 'paid' then
    update public.quote_deposits d set status = 'refunded', refunded_at = event_created
     where d.id = deposit.id;
  elsif outcome = 'refunded' and deposit.status <> 'refunded' then
    -- A refund before its payment was recorded: not stored, so that Stripe sends it again.
    return 'unknown';
  elsif outcome not in ('paid', 'failed', 'refunded') then
    raise exception using errcode = '22023', message = 'outcome is paid, failed or refunded';
  end if;
  insert into public.stripe_events (id, type, created) values (event_id, event_type, event_created);
  return 'recorded';
end;
$$;

revoke all on function public.apply_deposit_event(text, text, timestamptz, text, uuid, text)
  from public, anon, authenticated;
grant execute on function public.apply_deposit_event(text, text, timestamptz, text, uuid, text)
  to service_role;

-- The customer's page (20261128200000_quote_links.sql) tells the deposit too: the status of the
-- current quote's deposit (null before one is asked), and what this link's customer has paid in
-- deposits still held, on any amount, so that a deposit paid shows beside a changed quote. The
-- return type changes, so the function is dropped and made again.
drop function public.quote_page(text);

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
  declined boolean,
  deposit_status text,
  deposit_paid_cents integer
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
           link.declined_at is not null,
           (select d.status from public.quote_deposits d
             where d.link_id = link.id and d.quote_cents = r.quote_cents),
           (select coalesce(sum(d.amount_cents), 0)::integer from public.quote_deposits d
             where d.link_id = link.id and d.status = 'paid')
      from public.service_requests r
     where r.id = link.request_id and r.status <> 'held' and r.quote_cents is not null;
end;
$$;

revoke all on function public.quote_page(text) from public, anon, authenticated;
grant execute on function public.quote_page(text) to service_role;
