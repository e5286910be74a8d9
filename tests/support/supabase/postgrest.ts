/**
 * PostgREST's side of `service_requests` as the owner's inbox uses it, with the rules of the
 * database (supabase/migrations, CONTRACT): staff select every row and update only `status` and
 * `owner_notes`; a signed-in non-staff account selects and updates nothing (0 rows, no error);
 * anon is refused with 401 42501. Requests are parsed the way postgrest-js writes them:
 * `select=`, `order=<col>.<asc|desc>`, `offset`/`limit` or a `Range: <from>-<to>` header,
 * `<col>=eq.|ilike.|gte.|is.|not.is.<value>` and `or=(<col>.<op>.<value>,…)`, with
 * `Prefer: count=exact` answered in `Content-Range: <from>-<to>/<total>` (HEAD: no body).
 */
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { jsonReply, type Reply } from "../supabase-server";

export type Role = { role: "anon" | "service_role" } | { role: "authenticated"; userId: string };

export type RequestRow = Record<string, unknown> & {
  id: string;
  created_at: string;
  status: string;
  contacted_at: string | null;
  status_changed_at: string | null;
  owner_notes: string | null;
};

const statuses = ["new", "contacted", "scheduled", "done", "lost"];
const staffColumns = new Set(["status", "owner_notes"]);

/** The columns the form sends, nullable ones defaulting to null as PostgreSQL would. */
const formColumns = [
  "service",
  "name",
  "phone",
  "email",
  "address",
  "unit",
  "city",
  "rooms",
  "garage_size",
  "start_date",
  "contact_method",
  "notes",
  "property_name",
  "units",
];

const pgError = (status: number, code: string, message: string) =>
  jsonReply({ code, details: null, hint: null, message }, status);

const denied = (role: Role["role"]) =>
  pgError(role === "anon" ? 401 : 403, "42501", "permission denied for table service_requests");

/** A full row as the table stores an insert: the database's defaults filled in. */
function storedRow(sent: Record<string, unknown>, now = new Date()): RequestRow {
  const row: RequestRow = {
    id: typeof sent.id === "string" ? sent.id : randomUUID(),
    created_at: now.toISOString(),
    status: "new",
    ...Object.fromEntries(formColumns.map((column) => [column, sent[column] ?? null])),
    sms_consent: sent.sms_consent ?? false,
    contacted_at: null,
    status_changed_at: null,
    owner_notes: null,
    photo_count: sent.photo_count ?? 0,
    source_hash: null,
  };
  return row;
}

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

const likeToRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split("")
      .map((char) =>
        char === "*" || char === "%"
          ? ".*"
          : char === "_"
            ? "."
            : char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("")}$`,
    "is",
  );

type Predicate = (row: RequestRow) => boolean;

/** One `<op>.<value>` condition on a column, e.g. "eq.new", "not.is.null", "ilike.*pat*". */
function condition(column: string, expression: string): Predicate {
  if (expression.startsWith("not.")) {
    const inner = condition(column, expression.slice(4));
    return (row) => !inner(row);
  }
  const dot = expression.indexOf(".");
  const op = expression.slice(0, dot);
  const value = unquote(expression.slice(dot + 1));
  const cell = (row: RequestRow) => row[column];
  switch (op) {
    case "eq":
      return (row) => cell(row) !== null && String(cell(row)) === value;
    case "ilike":
      return (row) => cell(row) !== null && likeToRegExp(value).test(String(cell(row)));
    case "gte":
      return (row) => cell(row) !== null && String(cell(row)) >= value;
    case "is":
      return (row) => (value === "null" ? cell(row) === null : String(cell(row)) === value);
    default:
      throw new Error(`this test server does not know the operator ${op}`);
  }
}

/** `or=(a.eq.1,b.ilike.*x*)`: any of the conditions. */
function orCondition(list: string): Predicate {
  const inner = splitTopLevel(list.replace(/^\(|\)$/g, "")).map((part) => {
    const dot = part.indexOf(".");
    return condition(part.slice(0, dot), part.slice(dot + 1));
  });
  return (row) => inner.some((test) => test(row));
}

const reserved = new Set(["select", "order", "limit", "offset", "or", "on_conflict", "columns"]);

function filters(query: URLSearchParams): Predicate[] {
  const tests: Predicate[] = [];
  for (const [key, value] of query) {
    if (key === "or") tests.push(orCondition(value));
    else if (!reserved.has(key)) tests.push(condition(key, value));
  }
  return tests;
}

function ordered(rows: RequestRow[], order: string | null): RequestRow[] {
  if (!order) return rows;
  const [column = "", direction] = order.split(".");
  const sign = direction === "desc" ? -1 : 1;
  return [...rows].sort((a, b) => sign * String(a[column]).localeCompare(String(b[column])));
}

function pick(row: RequestRow, select: string | null): Record<string, unknown> {
  if (!select || select === "*") return row;
  return Object.fromEntries(select.split(",").map((column) => [column, row[column]]));
}

/** from/to of the page asked for, by offset/limit or by a Range header. */
function pageOf(query: URLSearchParams, headers: IncomingHttpHeaders, total: number) {
  const range = /^(\d+)-(\d*)$/.exec(String(headers.range ?? ""));
  const from = Number(query.get("offset") ?? range?.[1] ?? 0);
  const limit = query.get("limit");
  const to = limit !== null ? from + Number(limit) - 1 : range?.[2] ? Number(range[2]) : total - 1;
  return { from, to: Math.min(to, total - 1) };
}

export function createRequestsTable() {
  const table: RequestRow[] = [];
  const staff = new Set<string>();

  const canRead = (who: Role) =>
    who.role === "service_role" || (who.role === "authenticated" && staff.has(who.userId));

  function select(
    method: string,
    query: URLSearchParams,
    headers: IncomingHttpHeaders,
    who: Role,
  ): Reply {
    if (who.role === "anon") return denied("anon");
    const visible = canRead(who) ? table : [];
    const matching = ordered(
      visible.filter((row) => filters(query).every((test) => test(row))),
      query.get("order"),
    );
    const { from, to } = pageOf(query, headers, matching.length);
    const page = matching.slice(from, to + 1);
    const counted = /count=exact/.test(String(headers.prefer ?? ""));
    const range = page.length ? `${from}-${from + page.length - 1}` : "*";
    const reply = jsonReply(page.map((row) => pick(row, query.get("select"))));
    return {
      ...reply,
      body: method === "HEAD" ? "" : reply.body,
      headers: { ...reply.headers, "Content-Range": `${range}/${counted ? matching.length : "*"}` },
    };
  }

  function update(query: URLSearchParams, headers: IncomingHttpHeaders, who: Role, body: unknown) {
    if (who.role === "anon") return denied("anon");
    const changes = (typeof body === "object" && body ? body : {}) as Record<string, unknown>;
    // Column grants: staff (and everyone but service_role) may write only these two columns.
    if (who.role !== "service_role" && Object.keys(changes).some((c) => !staffColumns.has(c)))
      return denied(who.role);
    if ("status" in changes && !statuses.includes(String(changes.status)))
      return pgError(
        400,
        "23514",
        'new row for relation "service_requests" violates check constraint "service_requests_status_valid"',
      );
    if (typeof changes.owner_notes === "string" && changes.owner_notes.length > 4000)
      return pgError(
        400,
        "23514",
        'new row for relation "service_requests" violates check constraint "service_requests_owner_notes_length"',
      );
    const now = new Date().toISOString();
    const touched = (canRead(who) ? table : []).filter((row) =>
      filters(query).every((test) => test(row)),
    );
    for (const row of touched) {
      // The trigger: status_changed_at on every change, contacted_at the first time it leaves new.
      if ("status" in changes && changes.status !== row.status) {
        row.status_changed_at = now;
        if (row.contacted_at === null && changes.status !== "new") row.contacted_at = now;
      }
      Object.assign(row, changes);
    }
    if (/return=representation/.test(String(headers.prefer ?? "")))
      return jsonReply(touched.map((row) => pick(row, query.get("select"))));
    return { status: 204, body: "" };
  }

  return {
    /** Every row as the database holds it, newest last (inserts append). */
    table,
    /** The user ids of public.staff. */
    staff,
    isStaff: (who: Role) => who.role === "authenticated" && staff.has(who.userId),
    /** Stores an insert's row with the database's defaults; returns the stored row. */
    insert(sent: Record<string, unknown>, now?: Date) {
      const row = storedRow(sent, now);
      table.push(row);
      return row;
    },
    /** GET/HEAD or PATCH on /rest/v1/service_requests. */
    handle(
      method: string,
      query: URLSearchParams,
      headers: IncomingHttpHeaders,
      who: Role,
      body: unknown,
    ): Reply {
      if (method === "PATCH") return update(query, headers, who, body);
      if (method === "DELETE") return denied(who.role === "anon" ? "anon" : "authenticated");
      return select(method, query, headers, who);
    },
  };
}
