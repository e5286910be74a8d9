// @vitest-environment node
// pg_net's stand-in (supabase/local/pg_net.sql, pg-net.ts): a request queued by net.http_post is
// sent once its transaction commits, never when it rolls back, and its answer is recorded as
// pg_net records it.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startSupabaseServer, type SupabaseTestServer } from "../../supabase/local/server";
import { sentRequest } from "./inbox-fixtures";

let server: SupabaseTestServer;
let receiver: Server;
let target: string;
const received: {
  method?: string;
  url?: string;
  headers: IncomingMessage["headers"];
  body: string;
}[] = [];

beforeAll(async () => {
  receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    });
    if (req.url === "/never") return; // no answer
    res.writeHead(202, { "Content-Type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startSupabaseServer();
});
afterAll(async () => {
  await server?.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(async () => {
  await server.reset();
  received.length = 0;
});

const post = (url: string, timeout = 2000) =>
  server.sql(
    `select net.http_post(url := $1, body := '{"hello": "world"}'::jsonb,
       headers := '{"Authorization": "Bearer s3cret"}'::jsonb, timeout_milliseconds := $2)`,
    [url, timeout],
  );

describe("net.http_post", () => {
  it("sends the request once the transaction commits and records the answer", async () => {
    await post(`${target}/hook`);
    await server.webhooksSettled();
    expect(received).toEqual([
      {
        method: "POST",
        url: "/hook",
        headers: expect.objectContaining({
          authorization: "Bearer s3cret",
          "content-type": "application/json",
        }),
        body: '{"hello": "world"}',
      },
    ]);
    expect(await server.webhookResponses()).toEqual([{ id: 1, status_code: 202, error_msg: null }]);
    expect(await server.sql("select count(*)::int as n from net.http_request_queue")).toEqual([
      { n: 0 },
    ]);
  });

  it("never sends a request whose transaction rolls back", async () => {
    await expect(
      server.sql(
        `do $$ begin
           perform net.http_post(url := '${target}/rolled-back');
           raise exception 'the insert failed';
         end $$`,
      ),
    ).rejects.toThrow(/the insert failed/);
    await post(`${target}/committed`);
    await server.webhooksSettled();
    expect(received.map((r) => r.url)).toEqual(["/committed"]);
  });

  it("records a timeout and an address nobody answers at, as pg_net does", async () => {
    await post(`${target}/never`, 200);
    await post("http://127.0.0.1:9/closed");
    await server.webhooksSettled();
    const rows = await server.sql<Record<string, unknown>>(
      "select id::int, status_code, timed_out, error_msg from net._http_response order by id",
    );
    expect(rows).toEqual([
      { id: 1, status_code: null, timed_out: true, error_msg: "Timeout of 200 ms reached" },
      { id: 2, status_code: null, timed_out: false, error_msg: "Couldn't connect to server" },
    ]);
  });

  it("is how a visitor's request reaches the function named in Vault, with its secret", async () => {
    await server.sql("select vault.create_secret($1, 'notify_new_request_url')", [
      `${target}/functions/v1/notify-owner`,
    ]);
    await server.sql("select vault.create_secret('webhook-secret', 'notify_new_request_secret')");
    // As submit-request stores a visitor's request: the service role's submit_request.
    const service = createClient(server.url, server.serviceRoleKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const row = sentRequest();
    expect((await service.rpc("submit_request", { request: row })).status).toBe(200);
    await server.webhooksSettled();
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.authorization).toBe("Bearer webhook-secret");
    expect(JSON.parse(received[0]?.body ?? "")).toMatchObject({
      type: "INSERT",
      table: "service_requests",
      record: { id: row.id, name: row.name },
    });
  });
});
