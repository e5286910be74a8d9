-- The money collected online in a month, apart from the quoted money inbox_month reports: the
-- deposits customers paid through their quote links (Stripe Checkout), by the time each was paid
-- and each refund was made, in the business's time zone. A deposit paid in one month and refunded
-- in the next counts in the first and is taken off in the second. One typed row; staff only (the
-- crew and partners read no money; anon may not call it).
create function public.month_collected_online(month_start date)
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
           (select count(*)::integer as n, coalesce(sum(d.amount_cents), 0)::bigint as cents
              from public.quote_deposits d
             where d.refunded_at >= starts and d.refunded_at < ends) refunded;
end;
$$;

revoke all on function public.month_collected_online(date) from public, anon;
grant execute on function public.month_collected_online(date) to authenticated, service_role;
