// @vitest-environment node
import { readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseSchema, schemaFile } from "../../scripts/db-schema.js";
import { databaseTypes, typesFile } from "../../scripts/db-types.js";
import { bootTimeout, startDatabase } from "../../supabase/local/sql";

// The files generated from the migrations, each checked against one database booted with them
// all (a boot takes seconds, tens under load).
describe("the files generated from supabase/migrations", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await startDatabase();
  }, bootTimeout);
  afterAll(() => db?.close());

  it("supabase/functions/_shared/database.types.ts is what the migrations generate", async () => {
    expect(
      await readFile(typesFile, "utf8"),
      "supabase/functions/_shared/database.types.ts is stale: run `npm run db:types` and commit the result",
    ).toBe(await databaseTypes(db));
  });

  it("supabase/schema.sql is the schema the migrations build", async () => {
    expect(
      await readFile(schemaFile, "utf8"),
      "supabase/schema.sql is stale: run `npm run db:schema` and commit the result",
    ).toBe(await databaseSchema(db));
  });
});
