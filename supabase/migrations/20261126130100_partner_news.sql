-- The owner hears of partners as of requests, by push and e-mail, through the same path: a
-- trigger queues a call to the notify-new-request function with pg_net, with the URL and secret
-- that Vault already holds for requests (20261124140100_new_request_webhook.sql), and the function
-- tells the owner. Three kinds of news:
--   a new partner             an insert into partners (the manager signed up and confirmed);
--   a subscription started    a subscription stored as active or trialing, or one that becomes
--                             so from a state that did not bill (incomplete, canceled, …);
--   a payment failed          a subscription stored as past_due or unpaid, or one that becomes
--                             so from any other state.
-- A payment that recovers (past_due back to active), a quantity or renewal date that changes and
-- a repeated state say nothing. The subscription rows are written only by stripe-webhook, which
-- stores each Stripe event once (apply_stripe_event): a state reached twice is not news twice.
--
-- The body is a Database Webhook's ({type, table, schema, record, old_record}) with what the
-- owner's message names beside it, read here so that the function needs no query: the partner's
-- company, contact, phone and e-mail, and the property's name and city.

create function private.notify_owner_of_partner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  webhook_secret text;
  partner_id uuid;
  property_id uuid;
  news jsonb;
begin
  begin
    select s.decrypted_secret into function_url
      from vault.decrypted_secrets s where s.name = 'notify_new_request_url';
    select s.decrypted_secret into webhook_secret
      from vault.decrypted_secrets s where s.name = 'notify_new_request_secret';
    if function_url is null or webhook_secret is null then
      raise warning 'notify_new_request_url or notify_new_request_secret is missing from Vault: no notification of % %', tg_table_name, new.id;
      return null;
    end if;

    if tg_table_name = 'partners' then
      partner_id := new.id;
    else
      partner_id := new.partner_id;
      property_id := new.property_id;
    end if;
    select jsonb_build_object(
             'company_name', pa.company_name,
             'contact_name', pa.contact_name,
             'phone', pa.phone,
             'email', u.email)
      into news
      from public.partners pa left join auth.users u on u.id = pa.user_id
     where pa.id = partner_id;

    perform net.http_post(
      url := function_url,
      body := jsonb_build_object(
        'type', tg_op,
        'table', tg_table_name,
        'schema', tg_table_schema,
        'record', to_jsonb(new),
        'old_record', case when tg_op = 'UPDATE' then to_jsonb(old) end,
        'partner', news,
        'property', (select jsonb_build_object('name', pr.name, 'city', pr.city)
                       from public.properties pr where pr.id = property_id)),
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || webhook_secret),
      timeout_milliseconds := 30000);
  exception when others then
    raise warning 'The notification of % % was not queued: % (SQLSTATE %)',
      tg_table_name, new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

revoke all on function private.notify_owner_of_partner() from public, anon, authenticated;

create trigger partners_notify_owner
  after insert on public.partners
  for each row execute function private.notify_owner_of_partner();

create trigger stripe_subscriptions_notify_owner_stored
  after insert on public.stripe_subscriptions
  for each row
  when (new.status in ('active', 'trialing', 'past_due', 'unpaid'))
  execute function private.notify_owner_of_partner();

create trigger stripe_subscriptions_notify_owner_changed
  after update of status on public.stripe_subscriptions
  for each row
  when (
    (new.status in ('active', 'trialing')
      and old.status not in ('active', 'trialing', 'past_due', 'unpaid'))
    or (new.status in ('past_due', 'unpaid') and old.status not in ('past_due', 'unpaid')))
  execute function private.notify_owner_of_partner();
