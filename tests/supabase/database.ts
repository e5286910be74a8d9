import { readFile, readdir } from "node:fs/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";

const migrations = new URL("../../supabase/migrations/", import.meta.url);

/** Booting PostgreSQL in WASM takes seconds on a busy machine: give beforeAll room. */
export const bootTimeout = 60_000;

/** The migrations' file names, in the order `supabase db push` applies them. */
async function migrationNames(): Promise<string[]> {
  return (await readdir(migrations)).filter((name) => name.endsWith(".sql")).sort();
}

/**
 * Applies the migrations whose names fall in [from, before) (each bound optional), in name
 * order: with `startDatabase({ before })`, a test can put rows in an older schema first.
 */
export async function applyMigrations(
  db: PGlite,
  { from = "", before }: { from?: string; before?: string } = {},
): Promise<void> {
  for (const name of await migrationNames()) {
    if (name < from || (before !== undefined && name >= before)) continue;
    await db.exec(await readFile(new URL(name, migrations), "utf8"));
  }
}

/**
 * A fresh in-process PostgreSQL (PGlite) set up like a Supabase project: the platform's roles,
 * auth and storage schemas (bootstrap.sql), then every migration in name order, as
 * `supabase db push` does (or only those named before `before`).
 */
export async function startDatabase(options: { before?: string } = {}): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(await readFile(new URL("./bootstrap.sql", import.meta.url), "utf8"));
  await applyMigrations(db, options);
  return db;
}

export type Role = "anon" | "authenticated" | "service_role";

/**
 * Runs `work` the way PostgREST runs a request: in one transaction, with the role, the JWT
 * claims and the request's headers (lower-case names, as PostgREST sets `request.headers`) set
 * locally, so nothing leaks into the next call.
 */
export function as<T>(
  db: PGlite,
  role: Role,
  work: (tx: Transaction) => Promise<T>,
  claims: Record<string, unknown> = { role },
  headers: Record<string, string> = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.headers', $3, true)`,
      [role, JSON.stringify(claims), JSON.stringify(headers)],
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
