-- The owner's Partners view read the properties, buildings and subscriptions tables once per
-- partner: at the scale seed (docs/performance/owner-queries.md) each partner's subquery read the
-- 200 properties twice and hashed the 1,500 buildings, 98,000 rows for 50 partners. Each table is
-- now read once and grouped by partner; the rows, their order and who reads what (the tables'
-- policies) are as before (20261128160000_partner_accounts.sql).
create or replace function public.partner_accounts()
returns table (
  partner public.partners,
  properties public.properties[],
  buildings public.property_buildings[],
  subscriptions public.stripe_subscriptions[]
)
language sql
stable
set search_path = ''
as $$
  with partner_properties as (
    select p.partner_id, pg_catalog.array_agg(p order by p.created_at, p.id) as properties
      from public.properties p
     group by p.partner_id
  ),
  partner_buildings as (
    select p.partner_id, pg_catalog.array_agg(b order by b.position, b.retired_at) as buildings
      from public.property_buildings b
      join public.properties p on p.id = b.property_id
     group by p.partner_id
  ),
  partner_subscriptions as (
    select s.partner_id, pg_catalog.array_agg(s order by s.updated_at) as subscriptions
      from public.stripe_subscriptions s
     group by s.partner_id
  )
  select pa, coalesce(pp.properties, '{}'), coalesce(pb.buildings, '{}'),
         coalesce(ps.subscriptions, '{}')
    from public.partners pa
    left join partner_properties pp on pp.partner_id = pa.id
    left join partner_buildings pb on pb.partner_id = pa.id
    left join partner_subscriptions ps on ps.partner_id = pa.id
   order by pa.created_at desc, pa.id
$$;
