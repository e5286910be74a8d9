/**
 * Supabase Realtime's `postgres_changes`, as realtime-js 2.109 speaks it: the Phoenix channel
 * protocol over `/realtime/v1/websocket?apikey=…&vsn=…`. With vsn 2.0.0 (realtime-js's default,
 * lib/serializer.ts) a message is the array [join_ref, ref, topic, event, payload]; with 1.0.0
 * the object {join_ref, ref, topic, event, payload}. A channel joins with `phx_join` carrying
 * `config.postgres_changes` and the `access_token`, and the reply lists the changes it will
 * receive with the ids the events then name (`payload.ids`). Heartbeats are `heartbeat` on topic
 * `phoenix`; `access_token` replaces the channel's token.
 *
 * The changes are the database's: the rows the `supabase_realtime` publication carries, as
 * database.ts captures them. Like Realtime (its walrus RLS check), an INSERT or UPDATE reaches a
 * channel only if the channel's token may SELECT the row, which is asked of the database as that
 * token's role and claims; DELETE events are not filtered, and carry the old row's primary key.
 *
 * The handler is transport-agnostic (text in, text out), so a `ws` server (unit tests) and
 * Playwright's `page.routeWebSocket` (browser tests) both drive it.
 */
import type { PGlite } from "@electric-sql/pglite";
import { as } from "./sql";
import type { Caller } from "./postgrest";

export type Message = {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
};

type Listen = { event: string; schema: string; table: string; filter?: string; id: number };

type Channel = { topic: string; joinRef: string | null; token: string; changes: Listen[] };

/** One row of database.ts's change queue. */
type Change = {
  id: number;
  schema_name: string;
  table_name: string;
  type: "INSERT" | "UPDATE" | "DELETE";
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
};

type Column = { name: string; type: string; key: boolean };

export function createRealtime(options: {
  db: PGlite;
  /** Who a token stands for, null for an invalid or expired one. */
  callerOf: (token: string) => Promise<Caller | null>;
}) {
  const { db } = options;
  const connections = new Set<ReturnType<typeof connect>>();
  const columnCache = new Map<string, Column[]>();
  let nextId = 1;

  /** A table's columns with the type names realtime-js converts by (lib/transformers.ts). */
  async function columnsOf(schema: string, table: string): Promise<Column[]> {
    const key = `${schema}.${table}`;
    const known = columnCache.get(key);
    if (known) return known;
    const { rows } = await db.query<Column>(
      `select a.attname as name, t.typname as type,
              coalesce(a.attnum = any(i.indkey), false) as key
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_type t on t.oid = a.atttypid
       left join pg_catalog.pg_index i on i.indrelid = a.attrelid and i.indisprimary
       where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
       order by a.attnum`,
      [`"${schema}"."${table}"`],
    );
    columnCache.set(key, rows);
    return rows;
  }

  /** Whether the caller may SELECT the row, asked as the caller (RLS and grants apply). */
  async function maySelect(caller: Caller, change: Change, columns: Column[]) {
    if (caller.role === "service_role") return true;
    const keys = columns.filter((c) => c.key);
    const record = change.record ?? {};
    try {
      return await as(
        db,
        caller.role,
        async (tx) => {
          const { rows } = await tx.query(
            `select 1 from "${change.schema_name}"."${change.table_name}" where ${keys
              .map((c, i) => `"${c.name}" = $${i + 1}`)
              .join(" and ")}`,
            keys.map((c) => record[c.name]),
          );
          return rows.length > 0;
        },
        caller.claims,
      );
    } catch {
      return false; // no SELECT privilege at all: nothing to receive
    }
  }

  function connect(url: string, send: (text: string) => void) {
    const params = new URL(url, "http://localhost").searchParams;
    const arrays = (params.get("vsn") ?? "1.0.0") === "2.0.0";
    const channels = new Map<string, Channel>();
    const received: Message[] = [];

    const encode = (m: Message) =>
      send(JSON.stringify(arrays ? [m.join_ref, m.ref, m.topic, m.event, m.payload] : m));
    const decode = (text: string): Message => {
      const parsed = JSON.parse(text) as unknown;
      if (!Array.isArray(parsed)) return parsed as Message;
      const [join_ref, ref, topic, event, payload] = parsed as [
        string | null,
        string | null,
        string,
        string,
        Record<string, unknown>,
      ];
      return { join_ref, ref, topic, event, payload };
    };
    const reply = (m: Message, status: "ok" | "error", response: object) =>
      encode({
        join_ref: m.join_ref,
        ref: m.ref,
        topic: m.topic,
        event: "phx_reply",
        payload: { status, response },
      });

    async function join(m: Message) {
      const token = String(m.payload.access_token ?? params.get("apikey") ?? "");
      if (!(await options.callerOf(token)))
        return reply(m, "error", { reason: "Invalid JWT Token" });
      const config = (m.payload.config ?? {}) as { postgres_changes?: Omit<Listen, "id">[] };
      const changes = (config.postgres_changes ?? []).map((change) => ({
        ...change,
        id: nextId++,
      }));
      channels.set(m.topic, { topic: m.topic, joinRef: m.join_ref, token, changes });
      reply(m, "ok", { postgres_changes: changes });
    }

    /** Sends a change to every channel listening for it whose token may see it. */
    async function deliver(change: Change, columns: Column[]) {
      for (const channel of channels.values()) {
        // Filtered subscriptions (`filter: "col=eq.value"`) are beyond this app's use.
        const ids = channel.changes
          .filter(
            (c) =>
              (c.event === change.type || c.event === "*") &&
              c.schema === change.schema_name &&
              (c.table === change.table_name || c.table === "*") &&
              !c.filter,
          )
          .map((c) => c.id);
        if (!ids.length) continue;
        const caller = await options.callerOf(channel.token);
        if (!caller) continue;
        if (change.type !== "DELETE" && !(await maySelect(caller, change, columns))) continue;
        const oldKey =
          change.old_record &&
          Object.fromEntries(
            columns.filter((c) => c.key).map((c) => [c.name, change.old_record?.[c.name]]),
          );
        encode({
          join_ref: channel.joinRef,
          ref: null,
          topic: channel.topic,
          event: "postgres_changes",
          payload: {
            ids,
            data: {
              schema: change.schema_name,
              table: change.table_name,
              commit_timestamp: change.commit_timestamp,
              type: change.type,
              columns: columns.map(({ name, type }) => ({ name, type })),
              ...(change.record ? { record: change.record } : {}),
              ...(oldKey ? { old_record: oldKey } : {}),
              errors: null,
            },
          },
        });
      }
    }

    const connection = {
      url,
      /** Every message the client sent, decoded. */
      received,
      /** The topics joined and not left. */
      topics: () => [...channels.keys()],
      deliver,
      async receive(text: string) {
        const m = decode(text);
        received.push(m);
        if (m.topic === "phoenix" && m.event === "heartbeat") return reply(m, "ok", {});
        if (m.event === "phx_join") return join(m);
        const channel = channels.get(m.topic);
        if (m.event === "access_token" && channel) {
          channel.token = String(m.payload.access_token ?? channel.token);
          return;
        }
        if (m.event === "phx_leave") {
          channels.delete(m.topic);
          return reply(m, "ok", {});
        }
      },
      close: () => connections.delete(connection),
    };
    connections.add(connection);
    return connection;
  }

  /** Takes the captured changes off the queue, oldest first, and delivers them. */
  let draining = Promise.resolve();
  function drain() {
    draining = draining.then(async () => {
      const { rows } = await db.query<Change>(
        `delete from local_realtime.changes returning id::int, schema_name, table_name, type,
           record, old_record, to_char(commit_timestamp at time zone 'UTC',
           'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as commit_timestamp`,
      );
      for (const change of rows.sort((a, b) => a.id - b.id)) {
        const columns = await columnsOf(change.schema_name, change.table_name);
        await Promise.all([...connections].map((c) => c.deliver(change, columns)));
      }
    });
    return draining;
  }
  const unlisten = db.listen("local_realtime", () => void drain());

  return {
    connect,
    connections,
    /** Resolves once every change committed so far has been delivered. */
    settled: () => drain(),
    close: async () => (await unlisten)(),
  };
}
