-- The crew's phones send each mark's photo with its small copy (marks/<id>.thumb.jpg), which the
-- partner's log shows in its list. The crew's insert policy took the photo's name only; it takes
-- the small copy on the same terms, as the owner's policy does since the small copies came.
drop policy "Crew add photos of marks" on storage.objects;

create policy "Crew add photos of marks and their small copies"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'pickup-photos'
    and (select public.is_crew())
    and name ~ '^marks/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?\.jpg$'
  );
