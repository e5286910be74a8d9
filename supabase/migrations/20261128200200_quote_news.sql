-- The customer's answer to a quote, and a deposit paid, reach the owner as a new request does: a
-- trigger queues a call to notify-owner (private.post_notification) with the row and the facts of
-- the request it is for (who, what, where; the function e-mails and pushes them). Once each: the
-- moment a link is accepted (at an amount) or declined, or a deposit becomes paid.

create function private.notify_owner_of_quote()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.post_notification(jsonb_build_object(
    'type', 'UPDATE',
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', to_jsonb(new) - 'token_hash',
    'request', (select jsonb_build_object('id', r.id, 'name', r.name, 'service', r.service,
                                          'address', r.address, 'city', r.city)
                  from public.service_requests r where r.id = new.request_id)));
  return null;
end;
$$;

revoke all on function private.notify_owner_of_quote() from public, anon, authenticated;

create trigger quote_links_notify_owner
  after update of accepted_cents, declined_at on public.quote_links
  for each row
  when ((new.accepted_cents is not null and new.accepted_cents is distinct from old.accepted_cents)
        or (new.declined_at is not null and old.declined_at is null))
  execute function private.notify_owner_of_quote();

create trigger quote_deposits_notify_owner
  after update of status on public.quote_deposits
  for each row when (new.status = 'paid' and old.status <> 'paid')
  execute function private.notify_owner_of_quote();
