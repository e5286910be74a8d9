-- Requests sent by the site's /get-started form (issue 10). Visitors may only add rows;
-- the owner reads and updates them in the dashboard, which connects as postgres/service_role.

create table public.service_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  status text not null default 'new'
    constraint service_requests_status_valid
    check (status in ('new', 'contacted', 'scheduled', 'closed')),
  service text not null
    constraint service_requests_service_valid
    check (service in ('garage_cleanout', 'trash_collection')),
  -- btrim: a name or address of spaces is as empty as '' to the person calling back.
  name text not null
    constraint service_requests_name_length
    check (char_length(btrim(name)) >= 1 and char_length(name) <= 100),
  phone text not null
    constraint service_requests_phone_us_e164
    check (phone ~ '^\+1[2-9][0-9]{9}$'),
  email text
    constraint service_requests_email_valid
    check (char_length(email) <= 254 and strpos(email, '@') > 0),
  address text not null
    constraint service_requests_address_length
    check (char_length(btrim(address)) >= 1 and char_length(address) <= 200),
  unit text
    constraint service_requests_unit_length
    check (char_length(unit) <= 20),
  -- The service areas exactly as the site names them (src/config/site.ts).
  city text not null
    constraint service_requests_city_valid
    check (city in ('Pleasant Grove', 'Orem', 'Provo', 'Salt Lake City', 'Park City',
                    'Springville', 'Spanish Fork', 'Heber', 'Other')),
  rooms integer
    constraint service_requests_rooms_range
    check (rooms between 1 and 500),
  garage_size text
    constraint service_requests_garage_size_length
    check (char_length(garage_size) <= 40),
  -- "Not before today" depends on the clock, so the trigger below checks it, not a CHECK.
  start_date date,
  contact_method text not null
    constraint service_requests_contact_method_valid
    check (contact_method in ('text', 'call')),
  notes text
    constraint service_requests_notes_length
    check (char_length(notes) <= 2000),
  property_name text
    constraint service_requests_property_name_length
    check (char_length(property_name) <= 120),
  units integer
    constraint service_requests_units_range
    check (units between 1 and 5000),
  sms_consent boolean not null default false,
  -- How to start, step 2: trash collection is per apartment, so the unit number is required.
  constraint service_requests_trash_needs_unit
    check (service <> 'trash_collection' or (unit is not null and btrim(unit) <> ''))
);

comment on table public.service_requests is
  'Service requests from the website form. Set status to contacted/scheduled/closed as you call back.';

-- The rate checks below count recent rows by phone and overall; the owner lists newest first.
create index service_requests_phone_created_at_idx on public.service_requests (phone, created_at);
create index service_requests_created_at_idx on public.service_requests (created_at);

alter table public.service_requests enable row level security;

create policy "Visitors can send a request"
  on public.service_requests for insert
  to anon, authenticated
  with check (true);

-- Supabase grants every privilege on new tables to anon and authenticated; the policy alone would
-- already hide and protect the rows, but the grants say the intent outright: a visitor may only
-- insert, and only the columns of the form. id, created_at and status are not theirs to choose
-- (a past created_at would slip past the rate limit; status starts as 'new' for every request),
-- so sending them is refused with 42501 rather than silently overridden.
-- A column added later must be granted here too before the form may send it.
revoke all on table public.service_requests from anon, authenticated;
grant insert (service, name, phone, email, address, unit, city, rooms, garage_size, start_date,
              contact_method, notes, property_name, units, sms_consent)
  on table public.service_requests to anon, authenticated;

-- Security definer: counting needs to read rows that visitors may not see. An empty search_path
-- keeps a caller's objects out of it, hence the schema-qualified names.
create function public.service_requests_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The business's calendar, not the server's UTC one: at 6 pm in Utah UTC is already tomorrow,
  -- and a visitor choosing "today" must not be told it is in the past.
  today date := (now() at time zone 'America/Denver')::date;
begin
  if new.start_date < today then
    raise exception using
      errcode = '23514',
      constraint = 'service_requests_start_date_not_past',
      message = 'The preferred start date must be today or later.';
  end if;

  -- One insert at a time, so that simultaneous requests cannot each see room under a limit.
  -- The form sends a few requests a day; waiting for this lock costs nothing noticeable.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.service_requests'));

  -- PostgREST answers SQLSTATE PTxyz with HTTP xyz: 429 here, which the form recognises.
  if (select count(*) from public.service_requests r
      where r.phone = new.phone and r.created_at > now() - interval '24 hours') >= 3 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests from this phone number today. Please call instead.';
  end if;

  if (select count(*) from public.service_requests r
      where r.created_at > now() - interval '1 minute') >= 30 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests right now. Please try again in a minute or call instead.';
  end if;

  return new;
end;
$$;

create trigger service_requests_before_insert
  before insert on public.service_requests
  for each row execute function public.service_requests_before_insert();
