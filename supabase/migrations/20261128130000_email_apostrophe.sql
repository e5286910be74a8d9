-- An apostrophe is valid in an address's local part (RFC 5322's atext; the HTML Standard's
-- e-mail input takes it) and common in names: o'brien@mail.example.com. The plain address of
-- email-address.ts takes it too; every mailto: is built with the address percent-encoded, and
-- the owner's e-mail escapes it, so it plants nothing.
alter table public.service_requests
  drop constraint service_requests_email_plain,
  add constraint service_requests_email_plain
    check (char_length(email) <= 254
           and email ~ '^[A-Za-z0-9._%+''-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$');
