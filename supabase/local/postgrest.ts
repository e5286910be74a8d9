/**
 * PostgREST, for the requests supabase-js (postgrest-js 2.109) sends for this project: each one
 * becomes parameterised SQL run on the database in one transaction, as the caller's role with
 * `request.jwt.claims` and `request.headers` set (supabase/local/sql.ts `as`), so grants,
 * RLS policies, CHECKs and triggers answer exactly as they do behind Supabase's API.
 *
 * Understood (docs.postgrest.org, "Tables and Views", "Resource Embedding" aside):
 * - GET/HEAD `/<table>?select=a,b|*&<col>=<op>.<value>&or=(…)&and=(…)&order=<col>.<asc|desc>
 *   [.nullsfirst|.nullslast]&limit=&offset=` (or a `Range: <from>-<to>` header), with
 *   `Prefer: count=exact` answered in `Content-Range: <from>-<to>/<total>`; operators eq, neq,
 *   gt, gte, lt, lte, like, ilike (`*` for `%`), is, in, each negated by `not.`; values in
 *   double quotes with backslash escapes, as postgrest-js writes them inside `or`.
 * - POST `/<table>` insert (one object or an array; `columns=`), upsert with `Prefer:
 *   resolution=merge-duplicates|ignore-duplicates` and `on_conflict=`; `Prefer: return=minimal`
 *   (201, no body: no RETURNING, so no SELECT policy is needed) or `return=representation`.
 * - PATCH and DELETE `/<table>?<filters>`, 204 or the changed rows.
 * - POST `/rpc/<function>` with named arguments in a JSON object (`select=` of a function
 *   returning rows).
 * - `Accept: application/vnd.pgrst.object+json` (`.single()`): one row as an object, else 406.
 * Errors are PostgreSQL's own (code, message, details, hint) with the HTTP status of
 * PostgREST's table (docs.postgrest.org/en/stable/references/errors.html); PostgREST's own
 * errors (PGRSTxxx) are named where the request cannot be run at all.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { as, type Role } from "./sql";
import { jsonReply, type Reply } from "./reply";

/** Who a request runs as: the role of its JWT and the JWT's claims. */
export type Caller = { role: Role; claims: Record<string, unknown> };

export type RestRequest = {
  method: string;
  /** The path after /rest/v1/: `<table>` or `rpc/<function>`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
};

/** A PostgREST error body. */
const restError = (status: number, code: string, message: string, details: string | null = null) =>
  jsonReply({ code, details, hint: null, message }, status);

/** PostgREST's HTTP status for a SQLSTATE (its documented table); 42501 depends on the role. */
function httpStatus(code: string, role: Role): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === "42501") return role === "anon" ? 401 : 403;
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "53400": 500,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
    P0001: 400,
  };
  if (code in exact) return exact[code] as number;
  const byClass: [RegExp, number][] = [
    [/^08/, 503],
    [/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/, 500],
    [/^(0L|0P|28)/, 403],
    [/^53/, 503],
  ];
  return byClass.find(([pattern]) => pattern.test(code))?.[1] ?? 400;
}

type PgError = { code?: string; message: string; detail?: string; hint?: string };

const isPgError = (error: unknown): error is PgError & { code: string } =>
  typeof error === "object" && error !== null && typeof (error as PgError).code === "string";

/** PostgreSQL's error as PostgREST forwards it. */
function databaseError(error: unknown, role: Role): Reply {
  if (!isPgError(error)) throw error;
  return jsonReply(
    {
      code: error.code,
      details: error.detail ?? null,
      hint: error.hint ?? null,
      message: error.message,
    },
    httpStatus(error.code, role),
  );
}

/** A request PostgREST cannot turn into SQL (PGRST100 and kin), with its own status and code. */
class BadRequest extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
  ) {
    super(message);
  }
}

const quote = (name: string) => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new BadRequest(400, "PGRST100", `"failed to parse" ${name}`);
  return `"${name}"`;
};

/** Splits "a.b,c.(d,e)" at top-level commas, keeping double-quoted parts whole. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? "";
    if (quoted && char === "\\") {
      current += char + (text[i + 1] ?? "");
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === "(") depth += 1;
    else if (!quoted && char === ")") depth -= 1;
    if (!quoted && depth === 0 && char === ",") {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** A value as PostgREST reads it: double quotes removed, backslash escapes undone. */
const unquote = (value: string) =>
  value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, "$1") : value;

/** Collects the parameters of one statement and names them $1, $2, … */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const comparisons: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
};

/** `<op>.<value>` on a column, e.g. `eq.new`, `not.is.null`, `ilike.*pat*`, `in.(a,b)`. */
function condition(column: string, expression: string, params: Params): string {
  if (expression.startsWith("not."))
    return `not (${condition(column, expression.slice(4), params)})`;
  const dot = expression.indexOf(".");
  const op = expression.slice(0, dot);
  const raw = expression.slice(dot + 1);
  const target = quote(column);
  if (op in comparisons) {
    const value = unquote(raw);
    // PostgREST's LIKE takes * for %, which a URL carries without escaping.
    const operand = op === "like" || op === "ilike" ? value.replace(/\*/g, "%") : value;
    return `${target} ${comparisons[op]} ${params.add(operand)}`;
  }
  if (op === "is") {
    const value = raw.toLowerCase();
    if (!["null", "true", "false", "unknown"].includes(value))
      throw new BadRequest(400, "PGRST100", `"failed to parse filter (is.${raw})"`);
    return `${target} is ${value}`;
  }
  if (op === "in") {
    const items = splitTopLevel(raw.replace(/^\(|\)$/g, "")).map(unquote);
    const literal = `{${items.map((item) => `"${item.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`;
    return `${target} = any(${params.add(literal)})`;
  }
  throw new BadRequest(400, "PGRST100", `"failed to parse filter (${expression})"`);
}

/** `(a.eq.1,b.ilike.*x*,and(c.gt.2,d.is.null))` joined by `joiner`. */
function group(list: string, joiner: "and" | "or", params: Params): string {
  const parts = splitTopLevel(list.replace(/^\(|\)$/g, "")).map((part) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/.exec(part);
    if (nested) {
      const inner = group(nested[3] ?? "", nested[2] as "and" | "or", params);
      return nested[1] ? `not ${inner}` : inner;
    }
    const dot = part.indexOf(".");
    return condition(part.slice(0, dot), part.slice(dot + 1), params);
  });
  return `(${parts.join(` ${joiner} `)})`;
}

const reserved = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);

/** The WHERE clause of the query string's filters (`true` for none). */
function where(query: URLSearchParams, params: Params): string {
  const clauses: string[] = [];
  for (const [key, value] of query) {
    if (reserved.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      const joined = group(value, logic[2] as "and" | "or", params);
      clauses.push(logic[1] ? `not ${joined}` : joined);
    } else clauses.push(condition(key, value, params));
  }
  return clauses.length ? clauses.join(" and ") : "true";
}

/**
 * `select=*` or `a,b,alias:c` of the relation `_t`; embedding and casts are beyond this app's
 * use. A name is read as `_t.name`, so a computed field (a function taking the row, docs.postgrest.org
 * "Computed Fields") answers as PostgreSQL's functional notation does.
 */
function selectList(select: string | null): string {
  if (!select || select === "*") return "*";
  return select
    .split(",")
    .map((item) => {
      const [alias, column] = item.includes(":") ? item.split(":") : [null, item];
      if (column === "*") return "_t.*";
      const read = `_t.${quote(column ?? "")}`;
      return `${read} as ${quote(alias ?? column ?? "")}`;
    })
    .join(", ");
}

function orderBy(order: string | null): string {
  if (!order) return "";
  const terms = order.split(",").map((term) => {
    const [column = "", ...modifiers] = term.split(".");
    const words = modifiers.map((m) => {
      const word = { asc: "asc", desc: "desc", nullsfirst: "nulls first", nullslast: "nulls last" }[
        m
      ];
      if (!word) throw new BadRequest(400, "PGRST100", `"failed to parse order (${order})"`);
      return word;
    });
    return [quote(column), ...words].join(" ");
  });
  return ` order by ${terms.join(", ")}`;
}

/** The rows asked for: `offset`/`limit`, or a `Range: <from>-<to>` header. */
function page(query: URLSearchParams, headers: IncomingHttpHeaders) {
  const range = /^(\d+)-(\d*)$/.exec(String(headers.range ?? ""));
  const offset = Number(query.get("offset") ?? range?.[1] ?? 0);
  const limitParam = query.get("limit");
  const limit =
    limitParam !== null
      ? Number(limitParam)
      : range?.[2]
        ? Number(range[2]) - Number(range[1]) + 1
        : null;
  return { offset, limit };
}

const prefers = (headers: IncomingHttpHeaders, preference: string) =>
  String(headers.prefer ?? "")
    .split(/\s*[,;]\s*/)
    .includes(preference);

/** The public schema's tables and functions, as PostgREST's schema cache knows them. */
async function relationExists(db: PGlite, name: string) {
  const { rows } = await db.query(
    `select 1 from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
    [name],
  );
  return rows.length > 0;
}

async function functionReturnsSet(db: PGlite, name: string): Promise<boolean | null> {
  const { rows } = await db.query<{ proretset: boolean }>(
    `select p.proretset from pg_catalog.pg_proc p
     join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname = $1`,
    [name],
  );
  return rows[0]?.proretset ?? null;
}

type Json = { body: string | null };

/**
 * The JSON text of a query's rows, and their count; `cte` names a data-modifying statement the
 * query reads from, which PostgreSQL allows only at the top level.
 */
async function jsonRows(tx: Transaction, sql: string, params: Params, cte = "") {
  const { rows } = await tx.query<Json & { n: number }>(
    `${cte} select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (${sql}) _r`,
    params.values,
  );
  return { body: rows[0]?.body ?? "[]", n: rows[0]?.n ?? 0 };
}

const jsonHeaders = { "Content-Type": "application/json; charset=utf-8" };

async function read(tx: Transaction, table: string, request: RestRequest): Promise<Reply> {
  const { query, headers } = request;
  const params = new Params();
  const filter = where(query, params);
  const { offset, limit } = page(query, headers);
  const sql = `select ${selectList(query.get("select"))} from public.${quote(table)} _t where ${filter}${orderBy(query.get("order"))}${limit !== null ? ` limit ${limit}` : ""} offset ${offset}`;
  const { body, n } = await jsonRows(tx, sql, params);
  let total: number | null = null;
  if (prefers(headers, "count=exact")) {
    const counted = await tx.query<{ n: number }>(
      `select count(*)::int as n from public.${quote(table)} where ${filter}`,
      params.values,
    );
    total = counted.rows[0]?.n ?? 0;
  }
  const range = n ? `${offset}-${offset + n - 1}` : "*";
  // 206 when a count shows that only part of the rows came back, as PostgREST answers.
  const partial = total !== null && n < total;
  return {
    status: partial ? 206 : 200,
    body: request.method === "HEAD" ? "" : body,
    headers: { ...jsonHeaders, "Content-Range": `${range}/${total ?? "*"}` },
  };
}

/** The columns an insert or upsert writes: `columns=` or the keys of the (first) object. */
function payloadColumns(query: URLSearchParams, rows: Record<string, unknown>[]): string[] {
  const listed = query.get("columns");
  if (listed) return listed.split(",").map((c) => c.replace(/^"|"$/g, ""));
  return Object.keys(rows[0] ?? {});
}

/**
 * What a write returns for return=representation: the selected columns and the primary key, as
 * PostgREST's planner asks (inferColsEmbedNeeds in src/PostgREST/Plan.hs), or every column for
 * `*`. So a role may read back what it wrote with a select on the columns granted to it alone.
 */
async function returning(tx: Transaction, table: string, select: string | null): Promise<string> {
  if (!select || select.split(",").some((item) => item.split(":").at(-1) === "*")) return "*";
  const selected = select.split(",").map((item) => quote(item.split(":").at(-1) ?? ""));
  const key = (await primaryKey(tx, table)).split(", ").filter(Boolean);
  return [...new Set([...selected, ...key])].join(", ");
}

/** The statement's answer: 201/200 with the rows for return=representation, else no body. */
async function written(
  tx: Transaction,
  table: string,
  sql: string,
  params: Params,
  request: RestRequest,
  status: number,
): Promise<Reply> {
  if (!prefers(request.headers, "return=representation")) {
    await tx.query(sql, params.values);
    return { status: status === 200 ? 204 : status, body: "" };
  }
  const select = request.query.get("select");
  const { body } = await jsonRows(
    tx,
    `select ${selectList(select)} from _written _t`,
    params,
    `with _written as (${sql} returning ${await returning(tx, table, select)})`,
  );
  return { status, body, headers: jsonHeaders };
}

async function insert(tx: Transaction, table: string, request: RestRequest): Promise<Reply> {
  const rows = (Array.isArray(request.body) ? request.body : [request.body]) as Record<
    string,
    unknown
  >[];
  const columns = payloadColumns(request.query, rows).map(quote);
  const params = new Params();
  const body = params.add(JSON.stringify(rows));
  let conflict = "";
  const merge = prefers(request.headers, "resolution=merge-duplicates");
  if (merge || prefers(request.headers, "resolution=ignore-duplicates")) {
    const onConflict = request.query.get("on_conflict");
    const target = onConflict
      ? onConflict.split(",").map(quote).join(", ")
      : await primaryKey(tx, table);
    conflict = merge
      ? ` on conflict (${target}) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(", ")}`
      : ` on conflict (${target}) do nothing`;
  }
  const sql = `insert into public.${quote(table)} (${columns.join(", ")})
    select ${columns.join(", ")} from json_populate_recordset(null::public.${quote(table)}, ${body}::json)${conflict}`;
  return written(tx, table, sql, params, request, 201);
}

async function primaryKey(tx: Transaction, table: string): Promise<string> {
  const { rows } = await tx.query<{ name: string }>(
    `select a.attname as name from pg_catalog.pg_index i
     join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = $1::regclass and i.indisprimary`,
    [`public.${quote(table)}`],
  );
  return rows.map((r) => quote(r.name)).join(", ");
}

async function update(tx: Transaction, table: string, request: RestRequest): Promise<Reply> {
  const changes = (request.body ?? {}) as Record<string, unknown>;
  const columns = Object.keys(changes).map(quote);
  if (!columns.length) return { status: 204, body: "" };
  const params = new Params();
  const body = params.add(JSON.stringify(changes));
  const filter = where(request.query, params);
  const sql = `update public.${quote(table)} set (${columns.join(", ")}) =
    (select ${columns.join(", ")} from json_populate_record(null::public.${quote(table)}, ${body}::json))
    where ${filter}`;
  return written(tx, table, sql, params, request, 200);
}

async function remove(tx: Transaction, table: string, request: RestRequest): Promise<Reply> {
  const params = new Params();
  const sql = `delete from public.${quote(table)} where ${where(request.query, params)}`;
  return written(tx, table, sql, params, request, 200);
}

async function rpc(tx: Transaction, name: string, request: RestRequest, returnsSet: boolean) {
  const args = (request.body ?? {}) as Record<string, unknown>;
  const params = new Params();
  const named = Object.entries(args)
    .map(([key, value]) => `${quote(key)} := ${params.add(value)}`)
    .join(", ");
  const call = `public.${quote(name)}(${named})`;
  if (returnsSet) {
    const select = selectList(request.query.get("select"));
    const { body } = await jsonRows(tx, `select ${select} from ${call} _t`, params);
    return { status: 200, body, headers: jsonHeaders };
  }
  const { rows } = await tx.query<Json>(`select to_json(${call})::text as body`, params.values);
  return { status: 200, body: rows[0]?.body ?? "null", headers: jsonHeaders };
}

/** Answers one request under /rest/v1/ as PostgREST would, from the database. */
/**
 * `Accept: application/vnd.pgrst.object+json` (postgrest-js's `.single()`, and `.maybeSingle()`
 * on a write): the one row as an object, or 406 PGRST116 for any other count, thrown inside the
 * transaction so that a write is rolled back, as PostgREST does
 * (docs.postgrest.org, "Singular or Plural").
 */
function singular(request: RestRequest, reply: Reply): Reply {
  const accept = String(request.headers.accept ?? "");
  if (!accept.includes("application/vnd.pgrst.object+json") || reply.status >= 300) return reply;
  const rows = reply.body ? (JSON.parse(String(reply.body)) as unknown[]) : [];
  if (rows.length !== 1)
    throw new BadRequest(
      406,
      "PGRST116",
      "Cannot coerce the result to a single JSON object",
      `The result contains ${rows.length} rows`,
    );
  return { ...reply, body: JSON.stringify(rows[0]) };
}

export async function postgrest(db: PGlite, caller: Caller, request: RestRequest): Promise<Reply> {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(", ") : String(value ?? ""),
    ]),
  );
  const run = (work: (tx: Transaction) => Promise<Reply>) =>
    as(db, caller.role, async (tx) => singular(request, await work(tx)), caller.claims, headers);
  try {
    if (request.path.startsWith("rpc/")) {
      const name = request.path.slice(4);
      const returnsSet = await functionReturnsSet(db, name);
      if (returnsSet === null)
        return restError(
          404,
          "PGRST202",
          `Could not find the function public.${name} without parameters in the schema cache`,
        );
      return await run((tx) => rpc(tx, name, request, returnsSet));
    }
    const table = request.path;
    if (!(await relationExists(db, table)))
      return restError(
        404,
        "PGRST205",
        `Could not find the table 'public.${table}' in the schema cache`,
      );
    switch (request.method) {
      case "GET":
      case "HEAD":
        return await run((tx) => read(tx, table, request));
      case "POST":
        return await run((tx) => insert(tx, table, request));
      case "PATCH":
        return await run((tx) => update(tx, table, request));
      case "DELETE":
        return await run((tx) => remove(tx, table, request));
      default:
        return restError(405, "PGRST117", `Unsupported HTTP method: ${request.method}`);
    }
  } catch (error) {
    if (error instanceof BadRequest)
      return restError(error.status, error.code, error.message, error.details);
    return databaseError(error, caller.role);
  }
}
