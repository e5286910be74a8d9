-- Nothing the crew or a resident recorded is erased by a partner. A building leaves the route by
-- being retired (retired_at set, its history kept) instead of deleted; the marks and reports keep
-- their building and property (on delete restrict, for everyone: a property, a partner or an
-- account with a night's record behind it can no longer be deleted from under it).

alter table public.pickup_marks
  drop constraint pickup_marks_building_id_fkey,
  add constraint pickup_marks_building_id_fkey
    foreign key (building_id) references public.property_buildings (id) on delete restrict,
  drop constraint pickup_marks_property_id_fkey,
  add constraint pickup_marks_property_id_fkey
    foreign key (property_id) references public.properties (id) on delete restrict;

alter table public.missed_pickup_reports
  drop constraint missed_pickup_reports_building_id_fkey,
  add constraint missed_pickup_reports_building_id_fkey
    foreign key (building_id) references public.property_buildings (id) on delete restrict,
  drop constraint missed_pickup_reports_property_id_fkey,
  add constraint missed_pickup_reports_property_id_fkey
    foreign key (property_id) references public.properties (id) on delete restrict;

-- When the building left the route; null while it is on it. A retired building has no place in
-- the route order (position null), so that the buildings on the route keep 0, 1, 2… and its name
-- is free for a new building: one added later under the same name is another building, with a
-- history of its own.
alter table public.property_buildings
  add column retired_at timestamptz,
  alter column position drop not null,
  add constraint property_buildings_on_route_has_position
    check ((retired_at is null) = (position is not null)),
  drop constraint property_buildings_name_unique;

create unique index property_buildings_name_unique
  on public.property_buildings (property_id, name) where retired_at is null;

comment on column public.property_buildings.retired_at is
  'When the building left the route (set by the server); its marks and reports stay in the log.';

-- A building is retired at the server's time, once: a retired building is part of the record and
-- is not changed afterwards (no rename, no return to the route, no other date).
create function private.property_buildings_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.retired_at is not null then
    raise exception using
      errcode = '42501',
      message = 'A building that left the route is part of the record and is not changed.';
  end if;
  if new.retired_at is not null then
    new.retired_at := now();
    new.position := null;
  end if;
  return new;
end;
$$;

revoke all on function private.property_buildings_before_update() from public, anon, authenticated;

create trigger property_buildings_before_update
  before update on public.property_buildings
  for each row execute function private.property_buildings_before_update();

-- Partners add, rename, reorder and retire their buildings; they delete none.
drop policy "Partners add, change and remove their own buildings" on public.property_buildings;

create policy "Partners add their own buildings"
  on public.property_buildings for insert
  to authenticated
  with check (
    property_id in (
      select pr.id from public.properties pr
      join public.partners p on p.id = pr.partner_id
      where p.user_id = (select auth.uid()))
  );

create policy "Partners change their own buildings"
  on public.property_buildings for update
  to authenticated
  using (
    property_id in (
      select pr.id from public.properties pr
      join public.partners p on p.id = pr.partner_id
      where p.user_id = (select auth.uid()))
  )
  with check (
    property_id in (
      select pr.id from public.properties pr
      join public.partners p on p.id = pr.partner_id
      where p.user_id = (select auth.uid()))
  );

revoke delete on table public.property_buildings from authenticated;
grant update (retired_at) on table public.property_buildings to authenticated;

-- save_property (20261126130000_save_property.sql) as before, except that a building left out of
-- the list is retired, not deleted, and that only buildings on the route may be named by id.
create or replace function public.save_property(property jsonb, buildings jsonb default '[]'::jsonb)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  saved uuid := (save_property.property ->> 'id')::uuid;
  kept uuid[];
begin
  if jsonb_typeof(save_property.buildings) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'buildings must be a JSON array.';
  end if;

  if saved is null then
    -- The caller's own partner row: under its policy a partner sees only theirs, and staff (who
    -- see every row) have none of their own.
    insert into public.properties (partner_id, name, street_address, city, units, set_out_from,
                                   set_out_until, rules, access_notes)
    select pa.id, p.name, p.street_address, p.city, p.units, p.set_out_from, p.set_out_until,
           nullif(p.rules, ''), nullif(p.access_notes, '')
      from public.partners pa,
           jsonb_populate_record(null::public.properties, save_property.property) p
     where pa.user_id = (select auth.uid())
    returning id into saved;
    if saved is null then
      raise exception using errcode = '42501',
        message = 'Only a partner adds properties: save your company''s details first.';
    end if;
  else
    update public.properties pr
       set name = p.name,
           street_address = p.street_address,
           city = p.city,
           units = p.units,
           set_out_from = p.set_out_from,
           set_out_until = p.set_out_until,
           rules = nullif(p.rules, ''),
           access_notes = nullif(p.access_notes, '')
      from jsonb_populate_record(null::public.properties, save_property.property) p
     where pr.id = saved;
    if not found then
      raise exception using errcode = '42501', message = 'This property is not one of yours.';
    end if;
  end if;

  select coalesce(array_agg((b ->> 'id')::uuid) filter (where b ->> 'id' is not null), '{}')
    into kept
    from jsonb_array_elements(save_property.buildings) b;
  -- A building named by its id must be one of this property's on the route (under the policies
  -- the caller sees only their own): one of another property would otherwise be taken over, and
  -- a retired one is part of the record.
  if exists (select 1 from unnest(kept) k
              where not exists (select 1 from public.property_buildings pb
                                 where pb.id = k and pb.property_id = saved
                                   and pb.retired_at is null)) then
    raise exception using errcode = '42501',
      message = 'A building sent is not one of this property''s.';
  end if;
  -- Left out of the list: off the route from now on, its nights kept (the trigger above sets the
  -- time and frees its place).
  update public.property_buildings pb set retired_at = now()
   where pb.property_id = saved and pb.retired_at is null and pb.id <> all (kept);
  -- A name is unique within a property's route at every row, not at the end of the statement:
  -- the kept buildings are parked under their ids first, so that two of them may swap names.
  update public.property_buildings pb set name = pb.id::text
   where pb.property_id = saved and pb.retired_at is null;
  -- Positions are checked at the end of the statement (deferrable), so one upsert reorders them
  -- all.
  insert into public.property_buildings as pb (id, property_id, name, position)
  select coalesce((e.b ->> 'id')::uuid, gen_random_uuid()), saved, e.b ->> 'name',
         (e.n - 1)::integer
    from jsonb_array_elements(save_property.buildings) with ordinality as e(b, n)
  on conflict (id) do update set name = excluded.name, position = excluded.position;
  return saved;
end;
$$;

-- resident_page (20261126150000_pickups.sql) as before, with the buildings on the route only.
create or replace function public.resident_page(code text)
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
        from public.property_buildings b
       where b.property_id = pr.id and b.retired_at is null), '[]'::jsonb))
  from public.properties pr
  where pr.public_code = code and pr.active;
$$;

-- The night each of the caller's properties was first served, which the partner's log counts
-- nights from: its first mark or resident's report, or the night it was added if it has none.
-- Security invoker: a partner gets their own properties, staff every one.
create function public.first_service_nights()
returns table (property_id uuid, night date)
language sql
stable
security invoker
set search_path = ''
as $$
  select pr.id,
         coalesce(least((select min(m.night) from public.pickup_marks m where m.property_id = pr.id),
                        (select min(r.night) from public.missed_pickup_reports r
                          where r.property_id = pr.id)),
                  private.business_night(pr.created_at))
    from public.properties pr;
$$;

revoke all on function public.first_service_nights() from public, anon;
grant execute on function public.first_service_nights() to authenticated, service_role;
