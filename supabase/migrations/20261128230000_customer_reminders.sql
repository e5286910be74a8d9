-- The customer's own e-mails, through notify-owner as every message goes
-- (private.post_notification): a reminder the day before the agreed day, sent by pg_cron, and a
-- receipt once the job is done. Each is recorded as queued before it is queued, so that it goes
-- once: a reminder once per request and day (a job moved to another day gets its own), a
-- receipt once per request. Only to a customer who gave an e-mail, and only about a job with a
-- quote (the receipt) or still scheduled (the reminder). Staff read the records; nobody writes
-- them but these functions.

create table public.request_reminders (
  request_id uuid not null references public.service_requests (id),
  -- The agreed day the reminder was for.
  day date not null,
  queued_at timestamptz not null default now(),
  primary key (request_id, day)
);

comment on table public.request_reminders is
  'The reminder e-mail queued for a request the day before its agreed day: once per request and day.';

create table public.request_receipts (
  request_id uuid primary key references public.service_requests (id),
  queued_at timestamptz not null default now()
);

comment on table public.request_receipts is
  'The receipt e-mail queued for a request marked done: once per request.';

alter table public.request_reminders enable row level security;
alter table public.request_receipts enable row level security;
revoke all on table public.request_reminders, public.request_receipts from anon, authenticated;
grant select on table public.request_reminders, public.request_receipts to authenticated;

create policy "Staff read every reminder" on public.request_reminders
  for select to authenticated using ((select public.is_staff()));
create policy "Staff read every receipt" on public.request_receipts
  for select to authenticated using ((select public.is_staff()));

-- What the customer's e-mails say of the request: whom to write to, what and where.
create function private.customer_facts(r public.service_requests)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('id', r.id, 'name', r.name, 'email', r.email, 'service', r.service,
                            'address', r.address, 'unit', r.unit, 'city', r.city)
$$;

revoke all on function private.customer_facts(public.service_requests) from public, anon, authenticated;

-- Queues the reminders due at `at` (the job's clock; a test passes another): each request still
-- scheduled for the business's next day, with an e-mail, not reminded of that day yet. Answers
-- how many it queued. A second run the same day queues none.
create function private.send_reminders(at timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  tomorrow date := (at at time zone 'America/Denver')::date + 1;
  due public.service_requests;
  queued integer := 0;
begin
  for due in
    select * from public.service_requests r
     where r.status = 'scheduled' and r.scheduled_for = tomorrow and r.email is not null
     order by r.id
  loop
    insert into public.request_reminders (request_id, day) values (due.id, tomorrow)
    on conflict do nothing;
    if found then
      perform private.post_notification(jsonb_build_object(
        'type', 'REMINDER',
        'request', private.customer_facts(due) || jsonb_build_object(
          'day', due.scheduled_for, 'from', due.scheduled_from, 'until', due.scheduled_until)));
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;

revoke all on function private.send_reminders(timestamptz) from public, anon, authenticated;

-- A job marked done with a quote and an e-mail: its receipt, with the quote and the deposits
-- paid and not refunded (quote_deposits), once.
create function private.send_receipt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.request_receipts (request_id) values (new.id) on conflict do nothing;
  if found then
    perform private.post_notification(jsonb_build_object(
      'type', 'RECEIPT',
      'request', private.customer_facts(new),
      'quote_cents', new.quote_cents,
      'deposit_cents', (select coalesce(sum(d.amount_cents), 0) from public.quote_deposits d
                         where d.request_id = new.id and d.status = 'paid')));
  end if;
  return null;
end;
$$;

revoke all on function private.send_receipt() from public, anon, authenticated;

create trigger service_requests_send_receipt
  after update of status on public.service_requests
  for each row
  when (new.status = 'done' and old.status is distinct from 'done'
        and new.email is not null and new.quote_cents is not null)
  execute function private.send_receipt();

-- Every 15 minutes, so that a run missed (the database restarting) is made up within the day.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    perform cron.schedule('customer-reminders', '*/15 * * * *', 'select private.send_reminders()');
  else
    raise warning 'pg_cron is not installed: no reminder e-mails are sent';
  end if;
end;
$$;
