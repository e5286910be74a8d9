import type { PGlite, Transaction } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { serviceValues } from "@shared/services";
import { acquireDatabase } from "../../supabase/local/database";
import { as, bootTimeout, type Role } from "../../supabase/local/sql";

/** A garage cleanout request as the form sends it: the row every SQL test starts from. */
export const garageRequest = {
  service: serviceValues["garage-cleanouts"],
  name: "Dana Whitaker",
  phone: "+18015550142",
  address: "120 N Main St",
  city: "Pleasant Grove",
  garage_size: "2-car",
  contact_method: "text",
  sms_consent: true,
};

/** Auth users: the owner (made staff by the tests) and a partner who is not. */
export const owner = { id: "0b6f1e0a-1111-4c3e-9a51-00000000000a", email: "owner@example.com" };
export const partner = { id: "0b6f1e0a-2222-4c3e-9a51-00000000000b", email: "partner@example.com" };
export type User = typeof owner;

/** The JWT claims PostgREST sets for a signed-in user. */
export const signedIn = (user: User) => ({
  sub: user.id,
  email: user.email,
  role: "authenticated",
});

/**
 * Who runs a statement: a visitor, the partner (signed in, not staff), the owner, the service
 * role, or any other signed-in user.
 */
export type Caller = "anon" | "partner" | "staff" | "service_role" | User;

/** Runs `work` in one transaction as PostgREST would for `caller`, with the request's headers. */
function workAs<T>(
  db: PGlite,
  caller: Caller,
  work: (tx: Transaction) => Promise<T>,
  headers: Record<string, string> = {},
) {
  if (typeof caller === "object") return as(db, "authenticated", work, signedIn(caller), headers);
  if (caller === "staff") return as(db, "authenticated", work, signedIn(owner), headers);
  if (caller === "partner") return as(db, "authenticated", work, signedIn(partner), headers);
  return as(db, caller, work, { role: caller }, headers);
}

/** The rows of a table the transaction has read so far, sequentially or through an index. */
const rowsReadSql = `select coalesce(sum(seq_tup_read + idx_tup_fetch), 0)::int as n
                       from pg_catalog.pg_stat_xact_user_tables where relid = $1::regclass`;

/** Adds the users to auth.users and the owner to public.staff, as docs/owner/inbox.md's SQL line does. */
async function addUsers(db: PGlite): Promise<void> {
  for (const user of [owner, partner])
    await db.query("insert into auth.users (id, email) values ($1, $2)", [user.id, user.email]);
  await db.query("insert into public.staff (user_id) values ($1)", [owner.id]);
}

/**
 * The test file's database, as every SQL test stands it up: the local server's own database
 * (supabase/local/database.ts: every migration, started from the snapshot the unit tests' servers
 * start from), or `boot`'s own way (up to a migration, with old rows in between); the users
 * added, then `seed` (rows the whole file needs); `truncate` before each test; closed after the
 * file. `db` stands for the booted database from the file's top level on, though vitest boots it
 * only in beforeAll. `run` runs one statement as PostgREST would for `caller`; `rowsRead` counts
 * the rows of a table one such statement read.
 */
export function fileDatabase({
  boot = acquireDatabase,
  seed,
  truncate,
}: {
  boot?: () => Promise<PGlite>;
  seed?: (db: PGlite) => Promise<unknown>;
  truncate?: string;
} = {}) {
  let booted: PGlite | undefined;
  const ready = () => {
    if (!booted) throw new Error("The database is booted in beforeAll: use it inside a test.");
    return booted;
  };
  const db = new Proxy({} as PGlite, {
    get(_, key) {
      const value: unknown = Reflect.get(ready(), key);
      return typeof value === "function" ? value.bind(ready()) : value;
    },
  });
  beforeAll(async () => {
    booted = await boot();
    await addUsers(booted);
    await seed?.(booted);
  }, bootTimeout);
  afterAll(() => booted?.close());
  if (truncate) beforeEach(() => ready().exec(truncate));
  const run = <T = Record<string, unknown>>(
    caller: Caller,
    sql: string,
    params: unknown[] = [],
    headers: Record<string, string> = {},
  ) => workAs(ready(), caller, (tx) => tx.query<T>(sql, params), headers);
  /**
   * How many rows of `table` one statement read as `caller`: what its plan costs, counted by
   * PostgreSQL (the transaction's own statistics), the same on every machine.
   */
  const rowsRead = (caller: Caller, table: string, sql: string, params: unknown[] = []) =>
    workAs(ready(), caller, async (tx) => {
      const count = async () => (await tx.query<{ n: number }>(rowsReadSql, [table])).rows[0]!.n;
      const before = await count();
      await tx.query(sql, params);
      return (await count()) - before;
    });
  return { db, run, rowsRead };
}

/**
 * What Turnstile said of a request, as submit-request hands it to the database: unavailable when
 * the function could not check, unchecked on the local stack, which skips the check.
 */
export type Verification = "passed" | "failed" | "unavailable" | "unchecked";

/** What public.submit_request answers: the stored row's id, whether it was held, its photos. */
export type Submitted = { id: string; held: boolean; photo_count: number };

/**
 * A visitor's request, as submit-request stores it: public.submit_request called by the service
 * role (through PostgREST's RPC) with the visitor's address (from cf-connecting-ip) and what
 * Turnstile said, unchecked unless given. `role` calls it as another role instead.
 */
export async function sendRequest(
  db: PGlite,
  row: Record<string, unknown>,
  {
    role = "service_role",
    address = null,
    verification = "unchecked",
  }: { role?: Role; address?: string | null; verification?: Verification } = {},
): Promise<Submitted> {
  const { rows } = await as(db, role, (tx) =>
    tx.query<{ stored: Submitted }>(
      "select public.submit_request($1::jsonb, $2::inet, $3) as stored",
      [JSON.stringify(row), address, verification],
    ),
  );
  return rows[0]?.stored as Submitted;
}
