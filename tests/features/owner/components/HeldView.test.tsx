import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Client } from "@/features/owner/api/requests";
import { HeldView } from "@/features/owner/components/HeldView";
import { clientFor, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

// The Held view as staff read it on the local Supabase: a flood of held requests, a page at a
// time, the real one found on the second page and released.

let server: SupabaseTestServer;
let client: Client;
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  client = (await clientFor(server, staffEmail)) as Client;
}, 60_000);
afterEach(async () => {
  cleanup();
  await server.close();
});

it("lists a page of held requests, the next on Show more, and releases one from it", async () => {
  // 60 held by the human check, a minute apart; Ann Lee, the oldest, is a real customer.
  await server.sql(
    `insert into public.service_requests (service, name, phone, address, city, garage_size,
       contact_method, status, held_reason, created_at)
     select 'garage_cleanout', case n when 60 then 'Ann Lee' else 'Bot ' || n end,
            '+18015550177', '1 Main St', 'Orem', '2-car', 'text', 'held', 'check_failed',
            now() - make_interval(mins => n)
       from generate_series(1, 60) n`,
  );
  const user = userEvent.setup();
  render(<HeldView client={client} />);
  const view = await screen.findByRole("region", { name: "Held requests" });
  // By text: role queries over 50 rows are slow in jsdom.
  expect(
    await within(view).findByText("60 held. The newest 50 are listed.", {}, { timeout: 8000 }),
  ).toBeVisible();
  expect(within(view).getByText("Bot 1")).toBeVisible();
  expect(within(view).queryByText("Ann Lee")).toBeNull();

  await user.click(within(view).getByRole("button", { name: "Show more" }));
  expect(await within(view).findByText("Ann Lee", {}, { timeout: 8000 })).toBeVisible();
  expect(within(view).getAllByText(/^(Bot \d+|Ann Lee)$/)).toHaveLength(60);
  expect(within(view).queryByRole("button", { name: "Show more" })).toBeNull();
  expect(within(view).getByText("60 held.")).toBeVisible();

  await user.click(within(view).getByRole("button", { name: "Release Ann Lee" }));
  expect(await within(view).findByText("Ann Lee is now a new request in your list.")).toBeVisible();
  expect(within(view).getByText("59 held.")).toBeVisible();
  expect(within(view).queryByText("Ann Lee")).toBeNull();
  // The rest of the pages stay as they were.
  expect(within(view).getAllByText(/^Bot \d+$/)).toHaveLength(59);
  const [row] = await server.sql<{ status: string }>(
    "select status from public.service_requests where name = 'Ann Lee'",
  );
  expect(row?.status).toBe("new");
}, 60_000);
