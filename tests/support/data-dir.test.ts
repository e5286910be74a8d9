// @vitest-environment node
// The local backend's database in its folder (supabase/local/database.ts, openDataDir): a new
// folder given the image of a database made in memory starts as that database, its rows and its
// record of applied migrations included, so the backend does not seed it again; a later start
// over the folder finds it as it was left. `npm run dev -- --seed scale` seeds in memory and
// writes the database to disk this way (supabase/local/dev.ts).
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { acquireDatabase, openDataDir } from "../../supabase/local/database";

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

const email = "image@example.com";
const accounts = "select email from auth.users";
const applied = "select count(*)::int as n from supabase_migrations.schema_migrations";

it("starts a new folder as the image of a database made in memory, rows and migrations included", async () => {
  const migrations = (await readdir(new URL("../../supabase/migrations/", import.meta.url))).filter(
    (name) => name.endsWith(".sql"),
  );
  // A migrated database from the tests' snapshot, recorded as openDataDir records what it applied.
  const memory = await acquireDatabase();
  await memory.exec(`create schema supabase_migrations;
    create table supabase_migrations.schema_migrations (version text primary key)`);
  await memory.query(
    "insert into supabase_migrations.schema_migrations select unnest($1::text[])",
    [migrations],
  );
  await memory.query("insert into auth.users (id, email) values (gen_random_uuid(), $1)", [email]);
  const image = await memory.dumpDataDir("none");
  await memory.close();

  const dir = await mkdtemp(join(tmpdir(), "data-dir-"));
  folders.push(dir);
  for (const start of ["from the image", "again"]) {
    const disk = await openDataDir(join(dir, "db"), image);
    try {
      expect(disk.created, start).toBe(false);
      expect((await disk.db.query(accounts)).rows, start).toEqual([{ email }]);
      expect((await disk.db.query(applied)).rows, start).toEqual([{ n: migrations.length }]);
    } finally {
      await disk.db.close();
    }
  }
}, 120_000);
