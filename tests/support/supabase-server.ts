/**
 * The unit tests' handle on a local Supabase server (supabase/local/server.ts): the server runs
 * in Vitest's own process (tests/support/supabase-host.ts) and this handle offers the same
 * controls, each a call to the host. The app under test talks to the server's URL over HTTP,
 * as it talks to Supabase.
 */
import { inject } from "vitest";
import type { SupabaseTestServer as LocalServer } from "../../supabase/local/server";
import { decodeBytes, encodeBytes, type HostCall, type ServerOptions } from "./supabase-host";

export { jsonReply, type Answers } from "../../supabase/local/answers";

/** A server's controls; Realtime's in-process transport is for Playwright only. */
export type SupabaseTestServer = Omit<LocalServer, "realtimeConnect">;

async function host(path: string, body?: HostCall | ServerOptions): Promise<unknown> {
  const response = await fetch(`${inject("supabaseHost")}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  const answer = (await response.json()) as { result?: unknown; error?: string };
  if (answer.error) throw new Error(answer.error);
  return decodeBytes(answer.result);
}

/**
 * Starts a server with an empty database (every migration applied) and no users; sign-up waits
 * for a confirmed e-mail as supabase/config.toml says unless `confirmEmail` says otherwise, and
 * Auth's e-mails go to `mailer` (without one, sending them fails as with no SMTP).
 */
export async function startSupabaseServer(
  options: ServerOptions = {},
): Promise<SupabaseTestServer> {
  const started = (await host("/servers", options)) as Pick<
    LocalServer,
    "url" | "anonKey" | "serviceRoleKey" | "storageKey"
  > & { id: number };
  const remote = (prefix: string): object =>
    new Proxy(
      {},
      {
        get(_, key) {
          if (typeof key !== "string") return undefined;
          if (!prefix && key in started) return started[key as keyof typeof started];
          if (!prefix && key === "storage") return remote("storage.");
          // Not a thenable: `await server` must not call the host.
          if (key === "then") return undefined;
          return (...args: unknown[]) =>
            host("/call", {
              server: started.id,
              method: prefix + key,
              args: args.map(encodeBytes),
            });
        },
      },
    );
  return remote("") as SupabaseTestServer;
}
