/**
 * The local backend's PostgreSQL, which the SQL tests take too (tests/supabase/fixtures.ts):
 * PGlite with the platform's roles, auth and storage schemas, then every migration
 * (supabase/local/sql.ts), plus what Supabase's own services add around a project's database and
 * this server stands in for: Realtime's change capture (realtime.ts reads it).
 *
 * Booting PGlite and applying the migrations takes seconds (tens under load), so tests never do
 * it twice: the first boot is saved as a data-directory snapshot in the system's temporary
 * folder, keyed by the SQL it ran, and every later database starts from it; a database a test
 * is done with is emptied (TRUNCATE takes milliseconds) and handed to the next one.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { applyMigrations, extensionSql, platformSql, startDatabase } from "./sql";

const migrationsDir = new URL("../migrations/", import.meta.url);

/**
 * Supabase Realtime reads a project's changes from PostgreSQL's write-ahead log (logical
 * replication) for the tables of the `supabase_realtime` publication; PGlite has no replication
 * slot, so a trigger on each such table records the change in a queue and notifies the server.
 * ENABLE ALWAYS: the log sees every write, also one made with triggers off
 * (session_replication_role = replica, as seeds do).
 */
const realtimeCapture = `
create schema if not exists local_realtime;
create table if not exists local_realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);
create or replace function local_realtime.capture()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  change_id bigint;
begin
  insert into local_realtime.changes (schema_name, table_name, type, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op,
          case when tg_op = 'DELETE' then null else pg_catalog.to_jsonb(new) end,
          case when tg_op = 'INSERT' then null else pg_catalog.to_jsonb(old) end)
  returning id into change_id;
  perform pg_catalog.pg_notify('local_realtime', change_id::text);
  return null;
end;
$$;
do $$
declare
  t record;
begin
  for t in select schemaname, tablename from pg_catalog.pg_publication_tables
           where pubname = 'supabase_realtime' loop
    execute format('drop trigger if exists local_realtime_capture on %I.%I', t.schemaname, t.tablename);
    execute format('create trigger local_realtime_capture after insert or update or delete on %I.%I
                    for each row execute function local_realtime.capture()', t.schemaname, t.tablename);
    execute format('alter table %I.%I enable always trigger local_realtime_capture', t.schemaname, t.tablename);
  end loop;
end;
$$;
`;

/** The project's state, as opposed to its schema: what a fresh database starts without. */
const emptyTables = `
select format('%I.%I', schemaname, tablename) as name from pg_catalog.pg_tables
where schemaname in ('public', 'auth', 'local_realtime', 'net')
   or (schemaname, tablename) in (('storage', 'objects'), ('vault', 'secrets'),
                                  ('private', 'notification_batches'), ('cron', 'job_run_details'))`;

/** What a fresh database is made of: a snapshot made from other SQL is another snapshot. */
async function schemaHash(): Promise<string> {
  const hash = createHash("sha256");
  hash.update(await platformSql());
  for (const name of (await readdir(migrationsDir)).sort()) {
    if (name.endsWith(".sql"))
      hash.update(name).update(await readFile(new URL(name, migrationsDir)));
  }
  hash.update(realtimeCapture);
  return hash.digest("hex").slice(0, 16);
}

/** Session settings every connection to a Supabase database has. */
async function configure(db: PGlite): Promise<PGlite> {
  // Supabase's databases run in UTC: timestamps come back as "…+00:00", as PostgREST sends them.
  await db.exec("set timezone = 'UTC'");
  return db;
}

let snapshot: Promise<Blob> | undefined;

/** The snapshot of a freshly migrated database, made once and kept on disk between runs. */
function freshSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = join(tmpdir(), `supabase-local-${await schemaHash()}.tar`);
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const db = await startDatabase();
    await db.exec(realtimeCapture);
    const dump = await db.dumpDataDir("none");
    await db.close();
    // Written aside and renamed, so that a process reading it never sees half a file.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })();
  return snapshot;
}

const idle: PGlite[] = [];

/** A database with every migration applied and no rows: an idle one, or one from the snapshot. */
export async function acquireDatabase(): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return reused;
  return configure(await PGlite.create({ loadDataDir: await freshSnapshot() }));
}

/** Deletes every row a project's use has added, keeping what the migrations made. */
export async function emptyDatabase(db: PGlite): Promise<void> {
  const { rows } = await db.query<{ name: string }>(emptyTables);
  await db.exec(`truncate ${rows.map((r) => r.name).join(", ")} restart identity cascade`);
}

/** Empties a database a server is done with and keeps it for the next server. */
export async function releaseDatabase(db: PGlite): Promise<void> {
  await emptyDatabase(db);
  idle.push(db);
}

/** Closes the databases kept for later servers, so that the process may exit. */
export async function closeIdleDatabases(): Promise<void> {
  await Promise.all(idle.splice(0).map((db) => db.close()));
}

/**
 * The database of the local development backend, kept in `dataDir` across restarts: created
 * and migrated on the first start; on a later start, the migrations added since are applied, as
 * `supabase db push` does, by the record it keeps of those it applied. Without `dataDir`, one in
 * memory. A new `dataDir` given an `image` (`dumpDataDir` of a database this made) starts as
 * that database, and is not `created`: it has its rows already.
 */
export async function openDataDir(
  dataDir?: string,
  image?: Blob,
): Promise<{ db: PGlite; created: boolean }> {
  const fresh = !dataDir || !existsSync(join(dataDir, "PG_VERSION"));
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const loadDataDir = fresh ? image : undefined;
  const created = fresh && !loadDataDir;
  const db = await PGlite.create({ dataDir, loadDataDir });
  // A database made before the pg_net or pg_cron stand-in last changed gets its current version.
  await db.exec(created ? await platformSql() : (await extensionSql()).join("\n"));
  await db.exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key)`);
  const applied = await db.query<{ version: string }>(
    "select max(version) as version from supabase_migrations.schema_migrations",
  );
  const last = applied.rows[0]?.version;
  // applyMigrations takes names from `from` on, inclusive: one character more skips `last`.
  await applyMigrations(db, last ? { from: `${last}\u0000` } : {});
  for (const name of (await readdir(migrationsDir)).filter((n) => n.endsWith(".sql"))) {
    await db.query(
      "insert into supabase_migrations.schema_migrations (version) values ($1) on conflict do nothing",
      [name],
    );
  }
  await db.exec(realtimeCapture);
  return { db: await configure(db), created };
}
