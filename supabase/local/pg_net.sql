-- The pg_net stand-in, written so that running it again changes nothing but the functions'
-- bodies (supabase/local/database.ts runs it at each start of the development backend).

-- pg_net (supabase/pg_net, sql/pg_net.sql, 0.20; its README's "net.http_post function
-- signature" and "Technical Explanation"): http_post queues the request in
-- net.http_request_queue, wakes the worker at commit (net.wake) and returns the request's id; the
-- worker takes the queued rows off the queue, sends them and records each answer in
-- net._http_response. Here net.wake is a notification, which PostgreSQL delivers only once the
-- transaction commits, and the worker is the local server's (supabase/local/pg-net.ts): a
-- request queued in a transaction that rolls back is never sent, as with the real one. Like the
-- real function it adds a JSON Content-Type when the headers name none and refuses any other;
-- params (appended to the URL by the real one) are refused, as nothing here uses them.
create schema if not exists net;

create table if not exists net.http_request_queue (
  id bigserial,
  method text not null check (method ilike 'get' or method ilike 'post' or method ilike 'delete'),
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);

create or replace function net.wake()
returns void
language sql
as $$
  select pg_catalog.pg_notify('pg_net', '')
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language plpgsql
as $$
declare
  request_id bigint;
  content_type text;
begin
  select value into content_type
    from jsonb_each_text(coalesce(headers, '{}'::jsonb))
    where lower(key) = 'content-type'
    limit 1;
  if content_type is null then
    headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
  elsif content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  if params is not null and params <> '{}'::jsonb then
    raise exception 'the pg_net stand-in does not encode params';
  end if;

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  perform net.wake();
  return request_id;
end;
$$;

-- The real extension grants its schema and tables to PUBLIC.
grant usage on schema net to public;
grant all on all tables in schema net to public;
grant all on all sequences in schema net to public;
