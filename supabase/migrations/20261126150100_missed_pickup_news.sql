-- A resident's report of a missed pickup reaches the owner as a new request does: a trigger
-- queues a call to notify-new-request (private.post_notification); the function e-mails the owner
-- and pushes to every staff device. The body is a Database Webhook's ({type, table, schema, record,
-- old_record}) with what the owner's message names beside it: the property, the building, and
-- the crew's last mark of that building that night, if any, so that both facts go side by side.

create function private.notify_owner_of_missed_pickup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.post_notification(jsonb_build_object(
    'type', 'INSERT',
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', to_jsonb(new) - 'source_hash' - 'source_56_hash',
    'old_record', null,
    'property', (select jsonb_build_object('name', pr.name, 'city', pr.city,
                                           'street_address', pr.street_address)
                   from public.properties pr where pr.id = new.property_id),
    'building', (select jsonb_build_object('name', b.name)
                   from public.property_buildings b where b.id = new.building_id),
    'mark', (select jsonb_build_object('kind', m.kind, 'problem', m.problem,
                                       'happened_at', m.happened_at)
               from public.pickup_marks m
              where m.building_id = new.building_id and m.night = new.night
              order by m.happened_at desc limit 1)));
  return null;
end;
$$;

revoke all on function private.notify_owner_of_missed_pickup() from public, anon, authenticated;

create trigger missed_pickup_reports_notify_owner
  after insert on public.missed_pickup_reports
  for each row execute function private.notify_owner_of_missed_pickup();
