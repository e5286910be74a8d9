-- Partners' Stripe subscription state, written by the check-subscription edge function with the
-- service role (issue 13) and read by the signed-in partner it belongs to.

create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  email text not null unique,
  stripe_customer_id text,
  subscribed boolean not null default false,
  subscription_tier text,
  subscription_end timestamptz,
  updated_at timestamptz not null default now()
);

-- The policy below filters on user_id for every read.
create index subscribers_user_id_idx on public.subscribers (user_id);

alter table public.subscribers enable row level security;

-- By user_id only, not by e-mail as well: the function always writes user_id, and an e-mail match
-- would show a partner a row about whoever held that address before (a changed or reused e-mail).
-- (select auth.uid()) is evaluated once per query rather than once per row.
create policy "Partners read their own subscription"
  on public.subscribers for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Supabase grants every privilege on new tables to anon and authenticated. Only the service role
-- (which bypasses RLS) writes here, so the browser roles keep nothing but the policed SELECT.
revoke all on table public.subscribers from anon, authenticated;
grant select on table public.subscribers to authenticated;

-- Keeps updated_at true whatever the writer sends, including the function's upsert.
create function public.subscribers_touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger subscribers_touch_updated_at
  before update on public.subscribers
  for each row execute function public.subscribers_touch_updated_at();
