-- A limit per IPv6 /56 besides the one per /64: a home connection is usually delegated a whole
-- /56 (256 /64s), so rotating through its /64s at 5 requests each filled the flood breaker (200
-- an hour) from one house and kept every real visitor out. A /56 now takes 10 requests an hour,
-- so filling the breaker takes 20 of them. docs/decisions/0008 records why 10.

-- The source hash at any IPv6 prefix length, so that the /64 and the /56 are read, keyed and
-- salted the same way; IPv4 is keyed by the address at every length.
create function private.request_source_hash(ipv6_prefix integer)
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
      when 6 then pg_catalog.network(pg_catalog.set_masklen(address::inet, ipv6_prefix))::text
      else pg_catalog.host(address::inet)
    end;
  exception when invalid_text_representation then
    source := pg_catalog.lower(address);
  end;
  return pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(
    (select s.salt from private.intake_salt s) || source, 'UTF8')), 'hex');
end;
$$;

revoke all on function private.request_source_hash(integer) from public, anon, authenticated;

-- Unchanged in what it returns (the /64), now through the function above.
create or replace function private.request_source_hash()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.request_source_hash(64)
$$;

-- source_hash with IPv6 counted by its /56 (for IPv4 the same value as source_hash). Set by the
-- trigger below; in no client role's column grants.
alter table public.service_requests add column source_56_hash text;

create index service_requests_source_56_hash_created_at_idx
  on public.service_requests (source_56_hash, created_at);

-- A trigger of its own rather than a new version of service_requests_before_insert, which keeps
-- the other limits. Triggers fire in name order, so this one runs after it.
create function private.service_requests_limit_per_56()
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
      message = 'Too many requests from your connection this hour. Please call instead.';
  end if;

  return new;
end;
$$;

revoke all on function private.service_requests_limit_per_56() from public, anon, authenticated;

create trigger service_requests_before_insert_per_56
  before insert on public.service_requests
  for each row execute function private.service_requests_limit_per_56();
