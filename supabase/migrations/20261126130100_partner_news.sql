-- The owner hears of partners as of requests, by push and e-mail, through the same path: a
-- trigger queues a call to the notify-new-request function (private.post_notification, with the
-- URL and secret that Vault already holds for requests), and the function tells the owner. Three kinds of news:
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
  partner_id uuid;
  property_id uuid;
  news jsonb;
begin
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

  perform private.post_notification(jsonb_build_object(
    'type', tg_op,
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', to_jsonb(new),
    'old_record', case when tg_op = 'UPDATE' then to_jsonb(old) end,
    'partner', news,
    'property', (select jsonb_build_object('name', pr.name, 'city', pr.city)
                   from public.properties pr where pr.id = property_id)));
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
