-- Every message to the owner (new requests and their summaries, partners' news, residents'
-- reports) goes out through one call of the notify-new-request function, queued with pg_net so
-- that it is sent only once the transaction that caused it commits.

-- Queues one call of notify-new-request: its URL and the shared secret come from Vault
-- (docs/deploy/push-and-webhook.md). Nothing here may fail the caller's transaction: without the
-- Vault entries, or with pg_net failing, a warning is logged and the request stays stored.
create function private.post_notification(body jsonb)
returns void
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
      raise warning 'notify_new_request_url or notify_new_request_secret is missing from Vault: no notification of % %',
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

revoke all on function private.post_notification(jsonb) from public, anon, authenticated;
