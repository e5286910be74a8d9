-- The customer's answers to quotes and the deposits paid reach the owner as new requests do
-- (20261126140100_notification_batches.sql, 20261128110100_report_intake.sql): one at a time
-- each is its own message at once; news coming faster than that is counted under the kind
-- 'quote' and told in one summary a minute after the first, the pause doubling while it keeps
-- coming. So ten answers in a minute ring the owner once, not ten times; a summary of one is that
-- one's own message. Each piece of news is noted once, in the transaction that stores it: a
-- rolled-back answer neither sends nor counts.

alter table private.notification_batches drop constraint notification_batches_kind_valid;
alter table private.notification_batches
  add constraint notification_batches_kind_valid
  check (kind in ('new', 'held', 'report', 'report_held', 'quote'));

-- As before, with 'quote' among the kinds told one by one when they are rare.
create or replace function private.note_request(kind text, at timestamptz, alone boolean, id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  batch private.notification_batches;
  current_pause interval;
begin
  insert into private.notification_batches as b (kind) values (note_request.kind)
    on conflict on constraint notification_batches_pkey do nothing;
  select * into batch from private.notification_batches b
    where b.kind = note_request.kind for update;
  current_pause := private.notification_pause(batch, at);
  if alone and kind in ('new', 'report', 'quote') and batch.pending = 0
     and (batch.last_sent_at is null or at - batch.last_sent_at >= current_pause) then
    update private.notification_batches b
      set last_sent_at = at, pause = current_pause
      where b.kind = note_request.kind;
    return true;
  end if;
  update private.notification_batches b
    set pending = b.pending + 1, first_pending_at = coalesce(b.first_pending_at, at),
        first_id = case when b.pending = 0 then note_request.id else b.first_id end
    where b.kind = note_request.kind;
  return false;
end;
$$;

-- The news of a quote link (accepted or declined) or of a paid deposit, by its row's id, as
-- notify-owner reads it: the row (no token) and the facts of its request. Null when the row is
-- no longer news (an acceptance cleared by a changed quote, a deposit refunded), so that a
-- summary of one says what is left rather than nothing.
create function private.quote_message(id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'type', 'UPDATE',
    'table', n.tab,
    'schema', 'public',
    'record', n.record,
    'request', (select jsonb_build_object('id', r.id, 'name', r.name, 'service', r.service,
                                          'address', r.address, 'city', r.city)
                  from public.service_requests r where r.id = n.request_id))
  from (
    select 'quote_links' as tab, to_jsonb(l) - 'token_hash' as record, l.request_id
      from public.quote_links l
     where l.id = quote_message.id
       and (l.accepted_cents is not null or l.declined_at is not null)
    union all
    select 'quote_deposits', to_jsonb(d), d.request_id
      from public.quote_deposits d
     where d.id = quote_message.id and d.status = 'paid'
  ) n
  limit 1;
$$;

revoke all on function private.quote_message(uuid) from public, anon, authenticated;

-- As before, with the summary of one piece of quote news sent as that news' own message.
create or replace function private.send_due_notifications(at timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  batch private.notification_batches;
  current_pause interval;
  single jsonb;
  sent integer := 0;
begin
  for batch in
    select * from private.notification_batches b where b.pending > 0 order by b.kind for update
  loop
    current_pause := private.notification_pause(batch, at);
    if at >= greatest(batch.first_pending_at + interval '1 minute',
                      coalesce(batch.last_sent_at + current_pause, '-infinity'::timestamptz)) then
      single := case
        when batch.pending <> 1 or batch.first_id is null then null
        when batch.kind = 'new' then private.request_message(batch.first_id)
        when batch.kind = 'report' then private.missed_pickup_message(batch.first_id)
        when batch.kind = 'quote' then private.quote_message(batch.first_id)
      end;
      perform private.post_notification(coalesce(single, jsonb_build_object(
        'type', 'SUMMARY',
        'kind', batch.kind,
        'count', batch.pending,
        'since', batch.first_pending_at,
        'until', at)));
      update private.notification_batches b
        set pending = 0, first_pending_at = null, first_id = null, last_sent_at = at,
            pause = least(current_pause * 2, interval '1 hour')
        where b.kind = batch.kind;
      sent := sent + 1;
    end if;
  end loop;
  return sent;
end;
$$;

-- The triggers of 20261128200200_quote_news.sql stay (once each: an acceptance at an amount, a
-- decline, a deposit becoming paid); what they call now notes the news first. Nothing here may
-- fail the customer's answer or Stripe's webhook.
create or replace function private.notify_owner_of_quote()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    if private.note_request('quote', now(), true, new.id) then
      perform private.post_notification(private.quote_message(new.id));
    end if;
  exception when others then
    raise warning 'Quote news of % was not noted for a notification: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;
