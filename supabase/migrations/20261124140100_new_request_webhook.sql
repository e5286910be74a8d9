-- Each new request calls the notify-new-request function (the owner's e-mail and push), from this
-- trigger instead of a Database Webhook made in the dashboard: deploying needs no dashboard step.
-- Following Supabase's guides, the function's URL and the shared secret live in Supabase Vault
-- (docs/deploy/push-and-webhook.md has the two vault.create_secret calls), never in a migration.

-- pg_net sends the request after the insert commits, from a background worker, so the visitor's
-- insert never waits for the function. Every Supabase project can install it; a PostgreSQL
-- without it (the tests' PGlite, which gets a stand-in) is left as it is.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end;
$$;

-- The body is what a Database Webhook sends ({type, table, schema, record, old_record}), with
-- the secret as a bearer token, so the function reads it as before. Security definer: the visitor
-- inserting may read neither Vault nor call pg_net. Nothing here may fail the insert: without
-- the Vault entries, or with pg_net failing, the request is stored and a warning logged.
create function private.notify_new_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  webhook_secret text;
begin
  begin
    select s.decrypted_secret into function_url
      from vault.decrypted_secrets s where s.name = 'notify_new_request_url';
    select s.decrypted_secret into webhook_secret
      from vault.decrypted_secrets s where s.name = 'notify_new_request_secret';
    if function_url is null or webhook_secret is null then
      raise warning 'notify_new_request_url or notify_new_request_secret is missing from Vault: no notification of request %', new.id;
      return null;
    end if;

    -- 30 s: the function sends the e-mail and the pushes with their retries well within it.
    perform net.http_post(
      url := function_url,
      body := jsonb_build_object(
        'type', 'INSERT',
        'table', tg_table_name,
        'schema', tg_table_schema,
        'record', to_jsonb(new),
        'old_record', null),
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || webhook_secret),
      timeout_milliseconds := 30000);
  exception when others then
    raise warning 'The notification of request % was not queued: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

revoke all on function private.notify_new_request() from public, anon, authenticated;

create trigger service_requests_notify_new_request
  after insert on public.service_requests
  for each row execute function private.notify_new_request();
