-- The days a new link offers are today or later on the business's calendar (America/Denver, as
-- supabase/functions/_shared/time-zone.ts names it): the request's page says so before sending,
-- and the database refuses a past day whatever calls create_quote_link (P0001, 400 through
-- PostgREST), so that no customer is offered a day already gone.

create function private.quote_links_offered_days_ahead()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (
    select 1 from unnest(new.offered_days) d
     where d < (now() at time zone 'America/Denver')::date
  ) then
    raise exception using errcode = 'P0001', message = 'A day offered is already past.';
  end if;
  return new;
end;
$$;

revoke all on function private.quote_links_offered_days_ahead() from public;

create trigger quote_links_offered_days_ahead
  before insert on public.quote_links
  for each row execute function private.quote_links_offered_days_ahead();
