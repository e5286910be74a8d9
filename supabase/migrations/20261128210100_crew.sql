-- The crew: accounts the owner invites to run the nightly route and the next jobs, and nothing
-- else. The owner is staff (public.staff, public.is_staff()), as before; a crew member is not:
-- every policy that says is_staff() keeps them out, and the few things they may do are granted
-- here by name.

create table public.crew (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null
    constraint crew_email_length check (char_length(email) between 3 and 320),
  invited_at timestamptz not null default now(),
  -- Removed members stay, so that the marks they made keep a name; they run nothing.
  removed_at timestamptz
);

comment on table public.crew is
  'Crew members: invited by the owner (the team function), removed by setting removed_at. They read tonight''s route and the next jobs, and mark buildings.';

alter table public.crew enable row level security;
revoke all on table public.crew from anon, authenticated;
grant select on table public.crew to authenticated;

create policy "The owner reads the team"
  on public.crew for select
  to authenticated
  using ((select public.is_staff()));

-- A crew member now: invited, not removed, and not the owner (the owner is the owner).
create function public.is_crew()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.crew c
                  where c.user_id = (select auth.uid()) and c.removed_at is null);
$$;

revoke all on function public.is_crew() from public;
grant execute on function public.is_crew() to anon, authenticated, service_role;

-- What the signed-in account is (POST /rest/v1/rpc/my_role): 'owner', 'crew', or null.
create function public.my_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when public.is_staff() then 'owner' when public.is_crew() then 'crew' end;
$$;

revoke all on function public.my_role() from public;
grant execute on function public.my_role() to anon, authenticated, service_role;

-- The route is run by the owner and the crew.
create or replace function private.runs_route()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_staff() or public.is_crew();
$$;

-- Marks: the crew adds them, reads tonight's (the route's live updates come through Realtime,
-- which sends a row only to who may read it), and takes back their own within Undo's minute.
create policy "Crew mark buildings"
  on public.pickup_marks for insert
  to authenticated
  with check ((select public.is_crew()));

create policy "Crew read tonight's marks"
  on public.pickup_marks for select
  to authenticated
  using ((select public.is_crew()) and night = public.current_night());

create policy "Crew take back their own mark within the Undo's minute"
  on public.pickup_marks for delete
  to authenticated
  using (
    (select public.is_crew())
    and marked_by = (select auth.uid())
    and recorded_at > now() - private.mark_undo_window()
  );

create policy "Crew add photos of marks"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'pickup-photos'
    and (select public.is_crew())
    and name ~ '^marks/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$'
  );

-- The next jobs as the crew needs them on the road (POST /rest/v1/rpc/crew_jobs): the scheduled
-- jobs in the order of the owner's Upcoming, each with its address, day and window, the owner's
-- note, and the customer's first name and phone. Security definer, so that these columns are all
-- a crew member reads of a request: no list, no quote, no last name, no photo.
create function public.crew_jobs()
returns table (
  id uuid,
  first_name text,
  phone text,
  address text,
  city text,
  scheduled_for date,
  scheduled_from time,
  scheduled_until time,
  note text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.runs_route()) then
    raise exception using errcode = '42501', message = 'Only the owner and the crew read the jobs.';
  end if;
  return query
    select r.id, split_part(btrim(r.name), ' ', 1), r.phone, r.address, r.city,
           r.scheduled_for, r.scheduled_from, r.scheduled_until, r.owner_notes
      from public.service_requests r
     where r.status = 'scheduled'
     order by r.scheduled_for nulls last, r.scheduled_from nulls last,
              r.scheduled_until nulls last, r.id
     limit 200;
end;
$$;

revoke all on function public.crew_jobs() from public, anon;
grant execute on function public.crew_jobs() to authenticated;
