-- The owner is told once, not two hundred times. A new request still reaches the owner at once
-- (its own e-mail and push) when nothing was sent for a while; requests arriving faster than
-- that are counted and told in one summary ("3 new requests"); held requests raise no message
-- each, only a summary pushed to the staff's devices ("37 requests held in the last hour"), and
-- never an e-mail, so a flood spends none of the e-mail provider's daily limit.
--
-- Where the decision lives: here, in one row per kind of message, changed under a row lock in
-- the transaction that stores (or releases) the request. pg_net sends what a transaction queued
-- only once it commits, so a rolled-back insert neither sends nor counts, and two inserts cannot
-- both see a quiet inbox: the intake's advisory lock already orders them, and the row lock orders
-- them against the summaries. The summaries are sent by pg_cron, which runs
-- private.send_due_notifications() every 15 seconds; a summary is due a minute after the first
-- request it counts, and no sooner than the kind's pause after the previous message. The pause
-- is a minute after a quiet spell and doubles with each summary while requests keep coming, up
-- to an hour.

-- One row per kind, made by the first request of its kind: 'new' (requests let through, and
-- released ones) and 'held'. No row is the same as a quiet one.
create table private.notification_batches (
  kind text primary key
    constraint notification_batches_kind_valid check (kind in ('new', 'held')),
  -- Requests counted since the last message, and when the first of them came.
  pending integer not null default 0,
  first_pending_at timestamptz,
  last_sent_at timestamptz,
  pause interval not null default interval '1 minute'
);

revoke all on table private.notification_batches from public, anon, authenticated, service_role;

-- The pause a kind keeps between two messages at `at`: back to a minute after a quiet spell
-- (nothing sent for twice the pause), else the pause as the last summary left it.
create function private.notification_pause(batch private.notification_batches, at timestamptz)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case
    when batch.last_sent_at is null or at - batch.last_sent_at >= 2 * batch.pause
      then interval '1 minute'
    else batch.pause
  end
$$;

revoke all on function private.notification_pause(private.notification_batches, timestamptz)
  from public, anon, authenticated;

-- Notes a request for the owner at `at`: answers true when its own message is to go now (a new
-- request, nothing counted and nothing sent within the pause, and `alone` allowed), else counts
-- it for the kind's next summary and answers false.
create function private.note_request(kind text, at timestamptz, alone boolean)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  batch private.notification_batches;
  current_pause interval;
begin
  insert into private.notification_batches as b (kind) values (note_request.kind)
    on conflict on constraint notification_batches_pkey do nothing;
  select * into batch from private.notification_batches b
    where b.kind = note_request.kind for update;
  current_pause := private.notification_pause(batch, at);
  if alone and kind = 'new' and batch.pending = 0
     and (batch.last_sent_at is null or at - batch.last_sent_at >= current_pause) then
    update private.notification_batches b
      set last_sent_at = at, pause = current_pause
      where b.kind = note_request.kind;
    return true;
  end if;
  update private.notification_batches b
    set pending = b.pending + 1, first_pending_at = coalesce(b.first_pending_at, at)
    where b.kind = note_request.kind;
  return false;
end;
$$;

revoke all on function private.note_request(text, timestamptz, boolean)
  from public, anon, authenticated;

-- Sends each summary that is due at `at` (pg_cron calls it with the time now; a test may ask for
-- a later time) and answers how many it queued. The body names the kind, how many requests, and
-- the time of the first of them and of the summary; the function words it.
create function private.send_due_notifications(at timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  batch private.notification_batches;
  current_pause interval;
  sent integer := 0;
begin
  for batch in
    select * from private.notification_batches b where b.pending > 0 order by b.kind for update
  loop
    current_pause := private.notification_pause(batch, at);
    if at >= greatest(batch.first_pending_at + interval '1 minute',
                      coalesce(batch.last_sent_at + current_pause, '-infinity'::timestamptz)) then
      perform private.post_notification(jsonb_build_object(
        'type', 'SUMMARY',
        'kind', batch.kind,
        'count', batch.pending,
        'since', batch.first_pending_at,
        'until', at));
      update private.notification_batches b
        set pending = 0, first_pending_at = null, last_sent_at = at,
            pause = least(current_pause * 2, interval '1 hour')
        where b.kind = batch.kind;
      sent := sent + 1;
    end if;
  end loop;
  return sent;
end;
$$;

revoke all on function private.send_due_notifications(timestamptz) from public, anon, authenticated;

-- Each stored request: a held one is counted for the held summary; a new one gets its own message
-- (the Database Webhook's body, as before: {type, table, schema, record, old_record}) or is
-- counted for the next summary. Nothing here may fail the insert.
create or replace function private.notify_new_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    if new.status = 'held' then
      perform private.note_request('held', now(), false);
    elsif private.note_request('new', now(), true) then
      perform private.post_notification(jsonb_build_object(
        'type', 'INSERT',
        'table', tg_table_name,
        'schema', tg_table_schema,
        'record', to_jsonb(new),
        'old_record', null));
    end if;
  exception when others then
    raise warning 'Request % was not noted for a notification: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

-- A released request is a new one the owner has not been told of: it counts for the summary of
-- new requests, never a message of its own (releasing thirty sends one summary).
create function private.notify_released_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    perform private.note_request('new', now(), false);
  exception when others then
    raise warning 'Released request % was not noted for a notification: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

revoke all on function private.notify_released_request() from public, anon, authenticated;

create trigger service_requests_notify_released_request
  after update of status on public.service_requests
  for each row
  when (old.status = 'held' and new.status <> 'held')
  execute function private.notify_released_request();

-- The summaries' clock: pg_cron, which every Supabase project can enable (Integrations -> Cron,
-- or this statement; supabase.com/docs/guides/cron/install). '15 seconds' is pg_cron's
-- sub-minute schedule (1.5 and later). A PostgreSQL without pg_cron gets no schedule, and says so.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    perform cron.schedule('request-notification-summaries', '15 seconds',
                          'select private.send_due_notifications()');
  else
    raise warning 'pg_cron is not installed: the summaries of new and held requests are not sent';
  end if;
end;
$$;
