-- Partners: property managers who buy daily trash collection for their communities online. Each
-- partner (one per Auth account) keeps their properties here, with the buildings in route order;
-- Stripe is the record of what they pay, mirrored into stripe_subscriptions by the stripe-webhook
-- function (docs/decisions/0015-stripe-synced-by-webhooks.md).

-- The subscription check used to cache its answer from Stripe here, by e-mail. The synced tables
-- below replace it: check-subscription answers from stripe_subscriptions, and the cache held
-- nothing that Stripe does not hold.
drop table public.subscribers;
drop function public.subscribers_touch_updated_at();

-- Keeps updated_at true whatever the writer sends.
create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.partners (
  id uuid primary key default gen_random_uuid(),
  -- One partner per account; what a signed-in user inserts is always their own.
  user_id uuid not null unique default auth.uid() references auth.users (id) on delete cascade,
  company_name text not null
    constraint partners_company_name_length
    check (char_length(btrim(company_name)) >= 1 and char_length(company_name) <= 120),
  contact_name text not null
    constraint partners_contact_name_length
    check (char_length(btrim(contact_name)) >= 1 and char_length(contact_name) <= 100),
  phone text not null
    constraint partners_phone_us_e164
    check (phone ~ '^\+1[2-9][0-9]{9}$'),
  -- Set by the functions (service role) when Stripe makes the customer, never by the partner.
  stripe_customer_id text unique
    constraint partners_stripe_customer_id_format
    check (stripe_customer_id ~ '^cus_[A-Za-z0-9_]+$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.partners is
  'Property managers who buy trash collection online: one row per account. stripe_customer_id is written by the billing functions only.';

create trigger partners_touch_updated_at
  before update on public.partners
  for each row execute function private.touch_updated_at();

-- A CHECK whose refusal says what is allowed, in words a manager's screen can show: PostgreSQL's
-- own message for a CHECK names only the constraint. 5,000 is the request form's bound too
-- (service_requests.units): far above the largest apartment community in the areas served, and a
-- mistyped 50,000 would be a $1,000,000 monthly bill.
create function private.units_in_range(units integer)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if units between 1 and 5000 then
    return true;
  end if;
  raise exception using
    errcode = '23514',
    constraint = 'properties_units_range',
    message = 'A property has from 1 to 5,000 units.';
end;
$$;

-- A property's public code (the residents' page /r/<code>): 16 bytes of a version 4 UUID, that
-- is 122 random bits from PostgreSQL's strong random source, as 22 base64url characters.
create function private.new_property_code()
returns text
language sql
volatile
set search_path = ''
as $$
  select translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_');
$$;

create table public.properties (
  id uuid primary key default gen_random_uuid(),
  partner_id uuid not null references public.partners (id) on delete cascade,
  name text not null
    constraint properties_name_length
    check (char_length(btrim(name)) >= 1 and char_length(name) <= 120),
  street_address text not null
    constraint properties_street_address_length
    check (char_length(btrim(street_address)) >= 1 and char_length(street_address) <= 200),
  -- The 8 service areas exactly as the site names them (src/config/site.ts): trash collection is
  -- sold only there, so unlike a request a property has no 'Other'.
  city text not null
    constraint properties_city_valid
    check (city in ('Pleasant Grove', 'Orem', 'Provo', 'Salt Lake City', 'Park City',
                    'Springville', 'Spanish Fork', 'Heber')),
  units integer not null
    constraint properties_units_range
    check (private.units_in_range(units)),
  -- When residents set their bags out, e.g. 18:00 to 20:00; 24:00 is allowed as the end.
  set_out_from time,
  set_out_until time,
  -- What residents follow (bags tied, nothing beside the door…), written by the manager or owner.
  rules text
    constraint properties_rules_length
    check (char_length(rules) <= 4000),
  -- For the crew only: gate codes, where the dumpster is.
  access_notes text
    constraint properties_access_notes_length
    check (char_length(access_notes) <= 1000),
  public_code text not null unique default private.new_property_code()
    constraint properties_public_code_format
    check (public_code ~ '^[A-Za-z0-9_-]{22}$'),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint properties_set_out_window
    check ((set_out_from is null) = (set_out_until is null) and set_out_until > set_out_from)
);

comment on table public.properties is
  'A partner''s communities served nightly. public_code names the residents'' page; access_notes are for the crew.';

create index properties_partner_id_idx on public.properties (partner_id);

create trigger properties_touch_updated_at
  before update on public.properties
  for each row execute function private.touch_updated_at();

-- Buildings in route order. Their ids stay the same when renamed or reordered, so that a night's
-- pickup can be recorded per building. The order is unique per property but checked at the end
-- of each statement (deferrable), so one upsert of every building can reorder them.
create table public.property_buildings (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  name text not null
    constraint property_buildings_name_length
    check (char_length(btrim(name)) >= 1 and char_length(name) <= 60),
  position integer not null
    constraint property_buildings_position_range
    check (position between 0 and 999),
  created_at timestamptz not null default now(),
  constraint property_buildings_name_unique unique (property_id, name),
  constraint property_buildings_position_unique unique (property_id, position) deferrable
);

comment on table public.property_buildings is
  'The buildings of a property, in route order (position 0 first).';

-- Stripe's subscriptions as the webhook last saw them: one row per Stripe subscription, each for
-- one property (Checkout is per property). Written only by the service role (stripe-webhook);
-- stripe_event_created is the time of the Stripe event the row was set from, so that an older
-- event delivered late never overwrites a newer state.
create table public.stripe_subscriptions (
  id text primary key
    constraint stripe_subscriptions_id_format
    check (id ~ '^sub_[A-Za-z0-9_]+$'),
  partner_id uuid not null references public.partners (id) on delete cascade,
  property_id uuid references public.properties (id) on delete set null,
  customer_id text not null
    constraint stripe_subscriptions_customer_id_format
    check (customer_id ~ '^cus_[A-Za-z0-9_]+$'),
  status text not null
    constraint stripe_subscriptions_status_valid
    check (status in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due',
                      'canceled', 'unpaid', 'paused')),
  price_id text not null,
  quantity integer not null
    constraint stripe_subscriptions_quantity_range
    check (quantity >= 0),
  -- In the currency's smallest unit, as Stripe counts it (cents).
  unit_amount integer not null
    constraint stripe_subscriptions_unit_amount_range
    check (unit_amount >= 0),
  currency text not null
    constraint stripe_subscriptions_currency_format
    check (currency ~ '^[a-z]{3}$'),
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null,
  cancel_at timestamptz,
  canceled_at timestamptz,
  stripe_event_created timestamptz not null,
  updated_at timestamptz not null default now()
);

comment on table public.stripe_subscriptions is
  'Stripe subscriptions as last synced by the stripe-webhook function. Do not edit: Stripe is the record.';

create index stripe_subscriptions_partner_id_idx on public.stripe_subscriptions (partner_id);
create index stripe_subscriptions_property_id_idx on public.stripe_subscriptions (property_id);

create trigger stripe_subscriptions_touch_updated_at
  before update on public.stripe_subscriptions
  for each row execute function private.touch_updated_at();

-- The Stripe events already handled: Stripe may deliver one more than once.
create table public.stripe_events (
  id text primary key
    constraint stripe_events_id_format
    check (id ~ '^evt_[A-Za-z0-9_]+$'),
  type text not null,
  created timestamptz not null,
  received_at timestamptz not null default now()
);

comment on table public.stripe_events is
  'Stripe events the stripe-webhook function has handled, so that a second delivery changes nothing.';

-- The partner page hears its subscription arrive once the webhook has stored it; Realtime sends a
-- row only to those allowed to read it.
alter publication supabase_realtime add table public.stripe_subscriptions;

alter table public.partners enable row level security;
alter table public.properties enable row level security;
alter table public.property_buildings enable row level security;
alter table public.stripe_subscriptions enable row level security;
alter table public.stripe_events enable row level security;

-- Each partner reads and writes their own row; staff read every partner. (select auth.uid()) and
-- (select public.is_staff()) are evaluated once per statement rather than once per row.
create policy "Partners read their own row, staff every row"
  on public.partners for select
  to authenticated
  using (user_id = (select auth.uid()) or (select public.is_staff()));

create policy "Partners add their own row"
  on public.partners for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Partners change their own row"
  on public.partners for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- A property is the caller's when its partner row is: the subquery reads partners under the
-- caller's own policy above.
create policy "Partners read their own properties, staff every property"
  on public.properties for select
  to authenticated
  using (
    partner_id in (select p.id from public.partners p where p.user_id = (select auth.uid()))
    or (select public.is_staff())
  );

create policy "Partners add properties of their own"
  on public.properties for insert
  to authenticated
  with check (
    partner_id in (select p.id from public.partners p where p.user_id = (select auth.uid()))
  );

create policy "Partners change their own properties"
  on public.properties for update
  to authenticated
  using (partner_id in (select p.id from public.partners p where p.user_id = (select auth.uid())))
  with check (
    partner_id in (select p.id from public.partners p where p.user_id = (select auth.uid()))
  );

create policy "Partners read their own buildings, staff every building"
  on public.property_buildings for select
  to authenticated
  using (
    property_id in (
      select pr.id from public.properties pr
      join public.partners p on p.id = pr.partner_id
      where p.user_id = (select auth.uid()))
    or (select public.is_staff())
  );

create policy "Partners add, change and remove their own buildings"
  on public.property_buildings for all
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

create policy "Partners read their own subscriptions, staff every subscription"
  on public.stripe_subscriptions for select
  to authenticated
  using (
    partner_id in (select p.id from public.partners p where p.user_id = (select auth.uid()))
    or (select public.is_staff())
  );

-- Supabase grants every privilege on new tables to anon and authenticated; the grants say the
-- intent outright. anon gets nothing. A partner writes only the columns that are theirs: not the
-- Stripe customer, not a property's public code, not another partner's id on a property they
-- already have; they delete no property (one that stops is made inactive, and keeps its history).
-- The service role (the functions) writes the Stripe columns and tables; it bypasses RLS.
revoke all on table public.partners, public.properties, public.property_buildings,
  public.stripe_subscriptions, public.stripe_events from anon, authenticated;

grant select on table public.partners to authenticated;
grant insert (company_name, contact_name, phone) on table public.partners to authenticated;
grant update (company_name, contact_name, phone) on table public.partners to authenticated;

grant select on table public.properties to authenticated;
grant insert (partner_id, name, street_address, city, units, set_out_from, set_out_until, rules,
              access_notes, active)
  on table public.properties to authenticated;
grant update (name, street_address, city, units, set_out_from, set_out_until, rules,
              access_notes, active)
  on table public.properties to authenticated;

grant select, delete on table public.property_buildings to authenticated;
grant insert (id, property_id, name, position) on table public.property_buildings to authenticated;
grant update (name, position) on table public.property_buildings to authenticated;

-- Puts a property's buildings in the order given (every building of it, first to last) in one
-- statement, so that the unique positions are checked once all have moved. Under the caller's
-- policies: another partner's buildings are not touched.
create function public.reorder_buildings(property_id uuid, building_ids uuid[])
returns void
language sql
volatile
set search_path = ''
as $$
  update public.property_buildings b
     set position = pg_catalog.array_position(reorder_buildings.building_ids, b.id) - 1
   where b.property_id = reorder_buildings.property_id
     and b.id = any (reorder_buildings.building_ids);
$$;

revoke all on function public.reorder_buildings(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_buildings(uuid, uuid[]) to authenticated, service_role;

grant select on table public.stripe_subscriptions to authenticated;

-- What stripe-webhook calls (POST /rest/v1/rpc/apply_stripe_event) for each verified event, in one
-- transaction: records the event, links the partner to their Stripe customer, and stores the
-- subscription's state unless the row already holds a newer one. Returns what it did:
--   'duplicate'      the event was handled before: nothing changes;
--   'same_second'    the stored state is of the same second and this one was carried by the event
--                    (events of one second arrive in any order): nothing is written; the function
--                    retrieves the subscription from Stripe and calls again with retrieved = true;
--   'stale'          a newer state is stored: the event is recorded, the row left as it is;
--   'stored'         the state is stored;
--   'not_a_partner'  the subscription is no partner's (a customer made outside the site);
--   'recorded'       the event carried no subscription state.
-- Arguments: subscription, a stripe_subscriptions row as JSON (partner_id and property_id as the
-- subscription's metadata names them, checked here) or null; retrieved, whether that state is
-- what Stripe answered just now rather than what the event carried; partner_id and customer_id,
-- the partner a Checkout Session was for and its customer.
create function public.apply_stripe_event(
  event_id text,
  event_type text,
  event_created timestamptz,
  subscription jsonb default null,
  retrieved boolean default false,
  partner_id uuid default null,
  customer_id text default null
)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  incoming public.stripe_subscriptions;
  partner uuid;
  result text := 'recorded';
  written integer;
begin
  -- One delivery of an event at a time: a second one waits here, then finds it handled.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(event_id));
  if exists (select 1 from public.stripe_events e where e.id = event_id) then
    return 'duplicate';
  end if;

  if subscription is not null then
    incoming := jsonb_populate_record(null::public.stripe_subscriptions, subscription);
    -- Whose it is: the partner holding the customer, else the partner the metadata names (the
    -- customer may not be stored yet).
    select p.id into partner from public.partners p
      where p.stripe_customer_id = incoming.customer_id;
    if partner is null then
      select p.id into partner from public.partners p
        where p.id = incoming.partner_id and p.stripe_customer_id is null;
    end if;
    if partner is null then
      result := 'not_a_partner';
    else
      -- A property named in the metadata counts only if it is this partner's.
      if not exists (select 1 from public.properties pr
                     where pr.id = incoming.property_id and pr.partner_id = partner) then
        incoming.property_id := null;
      end if;
      insert into public.stripe_subscriptions as s (
        id, partner_id, property_id, customer_id, status, price_id, quantity, unit_amount,
        currency, current_period_end, cancel_at_period_end, cancel_at, canceled_at,
        stripe_event_created)
      values (
        incoming.id, partner, incoming.property_id, incoming.customer_id, incoming.status,
        incoming.price_id, incoming.quantity, incoming.unit_amount, incoming.currency,
        incoming.current_period_end, incoming.cancel_at_period_end, incoming.cancel_at,
        incoming.canceled_at, event_created)
      on conflict (id) do update set
        partner_id = excluded.partner_id,
        property_id = coalesce(excluded.property_id, s.property_id),
        customer_id = excluded.customer_id,
        status = excluded.status,
        price_id = excluded.price_id,
        quantity = excluded.quantity,
        unit_amount = excluded.unit_amount,
        currency = excluded.currency,
        current_period_end = excluded.current_period_end,
        cancel_at_period_end = excluded.cancel_at_period_end,
        cancel_at = excluded.cancel_at,
        canceled_at = excluded.canceled_at,
        stripe_event_created = excluded.stripe_event_created
      -- The row lock ON CONFLICT takes makes this comparison and the write one step, also when
      -- two events of one subscription arrive at once.
      where s.stripe_event_created < excluded.stripe_event_created
         or (retrieved and s.stripe_event_created = excluded.stripe_event_created);
      get diagnostics written = row_count;
      if written > 0 then
        result := 'stored';
        update public.partners p set stripe_customer_id = incoming.customer_id
          where p.id = partner and p.stripe_customer_id is null;
      elsif not retrieved and exists (
          select 1 from public.stripe_subscriptions s
          where s.id = incoming.id and s.stripe_event_created = event_created) then
        return 'same_second';
      else
        result := 'stale';
      end if;
    end if;
  end if;

  if apply_stripe_event.partner_id is not null and apply_stripe_event.customer_id is not null then
    update public.partners p set stripe_customer_id = apply_stripe_event.customer_id
      where p.id = apply_stripe_event.partner_id and p.stripe_customer_id is null;
  end if;
  insert into public.stripe_events (id, type, created) values (event_id, event_type, event_created);
  return result;
end;
$$;

revoke all on function public.apply_stripe_event(text, text, timestamptz, jsonb, boolean, uuid, text)
  from public, anon, authenticated;
grant execute on function public.apply_stripe_event(text, text, timestamptz, jsonb, boolean, uuid, text)
  to service_role;
