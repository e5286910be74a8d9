-- A request from first call to review: the agreed day, the quote, when a review was asked, why a
-- lead was lost, and where the visitor came from; staff read the month's figures from the
-- database. docs/dev/database-lifecycle.md describes the columns and the month's shape for the UI.

alter table public.service_requests
  -- The agreed start day (for trash collection, the first day of daily service) and an optional
  -- window on it. The request's date is its day on the business's calendar: a request sent at
  -- 11:30 pm in Utah is already tomorrow in UTC, and may still be scheduled for that evening's
  -- day. timezone(text, timestamptz) is immutable, so a CHECK can say it.
  add column scheduled_for date,
  add constraint service_requests_scheduled_for_not_before_request
    check (scheduled_for >= (created_at at time zone 'America/Denver')::date),
  add column scheduled_from time,
  add column scheduled_until time,
  -- Both ends or neither, on a day, ending after it starts (no window runs past midnight).
  add constraint service_requests_scheduled_window
    check ((scheduled_from is null and scheduled_until is null)
           or (scheduled_for is not null and scheduled_from is not null
               and scheduled_until is not null and scheduled_until > scheduled_from)),
  -- $0 to $100,000 in cents; editing overwrites, no history is kept.
  add column quote_cents integer
    constraint service_requests_quote_cents_range
    check (quote_cents between 0 and 10000000),
  add column review_requested_at timestamptz,
  add column lost_reason text
    constraint service_requests_lost_reason_valid
    check (lost_reason in ('price', 'timing', 'no_answer', 'chose_another', 'other')),
  -- A reason belongs to a lost request only. Leaving 'lost' clears it (the trigger below), so a
  -- lead won back does not keep counting as lost to price; a reason sent for a request that is
  -- not lost is refused. 'lost' without a reason stays allowed: older rows have none, and the
  -- owner may not know.
  add constraint service_requests_lost_reason_needs_lost
    check (lost_reason is null or status = 'lost'),
  -- Where the visitor came from inside the site, and the external referrer's host alone: no
  -- path, no query, nothing that names a person. Lower-case labels of letters, digits and
  -- inner hyphens (as in RFC 1123; an IDN arrives as its xn-- form), at most 253 characters.
  add column source_page text
    constraint service_requests_source_page_valid
    check (source_page in ('landing', 'area', 'pricing', 'how_to_start', 'direct')),
  add column source_host text
    constraint service_requests_source_host_length
    check (char_length(source_host) <= 253)
    constraint service_requests_source_host_format
    check (source_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$');

-- The visitor's form may say where it was sent from, and nothing else of the new columns.
grant insert (source_page, source_host) on table public.service_requests to anon, authenticated;

-- What the inbox edits, on top of status and owner_notes; the staff-only UPDATE policy of the
-- owner's inbox still decides whose updates reach a row.
grant update (scheduled_for, scheduled_from, scheduled_until, quote_cents, review_requested_at,
              lost_reason)
  on table public.service_requests to authenticated;

-- Outside the API's schemas: a trigger function is no RPC. Runs for every writer, the dashboard
-- included: the source is the visitor's word at insert and nobody edits it after, and the lost
-- reason leaves with the status. A reason the update itself changes is left for the CHECK above,
-- so sending one with a status other than lost is refused rather than dropped.
create function private.service_requests_lifecycle_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.source_page := old.source_page;
  new.source_host := old.source_host;
  if old.status = 'lost' and new.status <> 'lost'
     and new.lost_reason is not distinct from old.lost_reason then
    new.lost_reason := null;
  end if;
  return new;
end;
$$;

revoke all on function private.service_requests_lifecycle_before_update() from public;

create trigger service_requests_lifecycle_before_update
  before update on public.service_requests
  for each row execute function private.service_requests_lifecycle_before_update();

-- Upcoming work, read every morning: scheduled requests by day and window, as the inbox orders
-- them (status=eq.scheduled&order=scheduled_for,scheduled_from,scheduled_until). Partial, so it
-- holds only the jobs still ahead.
create index service_requests_upcoming_idx
  on public.service_requests (scheduled_for, scheduled_from, scheduled_until)
  where status = 'scheduled';

-- The month at a glance, over the requests created in the calendar month (America/Denver) that
-- holds month_start (any day of it). Invoker's rights: RLS applies as to the inbox's own reads,
-- and anyone but staff is refused outright (42501; PostgREST: 401 for anon, 403 signed in).
-- Figures describe those requests as they stand now (a lead of October won in November counts
-- as won in October). The result, every key always present:
-- {
--   "month": "2026-11-01",                   first day of the month, as an ISO date
--   "time_zone": "America/Denver",
--   "new_leads": 6,                          requests created in the month
--   "won": 2,                                of those, now scheduled or done
--   "lost": 2,                               of those, now lost
--   "lost_by_reason": {"price": 1, "timing": 0, "no_answer": 0, "chose_another": 0,
--                      "other": 0, "not_given": 1},
--   "first_contacts": 5,                     requests with a first contact time
--   "median_first_contact_seconds": 3600,    median of contacted_at - created_at, whole
--                                            seconds; null when no request was contacted
--   "quotes_sent": 3,                        requests with a quote
--   "quoted_cents_won": 62800,               sum of the quotes of won requests (0 if none)
--   "by_source_page": {"landing": 1, "area": 1, "pricing": 1, "how_to_start": 1,
--                      "direct": 1, "unknown": 1},
--   "by_source_host": [{"host": null, "leads": 3}, {"host": "google.com", "leads": 2}],
--   "by_city": [{"city": "Orem", "leads": 3}, {"city": "Provo", "leads": 2}]
-- }
-- by_source_host (null: no external referrer) and by_city list only what occurs, most leads
-- first, then by name (null host last).
create function public.inbox_month(month_start date)
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
  )
  select jsonb_build_object(
    'month', first_day,
    'time_zone', 'America/Denver',
    'new_leads', (select count(*) from requests),
    'won', (select count(*) from requests m where m.status in ('scheduled', 'done')),
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
    'quotes_sent', (select count(m.quote_cents) from requests m),
    'quoted_cents_won', (
      select coalesce(sum(m.quote_cents), 0) from requests m
      where m.status in ('scheduled', 'done')),
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

revoke all on function public.inbox_month(date) from public, anon, service_role;
grant execute on function public.inbox_month(date) to authenticated;
