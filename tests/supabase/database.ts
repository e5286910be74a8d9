import { readFile, readdir } from "node:fs/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";

const migrations = new URL("../../supabase/migrations/", import.meta.url);

/** Booting PostgreSQL in WASM takes seconds on a busy machine: give beforeAll room. */
export const bootTimeout = 60_000;

/**
 * A fresh in-process PostgreSQL (PGlite) set up like a Supabase project: the platform's roles
 * and auth schema (bootstrap.sql), then every migration in name order, as `supabase db push` does.
 */
export async function startDatabase(): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(await readFile(new URL("./bootstrap.sql", import.meta.url), "utf8"));
  const files = (await readdir(migrations)).filter((name) => name.endsWith(".sql")).sort();
  for (const name of files) await db.exec(await readFile(new URL(name, migrations), "utf8"));
  return db;
}

export type Role = "anon" | "authenticated" | "service_role";

/**
 * Runs `work` the way PostgREST runs a request: in one transaction, with the role and the JWT
 * claims set locally, so nothing leaks into the next call.
 */
export function as<T>(
  db: PGlite,
  role: Role,
  work: (tx: Transaction) => Promise<T>,
  claims: Record<string, unknown> = { role },
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
      [role, JSON.stringify(claims)],
    );
    return work(tx);
  });
}

/** An INSERT of one row from an object, with its values as parameters. */
export function insertSql(table: string, row: Record<string, unknown>): [string, unknown[]] {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, i) => `$${i + 1}`);
  return [
    `insert into ${table} (${columns.join(", ")}) values (${placeholders.join(", ")})`,
    Object.values(row),
  ];
}
