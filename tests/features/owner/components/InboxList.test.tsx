import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Client, InboxRequest } from "@/features/owner/api/requests";
import { InboxList } from "@/features/owner/components/InboxList";
import { clientFor, sentRequest, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

// The inbox's list on the local Supabase, signed in as staff, rows seeded in SQL.

let server: SupabaseTestServer;
let client: Client;
// Friday, Nov 27, 2026, 11 am in Utah.
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  client = (await clientFor(server, staffEmail)) as Client;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-27T18:00:00Z"));
}, 60_000);
// The list's live channel first, then the server (see MissedView.test.tsx).
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await client.removeAllChannels();
  await server.close();
});

/** A request stored as it arrived at `createdAt`. */
const row = (name: string, createdAt: string, overrides: Partial<InboxRequest> = {}) =>
  server.addRequest(sentRequest({ name, ...overrides }), createdAt);

function renderList(token = "token") {
  render(
    <MemoryRouter>
      <InboxList client={client} token={token} />
    </MemoryRouter>,
  );
}

// The first read of a freshly booted database (its functions not yet compiled, its catalog not
// yet cached) may take more than findBy's second on a busy machine.
const firstRead = { timeout: 10_000 };

const names = () =>
  screen.getAllByRole("listitem").map((item) => item.querySelector("bdi")?.textContent);

it("opens on Open, what needs an answer first: new, overdue, contacted, then scheduled by day", async () => {
  await row("Sal Later", "2026-11-27T17:00:00Z", {
    status: "scheduled",
    scheduled_for: "2026-12-02",
  });
  await row("Cam Called", "2026-11-27T16:00:00Z", { status: "contacted" });
  await row("Sam Soon", "2026-11-27T15:00:00Z", {
    status: "scheduled",
    scheduled_for: "2026-11-28",
  });
  await row("Nia New", "2026-11-27T14:00:00Z");
  await row("Ozzy Overdue", "2026-11-20T14:00:00Z", {
    status: "scheduled",
    scheduled_for: "2026-11-25",
  });
  await row("Dot Done", "2026-11-26T14:00:00Z", { status: "done" });
  await row("Lou Lost", "2026-11-26T13:00:00Z", { status: "lost", lost_reason: "price" });
  renderList();
  await screen.findByRole("link", { name: "Nia New" }, { timeout: 15000 }).catch((e) => {
    console.log("BODY", document.body.textContent);
    throw e;
  });
  expect(names()).toEqual(["Nia New", "Ozzy Overdue", "Cam Called", "Sam Soon", "Sal Later"]);
  expect(screen.getByRole("button", { name: /^Open/ })).toHaveAttribute("aria-pressed", "true");
  // Two reads: the page, and the counts with the median (not a list, five counts and a median).
  const reads = (await server.requests()).filter((r) => r.path.startsWith("/rest/v1/"));
  expect(reads.map((r) => r.path).sort()).toEqual([
    "/rest/v1/rpc/inbox_requests",
    "/rest/v1/rpc/inbox_summary",
  ]);
});

it("a search under Open that finds nothing offers the same search through every request", async () => {
  await row("Gil Hart", "2026-10-01T14:00:00Z", { status: "done" });
  await row("Ann Lee", "2026-10-02T14:00:00Z", { status: "done" });
  renderList();
  const user = userEvent.setup();
  expect(await screen.findByText("No requests here.", {}, firstRead)).toBeVisible();
  await user.type(screen.getByRole("searchbox", { name: "Search by name, phone or city" }), "gil");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByText("No open request matches.")).toBeVisible();

  await user.click(screen.getByRole("button", { name: "Search all requests" }));
  expect(await screen.findByRole("link", { name: "Gil Hart" })).toBeVisible();
  expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  // The focus stays where the owner was searching, with the term.
  expect(screen.getByRole("searchbox")).toHaveFocus();
  expect(screen.getByRole("searchbox")).toHaveValue("gil");
  // Every status, but only what the search matches.
  expect(names()).toEqual(["Gil Hart"]);
});

it("with 120 open requests, the overdue job, the oldest, is first; Show more goes on after it", async () => {
  await row("Ozzy Overdue", "2026-11-01T14:00:00Z", {
    status: "scheduled",
    scheduled_for: "2026-11-20",
  });
  // 119 contacted requests, one a minute, stored in one statement as the SQL Editor would.
  await server.sql("select set_config('session_replication_role', 'replica', false)");
  await server.sql(
    `insert into public.service_requests
       (service, name, phone, address, unit, city, contact_method, status, created_at)
     select service, 'Cam ' || i, phone, address, unit, city, contact_method, 'contacted',
            timestamptz '2026-11-26T14:00:00Z' + i * interval '1 minute'
       from json_populate_record(null::public.service_requests, $1::json), generate_series(0, 118) i`,
    [JSON.stringify(sentRequest())],
  );
  await server.sql("select set_config('session_replication_role', 'origin', false)");
  renderList();
  await screen.findByText("Ozzy Overdue", {}, firstRead);
  expect(names()).toHaveLength(50);
  expect(names()[0]).toBe("Ozzy Overdue");
  expect(screen.getByRole("button", { name: /^Open/ })).toHaveTextContent("Open (120)");

  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Show more" }));
  await screen.findByText("Cam 69", {}, firstRead);
  await user.click(screen.getByRole("button", { name: "Show more" }));
  await screen.findByText("Cam 0", {}, firstRead);
  // Every open request once, newest contacted first after the overdue job, none twice.
  const shown = names();
  expect(shown).toHaveLength(120);
  expect(new Set(shown).size).toBe(120);
  expect(shown.slice(0, 3)).toEqual(["Ozzy Overdue", "Cam 118", "Cam 117"]);
  expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
}, 60_000);

it("shows each row's quote state, read with the list, and its change without a reload", async () => {
  await row("Ann Asked", "2026-11-27T16:00:00Z");
  const quoted = sentRequest({ name: "Quinn Quoted", quote_cents: 34900 });
  await server.addRequest(quoted, "2026-11-27T17:00:00Z");
  await server.sql(
    `insert into public.quote_links (request_id, token_hash, sent_at) values ($1, repeat('c', 64), now())`,
    [quoted.id],
  );
  // Realtime joins with the user's token, which RLS on the links checks.
  renderList((await client.auth.getSession()).data.session?.access_token);
  const item = async (name: string) =>
    (await screen.findByRole("link", { name }, firstRead)).closest("li") as HTMLElement;
  expect(within(await item("Quinn Quoted")).getByText("Quote sent")).toBeTruthy();
  expect(within(await item("Ann Asked")).queryByText(/^Quote (sent|viewed)/)).toBeNull();
  // The state came with the page: no read was added for it.
  const reads = (await server.requests()).filter((r) => r.path.startsWith("/rest/v1/"));
  expect(reads.map((r) => r.path).sort()).toEqual([
    "/rest/v1/rpc/inbox_requests",
    "/rest/v1/rpc/inbox_summary",
  ]);

  // The customer opens the link, accepts, and pays the deposit.
  await server.sql("update public.quote_links set viewed_at = now()");
  expect(
    await within(await item("Quinn Quoted")).findByText("Quote viewed", {}, firstRead),
  ).toBeTruthy();
  await server.sql("update public.quote_links set accepted_at = now(), accepted_cents = 34900");
  expect(
    await within(await item("Quinn Quoted")).findByText("Quote accepted", {}, firstRead),
  ).toBeTruthy();
  await server.sql(
    `insert into public.quote_deposits (link_id, request_id, quote_cents, amount_cents, status, paid_at)
     select id, request_id, 34900, 8725, 'paid', now() from public.quote_links`,
  );
  expect(
    await within(await item("Quinn Quoted")).findByText("Deposit paid", {}, firstRead),
  ).toBeTruthy();
});
