/**
 * pg_net's background worker, for the stand-in in pg_net.sql: woken by the notification
 * net.wake() sends, which PostgreSQL delivers only after the transaction that queued a request
 * commits, it takes the queued requests off net.http_request_queue, sends each with its headers,
 * body and time limit, and records the answer in net._http_response as pg_net does
 * (supabase/pg_net, src/core.c: consume_request_queue, insert_response): the status, the body as
 * text, the headers and Content-Type; or, when no answer came, timed_out and error_msg.
 */
import type { PGlite } from "@electric-sql/pglite";

type Queued = {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Uint8Array | null;
  timeout_milliseconds: number;
};

type Outcome = {
  status_code: number | null;
  content: string | null;
  headers: Record<string, string> | null;
  content_type: string | null;
  timed_out: boolean;
  error_msg: string | null;
};

async function send(request: Queued, closing: AbortSignal): Promise<Outcome> {
  const failed = (timed_out: boolean, error_msg: string): Outcome => ({
    status_code: null,
    content: null,
    headers: null,
    content_type: null,
    timed_out,
    error_msg,
  });
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers ?? {},
      body: request.body && request.method === "POST" ? new Uint8Array(request.body) : null,
      signal: AbortSignal.any([AbortSignal.timeout(request.timeout_milliseconds), closing]),
    });
    const content = await response.text();
    return {
      status_code: response.status,
      content: content || null,
      headers: Object.fromEntries(response.headers),
      content_type: response.headers.get("content-type"),
      timed_out: false,
      error_msg: null,
    };
  } catch (error) {
    if ((error as Error).name === "TimeoutError")
      return failed(true, `Timeout of ${request.timeout_milliseconds} ms reached`);
    // curl's words for a refused or unresolvable address, as pg_net records them.
    return failed(false, "Couldn't connect to server");
  }
}

export function startPgNet(db: PGlite) {
  const inFlight = new Set<Promise<void>>();
  const closing = new AbortController();

  async function deliver(request: Queued) {
    const outcome = await send(request, closing.signal);
    if (closing.signal.aborted) return;
    await db.query(
      `insert into net._http_response
         (id, status_code, content, headers, content_type, timed_out, error_msg)
       values ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
      [
        request.id,
        outcome.status_code,
        outcome.content,
        outcome.headers && JSON.stringify(outcome.headers),
        outcome.content_type,
        outcome.timed_out,
        outcome.error_msg,
      ],
    );
  }

  /**
   * Takes what is queued off the queue, oldest first, and sends it all at once, as pg_net does;
   * answers older than pg_net's default `pg_net.ttl` (6 hours, its README) go, as its worker
   * deletes them.
   */
  async function drain() {
    await db.query("delete from net._http_response where created < now() - interval '6 hours'");
    const { rows } = await db.query<Queued>(
      `delete from net.http_request_queue
       returning id::text, method, url, headers, body, timeout_milliseconds`,
    );
    for (const request of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
      const sent = deliver(request).catch((error) => console.error("pg_net:", error));
      inFlight.add(sent);
      void sent.finally(() => inFlight.delete(sent));
    }
  }

  let draining = Promise.resolve();
  const wake = () => (draining = draining.then(drain));
  const unlisten = db.listen("pg_net", wake);
  // Requests queued while no worker ran are sent now, as pg_net's worker does when it starts.
  wake();

  return {
    /** Resolves once every request committed so far has been answered (or has failed). */
    async settled() {
      await wake();
      while (inFlight.size) await Promise.all(inFlight);
    },
    /** Stops listening and abandons the requests still on their way. */
    async close() {
      await (
        await unlisten
      )();
      closing.abort();
      await Promise.all(inFlight);
    },
  };
}
