-- Small copies of the marks' and the residents' reports' photos, beside each photo: the partner's
-- log lists them (a few kB each) and opens the photo itself (up to 1 MiB) only when tapped. A
-- photo at marks/<id>.jpg or reports/<id>.jpg has its small copy at marks/<id>.thumb.jpg or
-- reports/<id>.thumb.jpg; each is taken on the same terms as its photo, once (no UPDATE policy),
-- and seen by the same people.

drop policy "Staff add photos of marks" on storage.objects;

create policy "Staff add photos of marks and their small copies"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'pickup-photos'
    and (select public.is_staff())
    and name ~ '^marks/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?\.jpg$'
  );

-- A report's photo or its small copy: within 30 minutes of a report let through (not held) that
-- said it has one.
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
    '^reports/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.thumb)?\.jpg$');
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

-- Whether the caller (a partner) may see this photo or its small copy: one of their properties'
-- marks or reports.
create or replace function private.partner_sees_pickup_photo(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.pickup_marks m
      join public.properties pr on pr.id = m.property_id
      join public.partners p on p.id = pr.partner_id
     where (m.photo_path = object_name
            or pg_catalog.regexp_replace(m.photo_path, '\.jpg$', '.thumb.jpg') = object_name)
       and p.user_id = auth.uid())
  or exists (
    select 1 from public.missed_pickup_reports r
      join public.properties pr on pr.id = r.property_id
      join public.partners p on p.id = pr.partner_id
     where object_name in ('reports/' || r.id::text || '.jpg', 'reports/' || r.id::text || '.thumb.jpg')
       and r.has_photo and p.user_id = auth.uid());
$$;
