import type { PGlite, Transaction } from "@electric-sql/pglite";

export { applyMigrations, extensionSql, platformSql, startDatabase } from "./boot.js";

/** Booting PostgreSQL in WASM takes seconds on a busy machine: give beforeAll room. */
export const bootTimeout = 60_000;

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
