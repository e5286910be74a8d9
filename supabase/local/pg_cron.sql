-- The pg_cron stand-in, written so that running it again changes nothing but the functions'
-- bodies (supabase/local/database.ts runs it at each start of the development backend).

-- pg_cron (citusdata/pg_cron: pg_cron.sql's cron.job and cron.job_run_details, src/job_metadata.c's
-- cron.schedule and cron.unschedule; the README's examples): cron.schedule(job_name, schedule,
-- command) stores the job, or moves the job of that name to the new schedule and command, and
-- returns its id; cron.unschedule(job_name) removes it. Each run is recorded in
-- cron.job_run_details. The jobs are run by the local server (supabase/local/pg-cron.ts), as
-- postgres, the role that schedules them in a migration. pg_cron refuses a schedule that is
-- neither cron format nor its interval format '[1-59] seconds'; this stand-in runs the interval
-- format and one cron form, every N minutes ('*/N * * * *', counted from when the worker first
-- saw the job rather than from the clock's hour), and refuses any other rather than never run it.
create schema if not exists cron;

create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text unique
);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

-- The seconds between two runs of an interval schedule ('30 seconds', '1 second') or of a cron
-- schedule every N minutes ('*/15 * * * *'), or null for any other.
create or replace function cron.interval_seconds(schedule text)
returns integer
language sql
immutable
as $$
  select coalesce(
    (regexp_match(schedule, '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$', 'i'))[1]::integer,
    60 * (regexp_match(schedule, '^\s*\*/([1-9]|[1-5][0-9])\s+\*\s+\*\s+\*\s+\*\s*$'))[1]::integer)
$$;

create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language plpgsql
as $$
declare
  id bigint;
begin
  if cron.interval_seconds(schedule) is null then
    raise exception 'invalid schedule: %', schedule
      using errcode = '22023',
            hint = 'The local pg_cron runs only ''[1-59] seconds'' and ''*/[1-59] * * * *''.';
  end if;
  insert into cron.job (schedule, command, jobname)
  values (schedule, command, job_name)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid into id;
  return id;
end;
$$;

create or replace function cron.unschedule(job_name text)
returns boolean
language plpgsql
as $$
begin
  delete from cron.job where jobname = job_name;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end;
$$;
