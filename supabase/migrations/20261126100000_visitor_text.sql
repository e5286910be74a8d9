-- What a visitor types reaches the owner as plain text: an e-mail address that is one plain
-- address and nothing more, names and addresses that show something, and none of the characters
-- that reorder or hide the text after them. The form checks the same before sending
-- (supabase/functions/_shared/email-address.ts and visible-text.ts, whose lists are these; a
-- test compares them), so a visitor is never refused here for something the form let through.

-- The direction and joining controls (a right-to-left override reverses the text after it in the
-- inbox, a text message or an e-mail) and everything else that shows nothing: spaces of every
-- kind, soft hyphen, invisible operators, byte order mark, variation selectors, blank fillers.
-- Written out, since a character class such as [:space:] follows the database's locale.
-- Outside the API's schemas: no RPC. Immutable, so that a CHECK may call them; any role may
-- execute them (a CHECK runs as whoever inserts).
create function private.has_direction_controls(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value ~ '[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069]'
$$;

create function private.has_visible_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value ~ '[^\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\t\n\v\f\r \u0085\u00A0\u00AD\u034F\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200A\u2028\u2029\u202F\u205F-\u2064\u206A-\u206F\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0]'
$$;

-- The rows already stored must meet the new CHECKs, which then hold for every row and every
-- later update (a CHECK added NOT VALID would still be checked on each update, so the owner
-- could no longer change such a request's status). Nothing a person could read is lost: the
-- controls are invisible; an address that is not plain moves into the owner's notes, where no
-- link is made of it; a required field that showed nothing says so.

-- For this migration only: the text without the controls, or null when it shows nothing.
create function pg_temp.cleaned(value text)
returns text
language sql
immutable
as $$
  select case when private.has_visible_text(stripped) then stripped end
  from (select regexp_replace(value, '[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
          as stripped) s
$$;

update public.service_requests
set name = coalesce(pg_temp.cleaned(name), '(not given)'),
    address = coalesce(pg_temp.cleaned(address), '(not given)'),
    unit = coalesce(pg_temp.cleaned(unit),
                    case when service = 'trash_collection' then '(not given)' end),
    garage_size = pg_temp.cleaned(garage_size),
    notes = pg_temp.cleaned(notes),
    property_name = pg_temp.cleaned(property_name),
    email = pg_temp.cleaned(email)
where (name, address, unit, garage_size, notes, property_name, email) is distinct from
      (pg_temp.cleaned(name), pg_temp.cleaned(address), pg_temp.cleaned(unit),
       pg_temp.cleaned(garage_size), pg_temp.cleaned(notes), pg_temp.cleaned(property_name),
       pg_temp.cleaned(email));

update public.service_requests
set owner_notes = left(concat_ws(E'\n\n', owner_notes,
                                 'E-mail as sent, not a plain address: ' || email), 4000),
    email = null
where not (char_length(email) <= 254
           and email ~ '^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$');

-- The address the inbox's E-mail button, the review ask, the owner's e-mail and its Reply-To
-- are made of: one plain address (see email-address.ts), in place of "has an @".
alter table public.service_requests
  drop constraint service_requests_email_valid,
  add constraint service_requests_email_plain
    check (char_length(email) <= 254
           and email ~ '^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'),
  -- btrim (the CHECKs on length) sees only ASCII spaces; a name of zero-width spaces showed the
  -- owner a blank heading. Each given text shows something (null passes a CHECK).
  add constraint service_requests_name_visible check (private.has_visible_text(name)),
  add constraint service_requests_address_visible check (private.has_visible_text(address)),
  add constraint service_requests_unit_visible check (private.has_visible_text(unit)),
  add constraint service_requests_garage_size_visible check (private.has_visible_text(garage_size)),
  add constraint service_requests_notes_visible check (private.has_visible_text(notes)),
  add constraint service_requests_property_name_visible
    check (private.has_visible_text(property_name)),
  add constraint service_requests_no_direction_controls
    check (not private.has_direction_controls(
      concat(name, address, unit, garage_size, notes, property_name, email)));

drop function pg_temp.cleaned(text);
