import { createClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database.types";

export type Sent = { method: string; url: URL; body: unknown };
type Answer = (
  sent: Sent,
) => { status?: number; body: unknown; headers?: Record<string, string> } | "network-error";

/**
 * The app's kind of client (supabase-js, typed by the database) whose fetch records what it
 * sends and answers as `answer` says: no server, so only the request supabase-js makes and how
 * the inbox reads an answer are tested here.
 */
let clients = 0;

export function fakeClient(answer: Answer = () => ({ body: [] })) {
  const sent: Sent[] = [];
  const client = createClient<Database>("http://127.0.0.1:54321", "anon-key", {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // One key each: supabase-js warns of several clients sharing one.
      storageKey: `fake-client-${(clients += 1)}`,
    },
    global: {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const text =
          request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
        const one = {
          method: request.method,
          url: new URL(request.url),
          body: text ? JSON.parse(text) : null,
        };
        sent.push(one);
        const reply = answer(one);
        if (reply === "network-error") throw new TypeError("fetch failed");
        return Response.json(reply.body, { status: reply.status ?? 200, headers: reply.headers });
      },
    },
  });
  return { client, sent };
}
