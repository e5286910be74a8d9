-- The partner's log of one property for one month, in one call and one row.
--
-- The log used to read the month with a select of every mark and every report of the partner's
-- properties; PostgREST cuts each answer at max_rows (1,000 rows), so a partner with many
-- buildings got a month with nights missing. Here the month's marks and reports travel as two
-- JSON arrays in a single row, which no row cap cuts, with tonight and the night the property
-- was first served beside them: its first mark or resident's report, or the night it was added
-- if it has none, where its log begins. That night replaces rpc/first_service_nights, which
-- answered it for every property at once and nothing calls any more.
--
-- Security invoker: the policies on properties, pickup_marks and missed_pickup_reports decide,
-- as they do for a select (a partner their own properties, staff every one). A property the
-- caller may not read gives no row. `month` is any day of the month; null is tonight's month.
-- The indexes on (property_id, night) of both tables serve the month's range.
create function public.property_month(property_id uuid, month date default null)
returns table (tonight date, first_night date, marks json, reports json)
language sql
stable
security invoker
set search_path = ''
as $$
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

revoke all on function public.property_month(uuid, date) from public, anon;
grant execute on function public.property_month(uuid, date) to authenticated, service_role;

drop function public.first_service_nights();
