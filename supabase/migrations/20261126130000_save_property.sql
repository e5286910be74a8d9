-- The partner's page saves a property and its buildings in one call (POST /rest/v1/rpc/
-- save_property) and one transaction: a form that fails halfway (the network, a CHECK on the
-- third building) leaves nothing half-saved. Security invoker: every write runs under the
-- caller's own grants and policies (20261126110000_partners.sql), so this function can do no more
-- than the partner could do table by table.
--
-- property: the property's columns as JSON (name, street_address, city, units, set_out_from,
--   set_out_until, rules, access_notes), with its id to change one, without to add one to the
--   caller's own partner row.
-- buildings: the property's buildings in route order, [{"id"?, "name"}]: a building with an id
--   keeps it (renamed or moved), one without is added, one left out is deleted.
-- Returns the property's id.
create function public.save_property(property jsonb, buildings jsonb default '[]'::jsonb)
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
  -- A building named by its id must be one of this property's (under the policies the caller
  -- sees only their own): one of another property would otherwise be taken over or ignored.
  if exists (select 1 from unnest(kept) k
              where not exists (select 1 from public.property_buildings pb
                                 where pb.id = k and pb.property_id = saved)) then
    raise exception using errcode = '42501',
      message = 'A building sent is not one of this property''s.';
  end if;
  delete from public.property_buildings pb
   where pb.property_id = saved and pb.id <> all (kept);
  -- A name is unique within a property at every row, not at the end of the statement: the kept
  -- buildings are parked under their ids first, so that two of them may swap names.
  update public.property_buildings pb set name = pb.id::text where pb.property_id = saved;
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

revoke all on function public.save_property(jsonb, jsonb) from public, anon;
grant execute on function public.save_property(jsonb, jsonb) to authenticated;
