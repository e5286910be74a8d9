-- Written by `npm run db:schema` (scripts/db-schema.js) from supabase/migrations: do not edit.
--
-- PostgreSQL database dump
--



SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET transaction_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA private;


--
-- Name: public; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA public;


--
-- Name: SCHEMA public; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON SCHEMA public IS 'standard public schema';


--
-- Name: inbox_place; Type: TYPE; Schema: private; Owner: -
--

CREATE TYPE private.inbox_place AS (
	rank integer,
	day date,
	starts time without time zone,
	ends time without time zone
);


--
-- Name: resident_building; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.resident_building AS (
	id uuid,
	name text,
	picked_up_at timestamp with time zone
);


--
-- Name: bill_changed_units(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.bill_changed_units() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if exists (
    select 1 from public.stripe_subscriptions s
    where s.property_id = new.id and private.bills(s.status)
  ) then
    perform private.post_billed_units(new.id);
  end if;
  return null;
end;
$$;


--
-- Name: bill_stored_quantity(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.bill_stored_quantity() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if private.bills(new.status) and exists (
    select 1 from public.properties p
    where p.id = new.property_id and p.units <> new.quantity
  ) then
    perform private.post_billed_units(new.property_id);
  end if;
  return null;
end;
$$;


--
-- Name: bills(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.bills(status text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select status in ('active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused')
$$;


--
-- Name: business_day(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.business_day() RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (now() at time zone 'America/Denver')::date
$$;


--
-- Name: business_night(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.business_night(at timestamp with time zone) RETURNS date
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select ((at at time zone 'America/Denver') - interval '12 hours')::date;
$$;


--
-- Name: count_requests(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.count_requests() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'TRUNCATE' then
    delete from private.request_counts;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update private.request_counts c set requests = c.requests - 1 where c.status = old.status;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.request_counts as c (status, requests) values (new.status, 1)
    on conflict (status) do update set requests = c.requests + 1;
  end if;
  return null;
end;
$$;


--
-- Name: has_direction_controls(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.has_direction_controls(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select value ~ '[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069]'
$$;


--
-- Name: has_visible_text(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.has_visible_text(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select value ~ '[^\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\t\n\v\f\r \u0085\u00A0\u00AD\u034F\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200A\u2028\u2029\u202F\u205F-\u2064\u206A-\u206F\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0]'
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: service_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.service_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    status text DEFAULT 'new'::text NOT NULL,
    service text NOT NULL,
    name text NOT NULL,
    phone text NOT NULL,
    email text,
    address text NOT NULL,
    unit text,
    city text NOT NULL,
    rooms integer,
    garage_size text,
    start_date date,
    contact_method text NOT NULL,
    notes text,
    property_name text,
    units integer,
    sms_consent boolean DEFAULT false NOT NULL,
    contacted_at timestamp with time zone,
    status_changed_at timestamp with time zone,
    owner_notes text,
    photo_count smallint DEFAULT 0 NOT NULL,
    source_hash text,
    source_56_hash text,
    scheduled_for date,
    scheduled_from time without time zone,
    scheduled_until time without time zone,
    quote_cents integer,
    review_requested_at timestamp with time zone,
    lost_reason text,
    source_page text,
    source_host text,
    held_reason text,
    set_out_note text,
    CONSTRAINT service_requests_address_length CHECK (((char_length(btrim(address)) >= 1) AND (char_length(address) <= 200))),
    CONSTRAINT service_requests_address_visible CHECK (private.has_visible_text(address)),
    CONSTRAINT service_requests_city_valid CHECK ((city = ANY (ARRAY['Pleasant Grove'::text, 'Orem'::text, 'Provo'::text, 'Salt Lake City'::text, 'Park City'::text, 'Springville'::text, 'Spanish Fork'::text, 'Heber'::text, 'Other'::text]))),
    CONSTRAINT service_requests_contact_method_valid CHECK ((contact_method = ANY (ARRAY['text'::text, 'call'::text]))),
    CONSTRAINT service_requests_email_plain CHECK (((char_length(email) <= 254) AND (email ~ '^[A-Za-z0-9._%+''-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'::text))),
    CONSTRAINT service_requests_garage_size_length CHECK ((char_length(garage_size) <= 40)),
    CONSTRAINT service_requests_garage_size_visible CHECK (private.has_visible_text(garage_size)),
    CONSTRAINT service_requests_held_has_reason CHECK (((status = 'held'::text) = (held_reason IS NOT NULL))),
    CONSTRAINT service_requests_held_reason_valid CHECK ((held_reason = ANY (ARRAY['check_failed'::text, 'check_unavailable'::text, 'connection'::text, 'phone'::text, 'everyone'::text]))),
    CONSTRAINT service_requests_lost_reason_needs_lost CHECK (((lost_reason IS NULL) OR (status = 'lost'::text))),
    CONSTRAINT service_requests_lost_reason_valid CHECK ((lost_reason = ANY (ARRAY['price'::text, 'timing'::text, 'no_answer'::text, 'chose_another'::text, 'other'::text]))),
    CONSTRAINT service_requests_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(name) <= 100))),
    CONSTRAINT service_requests_name_visible CHECK (private.has_visible_text(name)),
    CONSTRAINT service_requests_no_direction_controls CHECK ((NOT private.has_direction_controls(concat(name, address, unit, garage_size, notes, property_name, email)))),
    CONSTRAINT service_requests_notes_length CHECK ((char_length(notes) <= 2000)),
    CONSTRAINT service_requests_notes_visible CHECK (private.has_visible_text(notes)),
    CONSTRAINT service_requests_owner_notes_length CHECK ((char_length(owner_notes) <= 4000)),
    CONSTRAINT service_requests_phone_us_e164 CHECK ((phone ~ '^\+1[2-9][0-9]{9}$'::text)),
    CONSTRAINT service_requests_photo_count_range CHECK (((photo_count >= 0) AND (photo_count <= 5))),
    CONSTRAINT service_requests_property_name_length CHECK ((char_length(property_name) <= 120)),
    CONSTRAINT service_requests_property_name_visible CHECK (private.has_visible_text(property_name)),
    CONSTRAINT service_requests_quote_cents_range CHECK (((quote_cents >= 0) AND (quote_cents <= 10000000))),
    CONSTRAINT service_requests_rooms_range CHECK (((rooms >= 1) AND (rooms <= 500))),
    CONSTRAINT service_requests_scheduled_for_not_before_request CHECK ((scheduled_for >= ((created_at AT TIME ZONE 'America/Denver'::text))::date)),
    CONSTRAINT service_requests_scheduled_window CHECK ((((scheduled_from IS NULL) AND (scheduled_until IS NULL)) OR ((scheduled_for IS NOT NULL) AND (scheduled_from IS NOT NULL) AND (scheduled_until IS NOT NULL) AND (scheduled_until > scheduled_from)))),
    CONSTRAINT service_requests_service_valid CHECK ((service = ANY (ARRAY['garage_cleanout'::text, 'trash_collection'::text]))),
    CONSTRAINT service_requests_set_out_note_length CHECK ((char_length(set_out_note) <= 500)),
    CONSTRAINT service_requests_source_host_format CHECK ((source_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'::text)),
    CONSTRAINT service_requests_source_host_length CHECK ((char_length(source_host) <= 253)),
    CONSTRAINT service_requests_source_page_valid CHECK ((source_page = ANY (ARRAY['landing'::text, 'area'::text, 'pricing'::text, 'how_to_start'::text, 'direct'::text]))),
    CONSTRAINT service_requests_status_valid CHECK ((status = ANY (ARRAY['new'::text, 'contacted'::text, 'scheduled'::text, 'done'::text, 'lost'::text, 'held'::text]))),
    CONSTRAINT service_requests_trash_needs_unit CHECK (((service <> 'trash_collection'::text) OR ((unit IS NOT NULL) AND (btrim(unit) <> ''::text)))),
    CONSTRAINT service_requests_trash_one_count CHECK (((service <> 'trash_collection'::text) OR (rooms IS NULL) OR (units IS NULL))),
    CONSTRAINT service_requests_unit_length CHECK ((char_length(unit) <= 20)),
    CONSTRAINT service_requests_unit_visible CHECK (private.has_visible_text(unit)),
    CONSTRAINT service_requests_units_range CHECK (((units >= 1) AND (units <= 5000)))
);


--
-- Name: TABLE service_requests; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.service_requests IS 'Service requests from the website form. The owner works them at /owner (status: new, contacted, scheduled, done, lost).';


--
-- Name: COLUMN service_requests.set_out_note; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.service_requests.set_out_note IS 'What the customer is to set out for the job, in the owner''s words; said in the reminder e-mail.';


--
-- Name: customer_facts(public.service_requests); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.customer_facts(r public.service_requests) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object('id', r.id, 'name', r.name, 'email', r.email, 'service', r.service,
                            'address', r.address, 'unit', r.unit, 'city', r.city)
$$;


--
-- Name: draft_limit(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.draft_limit() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 5;
$$;


--
-- Name: grams(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.grams(value text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(distinct substr(value, i, 3)), '{}')
    from generate_series(1, char_length(value) - 2) i
$$;


--
-- Name: held_room_left(text, text, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.held_room_left(source_hash text, source_56_hash text, at timestamp with time zone) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (held_room_left.source_hash is null or (
            select count(*) from public.service_requests r
            where r.status = 'held' and r.source_hash = held_room_left.source_hash
              and r.created_at > at - interval '24 hours') < 20)
     and (held_room_left.source_56_hash is null or (
            select count(*) from public.service_requests r
            where r.status = 'held' and r.source_56_hash = held_room_left.source_56_hash
              and r.created_at > at - interval '24 hours') < 50)
$$;


--
-- Name: inbox_place(public.service_requests, date); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.inbox_place(r public.service_requests, today date) RETURNS private.inbox_place
    LANGUAGE sql IMMUTABLE
    AS $$
  select case
    when r.status = 'new' then (0, 'infinity', '24:00', '24:00')::private.inbox_place
    when r.status = 'contacted' then (2, 'infinity', '24:00', '24:00')::private.inbox_place
    else (case when r.scheduled_for < today then 1 else 3 end,
          coalesce(r.scheduled_for, 'infinity'), coalesce(r.scheduled_from, '24:00'),
          coalesce(r.scheduled_until, '24:00'))::private.inbox_place
  end
$$;


--
-- Name: intake_setting(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.intake_setting(name text) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select nullif(pg_catalog.current_setting('intake.' || name, true), '')
$$;


--
-- Name: mark_undo_window(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.mark_undo_window() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select interval '1 minute 20 seconds';
$$;


--
-- Name: mark_wait_limit(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.mark_wait_limit() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select interval '12 hours';
$$;


--
-- Name: marker_email(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.marker_email(user_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select u.email from auth.users u where u.id = marker_email.user_id;
$$;


--
-- Name: missed_pickup_message(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.missed_pickup_message(report_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'type', 'INSERT',
    'table', 'missed_pickup_reports',
    'schema', 'public',
    'record', to_jsonb(r) - 'source_hash' - 'source_56_hash' - 'held_reason',
    'old_record', null,
    'property', (select jsonb_build_object('name', pr.name, 'city', pr.city,
                                           'street_address', pr.street_address)
                   from public.properties pr where pr.id = r.property_id),
    'building', (select jsonb_build_object('name', b.name)
                   from public.property_buildings b where b.id = r.building_id),
    'mark', (select jsonb_build_object('kind', m.kind, 'problem', m.problem,
                                       'happened_at', m.happened_at)
               from public.pickup_marks m
              where m.building_id = r.building_id and m.night = r.night
              order by m.happened_at desc limit 1))
  from public.missed_pickup_reports r where r.id = report_id;
$$;


--
-- Name: missed_pickup_reports_limits(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.missed_pickup_reports_limits() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  address inet := private.intake_setting('client_address')::inet;
  verification text := coalesce(private.intake_setting('verification'), 'unchecked');
  reason text;
begin
  new.source_hash := private.source_hash(address, 64);
  new.source_56_hash := private.source_hash(address, 56);
  new.created_at := now();
  new.night := private.business_night(now());
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.missed_pickup_reports'));

  if verification = 'failed' then
    reason := 'check_failed';
  elsif verification = 'unavailable' then
    reason := 'check_unavailable';
  elsif (new.source_hash is not null and (
          select count(*) from public.missed_pickup_reports r
          where r.source_hash = new.source_hash and r.held_reason is null
            and r.created_at > now() - interval '1 hour') >= 5)
     or (new.source_56_hash is not null and (
          select count(*) from public.missed_pickup_reports r
          where r.source_56_hash = new.source_56_hash and r.held_reason is null
            and r.created_at > now() - interval '1 hour') >= 10) then
    reason := 'connection';
  elsif new.phone is not null and (
          select count(*) from public.missed_pickup_reports r
          where r.phone = new.phone and r.held_reason is null
            and r.created_at > now() - interval '24 hours') >= 3 then
    reason := 'phone';
  elsif (select count(*) from public.missed_pickup_reports r
         where r.property_id = new.property_id and r.held_reason is null
           and r.created_at > now() - interval '1 hour') >= 30 then
    reason := 'property';
  end if;

  if reason is not null then
    if (new.source_hash is not null and (
          select count(*) from public.missed_pickup_reports r
          where r.source_hash = new.source_hash and r.held_reason is not null
            and r.created_at > now() - interval '24 hours') >= 20)
       or (new.source_56_hash is not null and (
          select count(*) from public.missed_pickup_reports r
          where r.source_56_hash = new.source_56_hash and r.held_reason is not null
            and r.created_at > now() - interval '24 hours') >= 50)
       or (select count(*) from public.missed_pickup_reports r
           where r.property_id = new.property_id and r.held_reason is not null
             and r.created_at > now() - interval '24 hours') >= 200 then
      return null;
    end if;
    new.held_reason := reason;
  end if;
  return new;
end;
$$;


--
-- Name: new_property_code(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.new_property_code() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_');
$$;


--
-- Name: note_request(text, timestamp with time zone, boolean, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.note_request(kind text, at timestamp with time zone, alone boolean, id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: notification_batches; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.notification_batches (
    kind text NOT NULL,
    pending integer DEFAULT 0 NOT NULL,
    first_pending_at timestamp with time zone,
    last_sent_at timestamp with time zone,
    pause interval DEFAULT '00:01:00'::interval NOT NULL,
    first_id uuid,
    CONSTRAINT notification_batches_kind_valid CHECK ((kind = ANY (ARRAY['new'::text, 'held'::text, 'report'::text, 'report_held'::text, 'quote'::text])))
);


--
-- Name: notification_pause(private.notification_batches, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notification_pause(batch private.notification_batches, at timestamp with time zone) RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when batch.last_sent_at is null or at - batch.last_sent_at >= 2 * batch.pause
      then interval '1 minute'
    else batch.pause
  end
$$;


--
-- Name: notify_new_request(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_new_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  begin
    if new.status = 'held' then
      perform private.note_request('held', now(), false, new.id);
    elsif private.note_request('new', now(), true, new.id) then
      perform private.post_notification(jsonb_build_object(
        'type', 'INSERT',
        'table', tg_table_name,
        'schema', tg_table_schema,
        'record', to_jsonb(new),
        'old_record', null));
    end if;
  exception when others then
    raise warning 'Request % was not noted for a notification: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;


--
-- Name: notify_owner_of_missed_pickup(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_owner_of_missed_pickup() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  begin
    if new.held_reason is not null then
      perform private.note_request('report_held', now(), false, new.id);
    elsif private.note_request('report', now(), true, new.id) then
      perform private.post_notification(private.missed_pickup_message(new.id));
    end if;
  exception when others then
    raise warning 'Report % was not noted for a notification: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;


--
-- Name: notify_owner_of_partner(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_owner_of_partner() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: notify_owner_of_quote(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_owner_of_quote() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: notify_released_report(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_released_report() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  begin
    perform private.note_request('report', now(), false, new.id);
  exception when others then
    raise warning 'Released report % was not noted for a notification: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;


--
-- Name: notify_released_request(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_released_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  begin
    perform private.note_request('new', now(), false, new.id);
  exception when others then
    raise warning 'Released request % was not noted for a notification: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;


--
-- Name: partner_sees_pickup_photo(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.partner_sees_pickup_photo(object_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select exists (
    select 1 from public.pickup_marks m
      join public.properties pr on pr.id = m.property_id
      join public.partners p on p.id = pr.partner_id
     where (m.photo_path = object_name
            or pg_catalog.regexp_replace(m.photo_path, '\.jpg$', '.thumb.jpg') = object_name)
       and p.user_id = auth.uid())
  or exists (
    select 1 from public.missed_pickup_reports r
      join public.properties pr on pr.id = r.property_id
      join public.partners p on p.id = pr.partner_id
     where object_name in ('reports/' || r.id::text || '.jpg', 'reports/' || r.id::text || '.thumb.jpg')
       and r.has_photo and p.user_id = auth.uid());
$_$;


--
-- Name: partners_refresh_active(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.partners_refresh_active() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.properties pr
     set active = private.property_served(pr.id, pr.partner_id, pr.service_override)
   where pr.partner_id = new.id
     and pr.active is distinct from private.property_served(pr.id, pr.partner_id,
                                                            pr.service_override);
  return null;
end;
$$;


--
-- Name: pickup_marks_before_insert(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.pickup_marks_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  served boolean;
  retired timestamptz;
begin
  select pr.id, pr.active, b.retired_at into new.property_id, served, retired
    from public.property_buildings b join public.properties pr on pr.id = b.property_id
   where b.id = new.building_id;
  if not coalesce(served, false) then
    raise exception using
      errcode = '23514',
      constraint = 'pickup_marks_property_active',
      message = 'This building''s property is not served: it is inactive or gone.';
  end if;
  if retired is not null then
    raise exception using
      errcode = '23514',
      constraint = 'pickup_marks_building_on_route',
      message = 'This building is no longer on the route.';
  end if;
  if make_interval(secs => new.sent_after_ms / 1000.0) > private.mark_wait_limit() then
    raise exception using
      errcode = '23514',
      constraint = 'pickup_marks_sent_after_limit',
      message = format('This mark waited on the phone more than %s hours, too long to tell its '
                       'night. Discard it, and mark the building again if it is still to do.',
                       extract(epoch from private.mark_wait_limit())::integer / 3600);
  end if;
  new.recorded_at := now();
  new.happened_at := now() - make_interval(secs => new.sent_after_ms / 1000.0);
  new.night := private.business_night(new.happened_at);
  new.marked_by := auth.uid();
  return new;
end;
$$;


--
-- Name: post_billed_units(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.post_billed_units(property_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  function_url text;
  webhook_secret text;
begin
  begin
    select s.decrypted_secret into function_url
      from vault.decrypted_secrets s where s.name = 'update_billed_units_url';
    select s.decrypted_secret into webhook_secret
      from vault.decrypted_secrets s where s.name = 'update_billed_units_secret';
    if function_url is null or webhook_secret is null then
      raise warning 'update_billed_units_url or update_billed_units_secret is missing from Vault: the units of property % are not billed yet',
        property_id;
      return;
    end if;
    -- 30 s: one retrieve and one update of Stripe's, each with stripe-node's 10 s limit.
    perform net.http_post(
      url := function_url,
      body := jsonb_build_object('property_id', property_id),
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || webhook_secret),
      timeout_milliseconds := 30000);
  exception when others then
    raise warning 'Billing the units of property % was not queued: % (SQLSTATE %)',
      property_id, sqlerrm, sqlstate;
  end;
end;
$$;


--
-- Name: post_notification(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.post_notification(body jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  function_url text;
  webhook_secret text;
begin
  begin
    select u.decrypted_secret, s.decrypted_secret into function_url, webhook_secret
      from (values (1, 'notify_owner_url', 'notify_owner_secret'),
                   (2, 'notify_new_request_url', 'notify_new_request_secret'))
             as names(rank, url_name, secret_name)
      join vault.decrypted_secrets u on u.name = names.url_name
      join vault.decrypted_secrets s on s.name = names.secret_name
      order by names.rank
      limit 1;
    if function_url is null or webhook_secret is null then
      raise warning 'notify_owner_url or notify_owner_secret is missing from Vault: no notification of % %',
        body ->> 'type', body ->> 'table';
      return;
    end if;
    -- 30 s: the function sends the e-mail and the pushes with their retries well within it.
    perform net.http_post(
      url := function_url,
      body := body,
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || webhook_secret),
      timeout_milliseconds := 30000);
  exception when others then
    raise warning 'A notification of % % was not queued: % (SQLSTATE %)',
      body ->> 'type', body ->> 'table', sqlerrm, sqlstate;
  end;
end;
$$;


--
-- Name: properties_derive_active(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.properties_derive_active() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  drafts integer;
begin
  if tg_op = 'INSERT' and new.service_override is distinct from 'on' then
    -- One insert at a time per partner, so that two at once cannot both take the last place.
    perform 1 from public.partners pa where pa.id = new.partner_id for update;
    select count(*) into drafts
      from public.properties pr
     where pr.partner_id = new.partner_id
       and pr.service_override is distinct from 'on'
       and not exists (select 1 from public.stripe_subscriptions s
                        where s.property_id = pr.id
                          and s.status in ('active', 'trialing', 'past_due', 'unpaid'));
    if drafts >= private.draft_limit() then
      raise exception using
        errcode = 'PT409',
        message = format(
          'You already have %s properties waiting for service to start: start service for one of them before adding another.',
          private.draft_limit());
    end if;
  end if;
  new.active := private.property_served(new.id, new.partner_id, new.service_override);
  return new;
end;
$$;


--
-- Name: property_buildings_before_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.property_buildings_before_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if old.retired_at is not null then
    raise exception using
      errcode = '42501',
      message = 'A building that left the route is part of the record and is not changed.';
  end if;
  if new.retired_at is not null then
    new.retired_at := now();
    new.position := null;
  end if;
  return new;
end;
$$;


--
-- Name: property_served(uuid, uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.property_served(property_id uuid, partner_id uuid, service_override text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(service_override, '') not in ('paused', 'stopped')
     and exists (select 1 from public.partners pa
                  where pa.id = property_served.partner_id and pa.service_state = 'active')
     and (service_override is not distinct from 'on'
          or exists (select 1 from public.stripe_subscriptions s
                      where s.property_id = property_served.property_id
                        and private.serves_route(s.status)));
$$;


--
-- Name: quote_links_before_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.quote_links_before_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if old.revoked_at is not null then
    new.revoked_at := old.revoked_at;
  end if;
  return new;
end;
$$;


--
-- Name: quote_links_offered_days_ahead(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.quote_links_offered_days_ahead() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


--
-- Name: quote_message(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.quote_message(id uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: reconcile_billed_units(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.reconcile_billed_units(most integer DEFAULT 100) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  behind uuid;
  queued integer := 0;
begin
  for behind in
    select p.id
      from public.properties p
      join public.stripe_subscriptions s on s.property_id = p.id
      where private.bills(s.status) and s.quantity <> p.units
      group by p.id
      order by min(s.updated_at)
      limit most
  loop
    perform private.post_billed_units(behind);
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;


--
-- Name: report_accepts_photo(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.report_accepts_photo(object_name text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  parts text[] := pg_catalog.regexp_match(
    object_name,
    '^reports/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.thumb)?\.jpg$');
begin
  if parts is null then
    return false;
  end if;
  return exists (
    select 1 from public.missed_pickup_reports r
    where r.id = parts[1]::uuid and r.has_photo and r.held_reason is null
      and r.created_at > now() - interval '30 minutes');
end;
$_$;


--
-- Name: request_grams(text, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.request_grams(name text, city text, phone text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select private.grams(lower(name)) || private.grams(lower(city))
         || private.grams(regexp_replace(phone, '\D', '', 'g'))
$$;


--
-- Name: request_message(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.request_message(request_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'type', 'INSERT',
    'table', 'service_requests',
    'schema', 'public',
    'record', to_jsonb(r),
    'old_record', null)
  from public.service_requests r where r.id = request_id;
$$;


--
-- Name: require_staff(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_staff() RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not (select public.is_staff()) then
    raise exception using
      errcode = '42501',
      message = 'Only staff may see held requests.';
  end if;
end;
$$;


--
-- Name: runs_route(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.runs_route() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.is_staff() or public.is_crew();
$$;


--
-- Name: search_open_request_ids(text[], text[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.search_open_request_ids(term_grams text[], digit_grams text[]) RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(r.id), '{}')
    from public.service_requests r
   where ((select public.is_staff()) or current_setting('role', true) = 'service_role')
     and r.status in ('new', 'contacted', 'scheduled')
     and (private.request_grams(r.name, r.city, r.phone) @> term_grams
          or private.request_grams(r.name, r.city, r.phone) @> nullif(digit_grams, '{}'))
$$;


--
-- Name: search_request_ids(text[], text[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.search_request_ids(term_grams text[], digit_grams text[]) RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(r.id), '{}')
    from public.service_requests r
   where ((select public.is_staff()) or current_setting('role', true) = 'service_role')
     and (private.request_grams(r.name, r.city, r.phone) @> term_grams
          or (digit_grams <> '{}'
              and private.request_grams(r.name, r.city, r.phone) @> digit_grams))
$$;


--
-- Name: send_due_notifications(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.send_due_notifications(at timestamp with time zone DEFAULT now()) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: send_receipt(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.send_receipt() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.request_receipts (request_id) values (new.id) on conflict do nothing;
  if found then
    perform private.post_notification(jsonb_build_object(
      'type', 'RECEIPT',
      'request', private.customer_facts(new),
      'quote_cents', new.quote_cents,
      'deposit_cents', (select coalesce(sum(d.amount_cents), 0) from public.quote_deposits d
                         where d.request_id = new.id and d.status = 'paid')));
  end if;
  return null;
end;
$$;


--
-- Name: send_reminders(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.send_reminders(at timestamp with time zone DEFAULT now()) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  tomorrow date := (at at time zone 'America/Denver')::date + 1;
  due public.service_requests;
  queued integer := 0;
begin
  for due in
    select * from public.service_requests r
     where r.status = 'scheduled' and r.scheduled_for = tomorrow and r.email is not null
     order by r.id
  loop
    insert into public.request_reminders (request_id, day) values (due.id, tomorrow)
    on conflict do nothing;
    if found then
      perform private.post_notification(jsonb_build_object(
        'type', 'REMINDER',
        'request', private.customer_facts(due) || jsonb_build_object(
          'day', due.scheduled_for, 'from', due.scheduled_from, 'until', due.scheduled_until,
          'set_out', nullif(btrim(due.set_out_note), ''))));
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;


--
-- Name: serves_route(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.serves_route(status text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select status in ('active', 'trialing', 'past_due');
$$;


--
-- Name: service_requests_lifecycle_before_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.service_requests_lifecycle_before_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.source_page := old.source_page;
  new.source_host := old.source_host;
  if old.status = 'lost' and new.status <> 'lost'
     and new.lost_reason is not distinct from old.lost_reason then
    new.lost_reason := null;
  end if;
  return new;
end;
$$;


--
-- Name: service_requests_quote_changed(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.service_requests_quote_changed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.quote_links l
     set accepted_at = null, accepted_day = null, accepted_cents = null
   where l.request_id = new.id and l.accepted_at is not null
     and l.accepted_cents is distinct from new.quote_cents;
  return new;
end;
$$;


--
-- Name: source_hash(inet, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.source_hash(address inet, ipv6_prefix integer) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  key text;
begin
  if address is null then
    return null;
  end if;
  if address << '::ffff:0.0.0.0/96'::inet then
    address := '0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet);
  end if;
  key := case pg_catalog.family(address)
    when 6 then pg_catalog.network(pg_catalog.set_masklen(address, ipv6_prefix))::text
    else pg_catalog.host(address)
  end;
  return pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(
    (select s.salt from private.intake_salt s) || key, 'UTF8')), 'hex');
end;
$$;


--
-- Name: stripe_subscriptions_refresh_active(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.stripe_subscriptions_refresh_active() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.properties pr
     set active = private.property_served(pr.id, pr.partner_id, pr.service_override)
   where pr.id in (case when tg_op <> 'INSERT' then old.property_id end,
                   case when tg_op <> 'DELETE' then new.property_id end)
     and pr.active is distinct from private.property_served(pr.id, pr.partner_id,
                                                            pr.service_override);
  return null;
end;
$$;


--
-- Name: touch_updated_at(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;


--
-- Name: units_in_range(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.units_in_range(units integer) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if units between 1 and 5000 then
    return true;
  end if;
  raise exception using
    errcode = '23514',
    constraint = 'properties_units_range',
    message = 'A property has from 1 to 5,000 units.';
end;
$$;


--
-- Name: answer_quote(text, boolean, date, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.answer_quote(token_hash text, accept boolean, day date DEFAULT NULL::date, reason text DEFAULT NULL::text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  link public.quote_links;
  request public.service_requests;
  chosen date;
begin
  select * into link from public.quote_links l
   where l.token_hash = answer_quote.token_hash and l.revoked_at is null
   for update;
  if link.id is null then
    return null;
  end if;
  select * into request from public.service_requests r where r.id = link.request_id for update;
  if request.status = 'held' or request.quote_cents is null then
    return null;
  end if;

  if accept then
    if link.declined_at is not null then
      raise exception using errcode = 'P0001', message = 'answered';
    end if;
    chosen := case
      when request.scheduled_for is not null then request.scheduled_for
      when day = any (link.offered_days) then day
      when cardinality(link.offered_days) = 0 and request.scheduled_for is null and day is null
        then null
      else 'infinity'::date
    end;
    if chosen = 'infinity'::date then
      raise exception using errcode = 'P0001', message = 'day';
    end if;
    if link.accepted_at is not null and link.accepted_cents = request.quote_cents then
      return true;
    end if;
    update public.quote_links l
       set accepted_at = now(), accepted_day = chosen, accepted_cents = request.quote_cents,
           viewed_at = coalesce(l.viewed_at, now())
     where l.id = link.id;
    if request.status in ('new', 'contacted', 'scheduled') then
      update public.service_requests r
         set status = 'scheduled',
             scheduled_for = coalesce(chosen, r.scheduled_for),
             scheduled_from = case when chosen is distinct from r.scheduled_for and chosen is not null
                                   then null else r.scheduled_from end,
             scheduled_until = case when chosen is distinct from r.scheduled_for and chosen is not null
                                    then null else r.scheduled_until end
       where r.id = request.id;
    end if;
  else
    if link.accepted_at is not null then
      raise exception using errcode = 'P0001', message = 'answered';
    end if;
    if link.declined_at is not null then
      return true;
    end if;
    update public.quote_links l set declined_at = now(), viewed_at = coalesce(l.viewed_at, now())
     where l.id = link.id;
    update public.service_requests r set status = 'lost', lost_reason = reason
     where r.id = request.id and r.status in ('new', 'contacted', 'scheduled');
  end if;
  return true;
end;
$$;


--
-- Name: apply_deposit_event(text, text, timestamp with time zone, text, uuid, text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.apply_deposit_event(event_id text, event_type text, event_created timestamp with time zone, outcome text, deposit_id uuid DEFAULT NULL::uuid, payment_intent_id text DEFAULT NULL::text, refunded_cents integer DEFAULT NULL::integer) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  deposit public.quote_deposits;
  total integer;
  before integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(event_id));
  if exists (select 1 from public.stripe_events e where e.id = event_id) then
    return 'duplicate';
  end if;
  select * into deposit from public.quote_deposits d
   where d.id = apply_deposit_event.deposit_id
      or (apply_deposit_event.deposit_id is null
          and d.payment_intent_id = apply_deposit_event.payment_intent_id)
   for update;
  if deposit.id is null then
    return 'unknown';
  end if;
  if outcome = 'paid' and deposit.status <> 'refunded' then
    update public.quote_deposits d
       set status = 'paid', paid_at = coalesce(d.paid_at, event_created),
           payment_intent_id = coalesce(apply_deposit_event.payment_intent_id, d.payment_intent_id)
     where d.id = deposit.id;
  elsif outcome = 'failed' and deposit.status = 'open' then
    update public.quote_deposits d set status = 'failed' where d.id = deposit.id;
  elsif outcome = 'refunded' and deposit.status in ('paid', 'refunded') then
    if apply_deposit_event.refunded_cents is not null and apply_deposit_event.refunded_cents < 0
    then
      raise exception using errcode = '22023', message = 'refunded_cents is a total, 0 or more';
    end if;
    total := least(coalesce(apply_deposit_event.refunded_cents, deposit.amount_cents),
                   deposit.amount_cents);
    select coalesce(sum(r.cents), 0)::integer into before
      from public.deposit_refunds r where r.deposit_id = deposit.id;
    if total > before then
      insert into public.deposit_refunds (deposit_id, cents, refunded_at, event_id)
      values (deposit.id, total - before, event_created, apply_deposit_event.event_id);
    end if;
    if total >= deposit.amount_cents and deposit.status = 'paid' then
      update public.quote_deposits d set status = 'refunded', refunded_at = event_created
       where d.id = deposit.id;
    end if;
  elsif outcome = 'refunded' then
    -- A refund before its payment was recorded: not stored, so that Stripe sends it again.
    return 'unknown';
  elsif outcome not in ('paid', 'failed') then
    raise exception using errcode = '22023', message = 'outcome is paid, failed or refunded';
  end if;
  insert into public.stripe_events (id, type, created) values (event_id, event_type, event_created);
  return 'recorded';
end;
$$;


--
-- Name: apply_stripe_event(text, text, timestamp with time zone, jsonb, boolean, uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, subscription jsonb DEFAULT NULL::jsonb, retrieved boolean DEFAULT false, partner_id uuid DEFAULT NULL::uuid, customer_id text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  incoming public.stripe_subscriptions;
  partner uuid;
  result text := 'recorded';
  written integer;
begin
  -- One delivery of an event at a time: a second one waits here, then finds it handled.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(event_id));
  if exists (select 1 from public.stripe_events e where e.id = event_id) then
    return 'duplicate';
  end if;

  if subscription is not null then
    incoming := jsonb_populate_record(null::public.stripe_subscriptions, subscription);
    -- Whose it is: the partner holding the customer, else the partner the metadata names (the
    -- customer may not be stored yet).
    select p.id into partner from public.partners p
      where p.stripe_customer_id = incoming.customer_id;
    if partner is null then
      select p.id into partner from public.partners p
        where p.id = incoming.partner_id and p.stripe_customer_id is null;
    end if;
    if partner is null then
      result := 'not_a_partner';
    else
      -- A property named in the metadata counts only if it is this partner's.
      if not exists (select 1 from public.properties pr
                     where pr.id = incoming.property_id and pr.partner_id = partner) then
        incoming.property_id := null;
      end if;
      insert into public.stripe_subscriptions as s (
        id, partner_id, property_id, customer_id, status, price_id, quantity, unit_amount,
        currency, current_period_end, cancel_at_period_end, cancel_at, canceled_at,
        stripe_event_created)
      values (
        incoming.id, partner, incoming.property_id, incoming.customer_id, incoming.status,
        incoming.price_id, incoming.quantity, incoming.unit_amount, incoming.currency,
        incoming.current_period_end, incoming.cancel_at_period_end, incoming.cancel_at,
        incoming.canceled_at, event_created)
      on conflict (id) do update set
        partner_id = excluded.partner_id,
        property_id = coalesce(excluded.property_id, s.property_id),
        customer_id = excluded.customer_id,
        status = excluded.status,
        price_id = excluded.price_id,
        quantity = excluded.quantity,
        unit_amount = excluded.unit_amount,
        currency = excluded.currency,
        current_period_end = excluded.current_period_end,
        cancel_at_period_end = excluded.cancel_at_period_end,
        cancel_at = excluded.cancel_at,
        canceled_at = excluded.canceled_at,
        stripe_event_created = excluded.stripe_event_created
      -- The row lock ON CONFLICT takes makes this comparison and the write one step, also when
      -- two events of one subscription arrive at once.
      where s.stripe_event_created < excluded.stripe_event_created
         or (retrieved and s.stripe_event_created = excluded.stripe_event_created);
      get diagnostics written = row_count;
      if written > 0 then
        result := 'stored';
        update public.partners p set stripe_customer_id = incoming.customer_id
          where p.id = partner and p.stripe_customer_id is null;
      elsif not retrieved and exists (
          select 1 from public.stripe_subscriptions s
          where s.id = incoming.id and s.stripe_event_created = event_created) then
        return 'same_second';
      else
        result := 'stale';
      end if;
    end if;
  end if;

  if apply_stripe_event.partner_id is not null and apply_stripe_event.customer_id is not null then
    update public.partners p set stripe_customer_id = apply_stripe_event.customer_id
      where p.id = apply_stripe_event.partner_id and p.stripe_customer_id is null;
  end if;
  insert into public.stripe_events (id, type, created) values (event_id, event_type, event_created);
  return result;
end;
$$;


--
-- Name: quote_deposits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.quote_deposits (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    link_id uuid NOT NULL,
    request_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    quote_cents integer NOT NULL,
    amount_cents integer NOT NULL,
    checkout_session_id text,
    payment_intent_id text,
    status text DEFAULT 'open'::text NOT NULL,
    paid_at timestamp with time zone,
    refunded_at timestamp with time zone,
    CONSTRAINT quote_deposits_amount_cents_range CHECK (((amount_cents >= 1) AND (amount_cents <= 10000000))),
    CONSTRAINT quote_deposits_not_over_quote CHECK ((amount_cents <= quote_cents)),
    CONSTRAINT quote_deposits_paid_has_time CHECK (((status = ANY (ARRAY['paid'::text, 'refunded'::text])) = (paid_at IS NOT NULL))),
    CONSTRAINT quote_deposits_payment_intent_format CHECK ((payment_intent_id ~ '^pi_[A-Za-z0-9_]+$'::text)),
    CONSTRAINT quote_deposits_quote_cents_range CHECK (((quote_cents >= 1) AND (quote_cents <= 10000000))),
    CONSTRAINT quote_deposits_refund_has_time CHECK (((status = 'refunded'::text) = (refunded_at IS NOT NULL))),
    CONSTRAINT quote_deposits_session_format CHECK ((checkout_session_id ~ '^cs_[A-Za-z0-9_]+$'::text)),
    CONSTRAINT quote_deposits_status_valid CHECK ((status = ANY (ARRAY['open'::text, 'failed'::text, 'paid'::text, 'refunded'::text])))
);


--
-- Name: TABLE quote_deposits; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.quote_deposits IS 'A deposit on an accepted quote through Stripe Checkout: one per link and quote amount; the webhook sets its status.';


--
-- Name: begin_deposit(text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.begin_deposit(token_hash text, amount_cents integer) RETURNS SETOF public.quote_deposits
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  link public.quote_links;
  quote integer;
begin
  select * into link from public.quote_links l
   where l.token_hash = begin_deposit.token_hash and l.revoked_at is null;
  if link.id is null then
    return;
  end if;
  select r.quote_cents into quote from public.service_requests r where r.id = link.request_id;
  if link.accepted_cents is null or link.accepted_cents is distinct from quote then
    raise exception using errcode = 'P0001', message = 'not_accepted';
  end if;
  insert into public.quote_deposits (link_id, request_id, quote_cents, amount_cents)
  values (link.id, link.request_id, quote, begin_deposit.amount_cents)
  on conflict (link_id, quote_cents) do nothing;
  return query
    select * from public.quote_deposits d where d.link_id = link.id and d.quote_cents = quote;
end;
$$;


--
-- Name: claim_quote_email(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.claim_quote_email(request_id uuid, token_hash text) RETURNS TABLE(status text, name text, email text, service text, link_id uuid)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  link public.quote_links;
  request public.service_requests;
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff may e-mail a quote.';
  end if;
  select * into link from public.quote_links l
   where l.request_id = claim_quote_email.request_id
     and l.token_hash = claim_quote_email.token_hash
     and l.revoked_at is null
   for update;
  if link.id is null then
    return;
  end if;
  select * into request from public.service_requests r where r.id = link.request_id;
  if nullif(btrim(request.email), '') is null then
    return query select 'no_email', request.name, null::text, request.service, link.id;
    return;
  end if;
  if link.emailed_at is not null then
    return query select 'emailed', request.name, request.email, request.service, link.id;
    return;
  end if;
  update public.quote_links l
     set emailed_at = now(), sent_at = coalesce(l.sent_at, now())
   where l.id = link.id;
  return query select 'send', request.name, request.email, request.service, link.id;
end;
$$;


--
-- Name: create_quote_link(uuid, date[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.create_quote_link(request_id uuid, offered_days date[] DEFAULT '{}'::date[]) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  request public.service_requests;
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff may send a quote.';
  end if;
  select * into request from public.service_requests r where r.id = create_quote_link.request_id;
  if request.id is null then
    raise exception using errcode = 'PT404', message = 'No such request.';
  end if;
  if request.quote_cents is null then
    raise exception using errcode = 'P0001', message = 'Save a quote before sending it.';
  end if;
  update public.quote_links l set revoked_at = now()
   where l.request_id = request.id and l.revoked_at is null;
  insert into public.quote_links (request_id, token_hash, offered_days)
  values (request.id, encode(sha256(convert_to(token, 'UTF8')), 'hex'),
          coalesce((select array_agg(distinct d order by d) from unnest(offered_days) d), '{}'));
  return token;
end;
$$;


--
-- Name: crew_jobs(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.crew_jobs() RETURNS TABLE(id uuid, first_name text, phone text, address text, city text, scheduled_for date, scheduled_from time without time zone, scheduled_until time without time zone, note text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: current_night(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.current_night() RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.business_night(now());
$$;


--
-- Name: delete_held_requests(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.delete_held_requests(up_to timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  deleted integer;
begin
  perform private.require_staff();
  delete from public.service_requests r
    where r.status = 'held' and r.created_at <= up_to;
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;


--
-- Name: held_reports(integer, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.held_reports(max_rows integer DEFAULT 100, after uuid DEFAULT NULL::uuid) RETURNS TABLE(id uuid, property_name text, building_name text, unit text, phone text, has_photo boolean, created_at timestamp with time zone, held_reason text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return query
    select r.id, pr.name, b.name, r.unit, r.phone, r.has_photo, r.created_at, r.held_reason
    from public.missed_pickup_reports r
    join public.properties pr on pr.id = r.property_id
    join public.property_buildings b on b.id = r.building_id
    where r.held_reason is not null
      and (held_reports.after is null
           or (r.created_at, r.id) < (select k.created_at, k.id from public.missed_pickup_reports k
                                       where k.id = held_reports.after))
    order by r.created_at desc, r.id desc
    limit greatest(1, least(coalesce(max_rows, 100), 500));
end;
$$;


--
-- Name: held_request_count(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.held_request_count() RETURNS integer
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return (select count(*) from public.service_requests r where r.status = 'held');
end;
$$;


--
-- Name: held_requests(integer, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.held_requests(max_rows integer DEFAULT 100, after uuid DEFAULT NULL::uuid) RETURNS SETOF public.service_requests
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return query
    select * from public.service_requests r
    where r.status = 'held'
      and (held_requests.after is null
           or (r.created_at, r.id) < (select k.created_at, k.id from public.service_requests k
                                       where k.id = held_requests.after))
    order by r.created_at desc, r.id desc
    limit greatest(1, least(coalesce(max_rows, 100), 500));
end;
$$;


--
-- Name: inbox_month(date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.inbox_month(month_start date) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  first_day date := date_trunc('month', month_start::timestamp)::date;
  starts timestamptz := first_day::timestamp at time zone 'America/Denver';
  ends timestamptz := (first_day + interval '1 month')::timestamp at time zone 'America/Denver';
  result jsonb;
begin
  if not (select public.is_staff()) then
    raise exception using
      errcode = '42501',
      message = 'Only staff may read the inbox''s figures.';
  end if;

  with requests as (
    select * from public.service_requests r
    where r.created_at >= starts and r.created_at < ends
  ),
  won as (
    select * from requests m where m.status in ('scheduled', 'done')
  )
  select jsonb_build_object(
    'month', first_day,
    'time_zone', 'America/Denver',
    'new_leads', (select count(*) from requests),
    'won', (select count(*) from won),
    'lost', (select count(*) from requests m where m.status = 'lost'),
    'lost_by_reason', (
      select jsonb_object_agg(reason, (
        select count(*) from requests m
        where m.status = 'lost' and coalesce(m.lost_reason, 'not_given') = reason))
      from unnest(array['price', 'timing', 'no_answer', 'chose_another', 'other',
                        'not_given']) reason),
    'first_contacts', (select count(m.contacted_at) from requests m),
    'median_first_contact_seconds', (
      select round(percentile_cont(0.5) within group (
        order by extract(epoch from m.contacted_at - m.created_at)))::bigint
      from requests m where m.contacted_at is not null),
    'quoted', (select count(m.quote_cents) from requests m),
    'won_one_off_cents', (
      select coalesce(sum(w.quote_cents), 0) from won w where w.service = 'garage_cleanout'),
    'won_monthly_cents', (
      select coalesce(sum(w.quote_cents), 0) from won w where w.service = 'trash_collection'),
    'by_source_page', (
      select jsonb_object_agg(page, (
        select count(*) from requests m where coalesce(m.source_page, 'unknown') = page))
      from unnest(array['landing', 'area', 'pricing', 'how_to_start', 'direct',
                        'unknown']) page),
    'by_source_host', (
      select coalesce(jsonb_agg(
        jsonb_build_object('host', host, 'leads', leads)
        order by leads desc, host nulls last), '[]'::jsonb)
      from (select m.source_host as host, count(*) as leads from requests m
            group by m.source_host) hosts),
    'by_city', (
      select coalesce(jsonb_agg(
        jsonb_build_object('city', city, 'leads', leads)
        order by leads desc, city), '[]'::jsonb)
      from (select m.city, count(*) as leads from requests m group by m.city) cities)
  ) into result;

  return result;
end;
$$;


--
-- Name: inbox_requests(text, text, uuid, integer, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.inbox_requests(filter text DEFAULT 'open'::text, search text DEFAULT ''::text, after uuid DEFAULT NULL::uuid, page_size integer DEFAULT 50, today date DEFAULT NULL::date) RETURNS SETOF public.service_requests
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  as_of date := coalesce(today, private.business_day());
  term text := btrim(regexp_replace(coalesce(search, ''), '[%_*]', '', 'g'));
  digits text := regexp_replace(term, '\D', '', 'g');
  pattern text := '%' || replace(term, '\', '\\') || '%';
  phone_pattern text := '%' || digits || '%';
  term_grams text[] := private.grams(lower(term));
  digit_grams text[] := private.grams(digits);
  matches uuid[];
  size integer := greatest(1, least(coalesce(page_size, 50), 100));
  mark public.service_requests;
  mark_run integer := 0;
  run integer;
  got integer := 0;
  found_rows integer;
begin
  if filter is null
     or filter not in ('open', 'all', 'new', 'contacted', 'scheduled', 'done', 'lost') then
    raise exception using
      errcode = '22023',
      message = 'filter must be open, all or a status.';
  end if;
  if after is not null then
    select * into mark from public.service_requests r where r.id = after;
    if not found then
      raise exception using
        errcode = 'PT404',
        message = 'The row the page starts after is not there.';
    end if;
    mark_run := (private.inbox_place(mark, as_of)).rank;
  end if;

  if filter = 'open' and char_length(term) >= 3 and char_length(digits) not in (1, 2) then
    matches := private.search_open_request_ids(term_grams, digit_grams);
    return query
      select r.* from unnest(matches) as m (id)
      cross join lateral (select * from public.service_requests s where s.id = m.id offset 0) r
      where r.status in ('new', 'contacted', 'scheduled')
        and (r.name ilike pattern or r.city ilike pattern
             or (digits <> '' and r.phone like phone_pattern))
        and (after is null
             or private.inbox_place(r, as_of) > private.inbox_place(mark, as_of)
             or (private.inbox_place(r, as_of) = private.inbox_place(mark, as_of)
                 and (r.created_at, r.id) < (mark.created_at, mark.id)))
      order by private.inbox_place(r, as_of), r.created_at desc, r.id desc
      limit size;
  elsif filter = 'open' then
    foreach run in array array[0, 1, 2, 3] loop
      continue when run < mark_run;
      exit when got >= size;
      if run in (0, 2) then
        return query
          select r.* from public.service_requests r
          where r.status = case run when 0 then 'new' else 'contacted' end
            and (term = '' or r.name ilike pattern or r.city ilike pattern
                 or (digits <> '' and r.phone like phone_pattern))
            and (after is null or run > mark_run
                 or (r.created_at, r.id) < (mark.created_at, mark.id))
          order by r.created_at desc, r.id desc
          limit size - got;
      else
        return query
          select r.* from public.service_requests r
          where r.status = 'scheduled'
            and (case when run = 1
                      then coalesce(r.scheduled_for, 'infinity'::date) < as_of
                      else coalesce(r.scheduled_for, 'infinity'::date) >= as_of end)
            and (term = '' or r.name ilike pattern or r.city ilike pattern
                 or (digits <> '' and r.phone like phone_pattern))
            and (after is null or run > mark_run
                 or (coalesce(r.scheduled_for, 'infinity'::date),
                     coalesce(r.scheduled_from, '24:00'::time),
                     coalesce(r.scheduled_until, '24:00'::time))
                  > (coalesce(mark.scheduled_for, 'infinity'::date),
                     coalesce(mark.scheduled_from, '24:00'::time),
                     coalesce(mark.scheduled_until, '24:00'::time))
                 or ((coalesce(r.scheduled_for, 'infinity'::date),
                      coalesce(r.scheduled_from, '24:00'::time),
                      coalesce(r.scheduled_until, '24:00'::time))
                   = (coalesce(mark.scheduled_for, 'infinity'::date),
                      coalesce(mark.scheduled_from, '24:00'::time),
                      coalesce(mark.scheduled_until, '24:00'::time))
                     and (r.created_at, r.id) < (mark.created_at, mark.id)))
          order by coalesce(r.scheduled_for, 'infinity'::date),
                   coalesce(r.scheduled_from, '24:00'::time),
                   coalesce(r.scheduled_until, '24:00'::time), r.created_at desc, r.id desc
          limit size - got;
      end if;
      get diagnostics found_rows = row_count;
      got := got + found_rows;
    end loop;
  elsif char_length(term) >= 3 and char_length(digits) not in (1, 2) then
    matches := private.search_request_ids(term_grams, digit_grams);
    return query
      select r.* from public.service_requests r
      where r.id = any(matches)
        and (filter = 'all' and r.status <> 'held' or r.status = filter)
        and (r.name ilike pattern or r.city ilike pattern
             or (digits <> '' and r.phone like phone_pattern))
        and (after is null or (r.created_at, r.id) < (mark.created_at, mark.id))
      order by r.created_at desc, r.id desc
      limit size;
  else
    return query
      select r.* from public.service_requests r
      where (filter = 'all' and r.status <> 'held' or r.status = filter)
        and (term = '' or r.name ilike pattern or r.city ilike pattern
             or (digits <> '' and r.phone like phone_pattern))
        and (after is null or (r.created_at, r.id) < (mark.created_at, mark.id))
      order by r.created_at desc, r.id desc
      limit size;
  end if;
end;
$$;


--
-- Name: inbox_reviews(uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.inbox_reviews(after uuid DEFAULT NULL::uuid, page_size integer DEFAULT 50) RETURNS SETOF public.service_requests
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  size integer := greatest(1, least(coalesce(page_size, 50), 100));
  mark public.service_requests;
begin
  if after is not null then
    select * into mark from public.service_requests r where r.id = after;
    if not found then
      raise exception using
        errcode = 'PT404',
        message = 'The row the page starts after is not there.';
    end if;
  end if;
  return query
    select r.* from public.service_requests r
    where r.status = 'done' and r.review_requested_at is null
      and (after is null
           or (coalesce(r.status_changed_at, '-infinity'::timestamptz), r.id)
            < (coalesce(mark.status_changed_at, '-infinity'::timestamptz), mark.id))
    order by coalesce(r.status_changed_at, '-infinity'::timestamptz) desc, r.id desc
    limit size;
end;
$$;


--
-- Name: inbox_summary(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.inbox_summary() RETURNS TABLE(new bigint, contacted bigint, scheduled bigint, done bigint, lost bigint, median_minutes_to_contact integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select
    coalesce(sum(c.requests) filter (where c.status = 'new'), 0)::bigint,
    coalesce(sum(c.requests) filter (where c.status = 'contacted'), 0)::bigint,
    coalesce(sum(c.requests) filter (where c.status = 'scheduled'), 0)::bigint,
    coalesce(sum(c.requests) filter (where c.status = 'done'), 0)::bigint,
    coalesce(sum(c.requests) filter (where c.status = 'lost'), 0)::bigint,
    (select round((percentile_cont(0.5) within group (
              order by extract(epoch from m.contacted_at - m.created_at) / 60))::numeric)::integer
       from public.service_requests m
      where m.created_at >= now() - interval '30 days' and m.contacted_at is not null)
  from private.request_counts c
$$;


--
-- Name: inbox_upcoming(uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.inbox_upcoming(after uuid DEFAULT NULL::uuid, page_size integer DEFAULT 50) RETURNS SETOF public.service_requests
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  size integer := greatest(1, least(coalesce(page_size, 50), 100));
  mark public.service_requests;
begin
  if after is not null then
    select * into mark from public.service_requests r where r.id = after;
    if not found then
      raise exception using
        errcode = 'PT404',
        message = 'The row the page starts after is not there.';
    end if;
  end if;
  return query
    select r.* from public.service_requests r
    where r.status = 'scheduled'
      and (after is null
           or (coalesce(r.scheduled_for, 'infinity'::date),
               coalesce(r.scheduled_from, '24:00'::time),
               coalesce(r.scheduled_until, '24:00'::time))
            > (coalesce(mark.scheduled_for, 'infinity'::date),
               coalesce(mark.scheduled_from, '24:00'::time),
               coalesce(mark.scheduled_until, '24:00'::time))
           or ((coalesce(r.scheduled_for, 'infinity'::date),
                coalesce(r.scheduled_from, '24:00'::time),
                coalesce(r.scheduled_until, '24:00'::time))
             = (coalesce(mark.scheduled_for, 'infinity'::date),
                coalesce(mark.scheduled_from, '24:00'::time),
                coalesce(mark.scheduled_until, '24:00'::time))
               and (r.created_at, r.id) < (mark.created_at, mark.id)))
    order by coalesce(r.scheduled_for, 'infinity'::date),
             coalesce(r.scheduled_from, '24:00'::time),
             coalesce(r.scheduled_until, '24:00'::time), r.created_at desc, r.id desc
    limit size;
end;
$$;


--
-- Name: intake_check_trouble(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.intake_check_trouble() RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return greatest(
    (select max(r.created_at) from public.service_requests r
      where r.status = 'held' and r.held_reason = 'check_unavailable'
        and r.created_at > now() - interval '24 hours'),
    (select max(r.created_at) from public.missed_pickup_reports r
      where r.held_reason = 'check_unavailable' and r.created_at > now() - interval '24 hours'));
end;
$$;


--
-- Name: is_crew(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_crew() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.crew c
                  where c.user_id = (select auth.uid()) and c.removed_at is null);
$$;


--
-- Name: is_staff(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_staff() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.staff s where s.user_id = (select auth.uid()));
$$;


--
-- Name: mark_authors(uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mark_authors(ids uuid[]) RETURNS TABLE(id uuid, marked_by text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return query
    select m.id, private.marker_email(m.marked_by) from public.pickup_marks m
    where m.id = any(ids) and m.marked_by is not null;
end;
$$;


--
-- Name: missed_pickups(uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.missed_pickups(after uuid DEFAULT NULL::uuid, page_size integer DEFAULT 50) RETURNS TABLE(id uuid, unit text, phone text, created_at timestamp with time zone, night date, building_id uuid, property text, building text, mark_kind text, mark_problem text, mark_happened_at timestamp with time zone, mark_by text, photo_small_path text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  size integer := greatest(1, least(coalesce(page_size, 50), 100));
  mark_at timestamptz;
begin
  if not (select public.is_staff()) then
    raise exception using
      errcode = '42501',
      message = 'Only staff read the missed pickups.';
  end if;
  if after is not null then
    select r.created_at into mark_at from public.missed_pickup_reports r where r.id = after;
    if not found then
      raise exception using
        errcode = 'PT404',
        message = 'The row the page starts after is not there.';
    end if;
  end if;
  return query
    with page as (
      select r.id, r.unit, r.created_at, r.night, r.building_id, r.property_id, r.has_photo
        from public.missed_pickup_reports r
       where after is null or (r.created_at, r.id) < (mark_at, after)
       order by r.created_at desc, r.id desc
       limit size
    ),
    last_marks as (
      select p.id as report_id, m.id, m.kind, m.problem, m.happened_at
        from page p
        cross join lateral (
          select m.id, m.kind, m.problem, m.happened_at from public.pickup_marks m
           where m.building_id = p.building_id and m.night = p.night
           order by m.happened_at desc, m.id desc
           limit 1
        ) m
    )
    select p.id, p.unit, ph.phone, p.created_at, p.night, p.building_id,
           pr.name, (select b.name from public.property_buildings b where b.id = p.building_id),
           m.kind, m.problem, m.happened_at, who.marked_by,
           case when p.has_photo then 'reports/' || p.id || '.thumb.jpg' end
      from page p
      join public.properties pr on pr.id = p.property_id
      left join public.missed_report_phones(array(select page.id from page)) ph on ph.id = p.id
      left join last_marks m on m.report_id = p.id
      left join public.mark_authors(array(select last_marks.id from last_marks)) who
        on who.id = m.id
     order by p.created_at desc, p.id desc;
end;
$$;


--
-- Name: missed_report_phones(uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.missed_report_phones(ids uuid[]) RETURNS TABLE(id uuid, phone text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return query
    select r.id, r.phone from public.missed_pickup_reports r
    where r.id = any(ids) and r.phone is not null;
end;
$$;


--
-- Name: month_collected_online(date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.month_collected_online(month_start date) RETURNS TABLE(month date, deposits_paid integer, paid_cents bigint, refunds integer, refunded_cents bigint, collected_cents bigint)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  first_day date := date_trunc('month', month_start::timestamp)::date;
  starts timestamptz := first_day::timestamp at time zone 'America/Denver';
  ends timestamptz := (first_day + interval '1 month')::timestamp at time zone 'America/Denver';
begin
  if not (select public.is_staff()) then
    raise exception using
      errcode = '42501',
      message = 'Only staff may read the money collected.';
  end if;
  return query
    select first_day,
           paid.n, paid.cents, refunded.n, refunded.cents, paid.cents - refunded.cents
      from (select count(*)::integer as n, coalesce(sum(d.amount_cents), 0)::bigint as cents
              from public.quote_deposits d
             where d.paid_at >= starts and d.paid_at < ends) paid,
           (select count(*)::integer as n, coalesce(sum(r.cents), 0)::bigint as cents
              from public.deposit_refunds r
             where r.refunded_at >= starts and r.refunded_at < ends) refunded;
end;
$$;


--
-- Name: my_role(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.my_role() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case when public.is_staff() then 'owner' when public.is_crew() then 'crew' end;
$$;


--
-- Name: partners; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.partners (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    company_name text NOT NULL,
    contact_name text NOT NULL,
    phone text NOT NULL,
    stripe_customer_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    service_state text DEFAULT 'active'::text NOT NULL,
    CONSTRAINT partners_company_name_length CHECK (((char_length(btrim(company_name)) >= 1) AND (char_length(company_name) <= 120))),
    CONSTRAINT partners_contact_name_length CHECK (((char_length(btrim(contact_name)) >= 1) AND (char_length(contact_name) <= 100))),
    CONSTRAINT partners_phone_us_e164 CHECK ((phone ~ '^\+1[2-9][0-9]{9}$'::text)),
    CONSTRAINT partners_service_state_valid CHECK ((service_state = ANY (ARRAY['active'::text, 'paused'::text, 'stopped'::text]))),
    CONSTRAINT partners_stripe_customer_id_format CHECK ((stripe_customer_id ~ '^cus_[A-Za-z0-9_]+$'::text))
);


--
-- Name: TABLE partners; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.partners IS 'Property managers who buy trash collection online: one row per account. stripe_customer_id is written by the billing functions only.';


--
-- Name: COLUMN partners.service_state; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.partners.service_state IS 'The owner''s word on the whole partner: active (each property follows its own state), paused or stopped (none served). Set by public.set_partner_service.';


--
-- Name: properties; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.properties (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    partner_id uuid NOT NULL,
    name text NOT NULL,
    street_address text NOT NULL,
    city text NOT NULL,
    units integer NOT NULL,
    set_out_from time without time zone,
    set_out_until time without time zone,
    rules text,
    access_notes text,
    public_code text DEFAULT private.new_property_code() NOT NULL,
    active boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    service_override text,
    CONSTRAINT properties_access_notes_length CHECK ((char_length(access_notes) <= 1000)),
    CONSTRAINT properties_city_valid CHECK ((city = ANY (ARRAY['Pleasant Grove'::text, 'Orem'::text, 'Provo'::text, 'Salt Lake City'::text, 'Park City'::text, 'Springville'::text, 'Spanish Fork'::text, 'Heber'::text]))),
    CONSTRAINT properties_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(name) <= 120))),
    CONSTRAINT properties_public_code_format CHECK ((public_code ~ '^[A-Za-z0-9_-]{22}$'::text)),
    CONSTRAINT properties_rules_length CHECK ((char_length(rules) <= 4000)),
    CONSTRAINT properties_service_override_valid CHECK ((service_override = ANY (ARRAY['on'::text, 'paused'::text, 'stopped'::text]))),
    CONSTRAINT properties_set_out_window CHECK ((((set_out_from IS NULL) = (set_out_until IS NULL)) AND (set_out_until > set_out_from))),
    CONSTRAINT properties_street_address_length CHECK (((char_length(btrim(street_address)) >= 1) AND (char_length(street_address) <= 200))),
    CONSTRAINT properties_units_range CHECK (private.units_in_range(units))
);


--
-- Name: TABLE properties; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.properties IS 'A partner''s communities served nightly. public_code names the residents'' page; access_notes are for the crew.';


--
-- Name: COLUMN properties.active; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.properties.active IS 'Served tonight: derived by private.properties_derive_active from the subscription, the owner''s switches and the partner''s state. Nobody writes it.';


--
-- Name: COLUMN properties.service_override; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.properties.service_override IS 'The owner''s word on one property: null follows its subscription, on serves it by hand, paused or stopped takes it off the route. Set by public.set_property_service.';


--
-- Name: property_buildings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.property_buildings (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    property_id uuid NOT NULL,
    name text NOT NULL,
    "position" integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    retired_at timestamp with time zone,
    CONSTRAINT property_buildings_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(name) <= 60))),
    CONSTRAINT property_buildings_on_route_has_position CHECK (((retired_at IS NULL) = ("position" IS NOT NULL))),
    CONSTRAINT property_buildings_position_range CHECK ((("position" >= 0) AND ("position" <= 999)))
);


--
-- Name: TABLE property_buildings; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.property_buildings IS 'The buildings of a property, in route order (position 0 first).';


--
-- Name: COLUMN property_buildings.retired_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.property_buildings.retired_at IS 'When the building left the route (set by the server); its marks and reports stay in the log.';


--
-- Name: stripe_subscriptions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.stripe_subscriptions (
    id text NOT NULL,
    partner_id uuid NOT NULL,
    property_id uuid,
    customer_id text NOT NULL,
    status text NOT NULL,
    price_id text NOT NULL,
    quantity integer NOT NULL,
    unit_amount integer NOT NULL,
    currency text NOT NULL,
    current_period_end timestamp with time zone NOT NULL,
    cancel_at_period_end boolean NOT NULL,
    cancel_at timestamp with time zone,
    canceled_at timestamp with time zone,
    stripe_event_created timestamp with time zone NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT stripe_subscriptions_currency_format CHECK ((currency ~ '^[a-z]{3}$'::text)),
    CONSTRAINT stripe_subscriptions_customer_id_format CHECK ((customer_id ~ '^cus_[A-Za-z0-9_]+$'::text)),
    CONSTRAINT stripe_subscriptions_id_format CHECK ((id ~ '^sub_[A-Za-z0-9_]+$'::text)),
    CONSTRAINT stripe_subscriptions_quantity_range CHECK ((quantity >= 0)),
    CONSTRAINT stripe_subscriptions_status_valid CHECK ((status = ANY (ARRAY['incomplete'::text, 'incomplete_expired'::text, 'trialing'::text, 'active'::text, 'past_due'::text, 'canceled'::text, 'unpaid'::text, 'paused'::text]))),
    CONSTRAINT stripe_subscriptions_unit_amount_range CHECK ((unit_amount >= 0))
);


--
-- Name: TABLE stripe_subscriptions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.stripe_subscriptions IS 'Stripe subscriptions as last synced by the stripe-webhook function. Do not edit: Stripe is the record.';


--
-- Name: partner_accounts(boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.partner_accounts(with_buildings boolean DEFAULT true) RETURNS TABLE(partner public.partners, properties public.properties[], buildings public.property_buildings[], subscriptions public.stripe_subscriptions[])
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with partner_properties as (
    select p.partner_id, pg_catalog.array_agg(p order by p.created_at, p.id) as properties
      from public.properties p
     group by p.partner_id
  ),
  partner_buildings as (
    select p.partner_id, pg_catalog.array_agg(b order by b.position, b.retired_at) as buildings
      from public.property_buildings b
      join public.properties p on p.id = b.property_id
     where partner_accounts.with_buildings
     group by p.partner_id
  ),
  partner_subscriptions as (
    select s.partner_id, pg_catalog.array_agg(s order by s.updated_at) as subscriptions
      from public.stripe_subscriptions s
     group by s.partner_id
  )
  select pa, coalesce(pp.properties, '{}'), coalesce(pb.buildings, '{}'),
         coalesce(ps.subscriptions, '{}')
    from public.partners pa
    left join partner_properties pp on pp.partner_id = pa.id
    left join partner_buildings pb on pb.partner_id = pa.id
    left join partner_subscriptions ps on ps.partner_id = pa.id
   order by pa.created_at desc, pa.id
$$;


--
-- Name: FUNCTION partner_accounts(with_buildings boolean); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.partner_accounts(with_buildings boolean) IS 'Each partner the caller may read (a partner their own, staff every one), newest first, with their properties, their buildings (none when with_buildings is false: the owner''s Partners view) and their subscriptions. Security invoker: the tables'' policies decide.';


--
-- Name: partner_property(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.partner_property(user_id uuid, property_id uuid) RETURNS TABLE(partner public.partners, property public.properties, open_subscription_ids text[])
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select pa, p,
         coalesce((select pg_catalog.array_agg(s.id)
                     from public.stripe_subscriptions s
                    where s.property_id = p.id and private.bills(s.status)), '{}')
    from public.partners pa
    join public.properties p on p.partner_id = pa.id
   where pa.user_id = partner_property.user_id
     and p.id = partner_property.property_id
$$;


--
-- Name: property_month(uuid, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.property_month(property_id uuid, month date DEFAULT NULL::date) RETURNS TABLE(tonight date, first_night date, marks json, reports json)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with span as (
    select date_trunc('month', coalesce(month, public.current_night()))::date as first
  )
  select public.current_night(),
         coalesce(least((select min(m.night) from public.pickup_marks m where m.property_id = pr.id),
                        (select min(r.night) from public.missed_pickup_reports r
                          where r.property_id = pr.id)),
                  private.business_night(pr.created_at)),
         coalesce((select json_agg(json_build_object(
                            'id', m.id, 'building_id', m.building_id, 'property_id', m.property_id,
                            'kind', m.kind, 'problem', m.problem, 'unit', m.unit, 'note', m.note,
                            'photo_path', m.photo_path, 'happened_at', m.happened_at,
                            'recorded_at', m.recorded_at, 'night', m.night)
                          order by m.happened_at, m.id)
                     from public.pickup_marks m, span
                    where m.property_id = pr.id
                      and m.night >= span.first
                      and m.night < (span.first + interval '1 month')::date), '[]'),
         coalesce((select json_agg(json_build_object(
                            'id', r.id, 'building_id', r.building_id, 'property_id', r.property_id,
                            'unit', r.unit, 'has_photo', r.has_photo, 'created_at', r.created_at,
                            'night', r.night)
                          order by r.created_at, r.id)
                     from public.missed_pickup_reports r, span
                    where r.property_id = pr.id
                      and r.night >= span.first
                      and r.night < (span.first + interval '1 month')::date), '[]')
    from public.properties pr
   where pr.id = property_month.property_id;
$$;


--
-- Name: quote_page(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.quote_page(token_hash text) RETURNS TABLE(request_id uuid, service text, garage_size text, rooms integer, units integer, property_name text, address text, unit text, city text, photo_count smallint, status text, quote_cents integer, scheduled_for date, scheduled_from time without time zone, scheduled_until time without time zone, offered_days date[], accepted_day date, accepted_cents integer, declined boolean, deposit_status text, deposit_paid_cents integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  link public.quote_links;
begin
  update public.quote_links l set viewed_at = coalesce(l.viewed_at, now())
   where l.token_hash = quote_page.token_hash and l.revoked_at is null
  returning * into link;
  if link.id is null then
    return;
  end if;
  return query
    select r.id, r.service, r.garage_size, r.rooms, r.units, r.property_name, r.address, r.unit,
           r.city, r.photo_count, r.status, r.quote_cents, r.scheduled_for, r.scheduled_from,
           r.scheduled_until, link.offered_days, link.accepted_day, link.accepted_cents,
           link.declined_at is not null,
           (select d.status from public.quote_deposits d
             where d.link_id = link.id and d.quote_cents = r.quote_cents),
           (select coalesce(sum(d.amount_cents), 0)::integer from public.quote_deposits d
             where d.link_id = link.id and d.status = 'paid')
      from public.service_requests r
     where r.id = link.request_id and r.status <> 'held' and r.quote_cents is not null;
end;
$$;


--
-- Name: quote_state(public.service_requests); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.quote_state(request public.service_requests) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when exists (select 1 from public.quote_deposits d
                  where d.link_id = l.id and d.status = 'paid') then 'deposit_paid'
    when l.accepted_at is not null then 'accepted'
    when l.declined_at is not null then 'declined'
    when l.viewed_at is not null then 'viewed'
    when l.sent_at is not null then 'sent'
  end
  from public.quote_links l
  where l.request_id = request.id and l.revoked_at is null
$$;


--
-- Name: release_held_reports(uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.release_held_reports(ids uuid[]) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  released integer;
begin
  perform private.require_staff();
  update public.missed_pickup_reports r
    set held_reason = null
    where r.id = any(ids) and r.held_reason is not null;
  get diagnostics released = row_count;
  return released;
end;
$$;


--
-- Name: release_held_requests(uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.release_held_requests(ids uuid[]) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  released integer;
begin
  perform private.require_staff();
  update public.service_requests r
    set status = 'new', held_reason = null
    where r.id = any(ids) and r.status = 'held';
  get diagnostics released = row_count;
  return released;
end;
$$;


--
-- Name: release_quote_email(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.release_quote_email(link_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff may e-mail a quote.';
  end if;
  update public.quote_links l set emailed_at = null where l.id = release_quote_email.link_id;
end;
$$;


--
-- Name: reorder_buildings(uuid, uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.reorder_buildings(property_id uuid, building_ids uuid[]) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  update public.property_buildings b
     set position = pg_catalog.array_position(reorder_buildings.building_ids, b.id) - 1
   where b.property_id = reorder_buildings.property_id
     and b.id = any (reorder_buildings.building_ids);
$$;


--
-- Name: report_missed_pickup(text, uuid, uuid, text, text, boolean, inet, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_missed_pickup(code text, report_id uuid, building_id uuid, unit text DEFAULT NULL::text, phone text DEFAULT NULL::text, has_photo boolean DEFAULT false, client_address inet DEFAULT NULL::inet, verification text DEFAULT 'unchecked'::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  property uuid;
  stored public.missed_pickup_reports;
begin
  if verification is null
     or verification not in ('passed', 'failed', 'unavailable', 'unchecked') then
    raise exception using
      errcode = '22023',
      message = 'verification is passed, failed, unavailable or unchecked.';
  end if;
  select pr.id into property
    from public.properties pr join public.property_buildings b on b.property_id = pr.id
   where pr.public_code = code and pr.active and b.retired_at is null
     and b.id = report_missed_pickup.building_id;
  if property is null then
    raise exception using
      errcode = 'PT404',
      message = 'No such building on a property served.';
  end if;
  perform pg_catalog.set_config('intake.client_address', coalesce(client_address::text, ''), true);
  perform pg_catalog.set_config('intake.verification', verification, true);
  insert into public.missed_pickup_reports (id, building_id, property_id, unit, phone, has_photo)
  values (report_id, report_missed_pickup.building_id, property,
          nullif(btrim(unit), ''), nullif(btrim(phone), ''), coalesce(has_photo, false))
  returning * into stored;
  perform pg_catalog.set_config('intake.client_address', '', true);
  perform pg_catalog.set_config('intake.verification', '', true);
  return pg_catalog.jsonb_build_object(
    'id', report_id, 'held', stored.id is null or stored.held_reason is not null);
end;
$$;


--
-- Name: request_photos_again(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.request_photos_again(request_id uuid, retry_key_hash text) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when r.status <> 'held' and r.created_at > now() - interval '30 minutes'
         and k.key_hash = request_photos_again.retry_key_hash
      then r.photo_count
    else 0
  end
  from public.service_requests r
  left join private.request_retry_keys k
    on k.request_id = r.id and k.created_at > now() - interval '30 minutes'
  where r.id = request_photos_again.request_id;
$$;


--
-- Name: resident_page(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.resident_page(code text) RETURNS TABLE(name text, city text, set_out_from time without time zone, set_out_until time without time zone, rules text, night date, buildings public.resident_building[])
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select pr.name, pr.city, pr.set_out_from, pr.set_out_until, pr.rules, public.current_night(),
         coalesce((
           select pg_catalog.array_agg(
                    row(b.id, b.name, (
                      select max(m.happened_at) from public.pickup_marks m
                       where m.building_id = b.id and m.kind = 'picked_up'
                         and m.night = public.current_night()))::public.resident_building
                    order by b.position)
             from public.property_buildings b
            where b.property_id = pr.id and b.retired_at is null), '{}')
    from public.properties pr
   where pr.public_code = resident_page.code and pr.active;
$$;


--
-- Name: route_night(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.route_night() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  tonight date := public.current_night();
  owner boolean := public.is_staff();
begin
  if not (select private.runs_route()) then
    raise exception using errcode = '42501', message = 'Only the owner and the crew read the route.';
  end if;
  return jsonb_build_object(
    'night', tonight,
    'properties', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', pr.id, 'name', pr.name, 'street_address', pr.street_address,
               'city', pr.city, 'access_notes', pr.access_notes,
               'buildings', coalesce((
                 select jsonb_agg(jsonb_build_object('id', pb.id, 'name', pb.name)
                                  order by pb.position)
                   from public.property_buildings pb
                  where pb.property_id = pr.id and pb.retired_at is null), '[]'))
             order by pr.city, pr.name, pr.id)
        from public.properties pr
       where pr.active), '[]'),
    'marks', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', m.id, 'building_id', m.building_id, 'property_id', m.property_id,
               'kind', m.kind, 'problem', m.problem, 'unit', m.unit, 'note', m.note,
               'photo_path', m.photo_path, 'happened_at', m.happened_at,
               'recorded_at', m.recorded_at, 'night', m.night,
               'marked_by', case when owner then private.marker_email(m.marked_by) end)
             order by m.happened_at)
        from public.pickup_marks m
        join public.properties pr on pr.id = m.property_id and pr.active
       where m.night = tonight), '[]'),
    'reports', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', r.id, 'building_id', r.building_id, 'property_id', r.property_id,
               'unit', r.unit, 'has_photo', r.has_photo, 'created_at', r.created_at,
               'night', r.night)
             order by r.created_at)
        from public.missed_pickup_reports r
        join public.properties pr on pr.id = r.property_id and pr.active
       where r.night = tonight and r.held_reason is null), '[]'));
end;
$$;


--
-- Name: save_property(jsonb, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_property(property jsonb, buildings jsonb DEFAULT '[]'::jsonb) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  saved uuid := (save_property.property ->> 'id')::uuid;
  kept uuid[];
begin
  if jsonb_typeof(save_property.buildings) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'buildings must be a JSON array.';
  end if;

  if saved is null then
    -- The caller's own partner row: under its policy a partner sees only theirs, and staff (who
    -- see every row) have none of their own.
    insert into public.properties (partner_id, name, street_address, city, units, set_out_from,
                                   set_out_until, rules, access_notes)
    select pa.id, p.name, p.street_address, p.city, p.units, p.set_out_from, p.set_out_until,
           nullif(p.rules, ''), nullif(p.access_notes, '')
      from public.partners pa,
           jsonb_populate_record(null::public.properties, save_property.property) p
     where pa.user_id = (select auth.uid())
    returning id into saved;
    if saved is null then
      raise exception using errcode = '42501',
        message = 'Only a partner adds properties: save your company''s details first.';
    end if;
  else
    update public.properties pr
       set name = p.name,
           street_address = p.street_address,
           city = p.city,
           units = p.units,
           set_out_from = p.set_out_from,
           set_out_until = p.set_out_until,
           rules = nullif(p.rules, ''),
           access_notes = nullif(p.access_notes, '')
      from jsonb_populate_record(null::public.properties, save_property.property) p
     where pr.id = saved;
    if not found then
      raise exception using errcode = '42501', message = 'This property is not one of yours.';
    end if;
  end if;

  select coalesce(array_agg((b ->> 'id')::uuid) filter (where b ->> 'id' is not null), '{}')
    into kept
    from jsonb_array_elements(save_property.buildings) b;
  -- A building named by its id must be one of this property's on the route (under the policies
  -- the caller sees only their own): one of another property would otherwise be taken over, and
  -- a retired one is part of the record.
  if exists (select 1 from unnest(kept) k
              where not exists (select 1 from public.property_buildings pb
                                 where pb.id = k and pb.property_id = saved
                                   and pb.retired_at is null)) then
    raise exception using errcode = '42501',
      message = 'A building sent is not one of this property''s.';
  end if;
  -- Left out of the list: off the route from now on, its nights kept (the trigger above sets the
  -- time and frees its place).
  update public.property_buildings pb set retired_at = now()
   where pb.property_id = saved and pb.retired_at is null and pb.id <> all (kept);
  -- A name is unique within a property's route at every row, not at the end of the statement:
  -- the kept buildings are parked under their ids first, so that two of them may swap names.
  update public.property_buildings pb set name = pb.id::text
   where pb.property_id = saved and pb.retired_at is null;
  -- Positions are checked at the end of the statement (deferrable), so one upsert reorders them
  -- all.
  insert into public.property_buildings as pb (id, property_id, name, position)
  select coalesce((e.b ->> 'id')::uuid, gen_random_uuid()), saved, e.b ->> 'name',
         (e.n - 1)::integer
    from jsonb_array_elements(save_property.buildings) with ordinality as e(b, n)
  on conflict (id) do update set name = excluded.name, position = excluded.position;
  return saved;
end;
$$;


--
-- Name: save_push_subscription(text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_push_subscription(endpoint text, p256dh text, auth text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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


--
-- Name: service_requests_before_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.service_requests_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  -- The business's calendar, not the server's UTC one: at 6 pm in Utah UTC is already tomorrow,
  -- and a visitor choosing "today" must not be told it is in the past.
  today date := (now() at time zone 'America/Denver')::date;
  address inet := private.intake_setting('client_address')::inet;
  -- passed or failed: what Turnstile said; unavailable: the function could not check;
  -- unchecked: no check was meant to be made (the local stack, a row added in the SQL Editor).
  verification text := coalesce(private.intake_setting('verification'), 'unchecked');
  -- The most held requests a day may add: far above any real day, and at about 1 kB a row it
  -- bounds what a flood adds to the database at about 1 MB a day.
  held_cap constant integer := 1000;
  reason text;
begin
  if new.start_date < today then
    raise exception using
      errcode = '23514',
      constraint = 'service_requests_start_date_not_past',
      message = 'The preferred start date must be today or later.';
  end if;

  new.source_hash := private.source_hash(address, 64);
  new.source_56_hash := private.source_hash(address, 56);

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.service_requests'));

  if verification = 'failed' then
    reason := 'check_failed';
  elsif verification = 'unavailable' then
    reason := 'check_unavailable';
  -- 5 an hour from one address (IPv6: one /64), 10 from one IPv6 /56 (docs/decisions/0008).
  elsif (new.source_hash is not null and (
          select count(*) from public.service_requests r
          where r.source_hash = new.source_hash and r.status <> 'held'
            and r.created_at > now() - interval '1 hour') >= 5)
     or (new.source_56_hash is not null and (
          select count(*) from public.service_requests r
          where r.source_56_hash = new.source_56_hash and r.status <> 'held'
            and r.created_at > now() - interval '1 hour') >= 10) then
    reason := 'connection';
  elsif (select count(*) from public.service_requests r
         where r.phone = new.phone and r.status <> 'held'
           and r.created_at > now() - interval '24 hours') >= 3 then
    reason := 'phone';
  -- The ceiling: 200 in an hour is an attack spread over many addresses. A request that passed
  -- the check goes through it; without a check, the request is held rather than refused.
  elsif verification <> 'passed' and (
          select count(*) from public.service_requests r
          where r.status <> 'held' and r.created_at > now() - interval '1 hour') >= 200 then
    reason := 'everyone';
  end if;

  if reason is not null then
    -- A source past its own bound is dropped: no row, and the same answer as a held request, so
    -- that it learns nothing and a fresh source still finds room.
    if not private.held_room_left(new.source_hash, new.source_56_hash, now()) then
      return null;
    end if;
    -- Past the cap the request is refused: PostgREST answers SQLSTATE PT429 with HTTP 429, and
    -- the detail names the limit for the form (limit=phone, limit=connection, limit=everyone).
    if (select count(*) from public.service_requests r
        where r.status = 'held' and r.created_at > now() - interval '24 hours') >= held_cap then
      raise exception using
        errcode = 'PT429',
        message = case reason
          when 'connection' then 'Too many requests from your connection this hour. Please call instead.'
          when 'phone' then 'Too many requests from this phone number today. Please call instead.'
          else 'Too many requests right now. Please try again later or call instead.'
        end,
        detail = 'limit=' || case reason when 'connection' then 'connection'
                                         when 'phone' then 'phone'
                                         else 'everyone' end;
    end if;
    new.status := 'held';
    new.held_reason := reason;
  end if;

  return new;
end;
$$;


--
-- Name: service_requests_before_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.service_requests_before_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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


--
-- Name: set_deposit_session(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_deposit_session(deposit_id uuid, session_id text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.quote_deposits d set checkout_session_id = set_deposit_session.session_id
   where d.id = set_deposit_session.deposit_id and d.status in ('open', 'failed');
$$;


--
-- Name: set_partner_service(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_partner_service(partner_id uuid, service text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff may change who is served.';
  end if;
  if service is null or service not in ('active', 'paused', 'stopped') then
    raise exception using errcode = '22023', message = 'service is one of active, paused, stopped.';
  end if;
  update public.partners pa
     set service_state = set_partner_service.service
   where pa.id = set_partner_service.partner_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such partner.';
  end if;
end;
$$;


--
-- Name: set_property_service(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_property_service(property_id uuid, service text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  served boolean;
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff may change who is served.';
  end if;
  if service is null or service not in ('follow', 'on', 'paused', 'stopped') then
    raise exception using errcode = '22023',
      message = 'service is one of follow, on, paused, stopped.';
  end if;
  update public.properties pr
     set service_override = nullif(set_property_service.service, 'follow')
   where pr.id = set_property_service.property_id
  returning pr.active into served;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such property.';
  end if;
  return served;
end;
$$;


--
-- Name: submit_request(jsonb, inet, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.submit_request(request jsonb, client_address inet DEFAULT NULL::inet, verification text DEFAULT 'unchecked'::text, retry_key_hash text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  stored public.service_requests;
begin
  if verification is null
     or verification not in ('passed', 'failed', 'unavailable', 'unchecked') then
    raise exception using
      errcode = '22023',
      message = 'verification is passed, failed, unavailable or unchecked.';
  end if;
  perform pg_catalog.set_config('intake.client_address', coalesce(client_address::text, ''), true);
  perform pg_catalog.set_config('intake.verification', verification, true);
  insert into public.service_requests (
    id, service, name, phone, email, address, unit, city, rooms, garage_size, start_date,
    contact_method, notes, property_name, units, sms_consent, photo_count, source_page,
    source_host)
  select coalesce(r.id, gen_random_uuid()), r.service, r.name, r.phone, r.email, r.address,
         r.unit, r.city, r.rooms, r.garage_size, r.start_date, r.contact_method, r.notes,
         r.property_name, r.units, coalesce(r.sms_consent, false), coalesce(r.photo_count, 0),
         r.source_page, r.source_host
  from pg_catalog.jsonb_populate_record(null::public.service_requests, request) r
  returning * into stored;
  perform pg_catalog.set_config('intake.client_address', '', true);
  perform pg_catalog.set_config('intake.verification', '', true);
  if stored.id is null then
    return pg_catalog.jsonb_build_object('id', request -> 'id', 'held', true, 'photo_count', 0);
  end if;
  delete from private.request_retry_keys k where k.created_at < now() - interval '30 minutes';
  if retry_key_hash is not null then
    insert into private.request_retry_keys (request_id, key_hash)
    values (stored.id, retry_key_hash);
  end if;
  return pg_catalog.jsonb_build_object(
    'id', stored.id, 'held', stored.status = 'held', 'photo_count', stored.photo_count);
end;
$$;


--
-- Name: intake_salt; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.intake_salt (
    salt text NOT NULL
);


--
-- Name: request_counts; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.request_counts (
    status text NOT NULL,
    requests bigint DEFAULT 0 NOT NULL
);


--
-- Name: request_retry_keys; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.request_retry_keys (
    request_id uuid NOT NULL,
    key_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT request_retry_keys_key_hash_format CHECK ((key_hash ~ '^[0-9a-f]{64}$'::text))
);


--
-- Name: crew; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.crew (
    user_id uuid NOT NULL,
    email text NOT NULL,
    invited_at timestamp with time zone DEFAULT now() NOT NULL,
    removed_at timestamp with time zone,
    CONSTRAINT crew_email_length CHECK (((char_length(email) >= 3) AND (char_length(email) <= 320)))
);


--
-- Name: TABLE crew; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.crew IS 'Crew members: invited by the owner (the team function), removed by setting removed_at. They read tonight''s route and the next jobs, and mark buildings.';


--
-- Name: deposit_refunds; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deposit_refunds (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    deposit_id uuid NOT NULL,
    cents integer NOT NULL,
    refunded_at timestamp with time zone NOT NULL,
    event_id text,
    CONSTRAINT deposit_refunds_cents_positive CHECK ((cents > 0))
);


--
-- Name: missed_pickup_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.missed_pickup_reports (
    id uuid NOT NULL,
    building_id uuid NOT NULL,
    property_id uuid NOT NULL,
    unit text,
    phone text,
    has_photo boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    night date DEFAULT private.business_night(now()) NOT NULL,
    source_hash text,
    source_56_hash text,
    held_reason text,
    CONSTRAINT missed_pickup_reports_held_reason_valid CHECK ((held_reason = ANY (ARRAY['check_failed'::text, 'check_unavailable'::text, 'connection'::text, 'phone'::text, 'property'::text]))),
    CONSTRAINT missed_pickup_reports_phone_us_e164 CHECK ((phone ~ '^\+1[2-9][0-9]{9}$'::text)),
    CONSTRAINT missed_pickup_reports_unit_length CHECK (((char_length(btrim(unit)) >= 1) AND (char_length(btrim(unit)) <= 20)))
);


--
-- Name: TABLE missed_pickup_reports; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.missed_pickup_reports IS 'Residents'' reports of a missed pickup, from /r/<code>. Limited per source like requests.';


--
-- Name: pickup_marks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.pickup_marks (
    id uuid NOT NULL,
    building_id uuid NOT NULL,
    property_id uuid NOT NULL,
    kind text NOT NULL,
    problem text,
    unit text,
    note text,
    photo_path text,
    marked_at timestamp with time zone NOT NULL,
    sent_after_ms integer DEFAULT 0 NOT NULL,
    recorded_at timestamp with time zone DEFAULT now() NOT NULL,
    happened_at timestamp with time zone DEFAULT now() NOT NULL,
    night date DEFAULT private.business_night(now()) NOT NULL,
    marked_by uuid DEFAULT auth.uid(),
    CONSTRAINT pickup_marks_kind_valid CHECK ((kind = ANY (ARRAY['picked_up'::text, 'problem'::text]))),
    CONSTRAINT pickup_marks_note_length CHECK ((char_length(note) <= 1000)),
    CONSTRAINT pickup_marks_photo_path_own CHECK ((photo_path = (('marks/'::text || (id)::text) || '.jpg'::text))),
    CONSTRAINT pickup_marks_problem_has_kind CHECK (((kind = 'problem'::text) = (problem IS NOT NULL))),
    CONSTRAINT pickup_marks_problem_valid CHECK ((problem = ANY (ARRAY['nothing_set_out'::text, 'outside_window'::text, 'overflowing_dumpster'::text, 'bulk_item'::text, 'no_access'::text]))),
    CONSTRAINT pickup_marks_sent_after_range CHECK (((sent_after_ms >= 0) AND (sent_after_ms <= 172800000))),
    CONSTRAINT pickup_marks_unit_length CHECK (((char_length(btrim(unit)) >= 1) AND (char_length(btrim(unit)) <= 20))),
    CONSTRAINT pickup_marks_unit_only_for_problems CHECK (((kind = 'problem'::text) OR (unit IS NULL)))
);


--
-- Name: TABLE pickup_marks; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.pickup_marks IS 'The crew''s mark of a building on a night: picked up, or a problem. The id is made on the phone.';


--
-- Name: push_subscriptions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_subscriptions (
    endpoint text NOT NULL,
    p256dh text NOT NULL,
    auth text NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT push_subscriptions_auth_valid CHECK ((auth ~ '^[A-Za-z0-9_-]{22}(==)?$'::text)),
    CONSTRAINT push_subscriptions_endpoint_https CHECK (((endpoint ~ '^https://[^[:space:]]+$'::text) AND (char_length(endpoint) <= 2048))),
    CONSTRAINT push_subscriptions_p256dh_valid CHECK ((p256dh ~ '^B[A-Za-z0-9_-]{86}=?$'::text))
);


--
-- Name: TABLE push_subscriptions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.push_subscriptions IS 'Devices that get a push notification for each new request: one row per browser subscription of a staff user.';


--
-- Name: quote_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.quote_links (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    request_id uuid NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    offered_days date[] DEFAULT '{}'::date[] NOT NULL,
    sent_at timestamp with time zone,
    viewed_at timestamp with time zone,
    accepted_at timestamp with time zone,
    accepted_day date,
    accepted_cents integer,
    declined_at timestamp with time zone,
    revoked_at timestamp with time zone,
    emailed_at timestamp with time zone,
    CONSTRAINT quote_links_accepted_whole CHECK ((((accepted_at IS NULL) = (accepted_cents IS NULL)) AND ((accepted_day IS NULL) OR (accepted_at IS NOT NULL)))),
    CONSTRAINT quote_links_offered_days_count CHECK ((cardinality(offered_days) <= 3)),
    CONSTRAINT quote_links_one_answer CHECK (((accepted_at IS NULL) OR (declined_at IS NULL))),
    CONSTRAINT quote_links_token_hash_format CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);


--
-- Name: TABLE quote_links; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.quote_links IS 'The quote sent to a customer as a link (/q/<token>): the token''s SHA-256, and what the customer did with it.';


--
-- Name: COLUMN quote_links.emailed_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.quote_links.emailed_at IS 'When the link was e-mailed to the customer (claim_quote_email): once per link.';


--
-- Name: request_receipts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.request_receipts (
    request_id uuid NOT NULL,
    queued_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE request_receipts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.request_receipts IS 'The receipt e-mail queued for a request marked done: once per request.';


--
-- Name: request_reminders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.request_reminders (
    request_id uuid NOT NULL,
    day date NOT NULL,
    queued_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: TABLE request_reminders; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.request_reminders IS 'The reminder e-mail queued for a request the day before its agreed day: once per request and day.';


--
-- Name: staff; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.staff (
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: stripe_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.stripe_events (
    id text NOT NULL,
    type text NOT NULL,
    created timestamp with time zone NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT stripe_events_id_format CHECK ((id ~ '^evt_[A-Za-z0-9_]+$'::text))
);


--
-- Name: TABLE stripe_events; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.stripe_events IS 'Stripe events the stripe-webhook function has handled, so that a second delivery changes nothing.';


--
-- Name: notification_batches notification_batches_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.notification_batches
    ADD CONSTRAINT notification_batches_pkey PRIMARY KEY (kind);


--
-- Name: request_counts request_counts_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.request_counts
    ADD CONSTRAINT request_counts_pkey PRIMARY KEY (status);


--
-- Name: request_retry_keys request_retry_keys_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.request_retry_keys
    ADD CONSTRAINT request_retry_keys_pkey PRIMARY KEY (request_id);


--
-- Name: crew crew_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.crew
    ADD CONSTRAINT crew_pkey PRIMARY KEY (user_id);


--
-- Name: deposit_refunds deposit_refunds_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deposit_refunds
    ADD CONSTRAINT deposit_refunds_event_id_key UNIQUE (event_id);


--
-- Name: deposit_refunds deposit_refunds_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deposit_refunds
    ADD CONSTRAINT deposit_refunds_pkey PRIMARY KEY (id);


--
-- Name: missed_pickup_reports missed_pickup_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.missed_pickup_reports
    ADD CONSTRAINT missed_pickup_reports_pkey PRIMARY KEY (id);


--
-- Name: partners partners_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partners
    ADD CONSTRAINT partners_pkey PRIMARY KEY (id);


--
-- Name: partners partners_stripe_customer_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partners
    ADD CONSTRAINT partners_stripe_customer_id_key UNIQUE (stripe_customer_id);


--
-- Name: partners partners_user_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partners
    ADD CONSTRAINT partners_user_id_key UNIQUE (user_id);


--
-- Name: pickup_marks pickup_marks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pickup_marks
    ADD CONSTRAINT pickup_marks_pkey PRIMARY KEY (id);


--
-- Name: properties properties_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.properties
    ADD CONSTRAINT properties_pkey PRIMARY KEY (id);


--
-- Name: properties properties_public_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.properties
    ADD CONSTRAINT properties_public_code_key UNIQUE (public_code);


--
-- Name: property_buildings property_buildings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.property_buildings
    ADD CONSTRAINT property_buildings_pkey PRIMARY KEY (id);


--
-- Name: property_buildings property_buildings_position_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.property_buildings
    ADD CONSTRAINT property_buildings_position_unique UNIQUE (property_id, "position") DEFERRABLE;


--
-- Name: push_subscriptions push_subscriptions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_pkey PRIMARY KEY (endpoint);


--
-- Name: quote_deposits quote_deposits_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quote_deposits
    ADD CONSTRAINT quote_deposits_pkey PRIMARY KEY (id);


--
-- Name: quote_links quote_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quote_links
    ADD CONSTRAINT quote_links_pkey PRIMARY KEY (id);


--
-- Name: request_receipts request_receipts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.request_receipts
    ADD CONSTRAINT request_receipts_pkey PRIMARY KEY (request_id);


--
-- Name: request_reminders request_reminders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.request_reminders
    ADD CONSTRAINT request_reminders_pkey PRIMARY KEY (request_id, day);


--
-- Name: service_requests service_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.service_requests
    ADD CONSTRAINT service_requests_pkey PRIMARY KEY (id);


--
-- Name: staff staff_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff
    ADD CONSTRAINT staff_pkey PRIMARY KEY (user_id);


--
-- Name: stripe_events stripe_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.stripe_events
    ADD CONSTRAINT stripe_events_pkey PRIMARY KEY (id);


--
-- Name: stripe_subscriptions stripe_subscriptions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.stripe_subscriptions
    ADD CONSTRAINT stripe_subscriptions_pkey PRIMARY KEY (id);


--
-- Name: request_retry_keys_created_at_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX request_retry_keys_created_at_idx ON private.request_retry_keys USING btree (created_at);


--
-- Name: deposit_refunds_deposit; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deposit_refunds_deposit ON public.deposit_refunds USING btree (deposit_id);


--
-- Name: deposit_refunds_time; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deposit_refunds_time ON public.deposit_refunds USING btree (refunded_at);


--
-- Name: missed_pickup_reports_held_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX missed_pickup_reports_held_idx ON public.missed_pickup_reports USING btree (created_at) WHERE (held_reason IS NOT NULL);


--
-- Name: missed_pickup_reports_listed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX missed_pickup_reports_listed_idx ON public.missed_pickup_reports USING btree (created_at, id) WHERE (held_reason IS NULL);


--
-- Name: missed_pickup_reports_night_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX missed_pickup_reports_night_idx ON public.missed_pickup_reports USING btree (night) WHERE (held_reason IS NULL);


--
-- Name: missed_pickup_reports_property_night_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX missed_pickup_reports_property_night_idx ON public.missed_pickup_reports USING btree (property_id, night);


--
-- Name: missed_pickup_reports_source_56_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX missed_pickup_reports_source_56_idx ON public.missed_pickup_reports USING btree (source_56_hash, created_at);


--
-- Name: missed_pickup_reports_source_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX missed_pickup_reports_source_idx ON public.missed_pickup_reports USING btree (source_hash, created_at);


--
-- Name: pickup_marks_building_night_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX pickup_marks_building_night_idx ON public.pickup_marks USING btree (building_id, night);


--
-- Name: pickup_marks_property_night_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX pickup_marks_property_night_idx ON public.pickup_marks USING btree (property_id, night);


--
-- Name: properties_partner_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX properties_partner_id_idx ON public.properties USING btree (partner_id);


--
-- Name: property_buildings_name_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX property_buildings_name_unique ON public.property_buildings USING btree (property_id, name) WHERE (retired_at IS NULL);


--
-- Name: push_subscriptions_user_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_subscriptions_user_id_idx ON public.push_subscriptions USING btree (user_id);


--
-- Name: quote_deposits_one_per_quote; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX quote_deposits_one_per_quote ON public.quote_deposits USING btree (link_id, quote_cents);


--
-- Name: quote_deposits_payment_intent_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX quote_deposits_payment_intent_key ON public.quote_deposits USING btree (payment_intent_id);


--
-- Name: quote_deposits_request_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX quote_deposits_request_idx ON public.quote_deposits USING btree (request_id);


--
-- Name: quote_deposits_session_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX quote_deposits_session_key ON public.quote_deposits USING btree (checkout_session_id);


--
-- Name: quote_links_one_in_use; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX quote_links_one_in_use ON public.quote_links USING btree (request_id) WHERE (revoked_at IS NULL);


--
-- Name: quote_links_token_hash_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX quote_links_token_hash_key ON public.quote_links USING btree (token_hash);


--
-- Name: service_requests_created_at_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_created_at_id_idx ON public.service_requests USING btree (created_at, id);


--
-- Name: service_requests_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_created_at_idx ON public.service_requests USING btree (created_at);


--
-- Name: service_requests_held_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_held_created_at_idx ON public.service_requests USING btree (created_at) WHERE (status = 'held'::text);


--
-- Name: service_requests_held_source_56_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_held_source_56_idx ON public.service_requests USING btree (source_56_hash, created_at) WHERE (status = 'held'::text);


--
-- Name: service_requests_held_source_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_held_source_idx ON public.service_requests USING btree (source_hash, created_at) WHERE (status = 'held'::text);


--
-- Name: service_requests_open_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_open_idx ON public.service_requests USING btree (created_at) WHERE (status = ANY (ARRAY['new'::text, 'contacted'::text, 'scheduled'::text]));


--
-- Name: service_requests_open_search_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_open_search_idx ON public.service_requests USING gin (private.request_grams(name, city, phone)) WHERE (status = ANY (ARRAY['new'::text, 'contacted'::text, 'scheduled'::text]));


--
-- Name: service_requests_phone_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_phone_created_at_idx ON public.service_requests USING btree (phone, created_at);


--
-- Name: service_requests_reviews_key_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_reviews_key_idx ON public.service_requests USING btree (COALESCE(status_changed_at, '-infinity'::timestamp with time zone) DESC, id DESC) WHERE ((status = 'done'::text) AND (review_requested_at IS NULL));


--
-- Name: service_requests_scheduled_place_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_scheduled_place_idx ON public.service_requests USING btree (COALESCE(scheduled_for, 'infinity'::date), COALESCE(scheduled_from, '24:00:00'::time without time zone), COALESCE(scheduled_until, '24:00:00'::time without time zone), created_at DESC, id DESC) WHERE (status = 'scheduled'::text);


--
-- Name: service_requests_search_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_search_idx ON public.service_requests USING gin (private.request_grams(name, city, phone));


--
-- Name: service_requests_source_56_hash_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_source_56_hash_created_at_idx ON public.service_requests USING btree (source_56_hash, created_at);


--
-- Name: service_requests_source_hash_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_source_hash_created_at_idx ON public.service_requests USING btree (source_hash, created_at);


--
-- Name: service_requests_status_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX service_requests_status_created_at_idx ON public.service_requests USING btree (status, created_at, id);


--
-- Name: stripe_subscriptions_partner_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX stripe_subscriptions_partner_id_idx ON public.stripe_subscriptions USING btree (partner_id);


--
-- Name: stripe_subscriptions_property_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX stripe_subscriptions_property_id_idx ON public.stripe_subscriptions USING btree (property_id);


--
-- Name: missed_pickup_reports missed_pickup_reports_limits; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER missed_pickup_reports_limits BEFORE INSERT ON public.missed_pickup_reports FOR EACH ROW EXECUTE FUNCTION private.missed_pickup_reports_limits();


--
-- Name: missed_pickup_reports missed_pickup_reports_notify_owner; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER missed_pickup_reports_notify_owner AFTER INSERT ON public.missed_pickup_reports FOR EACH ROW EXECUTE FUNCTION private.notify_owner_of_missed_pickup();


--
-- Name: missed_pickup_reports missed_pickup_reports_notify_released; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER missed_pickup_reports_notify_released AFTER UPDATE OF held_reason ON public.missed_pickup_reports FOR EACH ROW WHEN (((old.held_reason IS NOT NULL) AND (new.held_reason IS NULL))) EXECUTE FUNCTION private.notify_released_report();


--
-- Name: partners partners_notify_owner; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER partners_notify_owner AFTER INSERT ON public.partners FOR EACH ROW EXECUTE FUNCTION private.notify_owner_of_partner();


--
-- Name: partners partners_refresh_active; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER partners_refresh_active AFTER UPDATE OF service_state ON public.partners FOR EACH ROW EXECUTE FUNCTION private.partners_refresh_active();


--
-- Name: partners partners_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER partners_touch_updated_at BEFORE UPDATE ON public.partners FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: pickup_marks pickup_marks_before_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER pickup_marks_before_insert BEFORE INSERT ON public.pickup_marks FOR EACH ROW EXECUTE FUNCTION private.pickup_marks_before_insert();


--
-- Name: properties properties_bill_changed_units; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER properties_bill_changed_units AFTER UPDATE OF units ON public.properties FOR EACH ROW WHEN ((old.units IS DISTINCT FROM new.units)) EXECUTE FUNCTION private.bill_changed_units();


--
-- Name: properties properties_derive_active; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER properties_derive_active BEFORE INSERT OR UPDATE ON public.properties FOR EACH ROW EXECUTE FUNCTION private.properties_derive_active();


--
-- Name: properties properties_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER properties_touch_updated_at BEFORE UPDATE ON public.properties FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: property_buildings property_buildings_before_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER property_buildings_before_update BEFORE UPDATE ON public.property_buildings FOR EACH ROW EXECUTE FUNCTION private.property_buildings_before_update();


--
-- Name: quote_deposits quote_deposits_notify_owner; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quote_deposits_notify_owner AFTER UPDATE OF status ON public.quote_deposits FOR EACH ROW WHEN (((new.status = 'paid'::text) AND (old.status <> 'paid'::text))) EXECUTE FUNCTION private.notify_owner_of_quote();


--
-- Name: quote_links quote_links_before_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quote_links_before_update BEFORE UPDATE ON public.quote_links FOR EACH ROW EXECUTE FUNCTION private.quote_links_before_update();


--
-- Name: quote_links quote_links_notify_owner; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quote_links_notify_owner AFTER UPDATE OF accepted_cents, declined_at ON public.quote_links FOR EACH ROW WHEN ((((new.accepted_cents IS NOT NULL) AND (new.accepted_cents IS DISTINCT FROM old.accepted_cents)) OR ((new.declined_at IS NOT NULL) AND (old.declined_at IS NULL)))) EXECUTE FUNCTION private.notify_owner_of_quote();


--
-- Name: quote_links quote_links_offered_days_ahead; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quote_links_offered_days_ahead BEFORE INSERT ON public.quote_links FOR EACH ROW EXECUTE FUNCTION private.quote_links_offered_days_ahead();


--
-- Name: service_requests service_requests_before_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER service_requests_before_insert BEFORE INSERT ON public.service_requests FOR EACH ROW EXECUTE FUNCTION public.service_requests_before_insert();


--
-- Name: service_requests service_requests_before_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER service_requests_before_update BEFORE UPDATE ON public.service_requests FOR EACH ROW EXECUTE FUNCTION public.service_requests_before_update();


--
-- Name: service_requests service_requests_count; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER service_requests_count AFTER INSERT OR DELETE ON public.service_requests FOR EACH ROW EXECUTE FUNCTION private.count_requests();

ALTER TABLE public.service_requests ENABLE ALWAYS TRIGGER service_requests_count;


--
-- Name: service_requests service_requests_count_status; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER service_requests_count_status AFTER UPDATE OF status ON public.service_requests FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION private.count_requests();

ALTER TABLE public.service_requests ENABLE ALWAYS TRIGGER service_requests_count_status;


--
-- Name: service_requests service_requests_count_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER service_requests_count_truncate AFTER TRUNCATE ON public.service_requests FOR EACH STATEMENT EXECUTE FUNCTION private.count_requests();

ALTER TABLE public.service_requests ENABLE ALWAYS TRIGGER service_requests_count_truncate;


--
-- Name: service_requests service_requests_lifecycle_before_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER service_requests_lifecycle_before_update BEFORE UPDATE ON public.service_requests FOR EACH ROW EXECUTE FUNCTION private.service_requests_lifecycle_before_update();


--
-- Name: service_requests service_requests_notify_new_request; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER service_requests_notify_new_request AFTER INSERT ON public.service_requests FOR EACH ROW EXECUTE FUNCTION private.notify_new_request();


--
-- Name: service_requests service_requests_notify_released_request; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER service_requests_notify_released_request AFTER UPDATE OF status ON public.service_requests FOR EACH ROW WHEN (((old.status = 'held'::text) AND (new.status <> 'held'::text))) EXECUTE FUNCTION private.notify_released_request();


--
-- Name: service_requests service_requests_quote_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER service_requests_quote_changed AFTER UPDATE OF quote_cents ON public.service_requests FOR EACH ROW WHEN ((old.quote_cents IS DISTINCT FROM new.quote_cents)) EXECUTE FUNCTION private.service_requests_quote_changed();


--
-- Name: service_requests service_requests_send_receipt; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER service_requests_send_receipt AFTER UPDATE OF status ON public.service_requests FOR EACH ROW WHEN (((new.status = 'done'::text) AND (old.status IS DISTINCT FROM 'done'::text) AND (new.email IS NOT NULL) AND (new.quote_cents IS NOT NULL))) EXECUTE FUNCTION private.send_receipt();


--
-- Name: stripe_subscriptions stripe_subscriptions_bill_stored_quantity; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stripe_subscriptions_bill_stored_quantity AFTER INSERT OR UPDATE OF quantity, status, property_id ON public.stripe_subscriptions FOR EACH ROW EXECUTE FUNCTION private.bill_stored_quantity();


--
-- Name: stripe_subscriptions stripe_subscriptions_notify_owner_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stripe_subscriptions_notify_owner_changed AFTER UPDATE OF status ON public.stripe_subscriptions FOR EACH ROW WHEN ((((new.status = ANY (ARRAY['active'::text, 'trialing'::text])) AND (old.status <> ALL (ARRAY['active'::text, 'trialing'::text, 'past_due'::text, 'unpaid'::text]))) OR ((new.status = ANY (ARRAY['past_due'::text, 'unpaid'::text])) AND (old.status <> ALL (ARRAY['past_due'::text, 'unpaid'::text]))))) EXECUTE FUNCTION private.notify_owner_of_partner();


--
-- Name: stripe_subscriptions stripe_subscriptions_notify_owner_stored; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stripe_subscriptions_notify_owner_stored AFTER INSERT ON public.stripe_subscriptions FOR EACH ROW WHEN ((new.status = ANY (ARRAY['active'::text, 'trialing'::text, 'past_due'::text, 'unpaid'::text]))) EXECUTE FUNCTION private.notify_owner_of_partner();


--
-- Name: stripe_subscriptions stripe_subscriptions_refresh_active; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stripe_subscriptions_refresh_active AFTER INSERT OR DELETE OR UPDATE ON public.stripe_subscriptions FOR EACH ROW EXECUTE FUNCTION private.stripe_subscriptions_refresh_active();


--
-- Name: stripe_subscriptions stripe_subscriptions_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER stripe_subscriptions_touch_updated_at BEFORE UPDATE ON public.stripe_subscriptions FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


--
-- Name: crew crew_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.crew
    ADD CONSTRAINT crew_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE RESTRICT;


--
-- Name: deposit_refunds deposit_refunds_deposit_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.deposit_refunds
    ADD CONSTRAINT deposit_refunds_deposit_id_fkey FOREIGN KEY (deposit_id) REFERENCES public.quote_deposits(id);


--
-- Name: missed_pickup_reports missed_pickup_reports_building_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.missed_pickup_reports
    ADD CONSTRAINT missed_pickup_reports_building_id_fkey FOREIGN KEY (building_id) REFERENCES public.property_buildings(id) ON DELETE RESTRICT;


--
-- Name: missed_pickup_reports missed_pickup_reports_property_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.missed_pickup_reports
    ADD CONSTRAINT missed_pickup_reports_property_id_fkey FOREIGN KEY (property_id) REFERENCES public.properties(id) ON DELETE RESTRICT;


--
-- Name: partners partners_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partners
    ADD CONSTRAINT partners_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: pickup_marks pickup_marks_building_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pickup_marks
    ADD CONSTRAINT pickup_marks_building_id_fkey FOREIGN KEY (building_id) REFERENCES public.property_buildings(id) ON DELETE RESTRICT;


--
-- Name: pickup_marks pickup_marks_marked_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pickup_marks
    ADD CONSTRAINT pickup_marks_marked_by_fkey FOREIGN KEY (marked_by) REFERENCES auth.users(id) ON DELETE SET NULL;


--
-- Name: pickup_marks pickup_marks_property_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pickup_marks
    ADD CONSTRAINT pickup_marks_property_id_fkey FOREIGN KEY (property_id) REFERENCES public.properties(id) ON DELETE RESTRICT;


--
-- Name: properties properties_partner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.properties
    ADD CONSTRAINT properties_partner_id_fkey FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;


--
-- Name: property_buildings property_buildings_property_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.property_buildings
    ADD CONSTRAINT property_buildings_property_id_fkey FOREIGN KEY (property_id) REFERENCES public.properties(id) ON DELETE CASCADE;


--
-- Name: push_subscriptions push_subscriptions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.staff(user_id) ON DELETE CASCADE;


--
-- Name: quote_deposits quote_deposits_link_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quote_deposits
    ADD CONSTRAINT quote_deposits_link_id_fkey FOREIGN KEY (link_id) REFERENCES public.quote_links(id);


--
-- Name: quote_deposits quote_deposits_request_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quote_deposits
    ADD CONSTRAINT quote_deposits_request_id_fkey FOREIGN KEY (request_id) REFERENCES public.service_requests(id);


--
-- Name: quote_links quote_links_request_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quote_links
    ADD CONSTRAINT quote_links_request_id_fkey FOREIGN KEY (request_id) REFERENCES public.service_requests(id);


--
-- Name: request_receipts request_receipts_request_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.request_receipts
    ADD CONSTRAINT request_receipts_request_id_fkey FOREIGN KEY (request_id) REFERENCES public.service_requests(id);


--
-- Name: request_reminders request_reminders_request_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.request_reminders
    ADD CONSTRAINT request_reminders_request_id_fkey FOREIGN KEY (request_id) REFERENCES public.service_requests(id);


--
-- Name: staff staff_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff
    ADD CONSTRAINT staff_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;


--
-- Name: stripe_subscriptions stripe_subscriptions_partner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.stripe_subscriptions
    ADD CONSTRAINT stripe_subscriptions_partner_id_fkey FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;


--
-- Name: stripe_subscriptions stripe_subscriptions_property_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.stripe_subscriptions
    ADD CONSTRAINT stripe_subscriptions_property_id_fkey FOREIGN KEY (property_id) REFERENCES public.properties(id) ON DELETE SET NULL;


--
-- Name: request_counts Staff read the counts; Type: POLICY; Schema: private; Owner: -
--

CREATE POLICY "Staff read the counts" ON private.request_counts FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));


--
-- Name: request_counts; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.request_counts ENABLE ROW LEVEL SECURITY;

--
-- Name: pickup_marks Crew mark buildings; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Crew mark buildings" ON public.pickup_marks FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_crew() AS is_crew));


--
-- Name: pickup_marks Crew read tonight's marks; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Crew read tonight's marks" ON public.pickup_marks FOR SELECT TO authenticated USING ((( SELECT public.is_crew() AS is_crew) AND (night = public.current_night())));


--
-- Name: pickup_marks Crew take back their own mark within the Undo's minute; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Crew take back their own mark within the Undo's minute" ON public.pickup_marks FOR DELETE TO authenticated USING ((( SELECT public.is_crew() AS is_crew) AND (marked_by = ( SELECT auth.uid() AS uid)) AND (recorded_at > (now() - private.mark_undo_window()))));


--
-- Name: properties Partners add properties of their own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Partners add properties of their own" ON public.properties FOR INSERT TO authenticated WITH CHECK ((partner_id IN ( SELECT p.id
   FROM public.partners p
  WHERE (p.user_id = ( SELECT auth.uid() AS uid)))));


--
-- Name: property_buildings Partners add their own buildings; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Partners add their own buildings" ON public.property_buildings FOR INSERT TO authenticated WITH CHECK ((property_id IN ( SELECT pr.id
   FROM (public.properties pr
     JOIN public.partners p ON ((p.id = pr.partner_id)))
  WHERE (p.user_id = ( SELECT auth.uid() AS uid)))));


--
-- Name: partners Partners add their own row; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Partners add their own row" ON public.partners FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: property_buildings Partners change their own buildings; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Partners change their own buildings" ON public.property_buildings FOR UPDATE TO authenticated USING ((property_id IN ( SELECT pr.id
   FROM (public.properties pr
     JOIN public.partners p ON ((p.id = pr.partner_id)))
  WHERE (p.user_id = ( SELECT auth.uid() AS uid))))) WITH CHECK ((property_id IN ( SELECT pr.id
   FROM (public.properties pr
     JOIN public.partners p ON ((p.id = pr.partner_id)))
  WHERE (p.user_id = ( SELECT auth.uid() AS uid)))));


--
-- Name: properties Partners change their own properties; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Partners change their own properties" ON public.properties FOR UPDATE TO authenticated USING ((partner_id IN ( SELECT p.id
   FROM public.partners p
  WHERE (p.user_id = ( SELECT auth.uid() AS uid))))) WITH CHECK ((partner_id IN ( SELECT p.id
   FROM public.partners p
  WHERE (p.user_id = ( SELECT auth.uid() AS uid)))));


--
-- Name: partners Partners change their own row; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Partners change their own row" ON public.partners FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: property_buildings Partners read their own buildings, staff every building; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Partners read their own buildings, staff every building" ON public.property_buildings FOR SELECT TO authenticated USING (((property_id IN ( SELECT pr.id
   FROM (public.properties pr
     JOIN public.partners p ON ((p.id = pr.partner_id)))
  WHERE (p.user_id = ( SELECT auth.uid() AS uid)))) OR ( SELECT public.is_staff() AS is_staff)));


--
-- Name: properties Partners read their own properties, staff every property; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Partners read their own properties, staff every property" ON public.properties FOR SELECT TO authenticated USING (((partner_id IN ( SELECT p.id
   FROM public.partners p
  WHERE (p.user_id = ( SELECT auth.uid() AS uid)))) OR ( SELECT public.is_staff() AS is_staff)));


--
-- Name: partners Partners read their own row, staff every row; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Partners read their own row, staff every row" ON public.partners FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_staff() AS is_staff)));


--
-- Name: stripe_subscriptions Partners read their own subscriptions, staff every subscription; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Partners read their own subscriptions, staff every subscription" ON public.stripe_subscriptions FOR SELECT TO authenticated USING (((partner_id IN ( SELECT p.id
   FROM public.partners p
  WHERE (p.user_id = ( SELECT auth.uid() AS uid)))) OR ( SELECT public.is_staff() AS is_staff)));


--
-- Name: push_subscriptions Staff add their own devices; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff add their own devices" ON public.push_subscriptions FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_staff() AS is_staff)));


--
-- Name: quote_links Staff mark a quote link sent or revoked; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff mark a quote link sent or revoked" ON public.quote_links FOR UPDATE TO authenticated USING (( SELECT public.is_staff() AS is_staff)) WITH CHECK (( SELECT public.is_staff() AS is_staff));


--
-- Name: pickup_marks Staff mark buildings; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff mark buildings" ON public.pickup_marks FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_staff() AS is_staff));


--
-- Name: push_subscriptions Staff mark their own devices as seen; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff mark their own devices as seen" ON public.push_subscriptions FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: quote_deposits Staff read every deposit; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read every deposit" ON public.quote_deposits FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));


--
-- Name: pickup_marks Staff read every mark, partners their own properties' marks; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read every mark, partners their own properties' marks" ON public.pickup_marks FOR SELECT TO authenticated USING ((( SELECT public.is_staff() AS is_staff) OR (property_id IN ( SELECT pr.id
   FROM (public.properties pr
     JOIN public.partners p ON ((p.id = pr.partner_id)))
  WHERE (p.user_id = ( SELECT auth.uid() AS uid))))));


--
-- Name: quote_links Staff read every quote link; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read every quote link" ON public.quote_links FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));


--
-- Name: request_receipts Staff read every receipt; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read every receipt" ON public.request_receipts FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));


--
-- Name: request_reminders Staff read every reminder; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read every reminder" ON public.request_reminders FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));


--
-- Name: missed_pickup_reports Staff read every report not held, partners their own properties; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read every report not held, partners their own properties" ON public.missed_pickup_reports FOR SELECT TO authenticated USING (((held_reason IS NULL) AND (( SELECT public.is_staff() AS is_staff) OR (property_id IN ( SELECT pr.id
   FROM (public.properties pr
     JOIN public.partners p ON ((p.id = pr.partner_id)))
  WHERE (p.user_id = ( SELECT auth.uid() AS uid)))))));


--
-- Name: service_requests Staff read every request not held; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read every request not held" ON public.service_requests FOR SELECT TO authenticated USING ((( SELECT public.is_staff() AS is_staff) AND (status <> 'held'::text)));


--
-- Name: deposit_refunds Staff read the refunds of deposits; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read the refunds of deposits" ON public.deposit_refunds FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));


--
-- Name: push_subscriptions Staff read their own devices; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff read their own devices" ON public.push_subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: push_subscriptions Staff remove their own devices; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff remove their own devices" ON public.push_subscriptions FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));


--
-- Name: pickup_marks Staff take back a mark within the Undo's minute; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff take back a mark within the Undo's minute" ON public.pickup_marks FOR DELETE TO authenticated USING ((( SELECT public.is_staff() AS is_staff) AND (recorded_at > (now() - private.mark_undo_window()))));


--
-- Name: service_requests Staff update a request not held; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "Staff update a request not held" ON public.service_requests FOR UPDATE TO authenticated USING ((( SELECT public.is_staff() AS is_staff) AND (status <> 'held'::text))) WITH CHECK ((( SELECT public.is_staff() AS is_staff) AND (status <> 'held'::text)));


--
-- Name: crew The owner reads the team; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "The owner reads the team" ON public.crew FOR SELECT TO authenticated USING (( SELECT public.is_staff() AS is_staff));


--
-- Name: crew; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.crew ENABLE ROW LEVEL SECURITY;

--
-- Name: deposit_refunds; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.deposit_refunds ENABLE ROW LEVEL SECURITY;

--
-- Name: missed_pickup_reports; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.missed_pickup_reports ENABLE ROW LEVEL SECURITY;

--
-- Name: partners; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.partners ENABLE ROW LEVEL SECURITY;

--
-- Name: pickup_marks; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.pickup_marks ENABLE ROW LEVEL SECURITY;

--
-- Name: properties; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.properties ENABLE ROW LEVEL SECURITY;

--
-- Name: property_buildings; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.property_buildings ENABLE ROW LEVEL SECURITY;

--
-- Name: push_subscriptions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.push_subscriptions ENABLE ROW LEVEL SECURITY;

--
-- Name: quote_deposits; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.quote_deposits ENABLE ROW LEVEL SECURITY;

--
-- Name: quote_links; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.quote_links ENABLE ROW LEVEL SECURITY;

--
-- Name: request_receipts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.request_receipts ENABLE ROW LEVEL SECURITY;

--
-- Name: request_reminders; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.request_reminders ENABLE ROW LEVEL SECURITY;

--
-- Name: service_requests; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.service_requests ENABLE ROW LEVEL SECURITY;

--
-- Name: staff; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.staff ENABLE ROW LEVEL SECURITY;

--
-- Name: stripe_events; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.stripe_events ENABLE ROW LEVEL SECURITY;

--
-- Name: stripe_subscriptions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.stripe_subscriptions ENABLE ROW LEVEL SECURITY;

--
-- Name: SCHEMA private; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA private TO anon;
GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;


--
-- Name: SCHEMA public; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;


--
-- Name: FUNCTION bill_changed_units(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.bill_changed_units() FROM PUBLIC;


--
-- Name: FUNCTION bill_stored_quantity(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.bill_stored_quantity() FROM PUBLIC;


--
-- Name: FUNCTION bills(status text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.bills(status text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.bills(status text) TO service_role;


--
-- Name: FUNCTION business_day(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.business_day() FROM PUBLIC;
GRANT ALL ON FUNCTION private.business_day() TO authenticated;
GRANT ALL ON FUNCTION private.business_day() TO service_role;


--
-- Name: FUNCTION count_requests(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.count_requests() FROM PUBLIC;


--
-- Name: TABLE service_requests; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,REFERENCES,TRIGGER,TRUNCATE,MAINTAIN,UPDATE ON TABLE public.service_requests TO service_role;
GRANT SELECT ON TABLE public.service_requests TO authenticated;


--
-- Name: COLUMN service_requests.status; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(status) ON TABLE public.service_requests TO authenticated;


--
-- Name: COLUMN service_requests.owner_notes; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(owner_notes) ON TABLE public.service_requests TO authenticated;


--
-- Name: COLUMN service_requests.scheduled_for; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(scheduled_for) ON TABLE public.service_requests TO authenticated;


--
-- Name: COLUMN service_requests.scheduled_from; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(scheduled_from) ON TABLE public.service_requests TO authenticated;


--
-- Name: COLUMN service_requests.scheduled_until; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(scheduled_until) ON TABLE public.service_requests TO authenticated;


--
-- Name: COLUMN service_requests.quote_cents; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(quote_cents) ON TABLE public.service_requests TO authenticated;


--
-- Name: COLUMN service_requests.review_requested_at; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(review_requested_at) ON TABLE public.service_requests TO authenticated;


--
-- Name: COLUMN service_requests.lost_reason; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(lost_reason) ON TABLE public.service_requests TO authenticated;


--
-- Name: COLUMN service_requests.set_out_note; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(set_out_note) ON TABLE public.service_requests TO authenticated;


--
-- Name: FUNCTION customer_facts(r public.service_requests); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.customer_facts(r public.service_requests) FROM PUBLIC;


--
-- Name: FUNCTION grams(value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.grams(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.grams(value text) TO authenticated;
GRANT ALL ON FUNCTION private.grams(value text) TO service_role;


--
-- Name: FUNCTION held_room_left(source_hash text, source_56_hash text, at timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.held_room_left(source_hash text, source_56_hash text, at timestamp with time zone) FROM PUBLIC;


--
-- Name: FUNCTION inbox_place(r public.service_requests, today date); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.inbox_place(r public.service_requests, today date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.inbox_place(r public.service_requests, today date) TO authenticated;
GRANT ALL ON FUNCTION private.inbox_place(r public.service_requests, today date) TO service_role;


--
-- Name: FUNCTION intake_setting(name text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.intake_setting(name text) FROM PUBLIC;


--
-- Name: FUNCTION mark_undo_window(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.mark_undo_window() FROM PUBLIC;
GRANT ALL ON FUNCTION private.mark_undo_window() TO authenticated;
GRANT ALL ON FUNCTION private.mark_undo_window() TO service_role;


--
-- Name: FUNCTION mark_wait_limit(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.mark_wait_limit() FROM PUBLIC;
GRANT ALL ON FUNCTION private.mark_wait_limit() TO authenticated;
GRANT ALL ON FUNCTION private.mark_wait_limit() TO service_role;


--
-- Name: FUNCTION marker_email(user_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.marker_email(user_id uuid) FROM PUBLIC;


--
-- Name: FUNCTION missed_pickup_message(report_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.missed_pickup_message(report_id uuid) FROM PUBLIC;


--
-- Name: FUNCTION missed_pickup_reports_limits(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.missed_pickup_reports_limits() FROM PUBLIC;


--
-- Name: FUNCTION note_request(kind text, at timestamp with time zone, alone boolean, id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.note_request(kind text, at timestamp with time zone, alone boolean, id uuid) FROM PUBLIC;


--
-- Name: FUNCTION notification_pause(batch private.notification_batches, at timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notification_pause(batch private.notification_batches, at timestamp with time zone) FROM PUBLIC;


--
-- Name: FUNCTION notify_new_request(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_new_request() FROM PUBLIC;


--
-- Name: FUNCTION notify_owner_of_missed_pickup(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_owner_of_missed_pickup() FROM PUBLIC;


--
-- Name: FUNCTION notify_owner_of_partner(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_owner_of_partner() FROM PUBLIC;


--
-- Name: FUNCTION notify_owner_of_quote(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_owner_of_quote() FROM PUBLIC;


--
-- Name: FUNCTION notify_released_report(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_released_report() FROM PUBLIC;


--
-- Name: FUNCTION notify_released_request(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_released_request() FROM PUBLIC;


--
-- Name: FUNCTION partner_sees_pickup_photo(object_name text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.partner_sees_pickup_photo(object_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.partner_sees_pickup_photo(object_name text) TO authenticated;


--
-- Name: FUNCTION partners_refresh_active(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.partners_refresh_active() FROM PUBLIC;


--
-- Name: FUNCTION pickup_marks_before_insert(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.pickup_marks_before_insert() FROM PUBLIC;


--
-- Name: FUNCTION post_billed_units(property_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.post_billed_units(property_id uuid) FROM PUBLIC;


--
-- Name: FUNCTION post_notification(body jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.post_notification(body jsonb) FROM PUBLIC;


--
-- Name: FUNCTION properties_derive_active(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.properties_derive_active() FROM PUBLIC;


--
-- Name: FUNCTION property_buildings_before_update(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.property_buildings_before_update() FROM PUBLIC;


--
-- Name: FUNCTION property_served(property_id uuid, partner_id uuid, service_override text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.property_served(property_id uuid, partner_id uuid, service_override text) FROM PUBLIC;


--
-- Name: FUNCTION quote_links_before_update(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.quote_links_before_update() FROM PUBLIC;


--
-- Name: FUNCTION quote_links_offered_days_ahead(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.quote_links_offered_days_ahead() FROM PUBLIC;


--
-- Name: FUNCTION quote_message(id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.quote_message(id uuid) FROM PUBLIC;


--
-- Name: FUNCTION reconcile_billed_units(most integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.reconcile_billed_units(most integer) FROM PUBLIC;


--
-- Name: FUNCTION report_accepts_photo(object_name text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.report_accepts_photo(object_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.report_accepts_photo(object_name text) TO anon;
GRANT ALL ON FUNCTION private.report_accepts_photo(object_name text) TO authenticated;


--
-- Name: FUNCTION request_grams(name text, city text, phone text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.request_grams(name text, city text, phone text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.request_grams(name text, city text, phone text) TO authenticated;
GRANT ALL ON FUNCTION private.request_grams(name text, city text, phone text) TO service_role;


--
-- Name: FUNCTION request_message(request_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.request_message(request_id uuid) FROM PUBLIC;


--
-- Name: FUNCTION require_staff(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_staff() FROM PUBLIC;


--
-- Name: FUNCTION runs_route(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.runs_route() FROM PUBLIC;
GRANT ALL ON FUNCTION private.runs_route() TO authenticated;


--
-- Name: FUNCTION search_open_request_ids(term_grams text[], digit_grams text[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.search_open_request_ids(term_grams text[], digit_grams text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.search_open_request_ids(term_grams text[], digit_grams text[]) TO authenticated;
GRANT ALL ON FUNCTION private.search_open_request_ids(term_grams text[], digit_grams text[]) TO service_role;


--
-- Name: FUNCTION search_request_ids(term_grams text[], digit_grams text[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.search_request_ids(term_grams text[], digit_grams text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.search_request_ids(term_grams text[], digit_grams text[]) TO authenticated;
GRANT ALL ON FUNCTION private.search_request_ids(term_grams text[], digit_grams text[]) TO service_role;


--
-- Name: FUNCTION send_due_notifications(at timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.send_due_notifications(at timestamp with time zone) FROM PUBLIC;


--
-- Name: FUNCTION send_receipt(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.send_receipt() FROM PUBLIC;


--
-- Name: FUNCTION send_reminders(at timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.send_reminders(at timestamp with time zone) FROM PUBLIC;


--
-- Name: FUNCTION service_requests_lifecycle_before_update(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.service_requests_lifecycle_before_update() FROM PUBLIC;


--
-- Name: FUNCTION service_requests_quote_changed(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.service_requests_quote_changed() FROM PUBLIC;


--
-- Name: FUNCTION source_hash(address inet, ipv6_prefix integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.source_hash(address inet, ipv6_prefix integer) FROM PUBLIC;


--
-- Name: FUNCTION stripe_subscriptions_refresh_active(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.stripe_subscriptions_refresh_active() FROM PUBLIC;


--
-- Name: FUNCTION answer_quote(token_hash text, accept boolean, day date, reason text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.answer_quote(token_hash text, accept boolean, day date, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.answer_quote(token_hash text, accept boolean, day date, reason text) TO service_role;


--
-- Name: FUNCTION apply_deposit_event(event_id text, event_type text, event_created timestamp with time zone, outcome text, deposit_id uuid, payment_intent_id text, refunded_cents integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.apply_deposit_event(event_id text, event_type text, event_created timestamp with time zone, outcome text, deposit_id uuid, payment_intent_id text, refunded_cents integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_deposit_event(event_id text, event_type text, event_created timestamp with time zone, outcome text, deposit_id uuid, payment_intent_id text, refunded_cents integer) TO service_role;


--
-- Name: FUNCTION apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, subscription jsonb, retrieved boolean, partner_id uuid, customer_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, subscription jsonb, retrieved boolean, partner_id uuid, customer_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_stripe_event(event_id text, event_type text, event_created timestamp with time zone, subscription jsonb, retrieved boolean, partner_id uuid, customer_id text) TO service_role;


--
-- Name: TABLE quote_deposits; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.quote_deposits TO service_role;
GRANT SELECT ON TABLE public.quote_deposits TO authenticated;


--
-- Name: FUNCTION begin_deposit(token_hash text, amount_cents integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.begin_deposit(token_hash text, amount_cents integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.begin_deposit(token_hash text, amount_cents integer) TO service_role;


--
-- Name: FUNCTION claim_quote_email(request_id uuid, token_hash text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.claim_quote_email(request_id uuid, token_hash text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_quote_email(request_id uuid, token_hash text) TO authenticated;


--
-- Name: FUNCTION create_quote_link(request_id uuid, offered_days date[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.create_quote_link(request_id uuid, offered_days date[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_quote_link(request_id uuid, offered_days date[]) TO authenticated;


--
-- Name: FUNCTION crew_jobs(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.crew_jobs() FROM PUBLIC;
GRANT ALL ON FUNCTION public.crew_jobs() TO authenticated;
GRANT ALL ON FUNCTION public.crew_jobs() TO service_role;


--
-- Name: FUNCTION current_night(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.current_night() FROM PUBLIC;
GRANT ALL ON FUNCTION public.current_night() TO anon;
GRANT ALL ON FUNCTION public.current_night() TO authenticated;
GRANT ALL ON FUNCTION public.current_night() TO service_role;


--
-- Name: FUNCTION delete_held_requests(up_to timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.delete_held_requests(up_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_held_requests(up_to timestamp with time zone) TO authenticated;


--
-- Name: FUNCTION held_reports(max_rows integer, after uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.held_reports(max_rows integer, after uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.held_reports(max_rows integer, after uuid) TO authenticated;


--
-- Name: FUNCTION held_request_count(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.held_request_count() FROM PUBLIC;
GRANT ALL ON FUNCTION public.held_request_count() TO authenticated;


--
-- Name: FUNCTION held_requests(max_rows integer, after uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.held_requests(max_rows integer, after uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.held_requests(max_rows integer, after uuid) TO authenticated;


--
-- Name: FUNCTION inbox_month(month_start date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.inbox_month(month_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.inbox_month(month_start date) TO authenticated;


--
-- Name: FUNCTION inbox_requests(filter text, search text, after uuid, page_size integer, today date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.inbox_requests(filter text, search text, after uuid, page_size integer, today date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.inbox_requests(filter text, search text, after uuid, page_size integer, today date) TO authenticated;
GRANT ALL ON FUNCTION public.inbox_requests(filter text, search text, after uuid, page_size integer, today date) TO service_role;


--
-- Name: FUNCTION inbox_reviews(after uuid, page_size integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.inbox_reviews(after uuid, page_size integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.inbox_reviews(after uuid, page_size integer) TO authenticated;
GRANT ALL ON FUNCTION public.inbox_reviews(after uuid, page_size integer) TO service_role;


--
-- Name: FUNCTION inbox_summary(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.inbox_summary() FROM PUBLIC;
GRANT ALL ON FUNCTION public.inbox_summary() TO authenticated;
GRANT ALL ON FUNCTION public.inbox_summary() TO service_role;


--
-- Name: FUNCTION inbox_upcoming(after uuid, page_size integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.inbox_upcoming(after uuid, page_size integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.inbox_upcoming(after uuid, page_size integer) TO authenticated;
GRANT ALL ON FUNCTION public.inbox_upcoming(after uuid, page_size integer) TO service_role;


--
-- Name: FUNCTION intake_check_trouble(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.intake_check_trouble() FROM PUBLIC;
GRANT ALL ON FUNCTION public.intake_check_trouble() TO authenticated;


--
-- Name: FUNCTION is_crew(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.is_crew() FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_crew() TO anon;
GRANT ALL ON FUNCTION public.is_crew() TO authenticated;
GRANT ALL ON FUNCTION public.is_crew() TO service_role;


--
-- Name: FUNCTION is_staff(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.is_staff() FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_staff() TO anon;
GRANT ALL ON FUNCTION public.is_staff() TO authenticated;
GRANT ALL ON FUNCTION public.is_staff() TO service_role;


--
-- Name: FUNCTION mark_authors(ids uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.mark_authors(ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mark_authors(ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.mark_authors(ids uuid[]) TO service_role;


--
-- Name: FUNCTION missed_pickups(after uuid, page_size integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.missed_pickups(after uuid, page_size integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.missed_pickups(after uuid, page_size integer) TO authenticated;


--
-- Name: FUNCTION missed_report_phones(ids uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.missed_report_phones(ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.missed_report_phones(ids uuid[]) TO authenticated;


--
-- Name: FUNCTION month_collected_online(month_start date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.month_collected_online(month_start date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.month_collected_online(month_start date) TO authenticated;
GRANT ALL ON FUNCTION public.month_collected_online(month_start date) TO service_role;


--
-- Name: FUNCTION my_role(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.my_role() FROM PUBLIC;
GRANT ALL ON FUNCTION public.my_role() TO anon;
GRANT ALL ON FUNCTION public.my_role() TO authenticated;
GRANT ALL ON FUNCTION public.my_role() TO service_role;


--
-- Name: TABLE partners; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.partners TO service_role;
GRANT SELECT ON TABLE public.partners TO authenticated;


--
-- Name: COLUMN partners.company_name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(company_name),UPDATE(company_name) ON TABLE public.partners TO authenticated;


--
-- Name: COLUMN partners.contact_name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(contact_name),UPDATE(contact_name) ON TABLE public.partners TO authenticated;


--
-- Name: COLUMN partners.phone; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(phone),UPDATE(phone) ON TABLE public.partners TO authenticated;


--
-- Name: TABLE properties; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.properties TO service_role;
GRANT SELECT ON TABLE public.properties TO authenticated;


--
-- Name: COLUMN properties.partner_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(partner_id) ON TABLE public.properties TO authenticated;


--
-- Name: COLUMN properties.name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(name),UPDATE(name) ON TABLE public.properties TO authenticated;


--
-- Name: COLUMN properties.street_address; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(street_address),UPDATE(street_address) ON TABLE public.properties TO authenticated;


--
-- Name: COLUMN properties.city; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(city),UPDATE(city) ON TABLE public.properties TO authenticated;


--
-- Name: COLUMN properties.units; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(units),UPDATE(units) ON TABLE public.properties TO authenticated;


--
-- Name: COLUMN properties.set_out_from; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(set_out_from),UPDATE(set_out_from) ON TABLE public.properties TO authenticated;


--
-- Name: COLUMN properties.set_out_until; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(set_out_until),UPDATE(set_out_until) ON TABLE public.properties TO authenticated;


--
-- Name: COLUMN properties.rules; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(rules),UPDATE(rules) ON TABLE public.properties TO authenticated;


--
-- Name: COLUMN properties.access_notes; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(access_notes),UPDATE(access_notes) ON TABLE public.properties TO authenticated;


--
-- Name: TABLE property_buildings; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.property_buildings TO service_role;
GRANT SELECT ON TABLE public.property_buildings TO authenticated;


--
-- Name: COLUMN property_buildings.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.property_buildings TO authenticated;


--
-- Name: COLUMN property_buildings.property_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(property_id) ON TABLE public.property_buildings TO authenticated;


--
-- Name: COLUMN property_buildings.name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(name),UPDATE(name) ON TABLE public.property_buildings TO authenticated;


--
-- Name: COLUMN property_buildings."position"; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT("position"),UPDATE("position") ON TABLE public.property_buildings TO authenticated;


--
-- Name: COLUMN property_buildings.retired_at; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(retired_at) ON TABLE public.property_buildings TO authenticated;


--
-- Name: TABLE stripe_subscriptions; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.stripe_subscriptions TO service_role;
GRANT SELECT ON TABLE public.stripe_subscriptions TO authenticated;


--
-- Name: FUNCTION partner_accounts(with_buildings boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.partner_accounts(with_buildings boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.partner_accounts(with_buildings boolean) TO authenticated;
GRANT ALL ON FUNCTION public.partner_accounts(with_buildings boolean) TO service_role;


--
-- Name: FUNCTION partner_property(user_id uuid, property_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.partner_property(user_id uuid, property_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.partner_property(user_id uuid, property_id uuid) TO service_role;


--
-- Name: FUNCTION property_month(property_id uuid, month date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.property_month(property_id uuid, month date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.property_month(property_id uuid, month date) TO authenticated;
GRANT ALL ON FUNCTION public.property_month(property_id uuid, month date) TO service_role;


--
-- Name: FUNCTION quote_page(token_hash text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.quote_page(token_hash text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.quote_page(token_hash text) TO service_role;


--
-- Name: FUNCTION quote_state(request public.service_requests); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.quote_state(request public.service_requests) FROM PUBLIC;
GRANT ALL ON FUNCTION public.quote_state(request public.service_requests) TO authenticated;
GRANT ALL ON FUNCTION public.quote_state(request public.service_requests) TO service_role;


--
-- Name: FUNCTION release_held_reports(ids uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.release_held_reports(ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.release_held_reports(ids uuid[]) TO authenticated;


--
-- Name: FUNCTION release_held_requests(ids uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.release_held_requests(ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.release_held_requests(ids uuid[]) TO authenticated;


--
-- Name: FUNCTION release_quote_email(link_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.release_quote_email(link_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.release_quote_email(link_id uuid) TO authenticated;


--
-- Name: FUNCTION reorder_buildings(property_id uuid, building_ids uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.reorder_buildings(property_id uuid, building_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reorder_buildings(property_id uuid, building_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.reorder_buildings(property_id uuid, building_ids uuid[]) TO service_role;


--
-- Name: FUNCTION report_missed_pickup(code text, report_id uuid, building_id uuid, unit text, phone text, has_photo boolean, client_address inet, verification text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_missed_pickup(code text, report_id uuid, building_id uuid, unit text, phone text, has_photo boolean, client_address inet, verification text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_missed_pickup(code text, report_id uuid, building_id uuid, unit text, phone text, has_photo boolean, client_address inet, verification text) TO service_role;


--
-- Name: FUNCTION request_photos_again(request_id uuid, retry_key_hash text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.request_photos_again(request_id uuid, retry_key_hash text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_photos_again(request_id uuid, retry_key_hash text) TO service_role;


--
-- Name: FUNCTION resident_page(code text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.resident_page(code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.resident_page(code text) TO anon;
GRANT ALL ON FUNCTION public.resident_page(code text) TO authenticated;
GRANT ALL ON FUNCTION public.resident_page(code text) TO service_role;


--
-- Name: FUNCTION route_night(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.route_night() FROM PUBLIC;
GRANT ALL ON FUNCTION public.route_night() TO authenticated;
GRANT ALL ON FUNCTION public.route_night() TO service_role;


--
-- Name: FUNCTION save_property(property jsonb, buildings jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_property(property jsonb, buildings jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_property(property jsonb, buildings jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.save_property(property jsonb, buildings jsonb) TO service_role;


--
-- Name: FUNCTION save_push_subscription(endpoint text, p256dh text, auth text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_push_subscription(endpoint text, p256dh text, auth text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_push_subscription(endpoint text, p256dh text, auth text) TO authenticated;
GRANT ALL ON FUNCTION public.save_push_subscription(endpoint text, p256dh text, auth text) TO service_role;


--
-- Name: FUNCTION service_requests_before_insert(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.service_requests_before_insert() TO anon;
GRANT ALL ON FUNCTION public.service_requests_before_insert() TO authenticated;
GRANT ALL ON FUNCTION public.service_requests_before_insert() TO service_role;


--
-- Name: FUNCTION service_requests_before_update(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.service_requests_before_update() TO anon;
GRANT ALL ON FUNCTION public.service_requests_before_update() TO authenticated;
GRANT ALL ON FUNCTION public.service_requests_before_update() TO service_role;


--
-- Name: FUNCTION set_deposit_session(deposit_id uuid, session_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_deposit_session(deposit_id uuid, session_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_deposit_session(deposit_id uuid, session_id text) TO service_role;


--
-- Name: FUNCTION set_partner_service(partner_id uuid, service text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_partner_service(partner_id uuid, service text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_partner_service(partner_id uuid, service text) TO authenticated;
GRANT ALL ON FUNCTION public.set_partner_service(partner_id uuid, service text) TO service_role;


--
-- Name: FUNCTION set_property_service(property_id uuid, service text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_property_service(property_id uuid, service text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_property_service(property_id uuid, service text) TO authenticated;
GRANT ALL ON FUNCTION public.set_property_service(property_id uuid, service text) TO service_role;


--
-- Name: FUNCTION submit_request(request jsonb, client_address inet, verification text, retry_key_hash text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.submit_request(request jsonb, client_address inet, verification text, retry_key_hash text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.submit_request(request jsonb, client_address inet, verification text, retry_key_hash text) TO service_role;


--
-- Name: TABLE request_counts; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.request_counts TO authenticated;
GRANT SELECT ON TABLE private.request_counts TO service_role;


--
-- Name: TABLE request_retry_keys; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT,INSERT,DELETE ON TABLE private.request_retry_keys TO service_role;


--
-- Name: TABLE crew; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.crew TO service_role;
GRANT SELECT ON TABLE public.crew TO authenticated;


--
-- Name: TABLE deposit_refunds; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.deposit_refunds TO service_role;
GRANT SELECT ON TABLE public.deposit_refunds TO authenticated;


--
-- Name: TABLE missed_pickup_reports; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.missed_pickup_reports TO service_role;


--
-- Name: COLUMN missed_pickup_reports.id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(id) ON TABLE public.missed_pickup_reports TO authenticated;


--
-- Name: COLUMN missed_pickup_reports.building_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(building_id) ON TABLE public.missed_pickup_reports TO authenticated;


--
-- Name: COLUMN missed_pickup_reports.property_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(property_id) ON TABLE public.missed_pickup_reports TO authenticated;


--
-- Name: COLUMN missed_pickup_reports.unit; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(unit) ON TABLE public.missed_pickup_reports TO authenticated;


--
-- Name: COLUMN missed_pickup_reports.has_photo; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(has_photo) ON TABLE public.missed_pickup_reports TO authenticated;


--
-- Name: COLUMN missed_pickup_reports.created_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(created_at) ON TABLE public.missed_pickup_reports TO authenticated;


--
-- Name: COLUMN missed_pickup_reports.night; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(night) ON TABLE public.missed_pickup_reports TO authenticated;


--
-- Name: TABLE pickup_marks; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.pickup_marks TO service_role;
GRANT DELETE ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(id),INSERT(id) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.building_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(building_id),INSERT(building_id) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.property_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(property_id),INSERT(property_id) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.kind; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(kind),INSERT(kind) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.problem; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(problem),INSERT(problem) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.unit; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(unit),INSERT(unit) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.note; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(note),INSERT(note) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.photo_path; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(photo_path),INSERT(photo_path) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.marked_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(marked_at),INSERT(marked_at) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.sent_after_ms; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(sent_after_ms),INSERT(sent_after_ms) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.recorded_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(recorded_at) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.happened_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(happened_at) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: COLUMN pickup_marks.night; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(night) ON TABLE public.pickup_marks TO authenticated;


--
-- Name: TABLE push_subscriptions; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.push_subscriptions TO service_role;
GRANT SELECT,DELETE ON TABLE public.push_subscriptions TO authenticated;


--
-- Name: COLUMN push_subscriptions.endpoint; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(endpoint) ON TABLE public.push_subscriptions TO authenticated;


--
-- Name: COLUMN push_subscriptions.p256dh; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(p256dh) ON TABLE public.push_subscriptions TO authenticated;


--
-- Name: COLUMN push_subscriptions.auth; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(auth) ON TABLE public.push_subscriptions TO authenticated;


--
-- Name: COLUMN push_subscriptions.last_seen_at; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(last_seen_at) ON TABLE public.push_subscriptions TO authenticated;


--
-- Name: TABLE quote_links; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.quote_links TO service_role;
GRANT SELECT ON TABLE public.quote_links TO authenticated;


--
-- Name: COLUMN quote_links.sent_at; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(sent_at) ON TABLE public.quote_links TO authenticated;


--
-- Name: COLUMN quote_links.revoked_at; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(revoked_at) ON TABLE public.quote_links TO authenticated;


--
-- Name: TABLE request_receipts; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.request_receipts TO service_role;
GRANT SELECT ON TABLE public.request_receipts TO authenticated;


--
-- Name: TABLE request_reminders; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.request_reminders TO service_role;
GRANT SELECT ON TABLE public.request_reminders TO authenticated;


--
-- Name: TABLE staff; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.staff TO service_role;


--
-- Name: TABLE stripe_events; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.stripe_events TO service_role;


--
-- Name: DEFAULT PRIVILEGES FOR SEQUENCES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES TO service_role;


--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS TO service_role;


--
-- Name: DEFAULT PRIVILEGES FOR TABLES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES TO service_role;


--
-- PostgreSQL database dump complete
--


