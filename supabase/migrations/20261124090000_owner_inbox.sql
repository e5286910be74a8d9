-- The owner's inbox at /owner (issue 19): staff accounts read every request and move it through
-- its statuses from the site; the time to first contact is kept; the table streams to Realtime.

-- 'closed' becomes 'done', and a lost lead gets a status of its own. The data moves between the
-- two constraints, so no row is ever checked against a list it does not belong to.
alter table public.service_requests drop constraint service_requests_status_valid;
update public.service_requests set status = 'done' where status = 'closed';
alter table public.service_requests
  add constraint service_requests_status_valid
  check (status in ('new', 'contacted', 'scheduled', 'done', 'lost'));

comment on table public.service_requests is
  'Service requests from the website form. The owner works them at /owner (status: new, contacted, scheduled, done, lost).';

alter table public.service_requests
  add column contacted_at timestamptz,
  add column status_changed_at timestamptz,
  add column owner_notes text
    constraint service_requests_owner_notes_length
    check (char_length(owner_notes) <= 4000);

-- Rows from before this migration keep contacted_at null: when they were called is not known,
-- and the inbox's median time to first contact counts only rows that have it.

-- Who may see requests: one row per staff account. Written in the SQL Editor (as postgres), read
-- only through is_staff(): the browser roles get nothing on the table itself.
create table public.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

alter table public.staff enable row level security;
revoke all on table public.staff from anon, authenticated;

-- Security definer, so that the policies below (and the inbox, as POST /rest/v1/rpc/is_staff)
-- can ask without reading public.staff; an empty search_path keeps a caller's objects out.
-- (select auth.uid()) is evaluated once per statement rather than once per row.
create function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.staff s where s.user_id = (select auth.uid()));
$$;

revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;

-- Staff read every request and change only its status and the owner's notes. Others signed in
-- get no rows and change none; anon keeps no SELECT at all (42501, as before). Nobody deletes
-- through the API, the service role included: the dashboard (postgres) still can.
create policy "Staff read every request"
  on public.service_requests for select
  to authenticated
  using ((select public.is_staff()));

create policy "Staff update a request's status and notes"
  on public.service_requests for update
  to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

grant select on table public.service_requests to authenticated;
grant update (status, owner_notes) on table public.service_requests to authenticated;
revoke delete on table public.service_requests from service_role;

-- The time to first contact: contacted_at is set the first time a request leaves 'new' and never
-- changes after, whoever writes (the dashboard included); status_changed_at follows each change.
create function public.service_requests_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.contacted_at := old.contacted_at;
  new.status_changed_at := old.status_changed_at;
  if new.status is distinct from old.status then
    new.status_changed_at := now();
    if old.status = 'new' and old.contacted_at is null then
      new.contacted_at := now();
    end if;
  end if;
  return new;
end;
$$;

create trigger service_requests_before_update
  before update on public.service_requests
  for each row execute function public.service_requests_before_update();

-- Realtime's postgres_changes: the inbox hears new requests; RLS decides who receives them.
alter publication supabase_realtime add table public.service_requests;
