-- Refunds of deposits as Stripe makes them, in part or whole. A refund made in part from the
-- dashboard left the deposit counted as paid in full in the month's money collected online.
-- Each charge.refunded event now records what it refunds beyond the refunds before it (its
-- charge's amount_refunded is the running total), at the event's time, so that a month takes off
-- what was given back in it. The deposit turns 'refunded' only once refunded whole.
create table public.deposit_refunds (
  id uuid primary key default gen_random_uuid(),
  deposit_id uuid not null references public.quote_deposits (id),
  cents integer not null constraint deposit_refunds_cents_positive check (cents > 0),
  refunded_at timestamptz not null,
  -- The Stripe event that told of it; none for the refunds recorded before this table.
  event_id text unique
);

create index deposit_refunds_deposit on public.deposit_refunds (deposit_id);
create index deposit_refunds_time on public.deposit_refunds (refunded_at);

alter table public.deposit_refunds enable row level security;
revoke all on table public.deposit_refunds from anon, authenticated;
grant select on table public.deposit_refunds to authenticated;

create policy "Staff read the refunds of deposits"
  on public.deposit_refunds for select
  to authenticated
  using ((select public.is_staff()));

-- The refunds stored so far were whole (a refund in part stored nothing).
insert into public.deposit_refunds (deposit_id, cents, refunded_at)
select d.id, d.amount_cents, d.refunded_at
  from public.quote_deposits d
 where d.status = 'refunded' and d.amount_cents > 0;

-- apply_deposit_event as before, and for 'refunded' the charge's running total of refunds
-- (refunded_cents; null for a refund whole): what it adds is recorded, once, and the deposit is
-- refunded once the total reaches its amount. Events come in any order: an earlier, smaller
-- total arriving late adds nothing.
drop function public.apply_deposit_event(text, text, timestamptz, text, uuid, text);

create function public.apply_deposit_event(
  event_id text,
  event_type text,
  event_created timestamptz,
  outcome text,
  deposit_id uuid default null,
  payment_intent_id text default null,
  refunded_cents integer default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  deposit public.quote_deposits;
  total integer;
  before integer;
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
  elsif outcome = 'refunded' and deposit.status in ('paid', 'refunded') then
    if apply_deposit_event.refunded_cents is not null and apply_deposit_event.refunded_cents < 0
    then
      raise exception using errcode = '22023', message = 'refunded_cents is a total, 0 or more';
    end if;
    total := least(coalesce(apply_deposit_event.refunded_cents, deposit.amount_cents),
                   deposit.amount_cents);
    select coalesce(sum(r.cents), 0)::integer into before
      from public.deposit_refunds r where r.deposit_id = deposit.id;
    if total > before then
      insert into public.deposit_refunds (deposit_id, cents, refunded_at, event_id)
      values (deposit.id, total - before, event_created, apply_deposit_event.event_id);
    end if;
    if total >= deposit.amount_cents and deposit.status = 'paid' then
      update public.quote_deposits d set status = 'refunded', refunded_at = event_created
       where d.id = deposit.id;
    end if;
  elsif outcome = 'refunded' then
    -- A refund before its payment was recorded: not stored, so that Stripe sends it again.
    return 'unknown';
  elsif outcome not in ('paid', 'failed') then
    raise exception using errcode = '22023', message = 'outcome is paid, failed or refunded';
  end if;
  insert into public.stripe_events (id, type, created) values (event_id, event_type, event_created);
  return 'recorded';
end;
$$;

revoke all on function public.apply_deposit_event(text, text, timestamptz, text, uuid, text, integer)
  from public, anon, authenticated;
grant execute on function public.apply_deposit_event(text, text, timestamptz, text, uuid, text, integer)
  to service_role;

-- month_collected_online as before, the refunds from deposit_refunds: each refund, whole or in
-- part, in the month it was made.
create or replace function public.month_collected_online(month_start date)
returns table (
  month date,
  deposits_paid integer,
  paid_cents bigint,
  refunds integer,
  refunded_cents bigint,
  collected_cents bigint
)
language plpgsql
stable
set search_path = ''
as $$
declare
  first_day date := date_trunc('month', month_start::timestamp)::date;
  starts timestamptz := first_day::timestamp at time zone 'America/Denver';
  ends timestamptz := (first_day + interval '1 month')::timestamp at time zone 'America/Denver';
begin
  if not (select public.is_staff()) then
    raise exception using
      errcode = '42501',
      message = 'Only staff may read the money collected.';
  end if;
  return query
    select first_day,
           paid.n, paid.cents, refunded.n, refunded.cents, paid.cents - refunded.cents
      from (select count(*)::integer as n, coalesce(sum(d.amount_cents), 0)::bigint as cents
              from public.quote_deposits d
             where d.paid_at >= starts and d.paid_at < ends) paid,
           (select count(*)::integer as n, coalesce(sum(r.cents), 0)::bigint as cents
              from public.deposit_refunds r
             where r.refunded_at >= starts and r.refunded_at < ends) refunded;
end;
$$;
