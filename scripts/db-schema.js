// @ts-check
// `npm run db:schema`: writes supabase/schema.sql, the `public` and `private` schemas as the
// migrations leave them (tables, constraints, indexes, functions with their final bodies,
// policies, grants, triggers), so a reader finds each object once rather than across the
// migrations that redefined it. It boots PGlite as the SQL tests do and runs pg_dump on it
// (@electric-sql/pglite-tools, pg_dump compiled to WASM). The migrations stay the source:
// tests/lib/database-types.test.ts fails when the committed file no longer matches them.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { startDatabase } from "../supabase/local/boot.js";

export const schemaFile = fileURLToPath(new URL("../supabase/schema.sql", import.meta.url));

const header =
  "-- Written by `npm run db:schema` (scripts/db-schema.js) from supabase/migrations: do not edit.\n";

/**
 * The schema-only dump of `public` and `private`, without the lines that name the versions of
 * PostgreSQL and pg_dump that made it (they change with PGlite, not with the migrations).
 *
 * @param {import("@electric-sql/pglite").PGlite} db
 * @returns {Promise<string>}
 */
export async function databaseSchema(db) {
  const dump = await pgDump({
    pg: db,
    args: ["--schema-only", "--schema=public", "--schema=private", "--no-owner"],
  });
  const text = (await dump.text()).replace(/^-- Dumped (from|by) .*\n/gm, "");
  return header + text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const db = await startDatabase();
  try {
    await writeFile(schemaFile, await databaseSchema(db));
  } finally {
    await db.close();
  }
  console.log(`db-schema: wrote ${schemaFile}`);
}
