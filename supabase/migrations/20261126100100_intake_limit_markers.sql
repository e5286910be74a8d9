-- Each intake limit says which one it is. All three answer 429 (SQLSTATE PT429), and the form
-- told the visitor "several requests from this number" for each; now the refusal's detail names
-- the limit, a word set here for programs to read, while the message stays for people:
--   limit=phone       3 requests a day from one phone number
--   limit=connection  5 an hour from one address (10 from an IPv6 /56)
--   limit=everyone    200 an hour in all (the flood breaker)
-- PostgREST hands the detail to the client as the error's `details`; the form reads it in
-- src/features/request/api/failure.ts. The limits themselves are unchanged.

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
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.service_requests'));

  -- First the source: a script hammering the API from one address stops here, and every other
  -- visitor's request still goes through.
  if new.source_hash is not null and (
      select count(*) from public.service_requests r
      where r.source_hash = new.source_hash and r.created_at > now() - interval '1 hour') >= 5 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests from your connection this hour. Please call instead.',
      detail = 'limit=connection';
  end if;

  if (select count(*) from public.service_requests r
      where r.phone = new.phone and r.created_at > now() - interval '24 hours') >= 3 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests from this phone number today. Please call instead.',
      detail = 'limit=phone';
  end if;

  -- The flood breaker: a real day brings a handful of requests, so 200 in an hour is an attack
  -- spread over many addresses; refusing then caps the owner's e-mails and the table's growth.
  if (select count(*) from public.service_requests r
      where r.created_at > now() - interval '1 hour') >= 200 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests right now. Please try again later or call instead.',
      detail = 'limit=everyone';
  end if;

  return new;
end;
$$;

create or replace function private.service_requests_limit_per_56()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.source_56_hash := private.request_source_hash(56);

  -- The same lock as the other limits (already held when that trigger ran first; taking it
  -- again in one transaction is free), so simultaneous requests cannot each see room.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.service_requests'));

  if new.source_56_hash is not null and (
      select count(*) from public.service_requests r
      where r.source_56_hash = new.source_56_hash
        and r.created_at > now() - interval '1 hour') >= 10 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests from your connection this hour. Please call instead.',
      detail = 'limit=connection';
  end if;

  return new;
end;
$$;
