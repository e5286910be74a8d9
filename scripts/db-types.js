// @ts-check
// `npm run db:types`: writes supabase/functions/_shared/database.types.ts, the `Database` type
// that supabase-js takes (`createClient<Database>`), from the schema the migrations build; beside
// the functions so that they deploy with it, and the site reads it through src/lib/database.types.ts. It boots PGlite as the SQL
// tests do and hands it to @supabase/postgrest-typegen, the generator `supabase gen types
// typescript` runs (extracted from postgres-meta), with one-to-one detection on as the CLI sets
// it; only the formatting is the project's (Prettier). ADR 0024 says why it is not hand-written.
// tests/lib/database-types.test.ts fails when the committed file no longer matches the
// migrations.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { generateTypescript, sortGeneratorMetadata } from "@supabase/postgrest-typegen/generation";
import { introspect } from "@supabase/postgrest-typegen/introspection";
import prettier from "prettier";
import { startDatabase } from "../supabase/local/boot.js";

export const typesFile = fileURLToPath(
  new URL("../supabase/functions/_shared/database.types.ts", import.meta.url),
);

const header =
  "// Written by `npm run db:types` (scripts/db-types.js) from supabase/migrations: do not edit.\n\n";

/**
 * The `Database` type of the database's `public` schema, formatted as the project formats
 * supabase/functions/_shared/database.types.ts.
 *
 * @param {import("@electric-sql/pglite").PGlite} db
 * @returns {Promise<string>}
 */
export async function databaseTypes(db) {
  const metadata = await introspect(db, { includedSchemas: ["public"] });
  const config = await prettier.resolveConfig(typesFile);
  return generateTypescript(sortGeneratorMetadata(metadata), {
    detectOneToOneRelationships: true,
    format: (code) => prettier.format(header + code, { ...config, filepath: typesFile }),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const db = await startDatabase();
  try {
    await writeFile(typesFile, await databaseTypes(db));
  } finally {
    await db.close();
  }
  console.log(`db-types: wrote ${typesFile}`);
}
