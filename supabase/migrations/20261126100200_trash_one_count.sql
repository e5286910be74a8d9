-- One count prices a trash collection request: a resident's rooms, or a property manager's
-- units, each at the monthly price. The form asked a manager for both, and the inbox priced the
-- row by the rooms and the quote by the units. Now a request holds at most one of them; the
-- columns stay, since each names what the visitor counted.

-- A manager's request that holds both is priced by its units, as the suggested quote already
-- did; the rooms a manager was asked for by mistake go, so that the CHECK holds for every row
-- (added NOT VALID it would still be checked on each update, and the owner could no longer
-- change such a request's status).
update public.service_requests
set rooms = null
where service = 'trash_collection' and rooms is not null and units is not null;

alter table public.service_requests
  add constraint service_requests_trash_one_count
    check (service <> 'trash_collection' or rooms is null or units is null);
