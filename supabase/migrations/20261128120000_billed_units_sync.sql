-- Stripe bills a property for the units it has, whoever changed them and whether or not the
-- partner's page is open: a change of a property's units, and a subscription whose stored
-- quantity is not its property's units, queue a call of the update-billed-units function through
-- pg_net (sent once the transaction commits), and pg_cron asks again every 15 minutes for each
-- property still billed for other units than it has (a call that failed, Stripe down). The
-- function reads the units from the database and sets the quantity as an absolute number, so a
-- call repeated changes nothing more; the stored quantity follows by Stripe's webhook.

-- The statuses in which a subscription still bills or is owed: openStatuses of
-- supabase/functions/_shared/partners.ts, the subscriptions update-billed-units updates.
create function private.bills(status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select status in ('active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused')
$$;

revoke all on function private.bills(text) from public, anon, authenticated;

-- Queues one call of update-billed-units for a property: its URL and the shared secret (the
-- function's WEBHOOK_SECRET) come from Vault (docs/deploy/stripe.md). As with the notifications,
-- nothing here may fail the caller's transaction: without the Vault entries, or with pg_net
-- failing, a warning is logged, the change is stored, and the reconcile asks again later.
create function private.post_billed_units(property_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  webhook_secret text;
begin
  begin
    select s.decrypted_secret into function_url
      from vault.decrypted_secrets s where s.name = 'update_billed_units_url';
    select s.decrypted_secret into webhook_secret
      from vault.decrypted_secrets s where s.name = 'update_billed_units_secret';
    if function_url is null or webhook_secret is null then
      raise warning 'update_billed_units_url or update_billed_units_secret is missing from Vault: the units of property % are not billed yet',
        property_id;
      return;
    end if;
    -- 30 s: one retrieve and one update of Stripe's, each with stripe-node's 10 s limit.
    perform net.http_post(
      url := function_url,
      body := jsonb_build_object('property_id', property_id),
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || webhook_secret),
      timeout_milliseconds := 30000);
  exception when others then
    raise warning 'Billing the units of property % was not queued: % (SQLSTATE %)',
      property_id, sqlerrm, sqlstate;
  end;
end;
$$;

revoke all on function private.post_billed_units(uuid) from public, anon, authenticated;

-- A property's units changed: bill them, if a subscription bills it.
create function private.bill_changed_units()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.stripe_subscriptions s
    where s.property_id = new.id and private.bills(s.status)
  ) then
    perform private.post_billed_units(new.id);
  end if;
  return null;
end;
$$;

revoke all on function private.bill_changed_units() from public, anon, authenticated;

create trigger properties_bill_changed_units
  after update of units on public.properties
  for each row
  when (old.units is distinct from new.units)
  execute function private.bill_changed_units();

-- A subscription stored with a quantity other than its property's units (units changed between
-- Checkout and paying, or the quantity changed in Stripe's dashboard): bill the units. Once
-- Stripe bills them, the webhook stores that quantity and nothing more is queued.
create function private.bill_stored_quantity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.bills(new.status) and exists (
    select 1 from public.properties p
    where p.id = new.property_id and p.units <> new.quantity
  ) then
    perform private.post_billed_units(new.property_id);
  end if;
  return null;
end;
$$;

revoke all on function private.bill_stored_quantity() from public, anon, authenticated;

create trigger stripe_subscriptions_bill_stored_quantity
  after insert or update of quantity, status, property_id on public.stripe_subscriptions
  for each row
  execute function private.bill_stored_quantity();

-- Queues a call for each property whose subscription still bills another number of units than
-- it has, the longest unchanged first, at most `most` of them (so that a Stripe outage never
-- queues every property at once), and answers how many it queued.
create function private.reconcile_billed_units(most integer default 100)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  behind uuid;
  queued integer := 0;
begin
  for behind in
    select p.id
      from public.properties p
      join public.stripe_subscriptions s on s.property_id = p.id
      where private.bills(s.status) and s.quantity <> p.units
      group by p.id
      order by min(s.updated_at)
      limit most
  loop
    perform private.post_billed_units(behind);
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;

revoke all on function private.reconcile_billed_units(integer) from public, anon, authenticated;

-- pg_cron, as the notification summaries use it (20261126140100_notification_batches.sql).
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    perform cron.schedule('reconcile-billed-units', '*/15 * * * *',
                          'select private.reconcile_billed_units()');
  else
    raise warning 'pg_cron is not installed: units billed otherwise are not asked for again';
  end if;
end;
$$;
