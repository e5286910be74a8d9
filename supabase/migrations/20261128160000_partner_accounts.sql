-- Partners with what is theirs, joined in SQL rather than in the browser or the functions, so
-- that each reader makes one call and the generated types describe its rows (a row type of a
-- table, in an array, is typed as that table's Row).

-- Each partner the caller may read, newest first, with their properties (oldest first), their
-- buildings (in route order, the retired after) and their subscriptions. Security invoker: the
-- tables' policies decide, so a partner reads their own account, staff every partner (the
-- owner's Partners view), anyone else nothing.
create function public.partner_accounts()
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
         coalesce((select pg_catalog.array_agg(b order by b.position, b.retired_at)
                     from public.property_buildings b
                     join public.properties p on p.id = b.property_id
                    where p.partner_id = pa.id), '{}'),
         coalesce((select pg_catalog.array_agg(s order by s.updated_at)
                     from public.stripe_subscriptions s
                    where s.partner_id = pa.id), '{}')
    from public.partners pa
   order by pa.created_at desc, pa.id
$$;

revoke all on function public.partner_accounts() from public, anon;
grant execute on function public.partner_accounts() to authenticated, service_role;

-- What a partner's billing function asks before it acts on a property (create-checkout,
-- update-billed-units): the account's partner and the property, if the property is theirs, with
-- the property's subscriptions that still bill or are owed (private.bills: one at most). No row: not theirs,
-- no such property, or no partner. Only the functions call it, with the service role and the
-- user id Auth gave them.
create function public.partner_property(user_id uuid, property_id uuid)
returns table (
  partner public.partners,
  property public.properties,
  open_subscription_ids text[]
)
language sql
stable
set search_path = ''
as $$
  select pa, p,
         coalesce((select pg_catalog.array_agg(s.id)
                     from public.stripe_subscriptions s
                    where s.property_id = p.id and private.bills(s.status)), '{}')
    from public.partners pa
    join public.properties p on p.partner_id = pa.id
   where pa.user_id = partner_property.user_id
     and p.id = partner_property.property_id
$$;

-- The service role calls it as itself (security invoker), so it needs private.bills too.
grant execute on function private.bills(text) to service_role;
revoke all on function public.partner_property(uuid, uuid) from public, anon, authenticated;
grant execute on function public.partner_property(uuid, uuid) to service_role;
