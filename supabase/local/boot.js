// @ts-check
// Boots PostgreSQL (PGlite) with the project's schema. Plain JavaScript so that scripts run by
// Node (scripts/db-types.js) and the SQL tests (database.ts) share one definition of it.
import { readFile, readdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";

const migrations = new URL("../../supabase/migrations/", import.meta.url);

/** The migrations' file names, in the order `supabase db push` applies them. */
async function migrationNames() {
  return (await readdir(migrations)).filter((name) => name.endsWith(".sql")).sort();
}

/**
 * Applies the migrations whose names fall in [from, before) (each bound optional), in name
 * order: with `startDatabase({ before })`, a test can put rows in an older schema first.
 *
 * @param {PGlite} db
 * @param {{ from?: string; before?: string }} [range]
 * @returns {Promise<void>}
 */
export async function applyMigrations(db, { from = "", before } = {}) {
  for (const name of await migrationNames()) {
    if (name < from || (before !== undefined && name >= before)) continue;
    await db.exec(await readFile(new URL(name, migrations), "utf8"));
  }
}

/**
 * What a Supabase project has before any migration: bootstrap.sql, then the pg_net and pg_cron
 * stand-ins.
 */
export async function platformSql() {
  const read = (/** @type {string} */ name) => readFile(new URL(name, import.meta.url), "utf8");
  return [await read("./bootstrap.sql"), ...(await extensionSql())].join("\n");
}

/** The extensions' stand-ins, which the development backend runs again at each start. */
export async function extensionSql() {
  const read = (/** @type {string} */ name) => readFile(new URL(name, import.meta.url), "utf8");
  return [await read("./pg_net.sql"), await read("./pg_cron.sql")];
}

/**
 * A fresh in-process PostgreSQL (PGlite) set up like a Supabase project: the platform's roles,
 * auth and storage schemas and its extensions' stand-ins (platformSql), then every migration in
 * name order, as `supabase db push` does (or only those named before `before`).
 *
 * @param {{ before?: string }} [options]
 * @returns {Promise<PGlite>}
 */
export async function startDatabase(options = {}) {
  const db = await PGlite.create();
  await db.exec(await platformSql());
  await applyMigrations(db, options);
  return db;
}
