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
-- Stand-ins for extensions every Supabase project has and PGlite cannot load: Supabase Vault
-- here, pg_net and pg_cron in pg_net.sql and pg_cron.sql (run after this file, and again at each
-- start of the development backend, whose database may predate a change to them). Each keeps
-- the real one's names, signatures and tables, so that a migration calls them exactly as on the
-- platform.

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
