-- No flood locks a customer out: requests arrive through the submit-request edge function, which
-- checks a Cloudflare Turnstile token and inserts with the service role, handing the visitor's
-- trusted address and the check's outcome to this intake. A request the check passed is always
-- stored; one that failed it, or that is over a limit, is stored as held (status 'held') instead
-- of refused, up to a daily cap; held requests stay out of the inbox, its counts and the month's
-- figures until staff release them, or delete them all. docs/decisions/0008 records why.

-- ---------------------------------------------------------------------------------------------
-- Held: a status of its own, with the reason the intake held it.

alter table public.service_requests drop constraint service_requests_status_valid;
alter table public.service_requests
  add constraint service_requests_status_valid
  check (status in ('new', 'contacted', 'scheduled', 'done', 'lost', 'held'));

alter table public.service_requests
  -- check_failed: the human check failed (or no token came); connection, phone: over that limit;
  -- everyone: over the hourly ceiling without a passed check.
  add column held_reason text
    constraint service_requests_held_reason_valid
    check (held_reason in ('check_failed', 'connection', 'phone', 'everyone')),
  add constraint service_requests_held_has_reason
    check ((status = 'held') = (held_reason is not null));

-- The daily cap counts held rows; the Held view lists them newest first.
create index service_requests_held_created_at_idx
  on public.service_requests (created_at) where status = 'held';

-- ---------------------------------------------------------------------------------------------
-- Visitors no longer write: the function inserts for them. Revoking the table privilege revokes
-- the column grants of the earlier migrations too.

drop policy "Visitors can send a request" on public.service_requests;
revoke insert on table public.service_requests from anon, authenticated;

-- Staff see and change requests that are not held; the Held view reads held ones through the
-- functions below. So the inbox's list, its counts, search, Realtime (which sends a row only to
-- those who may SELECT it) and the month's figures (inbox_month runs with the caller's rights)
-- leave held requests out without a change of their own, and staff cannot hold a request by
-- hand.
drop policy "Staff read every request" on public.service_requests;
create policy "Staff read every request not held"
  on public.service_requests for select
  to authenticated
  using ((select public.is_staff()) and status <> 'held');

drop policy "Staff update a request's status and notes" on public.service_requests;
create policy "Staff update a request not held"
  on public.service_requests for update
  to authenticated
  using ((select public.is_staff()) and status <> 'held')
  with check ((select public.is_staff()) and status <> 'held');

-- ---------------------------------------------------------------------------------------------
-- The source, from an address handed over explicitly. The function reads the client's address
-- from cf-connecting-ip (the one header Cloudflare sets and the client cannot choose), and the
-- database no longer reads a request header: the service role's own request carries the
-- function's address, not the visitor's.

-- The salted hash of an address's key: IPv4 by the address, IPv6 by its prefix (/64 for one
-- subscriber, /56 for one home connection). The same keys and salt as before, so that rows
-- stored before this migration still count. An IPv4-mapped IPv6 address is its IPv4 address.
create function private.source_hash(address inet, ipv6_prefix integer)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  key text;
begin
  if address is null then
    return null;
  end if;
  if address << '::ffff:0.0.0.0/96'::inet then
    address := '0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet);
  end if;
  key := case pg_catalog.family(address)
    when 6 then pg_catalog.network(pg_catalog.set_masklen(address, ipv6_prefix))::text
    else pg_catalog.host(address)
  end;
  return pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(
    (select s.salt from private.intake_salt s) || key, 'UTF8')), 'hex');
end;
$$;

revoke all on function private.source_hash(inet, integer) from public, anon, authenticated;

-- What submit_request hands to the insert trigger for this one transaction: the client's address
-- and the check's outcome. Settings with a prefix of our own; PostgREST sets only request.*, and
-- only the service role and postgres may insert.
create function private.intake_setting(name text)
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(pg_catalog.current_setting('intake.' || name, true), '')
$$;

revoke all on function private.intake_setting(text) from public, anon, authenticated;

-- The limits and the hold. One insert at a time (the advisory lock), so that simultaneous
-- requests cannot each see room under a limit. The limits count the requests let through (not
-- held): a flood's held rows neither fill a limit nor lock out the number or the connection they
-- name, and with the human check on, the requests let through are those that passed it.
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
  -- passed or failed: what Turnstile said; unchecked: no check was made (none configured,
  -- Turnstile unreachable from the function, or a row added in the SQL Editor).
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
        detail = 'limit=' || case reason when 'check_failed' then 'everyone' else reason end;
    end if;
    new.status := 'held';
    new.held_reason := reason;
  end if;

  return new;
end;
$$;

-- The /56 limit is now part of the trigger above.
drop trigger service_requests_before_insert_per_56 on public.service_requests;
drop function private.service_requests_limit_per_56();
drop function private.request_source_hash();
drop function private.request_source_hash(integer);

-- The request form's one way in, called by submit-request with the service role: the form's
-- columns of `request` (nothing else: not status, not the source), the client's address as
-- Cloudflare gave it (null when unknown) and what Turnstile said (passed, failed, unchecked).
-- Answers the stored row's id, whether it was held and how many photos it said would follow. An invalid address is refused (22P02,
-- HTTP 400) rather than counted as no address.
create function public.submit_request(
  request jsonb,
  client_address inet default null,
  verification text default 'unchecked'
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  stored public.service_requests;
begin
  if verification is null or verification not in ('passed', 'failed', 'unchecked') then
    raise exception using
      errcode = '22023',
      message = 'verification is passed, failed or unchecked.';
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
  return pg_catalog.jsonb_build_object(
    'id', stored.id, 'held', stored.status = 'held', 'photo_count', stored.photo_count);
end;
$$;

revoke all on function public.submit_request(jsonb, inet, text) from public, anon, authenticated;
grant execute on function public.submit_request(jsonb, inet, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The Held view: staff read the held requests, release some (they become new requests) or
-- delete them all. Security definer, since the policies above hide held rows; each checks
-- is_staff() itself and answers anyone else 42501 (HTTP 401 for anon, 403 signed in).

create function private.require_staff()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_staff()) then
    raise exception using
      errcode = '42501',
      message = 'Only staff may see held requests.';
  end if;
end;
$$;

revoke all on function private.require_staff() from public, anon, authenticated;

-- The newest held requests, at most max_rows (1 to 500).
create function public.held_requests(max_rows integer default 100)
returns setof public.service_requests
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select * from public.service_requests r
    where r.status = 'held'
    order by r.created_at desc, r.id
    limit greatest(1, least(coalesce(max_rows, 100), 500));
end;
$$;

-- How many requests are held.
create function public.held_request_count()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return (select count(*) from public.service_requests r where r.status = 'held');
end;
$$;

-- Makes these held requests new requests; answers how many were released. The notification
-- trigger (next migration) tells the owner of them in one summary.
create function public.release_held_requests(ids uuid[])
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
  update public.service_requests r
    set status = 'new', held_reason = null
    where r.id = any(ids) and r.status = 'held';
  get diagnostics released = row_count;
  return released;
end;
$$;

-- Deletes every held request that arrived at or before up_to (the newest the view showed, so that
-- one arriving meanwhile is not deleted unseen); answers how many were deleted. Held requests get
-- no photos (submit-request signs no uploads for them), so there are none to delete.
create function public.delete_held_requests(up_to timestamptz)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  perform private.require_staff();
  delete from public.service_requests r
    where r.status = 'held' and r.created_at <= up_to;
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

revoke all on function public.held_requests(integer) from public, anon, service_role;
revoke all on function public.held_request_count() from public, anon, service_role;
revoke all on function public.release_held_requests(uuid[]) from public, anon, service_role;
revoke all on function public.delete_held_requests(timestamptz) from public, anon, service_role;
grant execute on function public.held_requests(integer) to authenticated;
grant execute on function public.held_request_count() to authenticated;
grant execute on function public.release_held_requests(uuid[]) to authenticated;
grant execute on function public.delete_held_requests(timestamptz) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Photos: submit-request signs an upload URL (storage-js createSignedUploadUrl, as the service
-- role) for each of the request's names, <id>/1.jpg .. <id>/<photo_count>.jpg, and Storage takes
-- the upload on the token alone (supabase/storage: uploadSignedObject uploads as the super
-- user). So visitors need no INSERT on storage.objects.
drop policy "Visitors add photos to a request just sent" on storage.objects;
drop function private.request_accepts_photo(text);
