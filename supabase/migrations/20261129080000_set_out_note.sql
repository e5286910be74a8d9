-- What the customer is to set out for the job, in the owner's own words (the bags by the curb,
-- the garage door open): written beside the agreed day, and said in the reminder e-mail the day
-- before when there is one. The owner's notes stay his own; this is the part meant for the
-- customer. Staff write it as they write the notes (the staff-only UPDATE policy of the owner's
-- inbox decides whose updates reach a row, and staff read every column). Partners and visitors
-- read no request; the crew's jobs (rpc/crew_jobs) carry the owner's notes, not this.

alter table public.service_requests
  add column set_out_note text
    constraint service_requests_set_out_note_length
    check (char_length(set_out_note) <= 500);

comment on column public.service_requests.set_out_note is
  'What the customer is to set out for the job, in the owner''s words; said in the reminder e-mail.';

grant update (set_out_note) on table public.service_requests to authenticated;

-- As 20261128230000_customer_reminders.sql, the reminder now saying what to set out when the
-- owner wrote it (a blank note is none).
create or replace function private.send_reminders(at timestamptz default now())
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
          'day', due.scheduled_for, 'from', due.scheduled_from, 'until', due.scheduled_until,
          'set_out', nullif(btrim(due.set_out_note), ''))));
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;

revoke all on function private.send_reminders(timestamptz) from public, anon, authenticated;
