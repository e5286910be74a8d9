-- Proof of every night's pickup: the crew marks each building of each active property from
-- /owner/route (picked up, or a problem), residents see tonight's pickups and report a missed
-- one at /r/<public code>, and the partner reads the log on /partner. Where the night turns and
-- why: docs/decisions/0019-the-night-turns-at-noon.md.

-- The business's night a moment belongs to: the evening's date in Utah, turning at noon, so a
-- pickup at 1 a.m. belongs to the evening before.
create function private.business_night(at timestamptz)
returns date
language sql
immutable
set search_path = ''
as $$
  select ((at at time zone 'America/Denver') - interval '12 hours')::date;
$$;

-- Tonight, by the server's clock: what the route, the residents' page and the log call tonight.
create function public.current_night()
returns date
language sql
stable
set search_path = ''
as $$
  select private.business_night(now());
$$;

revoke all on function public.current_night() from public;
grant execute on function public.current_night() to anon, authenticated, service_role;

create table public.pickup_marks (
  -- Made on the phone (crypto.randomUUID()) when the crew taps, so that a mark sent twice (an
  -- answer lost on a bad connection) is refused the second time as a duplicate key.
  id uuid primary key,
  building_id uuid not null references public.property_buildings (id) on delete cascade,
  -- Set from the building by the trigger below (whatever the phone sent), for the policies and
  -- the log.
  property_id uuid not null references public.properties (id) on delete cascade,
  kind text not null
    constraint pickup_marks_kind_valid
    check (kind in ('picked_up', 'problem')),
  problem text
    constraint pickup_marks_problem_valid
    check (problem in ('nothing_set_out', 'outside_window', 'overflowing_dumpster', 'bulk_item',
                       'no_access')),
  unit text
    constraint pickup_marks_unit_length
    check (char_length(btrim(unit)) between 1 and 20),
  note text
    constraint pickup_marks_note_length
    check (char_length(note) <= 1000),
  -- The photo in the private bucket pickup-photos, always at marks/<id>.jpg.
  photo_path text,
  -- The phone's clock when the crew tapped, kept to show what the phone said; never trusted.
  marked_at timestamptz not null,
  -- How long the mark waited on the phone before this send, measured by the phone between two
  -- readings of its own clock (so a clock set wrong cancels out), at most two days.
  sent_after_ms integer not null default 0
    constraint pickup_marks_sent_after_range
    check (sent_after_ms between 0 and 172800000),
  -- The server's clock: when the mark arrived, and when it was made (arrival less the wait).
  recorded_at timestamptz not null default now(),
  happened_at timestamptz not null default now(),
  -- The night the mark belongs to, from happened_at (set by the trigger).
  night date not null default private.business_night(now()),
  marked_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint pickup_marks_problem_has_kind
    check ((kind = 'problem') = (problem is not null)),
  constraint pickup_marks_unit_only_for_problems
    check (kind = 'problem' or unit is null),
  constraint pickup_marks_photo_path_own
    check (photo_path = 'marks/' || id::text || '.jpg')
);

comment on table public.pickup_marks is
  'The crew''s mark of a building on a night: picked up, or a problem. The id is made on the phone.';

create index pickup_marks_property_night_idx on public.pickup_marks (property_id, night);
create index pickup_marks_building_night_idx on public.pickup_marks (building_id, night);

-- Fills what the phone does not decide, and refuses a mark for a property that is not served.
create function private.pickup_marks_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  served boolean;
begin
  select pr.id, pr.active into new.property_id, served
    from public.property_buildings b join public.properties pr on pr.id = b.property_id
   where b.id = new.building_id;
  if not coalesce(served, false) then
    raise exception using
      errcode = '23514',
      constraint = 'pickup_marks_property_active',
      message = 'This building''s property is not served: it is inactive or gone.';
  end if;
  new.recorded_at := now();
  new.happened_at := now() - make_interval(secs => new.sent_after_ms / 1000.0);
  new.night := private.business_night(new.happened_at);
  new.marked_by := auth.uid();
  return new;
end;
$$;

revoke all on function private.pickup_marks_before_insert() from public, anon, authenticated;

create trigger pickup_marks_before_insert
  before insert on public.pickup_marks
  for each row execute function private.pickup_marks_before_insert();

-- A resident's report of a missed pickup, from the residents' page (rpc/report_missed_pickup).
create table public.missed_pickup_reports (
  -- Made in the browser, so that its photo can be named before anyone may read the row.
  id uuid primary key,
  building_id uuid not null references public.property_buildings (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  unit text
    constraint missed_pickup_reports_unit_length
    check (char_length(btrim(unit)) between 1 and 20),
  phone text
    constraint missed_pickup_reports_phone_us_e164
    check (phone ~ '^\+1[2-9][0-9]{9}$'),
  has_photo boolean not null default false,
  created_at timestamptz not null default now(),
  night date not null default private.business_night(now()),
  -- A salted hash of the sender's address, as service_requests keeps it, for the limits.
  source_hash text,
  source_56_hash text
);

comment on table public.missed_pickup_reports is
  'Residents'' reports of a missed pickup, from /r/<code>. Limited per source like requests.';

create index missed_pickup_reports_property_night_idx
  on public.missed_pickup_reports (property_id, night);
create index missed_pickup_reports_source_idx
  on public.missed_pickup_reports (source_hash, created_at);
create index missed_pickup_reports_source_56_idx
  on public.missed_pickup_reports (source_56_hash, created_at);

-- The intake's limits (20261126100100_intake_limit_markers.sql), on this table: 5 an hour from
-- one address (10 from an IPv6 /56), 3 a day from one phone number, 200 an hour in all. Each
-- answers 429 with the same detail words the request form reads.
create function private.missed_pickup_reports_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address inet;
begin
  -- The resident's page calls PostgREST itself (no edge function in between), so the address is
  -- the one Cloudflare sets in cf-connecting-ip, as the intake read it before submit-request
  -- (docs/decisions/0008); keyed and salted by the intake's own private.source_hash.
  begin
    address := nullif(pg_catalog.btrim(
      nullif(pg_catalog.current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'),
      '')::inet;
  exception when others then
    address := null;
  end;
  new.source_hash := private.source_hash(address, 64);
  new.source_56_hash := private.source_hash(address, 56);
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.missed_pickup_reports'));

  if new.source_hash is not null and (
      (select count(*) from public.missed_pickup_reports r
        where r.source_hash = new.source_hash and r.created_at > now() - interval '1 hour') >= 5
      or (select count(*) from public.missed_pickup_reports r
        where r.source_56_hash = new.source_56_hash
          and r.created_at > now() - interval '1 hour') >= 10) then
    raise exception using
      errcode = 'PT429',
      message = 'Too many reports from your connection this hour. Please call instead.',
      detail = 'limit=connection';
  end if;

  if new.phone is not null and (select count(*) from public.missed_pickup_reports r
      where r.phone = new.phone and r.created_at > now() - interval '24 hours') >= 3 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many reports from this phone number today. Please call instead.',
      detail = 'limit=phone';
  end if;

  if (select count(*) from public.missed_pickup_reports r
      where r.created_at > now() - interval '1 hour') >= 200 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many reports right now. Please try again later or call instead.',
      detail = 'limit=everyone';
  end if;

  new.created_at := now();
  new.night := private.business_night(now());
  return new;
end;
$$;

revoke all on function private.missed_pickup_reports_limits() from public, anon, authenticated;

create trigger missed_pickup_reports_limits
  before insert on public.missed_pickup_reports
  for each row execute function private.missed_pickup_reports_limits();

alter table public.pickup_marks enable row level security;
alter table public.missed_pickup_reports enable row level security;

create policy "Staff read every mark, partners their own properties' marks"
  on public.pickup_marks for select
  to authenticated
  using (
    (select public.is_staff())
    or property_id in (
      select pr.id from public.properties pr
      join public.partners p on p.id = pr.partner_id
      where p.user_id = (select auth.uid()))
  );

create policy "Staff mark buildings"
  on public.pickup_marks for insert
  to authenticated
  with check ((select public.is_staff()));

-- Undo: the crew takes back a mark of tonight; past nights are the record.
create policy "Staff take back a mark of tonight"
  on public.pickup_marks for delete
  to authenticated
  using ((select public.is_staff()) and night = public.current_night());

create policy "Staff read every report, partners their own properties' reports"
  on public.missed_pickup_reports for select
  to authenticated
  using (
    (select public.is_staff())
    or property_id in (
      select pr.id from public.properties pr
      join public.partners p on p.id = pr.partner_id
      where p.user_id = (select auth.uid()))
  );

revoke all on table public.pickup_marks, public.missed_pickup_reports from anon, authenticated;
grant select, delete on table public.pickup_marks to authenticated;
grant insert (id, building_id, property_id, kind, problem, unit, note, photo_path, marked_at, sent_after_ms)
  on table public.pickup_marks to authenticated;
grant select (id, building_id, property_id, unit, phone, has_photo, created_at, night)
  on table public.missed_pickup_reports to authenticated;

-- What the residents' page shows, for the property whose public code is given: its name, the
-- set-out window and rules, tonight's date, and each building with the time it was picked up
-- tonight (the last picked-up mark), nothing else: no unit, note, photo, problem or person.
-- Null for an unknown or inactive property. Security definer: anon reads no table.
create function public.resident_page(code text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'name', pr.name,
    'city', pr.city,
    'set_out_from', pr.set_out_from,
    'set_out_until', pr.set_out_until,
    'rules', pr.rules,
    'night', public.current_night(),
    'buildings', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', b.id,
               'name', b.name,
               'picked_up_at', (
                 select max(m.happened_at) from public.pickup_marks m
                  where m.building_id = b.id and m.kind = 'picked_up'
                    and m.night = public.current_night()))
             order by b.position)
        from public.property_buildings b where b.property_id = pr.id), '[]'::jsonb))
  from public.properties pr
  where pr.public_code = code and pr.active;
$$;

revoke all on function public.resident_page(text) from public;
grant execute on function public.resident_page(text) to anon, authenticated, service_role;

-- A resident's report, from the residents' page: the code names the property, the building must
-- be one of it. The id is made in the browser, which names the photo with it. Security definer:
-- anon reads and writes no table; the limits above still see the caller's address.
create function public.report_missed_pickup(
  code text,
  report_id uuid,
  building_id uuid,
  unit text default null,
  phone text default null,
  has_photo boolean default false
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  property uuid;
begin
  select pr.id into property
    from public.properties pr join public.property_buildings b on b.property_id = pr.id
   where pr.public_code = code and pr.active and b.id = report_missed_pickup.building_id;
  if property is null then
    raise exception using
      errcode = 'PT404',
      message = 'No such building on a property served.';
  end if;
  insert into public.missed_pickup_reports (id, building_id, property_id, unit, phone, has_photo)
  values (report_id, report_missed_pickup.building_id, property,
          nullif(btrim(unit), ''), nullif(btrim(phone), ''), coalesce(has_photo, false));
end;
$$;

revoke all on function public.report_missed_pickup(text, uuid, uuid, text, text, boolean) from public;
grant execute on function public.report_missed_pickup(text, uuid, uuid, text, text, boolean)
  to anon, authenticated, service_role;

-- Photos of marks and reports, private, read through signed URLs. The request photos' rules: a
-- JPEG of at most 1 MiB (what the request form's photos were measured to need), at a name fixed by its row's id, never replaced (no UPDATE policy).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('pickup-photos', 'pickup-photos', false, 1048576, array['image/jpeg']);

-- A report's photo: reports/<report id>.jpg, within 30 minutes of the report, which said it
-- has one. Security definer: the uploader may not read the reports.
create function private.report_accepts_photo(object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts text[] := pg_catalog.regexp_match(
    object_name,
    '^reports/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$');
begin
  if parts is null then
    return false;
  end if;
  return exists (
    select 1 from public.missed_pickup_reports r
    where r.id = parts[1]::uuid and r.has_photo and r.created_at > now() - interval '30 minutes');
end;
$$;

revoke all on function private.report_accepts_photo(text) from public;
grant execute on function private.report_accepts_photo(text) to anon, authenticated;

-- Whether the caller (a partner) may see this photo: one of their properties' marks or reports.
create function private.partner_sees_pickup_photo(object_name text)
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
     where m.photo_path = object_name and p.user_id = auth.uid())
  or exists (
    select 1 from public.missed_pickup_reports r
      join public.properties pr on pr.id = r.property_id
      join public.partners p on p.id = pr.partner_id
     where 'reports/' || r.id::text || '.jpg' = object_name and r.has_photo
       and p.user_id = auth.uid());
$$;

revoke all on function private.partner_sees_pickup_photo(text) from public;
grant execute on function private.partner_sees_pickup_photo(text) to authenticated;

create policy "Staff add photos of marks"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'pickup-photos'
    and (select public.is_staff())
    and name ~ '^marks/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$'
  );

create policy "Residents add a photo to a report just sent"
  on storage.objects for insert
  to anon, authenticated
  with check (bucket_id = 'pickup-photos' and private.report_accepts_photo(name));

create policy "Staff read every pickup photo, partners their own properties'"
  on storage.objects for select
  to authenticated
  using (
    bucket_id = 'pickup-photos'
    and ((select public.is_staff()) or private.partner_sees_pickup_photo(name))
  );
