-- Who is on the crew's route. properties.active stays the one column every reader asks ("is this
-- property served tonight?": the marks' trigger, the residents' page, the route), but nobody
-- writes it any more: it is derived here from what was paid and what the owner decided.
--
-- A property is served when its partner is not paused or stopped, the property itself is not
-- paused or stopped, and either its subscription bills (active, trialing, or past_due while Stripe
-- retries the card: service goes on during those retries, and the owner can pause it by hand) or
-- the owner turned it on by hand. A property without such a subscription is a draft: the partner
-- may hold a few, never a flood of them.

alter table public.partners
  add column service_state text not null default 'active'
    constraint partners_service_state_valid
    check (service_state in ('active', 'paused', 'stopped'));

comment on column public.partners.service_state is
  'The owner''s word on the whole partner: active (each property follows its own state), paused or stopped (none served). Set by public.set_partner_service.';

alter table public.properties
  add column service_override text
    constraint properties_service_override_valid
    check (service_override in ('on', 'paused', 'stopped'));

comment on column public.properties.service_override is
  'The owner''s word on one property: null follows its subscription, on serves it by hand, paused or stopped takes it off the route. Set by public.set_property_service.';

alter table public.properties alter column active set default false;

comment on column public.properties.active is
  'Served tonight: derived by private.properties_derive_active from the subscription, the owner''s switches and the partner''s state. Nobody writes it.';

-- The statuses whose subscription keeps a property on the route.
create function private.serves_route(status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select status in ('active', 'trialing', 'past_due');
$$;

-- The rule itself, for one property. Security definer: a partner's insert reads the subscriptions
-- and the partner's state whatever their own policies let them see.
create function private.property_served(
  property_id uuid,
  partner_id uuid,
  service_override text
)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(service_override, '') not in ('paused', 'stopped')
     and exists (select 1 from public.partners pa
                  where pa.id = property_served.partner_id and pa.service_state = 'active')
     and (service_override is not distinct from 'on'
          or exists (select 1 from public.stripe_subscriptions s
                      where s.property_id = property_served.property_id
                        and private.serves_route(s.status)));
$$;

revoke all on function private.property_served(uuid, uuid, text) from public, anon, authenticated;

-- How many properties a partner may hold that nothing pays for and the owner did not turn on:
-- enough to set up a portfolio before paying, too few to fill a route.
create function private.draft_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 5;
$$;

-- Whatever a writer sends, active is what the rule says; a new property past the partner's
-- drafts is refused with words the partner's page can act on.
create function private.properties_derive_active()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  drafts integer;
begin
  if tg_op = 'INSERT' and new.service_override is distinct from 'on' then
    -- One insert at a time per partner, so that two at once cannot both take the last place.
    perform 1 from public.partners pa where pa.id = new.partner_id for update;
    select count(*) into drafts
      from public.properties pr
     where pr.partner_id = new.partner_id
       and pr.service_override is distinct from 'on'
       and not exists (select 1 from public.stripe_subscriptions s
                        where s.property_id = pr.id
                          and s.status in ('active', 'trialing', 'past_due', 'unpaid'));
    if drafts >= private.draft_limit() then
      raise exception using
        errcode = 'PT409',
        message = format(
          'You already have %s properties waiting for service to start: start service for one of them before adding another.',
          private.draft_limit());
    end if;
  end if;
  new.active := private.property_served(new.id, new.partner_id, new.service_override);
  return new;
end;
$$;

revoke all on function private.properties_derive_active() from public, anon, authenticated;

-- Existing rows follow the same rule before the trigger takes over.
update public.properties pr
   set active = private.property_served(pr.id, pr.partner_id, pr.service_override)
 where pr.active is distinct from private.property_served(pr.id, pr.partner_id, pr.service_override);

create trigger properties_derive_active
  before insert or update on public.properties
  for each row execute function private.properties_derive_active();

-- A subscription that starts, lapses, ends or moves puts its properties on or off the route.
create function private.stripe_subscriptions_refresh_active()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.properties pr
     set active = private.property_served(pr.id, pr.partner_id, pr.service_override)
   where pr.id in (case when tg_op <> 'INSERT' then old.property_id end,
                   case when tg_op <> 'DELETE' then new.property_id end)
     and pr.active is distinct from private.property_served(pr.id, pr.partner_id,
                                                            pr.service_override);
  return null;
end;
$$;

revoke all on function private.stripe_subscriptions_refresh_active()
  from public, anon, authenticated;

create trigger stripe_subscriptions_refresh_active
  after insert or update or delete on public.stripe_subscriptions
  for each row execute function private.stripe_subscriptions_refresh_active();

-- A partner paused, stopped or resumed takes every property of theirs along.
create function private.partners_refresh_active()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.properties pr
     set active = private.property_served(pr.id, pr.partner_id, pr.service_override)
   where pr.partner_id = new.id
     and pr.active is distinct from private.property_served(pr.id, pr.partner_id,
                                                            pr.service_override);
  return null;
end;
$$;

revoke all on function private.partners_refresh_active() from public, anon, authenticated;

create trigger partners_refresh_active
  after update of service_state on public.partners
  for each row execute function private.partners_refresh_active();

-- Partners no longer write active (the trigger would overwrite it anyway; the grant says so).
revoke insert (active), update (active) on table public.properties from authenticated;

-- The owner's switch for one property (POST /rest/v1/rpc/set_property_service): 'follow' (its
-- subscription decides), 'on' (served by hand), 'paused' or 'stopped'. Returns whether it is
-- served now.
create function public.set_property_service(property_id uuid, service text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  served boolean;
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff may change who is served.';
  end if;
  if service is null or service not in ('follow', 'on', 'paused', 'stopped') then
    raise exception using errcode = '22023',
      message = 'service is one of follow, on, paused, stopped.';
  end if;
  update public.properties pr
     set service_override = nullif(set_property_service.service, 'follow')
   where pr.id = set_property_service.property_id
  returning pr.active into served;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such property.';
  end if;
  return served;
end;
$$;

revoke all on function public.set_property_service(uuid, text) from public, anon;
grant execute on function public.set_property_service(uuid, text) to authenticated, service_role;

-- The owner's switch for a whole partner (POST /rest/v1/rpc/set_partner_service): 'active',
-- 'paused' or 'stopped'.
create function public.set_partner_service(partner_id uuid, service text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff may change who is served.';
  end if;
  if service is null or service not in ('active', 'paused', 'stopped') then
    raise exception using errcode = '22023', message = 'service is one of active, paused, stopped.';
  end if;
  update public.partners pa
     set service_state = set_partner_service.service
   where pa.id = set_partner_service.partner_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such partner.';
  end if;
end;
$$;

revoke all on function public.set_partner_service(uuid, text) from public, anon;
grant execute on function public.set_partner_service(uuid, text) to authenticated, service_role;

-- Tonight's route (POST /rest/v1/rpc/route_tonight): every served property in route order (by
-- city, then name, then id so that two of one name keep one order), one row each with its
-- buildings' ids and names in position order. Buildings are aggregated so that PostgREST's row
-- cap (max_rows, 1,000 on Supabase) counts properties, never buildings.
create function public.route_tonight()
returns table (
  id uuid,
  name text,
  street_address text,
  city text,
  access_notes text,
  building_ids uuid[],
  building_names text[]
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff may read the route.';
  end if;
  return query
    select pr.id, pr.name, pr.street_address, pr.city, pr.access_notes,
           coalesce(b.ids, '{}'), coalesce(b.names, '{}')
      from public.properties pr
      left join lateral (
        select array_agg(pb.id order by pb.position) as ids,
               array_agg(pb.name order by pb.position) as names
          from public.property_buildings pb
         where pb.property_id = pr.id and pb.retired_at is null
      ) b on true
     where pr.active
     order by pr.city, pr.name, pr.id;
end;
$$;

revoke all on function public.route_tonight() from public, anon;
grant execute on function public.route_tonight() to authenticated;
