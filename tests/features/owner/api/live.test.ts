import type { SupabaseClient } from "@supabase/supabase-js";
import { afterEach, beforeEach, expect, it } from "vitest";
import { subscribeToNewRequests } from "@/features/owner/api/live";
import type { InboxRequest } from "@/features/owner/api/requests";
import {
  clientFor,
  partnerEmail,
  sentRequest,
  staffEmail,
  staffPassword,
} from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

// Realtime through realtime-js's own WebSocket client against the local Supabase's endpoint,
// which streams the database's changes and asks the database whether each listener may see them.

let server: SupabaseTestServer;
const clients: SupabaseClient[] = [];

// The server takes a database from a pool that may boot one first: on a busy 2-core machine,
// longer than the 10 s Vitest gives a hook (as in tests/support/auth-harness.ts).
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  await server.addUser(partnerEmail, staffPassword);
}, 60_000);
afterEach(async () => {
  for (const client of clients.splice(0)) await client.removeAllChannels();
  await server.close();
});

/** A request stored as submit-request stores it: the service role's submit_request. */
const submit = (request: object, verification = "passed") =>
  fetch(`${server.url}/rest/v1/rpc/submit_request`, {
    method: "POST",
    headers: {
      apikey: server.serviceRoleKey,
      Authorization: `Bearer ${server.serviceRoleKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ request, verification }),
  });

async function listen(email: string) {
  const client = await clientFor(server, email);
  clients.push(client);
  const token = (await client.auth.getSession()).data.session?.access_token ?? "";
  const received: InboxRequest[] = [];
  const joined = async () => (await server.realtimeConnections()).flatMap((c) => c.topics);
  const before = (await joined()).length;
  subscribeToNewRequests(client, token, (row) => received.push(row));
  // Joined: the server has replied with the postgres_changes ids.
  await expect.poll(async () => (await joined()).length).toBe(before + 1);
  expect(await joined()).toContain("realtime:owner-inbox");
  return { received, token };
}

it("a staff member's channel receives each new request, with the row's values", async () => {
  const { received, token } = await listen(staffEmail);
  const [connection] = await server.realtimeConnections();
  expect(connection?.url).toMatch(/^\/realtime\/v1\/websocket\?apikey=.+&vsn=2\.0\.0$/);
  const join = connection?.received.find((m) => m.event === "phx_join");
  expect(join?.payload).toMatchObject({
    access_token: token,
    config: {
      postgres_changes: [{ event: "INSERT", schema: "public", table: "service_requests" }],
    },
  });

  const sent = sentRequest({ name: "Ann Lee" });
  expect((await submit(sent)).status).toBe(200);
  await expect.poll(() => received).toHaveLength(1);
  // The row as the database stored it: its defaults (status) and its created_at included.
  expect(received[0]).toMatchObject({ id: sent.id, name: "Ann Lee", rooms: 3, status: "new" });
  expect(received[0]?.created_at).toBe((await server.rows())[0]?.created_at);
});

it("a held request reaches no one: RLS hides it from staff too", async () => {
  const owner = await listen(staffEmail);
  expect((await submit(sentRequest({ name: "Bot" }), "failed")).status).toBe(200);
  expect((await submit(sentRequest({ name: "Ann Lee" }))).status).toBe(200);
  await expect.poll(() => owner.received).toHaveLength(1);
  expect(owner.received[0]).toMatchObject({ name: "Ann Lee" });
});

it("RLS applies: an account that is not staff receives nothing", async () => {
  const partner = await listen(partnerEmail);
  const owner = await listen(staffEmail);
  await server.addRequest(sentRequest());
  await expect.poll(() => owner.received).toHaveLength(1);
  expect(partner.received).toEqual([]);
});

it("answers heartbeats and takes a new access token", async () => {
  const client = await clientFor(server, staffEmail);
  clients.push(client);
  const token = (await client.auth.getSession()).data.session?.access_token ?? "";
  subscribeToNewRequests(client, token, () => undefined);
  await expect
    .poll(async () => (await server.realtimeConnections()).flatMap((c) => c.topics))
    .toHaveLength(1);
  const latency: string[] = [];
  client.realtime.onHeartbeat((status) => latency.push(status));
  client.realtime.sendHeartbeat();
  await expect.poll(() => latency).toContain("ok");
  const fresh = await server.issueSession(staffEmail);
  await client.realtime.setAuth(fresh.access_token);
  await expect
    .poll(
      async () =>
        (await server.realtimeConnections())[0]?.received
          .filter((m) => m.event === "access_token")
          .at(-1)?.payload,
    )
    .toEqual({ access_token: fresh.access_token });
});
