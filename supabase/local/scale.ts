/**
 * The seed at scale: ten times a real year of the business, for benchmarks and for reading the
 * database's plans (docs/performance/owner-queries.md). 30,000 requests over three years in
 * every status (held ones too) with 45,000 photos, 50 partners with 200 properties and 1,500
 * buildings, a year of the crew's marks (one a building a night, a problem now and then, with
 * its photo), and the residents' reports of missed pickups, some held. Every table is filled by
 * one statement generated in SQL (generate_series), as the owner could in the SQL Editor, with
 * the triggers off (session_replication_role = replica): they guard what visitors and phones
 * send, one row at a time, and the rows here are made consistent by construction. The rows are
 * the same at every run (no random()), made up, and dated from the moment it runs.
 *
 * The photos' bytes are a few small shared files: one JPEG stored under every photo's name.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { ByteStore } from "./storage";

/** What seedScale stores: rows by table, and the photos stored under their names. */
export type ScaleCounts = {
  requests: number;
  requestPhotos: number;
  partners: number;
  properties: number;
  buildings: number;
  marks: number;
  reports: number;
  heldRequests: number;
  heldReports: number;
};

const years = 3;
const requestCount = 30_000;
const partnerCount = 50;
const propertiesPerPartner = 4;
/** 100 properties of 8 buildings and 100 of 7: 1,500. */
const buildingsOf = (property: string) => `7 + (${property} <= 100)::int`;
const nights = 365;
/** One report a building every so many nights: about 3,000 a year. */
const reportEvery = 183;

/** The one shared photo: a small JPEG, as the request form uploads (a 2×2 grey picture). */
const sharedJpeg = Uint8Array.from(
  Buffer.from(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAACAAIBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
    "base64",
  ),
);

/** Turns the local change capture's triggers off or back on, on every table that has one. */
const realtimeCapture = (state: "disable" | "enable always") => `
  do $$
  declare
    t record;
  begin
    for t in select tgrelid::regclass as rel from pg_catalog.pg_trigger
             where tgname = 'local_realtime_capture' loop
      execute format('alter table %s ${state} trigger local_realtime_capture', t.rel);
    end loop;
  end;
  $$`;

/**
 * Fills an empty local database (the migrations applied, no rows of its own needed) at scale.
 * `partnerUser` (an account with no partner row yet, which the caller signs in with, e.g. the
 * bench's) is the first partner, with four properties of 8 buildings; the other partners get
 * accounts of their own in auth.users, which no one signs in with. `bytes` receives
 * the shared photo under every photo's name, so that a signed URL of any of them answers.
 * Returns what it stored.
 */
export async function seedScale(
  db: PGlite,
  { bytes, partnerUser }: { bytes?: ByteStore; partnerUser?: string } = {},
): Promise<ScaleCounts> {
  const photos = await db.transaction(async (tx) => {
    await tx.exec("set local session_replication_role = replica");
    // Nobody is subscribed to a seed's rows, but the local stand-in for Realtime's change capture
    // (supabase/local/database.ts) fires even with triggers off: it would copy each of the
    // 580,000 rows as JSON into its queue with a notification each, which cost more than the rows
    // and then held the server while it drained them. Off for this transaction only.
    await tx.exec(realtimeCapture("disable"));
    await tx.query(
      `insert into auth.users (id, email)
       select gen_random_uuid(), format('scale-partner-%s@example.com', n)
         from generate_series(case when $1::uuid is null then 1 else 2 end, $2) n`,
      [partnerUser ?? null, partnerCount],
    );
    await tx.query(
      `insert into public.partners (user_id, company_name, contact_name, phone, created_at)
       select u.id, format('Scale Property Group %s', n), format('Scale Manager %s', n),
              format('+1801556%s', lpad(n::text, 4, '0')),
              now() - make_interval(days => 400 + n::int)
         from (select id, row_number() over (order by email) + ($1::uuid is not null)::int as n
                 from auth.users where email like 'scale-partner-%'
               union all select $1::uuid, 1 where $1::uuid is not null) u`,
      [partnerUser ?? null],
    );
    const cities = `(array['Pleasant Grove', 'Orem', 'Provo', 'Salt Lake City', 'Park City',
                           'Springville', 'Spanish Fork', 'Heber'])`;
    await tx.query(
      `insert into public.properties
         (partner_id, name, street_address, city, units, set_out_from, set_out_until,
          service_override, active, created_at)
       select p.id, format('Scale Apartments %s', n), format('%s Scale Way', 100 + n),
              ${cities}[1 + n % 8], 24 + n % 5 * 24, '18:00', '20:00', 'on', true,
              now() - interval '${nights + 5} days'
         from (select id, row_number() over (order by company_name) as k from public.partners
                where company_name like 'Scale Property Group %') p,
              generate_series((p.k - 1) * ${propertiesPerPartner} + 1,
                              p.k * ${propertiesPerPartner}) n`,
    );
    await tx.query(
      `insert into public.property_buildings (property_id, name, position, created_at)
       select pr.id, format('Building %s', b + 1), b, pr.created_at
         from (select id, created_at, row_number() over (order by name) as n
                 from public.properties where name like 'Scale Apartments %') pr,
              generate_series(0, ${buildingsOf("pr.n")} - 1) b`,
    );
    // Each building marked every night of the year, in route order from 8:05 p.m., a quarter
    // hour apart; one mark in 50 is a problem, and one problem in 4 has its photo.
    await tx.query(
      `insert into public.pickup_marks
         (id, building_id, property_id, kind, problem, unit, note, photo_path, marked_at,
          recorded_at, happened_at, night)
       select m.id, m.building_id, m.property_id,
              case when m.problem then 'problem' else 'picked_up' end,
              case when m.problem then (array['nothing_set_out', 'outside_window',
                'overflowing_dumpster', 'bulk_item', 'no_access'])[1 + m.k % 5] end,
              case when m.problem then (1 + m.k % 40)::text end,
              case when m.problem then 'Seeded at scale.' end,
              case when m.problem and m.k % 4 = 0 then format('marks/%s.jpg', m.id) end,
              m.at, m.at, m.at, m.night
         from (select gen_random_uuid() as id, b.id as building_id, b.property_id,
                      (public.current_night() - d) as night,
                      ((public.current_night() - d) + time '20:05'
                        + b.position * interval '15 minutes') at time zone 'America/Denver' as at,
                      (d * 31 + b.position * 7 + hashtext(b.id::text)::bigint) % 50 = 0 as problem,
                      d + (hashtext(b.id::text) & 2147483647) as k
                 from public.property_buildings b, generate_series(1, ${nights}) d
                where b.name like 'Building %') m`,
    );
    // Residents' reports of missed pickups, on a night of a building; one in 10 held.
    await tx.query(
      `insert into public.missed_pickup_reports
         (id, building_id, property_id, unit, phone, has_photo, created_at, night, held_reason)
       select gen_random_uuid(), b.id, b.property_id, (1 + d % 40)::text,
              format('+1385555%s', lpad((d * 7 % 10000)::text, 4, '0')), d % 3 = 0,
              ((public.current_night() - d) + time '21:30') at time zone 'America/Denver',
              public.current_night() - d,
              case when d % 10 = 0 then 'phone' end
         from public.property_buildings b, generate_series(1, ${nights}) d
        where (d + (hashtext(b.id::text) & 2147483647)) % ${reportEvery} = 0`,
    );
    // Requests over three years, newest last; the old ones ended (done, lost or held), the
    // last two months' open in every status, some scheduled jobs overdue.
    await tx.query(
      `insert into public.service_requests
         (service, name, phone, email, address, unit, city, garage_size, units, contact_method,
          sms_consent, photo_count, created_at, status, contacted_at, status_changed_at,
          scheduled_for, scheduled_from, scheduled_until, quote_cents, review_requested_at,
          lost_reason, source_page, held_reason)
       select r.service, format('Scale Customer %s', r.n),
              format('+1801%s', lpad((2000000 + r.n * 37 % 8000000)::text, 7, '0')),
              case when r.n % 3 = 0 then format('customer%s@example.com', r.n) end,
              format('%s N Scale St', r.n % 900 + 1),
              case when r.service = 'trash_collection' then (1 + r.n % 30)::text end,
              (${cities} || array['Other'])[1 + r.n % 9],
              case when r.service = 'garage_cleanout' then '2-car' end,
              case when r.service = 'trash_collection' then 12 + r.n % 50 end,
              case when r.n % 4 = 0 then 'call' else 'text' end, r.n % 4 <> 0,
              case when r.service = 'garage_cleanout' then r.n % 4 else 0 end,
              r.at, r.status,
              case when r.status not in ('new', 'held') then r.at + make_interval(mins => 5 + r.n % 240) end,
              case when r.status not in ('new', 'held') then r.at + make_interval(days => 1 + r.n % 5) end,
              case when r.status in ('scheduled', 'done') then r.day end,
              case when r.status in ('scheduled', 'done') and r.n % 2 = 0 then time '08:00' end,
              case when r.status in ('scheduled', 'done') and r.n % 2 = 0 then time '10:00' end,
              case when r.status in ('scheduled', 'done', 'lost') and r.n % 3 <> 0 then 15000 + r.n % 50 * 1000 end,
              case when r.status = 'done' and r.n % 5 <> 0 then r.at + make_interval(days => 10) end,
              case when r.status = 'lost' then (array['price', 'timing', 'no_answer', 'chose_another', 'other'])[1 + r.n % 5] end,
              (array['landing', 'area', 'pricing', 'how_to_start', 'direct'])[1 + r.n % 5],
              case when r.status = 'held' then 'phone' end
         from (select n, at,
                      case when n % 5 = 0 then 'trash_collection' else 'garage_cleanout' end as service,
                      case
                        when n % 97 = 0 then 'held'
                        when at < now() - interval '60 days' then
                          case when n % 4 = 0 then 'lost' else 'done' end
                        else (array['new', 'contacted', 'scheduled', 'scheduled', 'done', 'lost'])[1 + n % 6]
                      end as status,
                      (at at time zone 'America/Denver')::date + 2 + n % 12 as day
                 from generate_series(1, ${requestCount}) n,
                      lateral (select now() - make_interval(
                        secs => (${requestCount} - n) * (${years} * 365 * 86400 / ${requestCount})
                                + n % 600) as at) t) r`,
    );
    const stored = await tx.query<{ key: string }>(
      `insert into storage.objects (bucket_id, name, metadata)
       select 'request-photos', format('%s/%s.jpg', r.id, i),
              jsonb_build_object('size', $1::int, 'mimetype', 'image/jpeg')
         from public.service_requests r, generate_series(1, r.photo_count) i
        where r.name like 'Scale Customer %'
       union all
       select 'pickup-photos', m.photo_path,
              jsonb_build_object('size', $1::int, 'mimetype', 'image/jpeg')
         from public.pickup_marks m where m.photo_path is not null and m.note = 'Seeded at scale.'
       union all
       select 'pickup-photos', format('reports/%s.jpg', r.id),
              jsonb_build_object('size', $1::int, 'mimetype', 'image/jpeg')
         from public.missed_pickup_reports r
         join public.property_buildings b on b.id = r.building_id
         join public.properties pr on pr.id = b.property_id
        where r.has_photo and pr.name like 'Scale Apartments %'
       returning bucket_id || '/' || name as key`,
      [sharedJpeg.length],
    );
    await tx.exec(realtimeCapture("enable always"));
    return stored.rows;
  });
  await db.exec("analyze");
  if (bytes) for (const { key } of photos) await bytes.put(key, sharedJpeg);
  return counts(db);
}

async function counts(db: PGlite): Promise<ScaleCounts> {
  const { rows } = await db.query<ScaleCounts>(
    `select
       (select count(*)::int from public.service_requests where name like 'Scale Customer %') as "requests",
       (select count(*)::int from storage.objects where bucket_id = 'request-photos'
          and name ~ '^[0-9a-f-]{36}/') as "requestPhotos",
       (select count(*)::int from public.partners where company_name like 'Scale Property Group %') as "partners",
       (select count(*)::int from public.properties where name like 'Scale Apartments %') as "properties",
       (select count(*)::int from public.property_buildings b join public.properties pr
          on pr.id = b.property_id where pr.name like 'Scale Apartments %') as "buildings",
       (select count(*)::int from public.pickup_marks m join public.properties pr
          on pr.id = m.property_id where pr.name like 'Scale Apartments %') as "marks",
       (select count(*)::int from public.missed_pickup_reports r join public.properties pr
          on pr.id = r.property_id where pr.name like 'Scale Apartments %') as "reports",
       (select count(*)::int from public.service_requests
         where name like 'Scale Customer %' and status = 'held') as "heldRequests",
       (select count(*)::int from public.missed_pickup_reports r join public.properties pr
          on pr.id = r.property_id
         where pr.name like 'Scale Apartments %' and r.held_reason is not null) as "heldReports"`,
  );
  return rows[0] as ScaleCounts;
}
