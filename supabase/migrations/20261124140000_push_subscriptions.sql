-- Push notifications of new requests: one row per device on which a staff member turned them on
-- in the inbox. notify-new-request (as the service role) pushes each new request to every row.

-- The browser's PushSubscription.toJSON(): the push service's URL for this device, its P-256
-- public key (65 bytes, uncompressed, so base64url starting with B) and its 16-byte auth secret
-- (RFC 8291 §3.2), base64url as browsers give them, padded or not.
-- user_id points at public.staff, so only staff can hold a subscription, and taking someone off
-- staff (or deleting the user) deletes their devices with them: whoever owns a row is staff.
create table public.push_subscriptions (
  endpoint text primary key
    constraint push_subscriptions_endpoint_https
    check (endpoint ~ '^https://[^[:space:]]+$' and char_length(endpoint) <= 2048),
  p256dh text not null
    constraint push_subscriptions_p256dh_valid
    check (p256dh ~ '^B[A-Za-z0-9_-]{86}=?$'),
  auth text not null
    constraint push_subscriptions_auth_valid
    check (auth ~ '^[A-Za-z0-9_-]{22}(==)?$'),
  user_id uuid not null default auth.uid()
    references public.staff (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);

comment on table public.push_subscriptions is
  'Devices that get a push notification for each new request: one row per browser subscription of a staff user.';

create index push_subscriptions_user_id_idx on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;

-- Each staff user sees, adds, marks as seen and removes their own devices; nobody sees anyone
-- else's, and anon gets nothing at all. The endpoint and keys are written once: a browser that
-- changes them makes a new subscription, which is a new row.
create policy "Staff read their own devices"
  on public.push_subscriptions for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Staff add their own devices"
  on public.push_subscriptions for insert
  to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_staff()));

create policy "Staff mark their own devices as seen"
  on public.push_subscriptions for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Staff remove their own devices"
  on public.push_subscriptions for delete
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.push_subscriptions from anon, authenticated;
grant select, delete on table public.push_subscriptions to authenticated;
grant insert (endpoint, p256dh, auth) on table public.push_subscriptions to authenticated;
grant update (last_seen_at) on table public.push_subscriptions to authenticated;

-- What the inbox calls on every visit (POST /rest/v1/rpc/save_push_subscription), since browsers
-- drop and renew subscriptions silently: adds the device, or marks it as seen and takes its
-- current keys. A device that already gets another account's notifications is refused with 409
-- (PostgREST answers SQLSTATE PT409 with it) rather than taken over: that account turns them off
-- there first. Security definer so that the keys can be renewed, which the grants above keep
-- from the browser; the checks below are the ones the policies make.
create function public.save_push_subscription(endpoint text, p256dh text, auth text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null or not public.is_staff() then
    raise exception using
      errcode = '42501',
      message = 'Only staff can get notifications of new requests.';
  end if;

  insert into public.push_subscriptions as s (endpoint, p256dh, auth, user_id)
  values (save_push_subscription.endpoint, save_push_subscription.p256dh,
          save_push_subscription.auth, caller)
  on conflict on constraint push_subscriptions_pkey do update
    set p256dh = excluded.p256dh, auth = excluded.auth, last_seen_at = now()
    where s.user_id = caller;

  -- The one statement decides, so that two accounts saving the same device at once cannot both
  -- pass a check made before it: the update's condition is the ownership check.
  if not found then
    raise exception using
      errcode = 'PT409',
      message = 'This device already gets the notifications of another account.';
  end if;
end;
$$;

revoke all on function public.save_push_subscription(text, text, text) from public, anon;
grant execute on function public.save_push_subscription(text, text, text)
  to authenticated, service_role;
