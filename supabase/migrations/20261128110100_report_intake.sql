-- Residents' reports get what requests got (20261126140000_held_intake.sql,
-- 20261126140100_notification_batches.sql): they arrive through the submit-report edge function,
-- which checks a Turnstile token and calls report_missed_pickup as the service role with the
-- resident's address and the check's outcome; a report that failed the check, or is over a limit,
-- is held (kept, out of the lists, with no photo, no message of its own) rather than refused;
-- the limits count reports let through only; the ceiling is per property, so one property's
-- flood holds no other's residents; reports let through are told one by one when they are
-- rare and in one summary per burst when they are not. Partners read no resident's phone. A
-- summary that counts one request or one report is that one's own message, which names it.

-- ---------------------------------------------------------------------------------------------
-- The batches: kinds for reports, and the first item counted, which a summary of one tells.

alter table private.notification_batches drop constraint notification_batches_kind_valid;
alter table private.notification_batches
  add constraint notification_batches_kind_valid
  check (kind in ('new', 'held', 'report', 'report_held')),
  add column first_id uuid;

drop function private.note_request(text, timestamptz, boolean);

-- Notes a request or report (`id`) for the owner at `at`: answers true when its own message is
-- to go now (a kind told one by one, nothing counted and nothing sent within the pause, and
-- `alone` allowed), else counts it for the kind's next summary and answers false.
create function private.note_request(kind text, at timestamptz, alone boolean, id uuid)
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
  if alone and kind in ('new', 'report') and batch.pending = 0
     and (batch.last_sent_at is null or at - batch.last_sent_at >= current_pause) then
    update private.notification_batches b
      set last_sent_at = at, pause = current_pause
      where b.kind = note_request.kind;
    return true;
  end if;
  update private.notification_batches b
    set pending = b.pending + 1, first_pending_at = coalesce(b.first_pending_at, at),
        first_id = case when b.pending = 0 then note_request.id else b.first_id end
    where b.kind = note_request.kind;
  return false;
end;
$$;

revoke all on function private.note_request(text, timestamptz, boolean, uuid)
  from public, anon, authenticated;

-- A request's own message: the Database Webhook's body, as the insert trigger sends it.
create function private.request_message(request_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'type', 'INSERT',
    'table', 'service_requests',
    'schema', 'public',
    'record', to_jsonb(r),
    'old_record', null)
  from public.service_requests r where r.id = request_id;
$$;

revoke all on function private.request_message(uuid) from public, anon, authenticated;

-- A report's own message: the report (no source, no hold), its property and building, and the
-- crew's last mark of that building that night, if any, so that both facts go side by side.
create function private.missed_pickup_message(report_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'type', 'INSERT',
    'table', 'missed_pickup_reports',
    'schema', 'public',
    'record', to_jsonb(r) - 'source_hash' - 'source_56_hash' - 'held_reason',
    'old_record', null,
    'property', (select jsonb_build_object('name', pr.name, 'city', pr.city,
                                           'street_address', pr.street_address)
                   from public.properties pr where pr.id = r.property_id),
    'building', (select jsonb_build_object('name', b.name)
                   from public.property_buildings b where b.id = r.building_id),
    'mark', (select jsonb_build_object('kind', m.kind, 'problem', m.problem,
                                       'happened_at', m.happened_at)
               from public.pickup_marks m
              where m.building_id = r.building_id and m.night = r.night
              order by m.happened_at desc limit 1))
  from public.missed_pickup_reports r where r.id = report_id;
$$;

revoke all on function private.missed_pickup_message(uuid) from public, anon, authenticated;

-- As before, but a summary that counts one request or one report sends that one's own message
-- (which names it) when it still exists.
create or replace function private.send_due_notifications(at timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  batch private.notification_batches;
  current_pause interval;
  single jsonb;
  sent integer := 0;
begin
  for batch in
    select * from private.notification_batches b where b.pending > 0 order by b.kind for update
  loop
    current_pause := private.notification_pause(batch, at);
    if at >= greatest(batch.first_pending_at + interval '1 minute',
                      coalesce(batch.last_sent_at + current_pause, '-infinity'::timestamptz)) then
      single := case
        when batch.pending <> 1 or batch.first_id is null then null
        when batch.kind = 'new' then private.request_message(batch.first_id)
        when batch.kind = 'report' then private.missed_pickup_message(batch.first_id)
      end;
      perform private.post_notification(coalesce(single, jsonb_build_object(
        'type', 'SUMMARY',
        'kind', batch.kind,
        'count', batch.pending,
        'since', batch.first_pending_at,
        'until', at)));
      update private.notification_batches b
        set pending = 0, first_pending_at = null, first_id = null, last_sent_at = at,
            pause = least(current_pause * 2, interval '1 hour')
        where b.kind = batch.kind;
      sent := sent + 1;
    end if;
  end loop;
  return sent;
end;
$$;

create or replace function private.notify_new_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    if new.status = 'held' then
      perform private.note_request('held', now(), false, new.id);
    elsif private.note_request('new', now(), true, new.id) then
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

create or replace function private.notify_released_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    perform private.note_request('new', now(), false, new.id);
  exception when others then
    raise warning 'Released request % was not noted for a notification: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Held reports.

alter table public.missed_pickup_reports
  -- check_failed, check_unavailable: the human check failed, or could not be made; connection,
  -- phone: over that limit; property: over the property's hourly ceiling.
  add column held_reason text
    constraint missed_pickup_reports_held_reason_valid
    check (held_reason in ('check_failed', 'check_unavailable', 'connection', 'phone',
                           'property'));

create index missed_pickup_reports_held_idx
  on public.missed_pickup_reports (created_at) where held_reason is not null;

-- The limits and the hold, as the request intake's: 5 let through an hour from one address
-- (IPv6: one /64), 10 from one IPv6 /56, 3 a day naming one phone, 30 an hour for one property.
-- Held rows are bounded per source (20 a day from an address, 50 from a /56) and per property
-- (200 a day); past either bound a report is dropped without a word.
create or replace function private.missed_pickup_reports_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address inet := private.intake_setting('client_address')::inet;
  verification text := coalesce(private.intake_setting('verification'), 'unchecked');
  reason text;
begin
  new.source_hash := private.source_hash(address, 64);
  new.source_56_hash := private.source_hash(address, 56);
  new.created_at := now();
  new.night := private.business_night(now());
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.missed_pickup_reports'));

  if verification = 'failed' then
    reason := 'check_failed';
  elsif verification = 'unavailable' then
    reason := 'check_unavailable';
  elsif (new.source_hash is not null and (
          select count(*) from public.missed_pickup_reports r
          where r.source_hash = new.source_hash and r.held_reason is null
            and r.created_at > now() - interval '1 hour') >= 5)
     or (new.source_56_hash is not null and (
          select count(*) from public.missed_pickup_reports r
          where r.source_56_hash = new.source_56_hash and r.held_reason is null
            and r.created_at > now() - interval '1 hour') >= 10) then
    reason := 'connection';
  elsif new.phone is not null and (
          select count(*) from public.missed_pickup_reports r
          where r.phone = new.phone and r.held_reason is null
            and r.created_at > now() - interval '24 hours') >= 3 then
    reason := 'phone';
  elsif (select count(*) from public.missed_pickup_reports r
         where r.property_id = new.property_id and r.held_reason is null
           and r.created_at > now() - interval '1 hour') >= 30 then
    reason := 'property';
  end if;

  if reason is not null then
    if (new.source_hash is not null and (
          select count(*) from public.missed_pickup_reports r
          where r.source_hash = new.source_hash and r.held_reason is not null
            and r.created_at > now() - interval '24 hours') >= 20)
       or (new.source_56_hash is not null and (
          select count(*) from public.missed_pickup_reports r
          where r.source_56_hash = new.source_56_hash and r.held_reason is not null
            and r.created_at > now() - interval '24 hours') >= 50)
       or (select count(*) from public.missed_pickup_reports r
           where r.property_id = new.property_id and r.held_reason is not null
             and r.created_at > now() - interval '24 hours') >= 200 then
      return null;
    end if;
    new.held_reason := reason;
  end if;
  return new;
end;
$$;

-- The residents' page's one way in, called by submit-report with the service role: the code
-- names the property, the building must be one of it; the id is made in the browser, which names
-- the photo with it. Answers whether the report was held (a dropped one answers as held).
drop function public.report_missed_pickup(text, uuid, uuid, text, text, boolean);

create function public.report_missed_pickup(
  code text,
  report_id uuid,
  building_id uuid,
  unit text default null,
  phone text default null,
  has_photo boolean default false,
  client_address inet default null,
  verification text default 'unchecked'
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  property uuid;
  stored public.missed_pickup_reports;
begin
  if verification is null
     or verification not in ('passed', 'failed', 'unavailable', 'unchecked') then
    raise exception using
      errcode = '22023',
      message = 'verification is passed, failed, unavailable or unchecked.';
  end if;
  select pr.id into property
    from public.properties pr join public.property_buildings b on b.property_id = pr.id
   where pr.public_code = code and pr.active and b.retired_at is null
     and b.id = report_missed_pickup.building_id;
  if property is null then
    raise exception using
      errcode = 'PT404',
      message = 'No such building on a property served.';
  end if;
  perform pg_catalog.set_config('intake.client_address', coalesce(client_address::text, ''), true);
  perform pg_catalog.set_config('intake.verification', verification, true);
  insert into public.missed_pickup_reports (id, building_id, property_id, unit, phone, has_photo)
  values (report_id, report_missed_pickup.building_id, property,
          nullif(btrim(unit), ''), nullif(btrim(phone), ''), coalesce(has_photo, false))
  returning * into stored;
  perform pg_catalog.set_config('intake.client_address', '', true);
  perform pg_catalog.set_config('intake.verification', '', true);
  return pg_catalog.jsonb_build_object(
    'id', report_id, 'held', stored.id is null or stored.held_reason is not null);
end;
$$;

revoke all on function public.report_missed_pickup(text, uuid, uuid, text, text, boolean, inet, text)
  from public, anon, authenticated;
grant execute on function public.report_missed_pickup(text, uuid, uuid, text, text, boolean, inet, text)
  to service_role;

-- A held report takes no photo.
create or replace function private.report_accepts_photo(object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts text[] := pg_catalog.regexp_match(
    object_name,
    '^reports/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$');
begin
  if parts is null then
    return false;
  end if;
  return exists (
    select 1 from public.missed_pickup_reports r
    where r.id = parts[1]::uuid and r.has_photo and r.held_reason is null
      and r.created_at > now() - interval '30 minutes');
end;
$$;

-- Held reports stay out of every list, the partner's log and Realtime; staff read them through
-- the functions below. Partners read no phone: the business asked for it, not the partner.
drop policy "Staff read every report, partners their own properties' reports"
  on public.missed_pickup_reports;
create policy "Staff read every report not held, partners their own properties'"
  on public.missed_pickup_reports for select
  to authenticated
  using (
    held_reason is null
    and ((select public.is_staff())
         or property_id in (
           select pr.id from public.properties pr
           join public.partners p on p.id = pr.partner_id
           where p.user_id = (select auth.uid())))
  );

revoke select (phone) on table public.missed_pickup_reports from authenticated;

-- The phones given with these reports, for staff (the Missed pickups view).
create function public.missed_report_phones(ids uuid[])
returns table (id uuid, phone text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select r.id, r.phone from public.missed_pickup_reports r
    where r.id = any(ids) and r.phone is not null;
end;
$$;

-- The newest held reports, at most max_rows (1 to 500), with the property's and building's names.
create function public.held_reports(max_rows integer default 100)
returns table (
  id uuid, property_name text, building_name text, unit text, phone text, has_photo boolean,
  created_at timestamptz, held_reason text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select r.id, pr.name, b.name, r.unit, r.phone, r.has_photo, r.created_at, r.held_reason
    from public.missed_pickup_reports r
    join public.properties pr on pr.id = r.property_id
    join public.property_buildings b on b.id = r.building_id
    where r.held_reason is not null
    order by r.created_at desc, r.id
    limit greatest(1, least(coalesce(max_rows, 100), 500));
end;
$$;

-- Lets these held reports through; answers how many. They are told in the summary of reports.
create function public.release_held_reports(ids uuid[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  released integer;
begin
  perform private.require_staff();
  update public.missed_pickup_reports r
    set held_reason = null
    where r.id = any(ids) and r.held_reason is not null;
  get diagnostics released = row_count;
  return released;
end;
$$;

revoke all on function public.missed_report_phones(uuid[]) from public, anon, service_role;
revoke all on function public.held_reports(integer) from public, anon, service_role;
revoke all on function public.release_held_reports(uuid[]) from public, anon, service_role;
grant execute on function public.missed_report_phones(uuid[]) to authenticated;
grant execute on function public.held_reports(integer) to authenticated;
grant execute on function public.release_held_reports(uuid[]) to authenticated;

-- Each report: a held one counted for the held summary; one let through gets its own message, or
-- is counted for the next summary of reports. Nothing here may fail the insert.
create or replace function private.notify_owner_of_missed_pickup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    if new.held_reason is not null then
      perform private.note_request('report_held', now(), false, new.id);
    elsif private.note_request('report', now(), true, new.id) then
      perform private.post_notification(private.missed_pickup_message(new.id));
    end if;
  exception when others then
    raise warning 'Report % was not noted for a notification: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

create function private.notify_released_report()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    perform private.note_request('report', now(), false, new.id);
  exception when others then
    raise warning 'Released report % was not noted for a notification: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

revoke all on function private.notify_released_report() from public, anon, authenticated;

create trigger missed_pickup_reports_notify_released
  after update of held_reason on public.missed_pickup_reports
  for each row
  when (old.held_reason is not null and new.held_reason is null)
  execute function private.notify_released_report();

-- ---------------------------------------------------------------------------------------------
-- The inbox's notice: when the newest request or report held because the check could not be
-- made arrived, within the last day; null when none did. Staff only.

create function public.intake_check_trouble()
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return greatest(
    (select max(r.created_at) from public.service_requests r
      where r.status = 'held' and r.held_reason = 'check_unavailable'
        and r.created_at > now() - interval '24 hours'),
    (select max(r.created_at) from public.missed_pickup_reports r
      where r.held_reason = 'check_unavailable' and r.created_at > now() - interval '24 hours'));
end;
$$;

revoke all on function public.intake_check_trouble() from public, anon, service_role;
grant execute on function public.intake_check_trouble() to authenticated;
