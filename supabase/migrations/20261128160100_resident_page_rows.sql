-- resident_page (20261128100000_buildings_retire.sql) answered untyped jsonb; it answers the same
-- fields as one row of a table now, which the generated types describe: the property's name,
-- city, set-out window and rules, the night, and each building on the route (a
-- resident_building: its id, name and the time it was picked up tonight), nothing else: no unit,
-- note, photo, problem or person. No row for an unknown or inactive property. Security definer:
-- anon reads no table. The return type changes, so the function is dropped and made again.
create type public.resident_building as (id uuid, name text, picked_up_at timestamptz);

drop function public.resident_page(text);

create function public.resident_page(code text)
returns table (
  name text,
  city text,
  set_out_from time,
  set_out_until time,
  rules text,
  night date,
  buildings public.resident_building[]
)
language sql
stable
security definer
set search_path = ''
as $$
  select pr.name, pr.city, pr.set_out_from, pr.set_out_until, pr.rules, public.current_night(),
         coalesce((
           select pg_catalog.array_agg(
                    row(b.id, b.name, (
                      select max(m.happened_at) from public.pickup_marks m
                       where m.building_id = b.id and m.kind = 'picked_up'
                         and m.night = public.current_night()))::public.resident_building
                    order by b.position)
             from public.property_buildings b
            where b.property_id = pr.id and b.retired_at is null), '{}')
    from public.properties pr
   where pr.public_code = resident_page.code and pr.active;
$$;

revoke all on function public.resident_page(text) from public;
grant execute on function public.resident_page(text) to anon, authenticated, service_role;
