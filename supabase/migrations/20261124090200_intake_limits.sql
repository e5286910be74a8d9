-- An intake no script can jam (issue 20): requests are limited per source (the client's address
-- as Cloudflare, in front of Supabase's API gateway, hands it to PostgREST), per phone as before,
-- and in total only by a flood breaker far above any real day. docs/decisions/0008 records why
-- the address is read from cf-connecting-ip and nothing else.

-- A salted hash of the source, never the address: enough to count, not to say who it was. The
-- insert trigger sets it; no client role may write it (it is in none of their column grants).
alter table public.service_requests add column source_hash text;

create index service_requests_source_hash_created_at_idx
  on public.service_requests (source_hash, created_at);

-- The salt, made once per database and readable by no API role: without it an IPv4 address
-- (2^32 of them) would be recovered from its plain hash in minutes.
create table private.intake_salt (salt text not null);
revoke all on table private.intake_salt from public, anon, authenticated, service_role;
insert into private.intake_salt (salt)
values (pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(
  gen_random_uuid()::text || gen_random_uuid()::text || pg_catalog.clock_timestamp()::text,
  'UTF8')), 'hex'));

-- The source of the request being run: a hash of the address in the cf-connecting-ip header,
-- which Cloudflare sets on every request it forwards, overwriting whatever the client sent; null
-- without it (the SQL Editor, the dashboard, a direct connection). An IPv6 client holds a whole
-- /64 and could rotate through it, so IPv6 counts by its /64.
create function private.request_source_hash()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := pg_catalog.btrim(
    nullif(pg_catalog.current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip');
  source text;
begin
  if address is null or address = '' then
    return null;
  end if;
  begin
    source := case pg_catalog.family(address::inet)
      when 6 then pg_catalog.network(pg_catalog.set_masklen(address::inet, 64))::text
      else pg_catalog.host(address::inet)
    end;
  exception when invalid_text_representation then
    source := pg_catalog.lower(address);
  end;
  return pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(
    (select s.salt from private.intake_salt s) || source, 'UTF8')), 'hex');
end;
$$;

revoke all on function private.request_source_hash() from public, anon, authenticated;

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
begin
  if new.start_date < today then
    raise exception using
      errcode = '23514',
      constraint = 'service_requests_start_date_not_past',
      message = 'The preferred start date must be today or later.';
  end if;

  new.source_hash := private.request_source_hash();

  -- One insert at a time, so that simultaneous requests cannot each see room under a limit.
  -- The form sends a few requests a day; waiting for this lock costs nothing noticeable.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.service_requests'));

  -- PostgREST answers SQLSTATE PTxyz with HTTP xyz: 429 for each limit, which the form
  -- recognises. First the source: a script hammering the API from one address stops here, and
  -- every other visitor's request still goes through.
  if new.source_hash is not null and (
      select count(*) from public.service_requests r
      where r.source_hash = new.source_hash and r.created_at > now() - interval '1 hour') >= 5 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests from your connection this hour. Please call instead.';
  end if;

  if (select count(*) from public.service_requests r
      where r.phone = new.phone and r.created_at > now() - interval '24 hours') >= 3 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests from this phone number today. Please call instead.';
  end if;

  -- The flood breaker: a real day brings a handful of requests, so 200 in an hour is an attack
  -- spread over many addresses; refusing then caps the owner's e-mails and the table's growth.
  if (select count(*) from public.service_requests r
      where r.created_at > now() - interval '1 hour') >= 200 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests right now. Please try again later or call instead.';
  end if;

  return new;
end;
$$;
