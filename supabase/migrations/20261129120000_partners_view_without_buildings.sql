-- The owner's Partners view shows each partner's properties and subscriptions, never their
-- buildings; at ten times a real year (1,500 buildings) those were most of its answer. The view
-- now asks for the accounts without them; a partner's own page still reads its buildings. The
-- body is 20261129100100_partner_accounts_grouped.sql's (each table read once, grouped by
-- partner), its buildings read only when asked for.
drop function public.partner_accounts();

create function public.partner_accounts(with_buildings boolean default true)
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
     where partner_accounts.with_buildings
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

comment on function public.partner_accounts(boolean) is
  'Each partner the caller may read (a partner their own, staff every one), newest first, with their properties, their buildings (none when with_buildings is false: the owner''s Partners view) and their subscriptions. Security invoker: the tables'' policies decide.';

revoke all on function public.partner_accounts(boolean) from public, anon;
grant execute on function public.partner_accounts(boolean) to authenticated, service_role;
