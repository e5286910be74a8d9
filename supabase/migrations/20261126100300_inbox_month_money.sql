-- The month's money, apples apart from oranges: a garage cleanout's quote is a one-off price, a
-- trash collection's a price each month, and the figures added the two. And "quotes_sent"
-- counted requests with a quote written down, which says nothing about it being sent. The
-- month now reports, of its requests:
--   "quoted": 3,                    requests with a quote (written down in the inbox)
--   "won_one_off_cents": 27900,     quotes of won garage cleanouts, a price each (0 if none)
--   "won_monthly_cents": 80000,     quotes of won trash collections, a price each month
-- in place of quotes_sent and quoted_cents_won; every other key as before
-- (docs/dev/database-lifecycle.md has the whole shape).
create or replace function public.inbox_month(month_start date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  first_day date := date_trunc('month', month_start::timestamp)::date;
  starts timestamptz := first_day::timestamp at time zone 'America/Denver';
  ends timestamptz := (first_day + interval '1 month')::timestamp at time zone 'America/Denver';
  result jsonb;
begin
  if not (select public.is_staff()) then
    raise exception using
      errcode = '42501',
      message = 'Only staff may read the inbox''s figures.';
  end if;

  with requests as (
    select * from public.service_requests r
    where r.created_at >= starts and r.created_at < ends
  ),
  won as (
    select * from requests m where m.status in ('scheduled', 'done')
  )
  select jsonb_build_object(
    'month', first_day,
    'time_zone', 'America/Denver',
    'new_leads', (select count(*) from requests),
    'won', (select count(*) from won),
    'lost', (select count(*) from requests m where m.status = 'lost'),
    'lost_by_reason', (
      select jsonb_object_agg(reason, (
        select count(*) from requests m
        where m.status = 'lost' and coalesce(m.lost_reason, 'not_given') = reason))
      from unnest(array['price', 'timing', 'no_answer', 'chose_another', 'other',
                        'not_given']) reason),
    'first_contacts', (select count(m.contacted_at) from requests m),
    'median_first_contact_seconds', (
      select round(percentile_cont(0.5) within group (
        order by extract(epoch from m.contacted_at - m.created_at)))::bigint
      from requests m where m.contacted_at is not null),
    'quoted', (select count(m.quote_cents) from requests m),
    'won_one_off_cents', (
      select coalesce(sum(w.quote_cents), 0) from won w where w.service = 'garage_cleanout'),
    'won_monthly_cents', (
      select coalesce(sum(w.quote_cents), 0) from won w where w.service = 'trash_collection'),
    'by_source_page', (
      select jsonb_object_agg(page, (
        select count(*) from requests m where coalesce(m.source_page, 'unknown') = page))
      from unnest(array['landing', 'area', 'pricing', 'how_to_start', 'direct',
                        'unknown']) page),
    'by_source_host', (
      select coalesce(jsonb_agg(
        jsonb_build_object('host', host, 'leads', leads)
        order by leads desc, host nulls last), '[]'::jsonb)
      from (select m.source_host as host, count(*) as leads from requests m
            group by m.source_host) hosts),
    'by_city', (
      select coalesce(jsonb_agg(
        jsonb_build_object('city', city, 'leads', leads)
        order by leads desc, city), '[]'::jsonb)
      from (select m.city, count(*) as leads from requests m group by m.city) cities)
  ) into result;

  return result;
end;
$$;
