/**
 * Supabase Realtime's `postgres_changes`, as realtime-js 2.109 speaks it: the Phoenix channel
 * protocol over `/realtime/v1/websocket?apikey=…&vsn=…`. With vsn 2.0.0 (realtime-js's default,
 * lib/serializer.ts) a message is the array [join_ref, ref, topic, event, payload]; with 1.0.0
 * the object {join_ref, ref, topic, event, payload}. A channel joins with `phx_join` carrying
 * `config.postgres_changes` and the `access_token`, and the reply lists the changes it will
 * receive with the ids the events then name (`payload.ids`). Heartbeats are `heartbeat` on topic
 * `phoenix`; `access_token` replaces the channel's token. RLS applies to INSERT events: a channel
 * receives a row only if its token's user may select it.
 *
 * The handler is transport-agnostic (text in, text out), so a `ws` server (unit tests) and
 * Playwright's `page.routeWebSocket` (browser tests) both drive it.
 */
import type { Role } from "./postgrest";

type Message = {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
};

type Change = { event: string; schema: string; table: string; filter?: string; id: number };

type Channel = { topic: string; joinRef: string | null; token: string; changes: Change[] };

/** The column types realtime-js converts by (lib/transformers.ts); the rest stay strings. */
const columnTypes: Record<string, string> = {
  id: "uuid",
  created_at: "timestamptz",
  rooms: "int4",
  units: "int4",
  sms_consent: "bool",
  photo_count: "int2",
  start_date: "date",
  contacted_at: "timestamptz",
  status_changed_at: "timestamptz",
};

export function createRealtimeHub(options: {
  /** Who a token belongs to, null for an invalid or expired one. */
  roleOf: (token: string) => Promise<Role | null>;
  /** Whether that role may select the row (RLS). */
  canSelect: (who: Role) => boolean;
}) {
  const connections = new Set<ReturnType<typeof connect>>();
  let nextId = 1;

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
      if (!(await options.roleOf(token))) return reply(m, "error", { reason: "Invalid JWT Token" });
      const config = (m.payload.config ?? {}) as { postgres_changes?: Omit<Change, "id">[] };
      const changes = (config.postgres_changes ?? []).map((change) => ({
        ...change,
        id: nextId++,
      }));
      channels.set(m.topic, { topic: m.topic, joinRef: m.join_ref, token, changes });
      reply(m, "ok", { postgres_changes: changes });
    }

    const connection = {
      url,
      /** Every message the client sent, decoded. */
      received,
      /** The topics joined and not left. */
      topics: () => [...channels.keys()],
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
      /** Sends an INSERT of `record` to every channel listening whose user may see it. */
      async insert(schema: string, table: string, record: Record<string, unknown>) {
        for (const channel of channels.values()) {
          const ids = channel.changes
            .filter(
              (c) =>
                (c.event === "INSERT" || c.event === "*") &&
                c.schema === schema &&
                (c.table === table || c.table === "*") &&
                !c.filter,
            )
            .map((c) => c.id);
          const who = await options.roleOf(channel.token);
          if (!ids.length || !who || !options.canSelect(who)) continue;
          encode({
            join_ref: channel.joinRef,
            ref: null,
            topic: channel.topic,
            event: "postgres_changes",
            payload: {
              ids,
              data: {
                schema,
                table,
                commit_timestamp: new Date().toISOString(),
                type: "INSERT",
                columns: Object.keys(record).map((name) => ({
                  name,
                  type: columnTypes[name] ?? "text",
                })),
                record,
                errors: null,
              },
            },
          });
        }
      },
      close: () => connections.delete(connection),
    };
    connections.add(connection);
    return connection;
  }

  return {
    connect,
    connections,
    /** Tells every connection about a new row, as the publication would. */
    async insert(schema: string, table: string, record: Record<string, unknown>) {
      await Promise.all([...connections].map((c) => c.insert(schema, table, record)));
    },
  };
}
