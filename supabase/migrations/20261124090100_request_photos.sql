-- Photos with a request (issue 20): the form makes the request's id itself (anon cannot read the
-- row back), inserts the row, then uploads up to 5 photos to <request id>/<n>.jpg in a private
-- bucket. Visitors may only add photos, only to a request just sent; staff see and delete them.

alter table public.service_requests
  add column photo_count smallint not null default 0
    constraint service_requests_photo_count_range
    check (photo_count between 0 and 5);

-- id joins the visitor's columns (a uuid the browser makes with crypto.randomUUID(); a clash is
-- a primary-key violation, not an overwrite), and photo_count, which the e-mail reports.
grant insert (id, photo_count) on table public.service_requests to anon, authenticated;

-- Private: photos are seen only through signed URLs that staff ask for. 3 MB is three times what
-- the form's 1,600 px JPEGs weigh; the types are what the form re-encodes to.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('request-photos', 'request-photos', false, 3145728, array['image/jpeg', 'image/webp']);

-- Outside the schemas the API exposes, so that it is no RPC: the storage policies call it.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- Whether one more photo may go to this object name: <request id>/<1..5>.jpg|webp, the request
-- sent in the last 30 minutes, fewer than 5 photos stored for it. Security definer, since the
-- uploader may read neither the requests nor the other photos. A malformed name is a plain false
-- (the regular expression runs before any cast), so Storage answers a refusal, never an error.
create function private.request_accepts_photo(object_name text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  parts text[] := pg_catalog.regexp_match(
    object_name,
    '^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/[1-5]\.(jpg|webp)$');
  request_id uuid;
begin
  if parts is null then
    return false;
  end if;
  request_id := parts[1]::uuid;

  -- One upload per request at a time, so that two at once cannot both be the fifth. The lock is
  -- released when Storage's insert commits; the count below then sees the committed row.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('request-photos/' || parts[1]));

  return exists (
      select 1 from public.service_requests r
      where r.id = request_id and r.created_at > now() - interval '30 minutes')
    and (select count(*) from storage.objects o
         where o.bucket_id = 'request-photos' and o.name like parts[1] || '/%') < 5;
end;
$$;

revoke all on function private.request_accepts_photo(text) from public;
grant execute on function private.request_accepts_photo(text) to anon, authenticated;

-- The count above reads storage.objects as the function's owner, postgres (the role migrations
-- and the SQL Editor run as), and storage.objects belongs to Storage's own role: should postgres
-- not bypass RLS there, this policy still lets the count see the bucket's photos. It gives the
-- project's admin role nothing the dashboard does not already show it.
create policy "The photo check counts a request's photos"
  on storage.objects for select
  to postgres
  using (bucket_id = 'request-photos');

-- Visitors (and signed-in partners sending the form) upload; nothing else. Without SELECT and
-- UPDATE policies an upsert is refused too, so a photo cannot be replaced once sent.
create policy "Visitors add photos to a request just sent"
  on storage.objects for insert
  to anon, authenticated
  with check (bucket_id = 'request-photos' and private.request_accepts_photo(name));

-- Staff list and sign (SELECT) and delete; they have no reason to upload or change a photo.
create policy "Staff read request photos"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'request-photos' and (select public.is_staff()));

create policy "Staff delete request photos"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'request-photos' and (select public.is_staff()));
