-- What a Supabase project has before any migration runs, reduced to what the migrations use:
-- the API roles, their default privileges in public, and the part of the auth schema they reference.

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key,
  email text
);

-- As the platform defines it: the subject of the JWT that PostgREST puts in request.jwt.claims.
create function auth.uid()
returns uuid
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

-- Supabase Realtime streams the tables of this publication (empty until a migration adds one).
create publication supabase_realtime;

-- Supabase Storage's schema, reduced to what the migrations use, as Storage's own migrations
-- define it (supabase/storage: migrations/tenant/0002-storage-schema.sql, 0002-pathtoken-column,
-- 0007-add-public-to-buckets, 0012-add-bucket-custom-limits, 0014-use-bytes-for-max-size):
-- Storage's API inserts, reads and deletes these rows as the caller's role, so RLS on
-- storage.objects is what decides who may upload, list, sign or delete.
create schema storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);
alter table storage.objects enable row level security;

create function storage.foldername(name text)
returns text[]
language plpgsql
as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$function$;

-- The platform's grants: every privilege to the API roles, RLS deciding the rest.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Stand-ins for two extensions every Supabase project has and PGlite cannot load: pg_net and
-- Supabase Vault. Each keeps the real one's names, signatures and tables, so that a migration
-- calls them exactly as on the platform, and does the least that a test can watch.

-- pg_net (supabase/pg_net, sql/pg_net.sql, 0.20; its README's "net.http_post function
-- signature"): http_post queues the request in net.http_request_queue and returns its id; the
-- real extension's background worker sends the queued rows after the transaction commits. Here
-- nothing is sent: a test reads the queue. Like the real function it adds a JSON Content-Type
-- when the headers name none and refuses any other; params (appended to the URL by the real one)
-- are refused, as nothing here uses them.
create schema net;

create table net.http_request_queue (
  id bigserial,
  method text not null check (method ilike 'get' or method ilike 'post' or method ilike 'delete'),
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language plpgsql
as $$
declare
  request_id bigint;
  content_type text;
begin
  select value into content_type
    from jsonb_each_text(coalesce(headers, '{}'::jsonb))
    where lower(key) = 'content-type'
    limit 1;
  if content_type is null then
    headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
  elsif content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  if params is not null and params <> '{}'::jsonb then
    raise exception 'the pg_net stand-in does not encode params';
  end if;

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  return request_id;
end;
$$;

-- The real extension grants its schema and tables to PUBLIC.
grant usage on schema net to public;
grant all on all tables in schema net to public;
grant all on all sequences in schema net to public;

-- Supabase Vault (supabase/vault, sql/supabase_vault--0.3.0.sql; its README's "Using the
-- Vault"): vault.secrets with vault.create_secret(new_secret, new_name, new_description,
-- new_key_id) returning the secret's id, read back through vault.decrypted_secrets. The real one
-- encrypts `secret` with a key SQL cannot see and decrypts it in the view; here the text is kept
-- as it is and the view hands it back as decrypted_secret. The API roles get nothing, as on the
-- platform.
create schema vault;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
create unique index on vault.secrets using btree (name) where name is not null;

create view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret, s.secret as decrypted_secret, s.key_id, s.nonce,
       s.created_at, s.updated_at
from vault.secrets s;

create function vault.create_secret(
  new_secret text,
  new_name text = null,
  new_description text = '',
  new_key_id uuid = null
)
returns uuid
security definer
language plpgsql
set search_path = ''
as $$
declare
  secret_id uuid;
begin
  insert into vault.secrets (secret, name, description)
  values (new_secret, new_name, new_description)
  returning id into secret_id;
  return secret_id;
end;
$$;

revoke all on function vault.create_secret(text, text, text, uuid) from public;
