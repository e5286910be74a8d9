-- The request intake fails closed and no one source spends the day's room: a request whose human
-- check could not be made (no secret, a secret Turnstile refuses, siteverify unreachable, no
-- site address to check the token's hostname against) is held as check_unavailable, with no
-- upload slots, and the owner's inbox says so; held rows are bounded per source as well as per
-- day, a source past its own bound being dropped without a word; a request's uploads are signed
-- again only for the sender who holds its retry key. A summary of one request is that request's
-- own message. docs/decisions/0008 records why requests are held rather than refused.

-- ---------------------------------------------------------------------------------------------
-- check_unavailable: the function could not check (submit-request says 'unavailable').

alter table public.service_requests drop constraint service_requests_held_reason_valid;
alter table public.service_requests
  add constraint service_requests_held_reason_valid
  check (held_reason in ('check_failed', 'check_unavailable', 'connection', 'phone', 'everyone'));

-- The SHA-256 (hex) of the retry key the form made with the request's id: a repeat of the id
-- gets the request's uploads again only with the same key, within 30 minutes. Apart from the row,
-- so that no read of requests (the inbox, the notifications) carries it, and kept only as long
-- as it can serve: submit_request clears keys past their 30 minutes. No foreign key, so that the
-- table's truncation (the tests', the local stack's reset) is not held up by it.
create table private.request_retry_keys (
  request_id uuid primary key,
  key_hash text not null constraint request_retry_keys_key_hash_format
    check (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

create index request_retry_keys_created_at_idx on private.request_retry_keys (created_at);

revoke all on table private.request_retry_keys from public, anon, authenticated, service_role;

-- The per-source bound counts a source's held rows of the day.
create index service_requests_held_source_idx
  on public.service_requests (source_hash, created_at) where status = 'held';
create index service_requests_held_source_56_idx
  on public.service_requests (source_56_hash, created_at) where status = 'held';

-- How many held rows one source may add in 24 hours: an address (IPv6: one /64) 20, an IPv6
-- /56 50. A person whose widget fails retries a few times; 50 sources are needed to fill the
-- day's cap of 1,000.
create function private.held_room_left(source_hash text, source_56_hash text, at timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (held_room_left.source_hash is null or (
            select count(*) from public.service_requests r
            where r.status = 'held' and r.source_hash = held_room_left.source_hash
              and r.created_at > at - interval '24 hours') < 20)
     and (held_room_left.source_56_hash is null or (
            select count(*) from public.service_requests r
            where r.status = 'held' and r.source_56_hash = held_room_left.source_56_hash
              and r.created_at > at - interval '24 hours') < 50)
$$;

revoke all on function private.held_room_left(text, text, timestamptz) from public, anon, authenticated;

create or replace function public.service_requests_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The business's calendar, not the server's UTC one: at 6 pm in Utah UTC is already tomorrow,
  -- and a visitor choosing "today" must not be told it is in the past.
  today date := (now() at time zone 'America/Denver')::date;
  address inet := private.intake_setting('client_address')::inet;
  -- passed or failed: what Turnstile said; unavailable: the function could not check;
  -- unchecked: no check was meant to be made (the local stack, a row added in the SQL Editor).
  verification text := coalesce(private.intake_setting('verification'), 'unchecked');
  -- The most held requests a day may add: far above any real day, and at about 1 kB a row it
  -- bounds what a flood adds to the database at about 1 MB a day.
  held_cap constant integer := 1000;
  reason text;
begin
  if new.start_date < today then
    raise exception using
      errcode = '23514',
      constraint = 'service_requests_start_date_not_past',
      message = 'The preferred start date must be today or later.';
  end if;

  new.source_hash := private.source_hash(address, 64);
  new.source_56_hash := private.source_hash(address, 56);

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.service_requests'));

  if verification = 'failed' then
    reason := 'check_failed';
  elsif verification = 'unavailable' then
    reason := 'check_unavailable';
  -- 5 an hour from one address (IPv6: one /64), 10 from one IPv6 /56 (docs/decisions/0008).
  elsif (new.source_hash is not null and (
          select count(*) from public.service_requests r
          where r.source_hash = new.source_hash and r.status <> 'held'
            and r.created_at > now() - interval '1 hour') >= 5)
     or (new.source_56_hash is not null and (
          select count(*) from public.service_requests r
          where r.source_56_hash = new.source_56_hash and r.status <> 'held'
            and r.created_at > now() - interval '1 hour') >= 10) then
    reason := 'connection';
  elsif (select count(*) from public.service_requests r
         where r.phone = new.phone and r.status <> 'held'
           and r.created_at > now() - interval '24 hours') >= 3 then
    reason := 'phone';
  -- The ceiling: 200 in an hour is an attack spread over many addresses. A request that passed
  -- the check goes through it; without a check, the request is held rather than refused.
  elsif verification <> 'passed' and (
          select count(*) from public.service_requests r
          where r.status <> 'held' and r.created_at > now() - interval '1 hour') >= 200 then
    reason := 'everyone';
  end if;

  if reason is not null then
    -- A source past its own bound is dropped: no row, and the same answer as a held request, so
    -- that it learns nothing and a fresh source still finds room.
    if not private.held_room_left(new.source_hash, new.source_56_hash, now()) then
      return null;
    end if;
    -- Past the cap the request is refused: PostgREST answers SQLSTATE PT429 with HTTP 429, and
    -- the detail names the limit for the form (limit=phone, limit=connection, limit=everyone).
    if (select count(*) from public.service_requests r
        where r.status = 'held' and r.created_at > now() - interval '24 hours') >= held_cap then
      raise exception using
        errcode = 'PT429',
        message = case reason
          when 'connection' then 'Too many requests from your connection this hour. Please call instead.'
          when 'phone' then 'Too many requests from this phone number today. Please call instead.'
          else 'Too many requests right now. Please try again later or call instead.'
        end,
        detail = 'limit=' || case reason when 'connection' then 'connection'
                                         when 'phone' then 'phone'
                                         else 'everyone' end;
    end if;
    new.status := 'held';
    new.held_reason := reason;
  end if;

  return new;
end;
$$;

-- The request form's one way in, as before, with the SHA-256 of the retry key and the verdict
-- 'unavailable'. A request dropped past its source's bound answers as a held one, with no row.
-- submit_request runs with the caller's rights (the service role), which may not write the
-- private table: security definer for that one insert is not worth a second function, so the
-- service role may insert there and nothing more.
drop function public.submit_request(jsonb, inet, text);

create function public.submit_request(
  request jsonb,
  client_address inet default null,
  verification text default 'unchecked',
  retry_key_hash text default null
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  stored public.service_requests;
begin
  if verification is null
     or verification not in ('passed', 'failed', 'unavailable', 'unchecked') then
    raise exception using
      errcode = '22023',
      message = 'verification is passed, failed, unavailable or unchecked.';
  end if;
  perform pg_catalog.set_config('intake.client_address', coalesce(client_address::text, ''), true);
  perform pg_catalog.set_config('intake.verification', verification, true);
  insert into public.service_requests (
    id, service, name, phone, email, address, unit, city, rooms, garage_size, start_date,
    contact_method, notes, property_name, units, sms_consent, photo_count, source_page,
    source_host)
  select coalesce(r.id, gen_random_uuid()), r.service, r.name, r.phone, r.email, r.address,
         r.unit, r.city, r.rooms, r.garage_size, r.start_date, r.contact_method, r.notes,
         r.property_name, r.units, coalesce(r.sms_consent, false), coalesce(r.photo_count, 0),
         r.source_page, r.source_host
  from pg_catalog.jsonb_populate_record(null::public.service_requests, request) r
  returning * into stored;
  perform pg_catalog.set_config('intake.client_address', '', true);
  perform pg_catalog.set_config('intake.verification', '', true);
  if stored.id is null then
    return pg_catalog.jsonb_build_object('id', request -> 'id', 'held', true, 'photo_count', 0);
  end if;
  delete from private.request_retry_keys k where k.created_at < now() - interval '30 minutes';
  if retry_key_hash is not null then
    insert into private.request_retry_keys (request_id, key_hash)
    values (stored.id, retry_key_hash);
  end if;
  return pg_catalog.jsonb_build_object(
    'id', stored.id, 'held', stored.status = 'held', 'photo_count', stored.photo_count);
end;
$$;

revoke all on function public.submit_request(jsonb, inet, text, text) from public, anon, authenticated;
grant execute on function public.submit_request(jsonb, inet, text, text) to service_role;

grant select, insert, delete on table private.request_retry_keys to service_role;

-- A request sent again with its id (the first answer lost): how many photos its sender may upload
-- again, which is none unless the retry key's hash is the one stored with it, the request is not
-- held, and it is under 30 minutes old. Null when there is no such request.
create function public.request_photos_again(request_id uuid, retry_key_hash text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when r.status <> 'held' and r.created_at > now() - interval '30 minutes'
         and k.key_hash = request_photos_again.retry_key_hash
      then r.photo_count
    else 0
  end
  from public.service_requests r
  left join private.request_retry_keys k
    on k.request_id = r.id and k.created_at > now() - interval '30 minutes'
  where r.id = request_photos_again.request_id;
$$;

revoke all on function public.request_photos_again(uuid, text) from public, anon, authenticated;
grant execute on function public.request_photos_again(uuid, text) to service_role;
