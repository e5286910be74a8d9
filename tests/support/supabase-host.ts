/**
 * Vitest's global setup for the unit tests: runs the local Supabase servers
 * (supabase/local/server.ts) in Vitest's own Node process, where PGlite and the migrations'
 * files are at home, rather than in each test file's jsdom. A test starts a server through
 * tests/support/supabase-server.ts, which asks this host over HTTP on 127.0.0.1 and drives the
 * server's test controls by the same route. The databases are pooled here (database.ts), so a
 * whole run boots PostgreSQL about once per test file running at the same time.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { closeIdleDatabases } from "../../supabase/local/database";
import { startSupabaseServer, type SupabaseTestServer } from "../../supabase/local/server";

/** What a unit test chooses of its server (startSupabaseServer in supabase-server.ts). */
export type ServerOptions = Pick<
  NonNullable<Parameters<typeof startSupabaseServer>[0]>,
  "confirmEmail" | "mailer"
>;

declare module "vitest" {
  interface ProvidedContext {
    supabaseHost: string;
  }
}

/** Bytes travel as base64 in the host's JSON (isView: jsdom's typed arrays are another realm's). */
export const encodeBytes = (value: unknown) =>
  ArrayBuffer.isView(value)
    ? { $bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") }
    : value;

export const decodeBytes = (value: unknown) =>
  typeof value === "object" && value !== null && "$bytes" in value
    ? Buffer.from(String((value as { $bytes: string }).$bytes), "base64")
    : value;

export type HostCall = { server: number; method: string; args: unknown[] };

export default async function setup(project: TestProject) {
  const servers = new Map<number, SupabaseTestServer>();
  let nextId = 1;

  async function call({ server: id, method, args }: HostCall) {
    const server = servers.get(id);
    // A server is forgotten once closed; closing it again is nothing.
    if (!server && method === "close") return null;
    if (!server) throw new Error(`No local Supabase server ${id}`);
    if (method === "close") {
      await server.close();
      servers.delete(id);
      return null;
    }
    // "storage.objects" is server.storage.objects.
    const path = method.split(".");
    let target: unknown = server;
    let owner: unknown = server;
    for (const key of path) {
      owner = target;
      target = (target as Record<string, unknown>)[key];
    }
    if (typeof target !== "function") throw new Error(`No method ${method}`);
    return encodeBytes(
      await (target as (...a: unknown[]) => unknown).apply(owner, args.map(decodeBytes)),
    );
  }

  const host = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      let result: unknown;
      if (req.url === "/servers") {
        // What a test may choose of its server: whether sign-up waits for a confirmed e-mail,
        // and the "Resend" Auth mails through (a mailbox the test started).
        const { confirmEmail, mailer } = JSON.parse(
          Buffer.concat(chunks).toString("utf8") || "{}",
        ) as ServerOptions;
        const server = await startSupabaseServer({ confirmEmail, mailer });
        const id = nextId++;
        servers.set(id, server);
        const { url, anonKey, serviceRoleKey, storageKey } = server;
        result = { id, url, anonKey, serviceRoleKey, storageKey };
      } else {
        result = await call(JSON.parse(Buffer.concat(chunks).toString("utf8")) as HostCall);
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ result: result ?? null }));
    } catch (error) {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: String((error as Error).stack ?? error) }));
    }
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  project.provide("supabaseHost", `http://127.0.0.1:${(host.address() as AddressInfo).port}`);

  return async () => {
    await Promise.all([...servers.values()].map((server) => server.close()));
    await closeIdleDatabases();
    host.closeAllConnections();
    await new Promise<void>((resolve) => host.close(() => resolve()));
  };
}
