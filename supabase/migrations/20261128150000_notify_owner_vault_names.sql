-- The function every message to the owner goes through is named notify-owner: it sends new
-- requests, their summaries, partners' news and residents' reports. Its Vault entries are now
-- notify_owner_url and notify_owner_secret; a project whose Vault still holds the old pair
-- (notify_new_request_url, notify_new_request_secret) keeps being notified through it until the
-- new entries are added (docs/deploy/push-and-webhook.md). The pair is read together, so a URL of
-- one name is never sent with the secret of the other.

create or replace function private.post_notification(body jsonb)
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

revoke all on function private.post_notification(jsonb) from public, anon, authenticated;
