import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it } from "vitest";
import { listUpcoming } from "@/features/owner/api/lifecycle";
import type { Client } from "@/features/owner/api/requests";
import { usePages } from "@/features/owner/hooks/use-pages";
import { clientFor, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

// A keyed list (Upcoming's rpc/inbox_upcoming on the local Supabase) paged by the hook, then read
// again by a live change: the pages the owner opened stay open.

let server: SupabaseTestServer;
let client: Client;
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  client = (await clientFor(server, staffEmail)) as Client;
}, 60_000);
afterEach(async () => {
  await server.close();
});

/** Jobs `from` to `to`, one a day from Dec 1, named by their number. */
const jobs = (from: number, to: number) =>
  server.sql(
    `insert into public.service_requests
       (service, name, phone, address, city, garage_size, contact_method, status, created_at,
        scheduled_for)
     select 'garage_cleanout', 'Job ' || n, '+18015550142', '120 N Main St', 'Orem', '2-car',
            'text', 'scheduled', '2026-11-20T17:00:00Z', date '2026-12-01' + n
       from generate_series($1::int, $2::int) n`,
    [from, to],
  );

const names = (state: ReturnType<typeof usePages<{ id: string; name: string }>>["state"]) =>
  state.kind === "ready" ? state.data.rows.map((row) => row.name) : [];

it("reads as many pages as are shown when the list is read again", async () => {
  await jobs(1, 120);
  const read = (after?: string) => listUpcoming(client, after);
  const { result } = renderHook(() => usePages(read));
  await waitFor(() => expect(names(result.current.state)).toHaveLength(50));
  act(() => result.current.more.onMore());
  await waitFor(() => expect(names(result.current.state)).toHaveLength(100));

  // A job arrives first in the order, and the list is read again (as a live change reads it).
  await jobs(0, 0);
  act(() => result.current.refresh());
  await waitFor(() => expect(names(result.current.state)[0]).toBe("Job 0"));
  const rows = names(result.current.state);
  expect(rows).toEqual(Array.from({ length: 100 }, (_, n) => `Job ${n}`));
  expect(result.current.more.hasMore).toBe(true);

  // Show more goes on after the last row shown: no row twice, none left out.
  act(() => result.current.more.onMore());
  await waitFor(() => expect(names(result.current.state)).toHaveLength(121));
  expect(names(result.current.state)).toEqual(Array.from({ length: 121 }, (_, n) => `Job ${n}`));
  expect(result.current.more.hasMore).toBe(false);
}, 60_000);
