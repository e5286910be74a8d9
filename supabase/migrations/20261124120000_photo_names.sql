-- At most 5 photos per request, held by the names alone: a request's photos may only be
-- <request id>/1.jpg .. 5.jpg, and the unique index on (bucket_id, name) keeps one object per
-- name, so no interleaving of uploads can store a sixth.
--
-- The count and lock that stood here before did not hold. Supabase Storage (supabase/storage)
-- checks the INSERT policy in a trial insert as the caller that it always rolls back
-- (`Uploader.canUpload` through `StoragePgDB.testPermission`, src/storage/uploader.ts and
-- src/storage/database/pg.ts), and writes the row it keeps once the bytes are stored, as
-- service_role, past every policy (`Uploader.completeUpload`). The advisory lock went with the
-- rolled-back trial, and the count could not see a photo whose trial had passed but whose row
-- was not written yet: two uploads racing for the fifth place both passed, and with the names
-- 1-5 in .jpg and .webp one request could hold 10 objects.
--
-- What the names rest on: the kept write is `upsertObject`, an INSERT ... ON CONFLICT (name,
-- bucket_id) DO UPDATE, even when the client asked for no upsert. Two uploads racing for one
-- name therefore end as one object (the last write wins; Storage deletes the other version's
-- bytes), and an upload to a name already stored fails in its trial on the unique index
-- (SQLSTATE 23505, which Storage answers as 409 Duplicate). The browser sends only JPEG, at
-- <request id>/<n>.jpg with n = 1..5 in the order shown (src/components/request/use-photos.ts),
-- so the WebP names go.

create or replace function private.request_accepts_photo(object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- A malformed name is a plain false (the regular expression runs before any cast), so Storage
  -- answers a refusal, never an error.
  parts text[] := pg_catalog.regexp_match(
    object_name,
    '^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/[1-5]\.jpg$');
begin
  if parts is null then
    return false;
  end if;
  -- Security definer, since the uploader may not read the requests.
  return exists (
    select 1 from public.service_requests r
    where r.id = parts[1]::uuid and r.created_at > now() - interval '30 minutes');
end;
$$;

-- It served only the count, which is gone.
drop policy "The photo check counts a request's photos" on storage.objects;
