-- The owner's Partners view shows each partner's properties and subscriptions, never their
-- buildings; at ten times a real year (1,500 buildings) those were most of its answer. The view
-- now asks for the accounts without them; a partner's own page still reads its buildings.
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
  select pa,
         coalesce((select pg_catalog.array_agg(p order by p.created_at, p.id)
                     from public.properties p
                    where p.partner_id = pa.id), '{}'),
         case when partner_accounts.with_buildings then
           coalesce((select pg_catalog.array_agg(b order by b.position, b.retired_at)
                       from public.property_buildings b
                       join public.properties p on p.id = b.property_id
                      where p.partner_id = pa.id), '{}')
         else '{}' end,
         coalesce((select pg_catalog.array_agg(s order by s.updated_at)
                     from public.stripe_subscriptions s
                    where s.partner_id = pa.id), '{}')
    from public.partners pa
   order by pa.created_at desc, pa.id
$$;

comment on function public.partner_accounts(boolean) is
  'Each partner the caller may read (a partner their own, staff every one), newest first, with their properties, their buildings (none when with_buildings is false: the owner''s Partners view) and their subscriptions. Security invoker: the tables'' policies decide.';

revoke all on function public.partner_accounts(boolean) from public, anon;
grant execute on function public.partner_accounts(boolean) to authenticated, service_role;
