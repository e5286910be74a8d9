import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import type { Client } from "@/features/owner/api/requests";
import { Inbox } from "@/features/owner/components/Inbox";
import { clientFor, sentRequest, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

// The inbox's views on the local Supabase, signed in as staff, rows seeded in SQL.

let server: SupabaseTestServer;
let client: Client;
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  client = (await clientFor(server, staffEmail)) as Client;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-27T18:00:00Z"));
}, 60_000);
// The view's live channel first, then the server (see MissedView.test.tsx).
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  cleanup();
  await client.removeAllChannels();
  await server.close();
});

it("lists done jobs not yet asked for a review, each asked in one tap", async () => {
  const done = await server.addRequest(
    sentRequest({
      name: "Ann Lee",
      status: "done",
      status_changed_at: "2026-11-26T20:00:00Z",
    }),
  );
  render(
    <MemoryRouter initialEntries={["/owner?view=reviews"]}>
      <Inbox client={client} token="token" />
    </MemoryRouter>,
  );
  const views = screen.getByRole("navigation", { name: "Inbox views" });
  expect(
    within(views)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual([
    "Requests",
    "Upcoming",
    "Ask for reviews",
    "This month",
    "Partners",
    "Missed pickups",
    "Held",
    "Team",
  ]);
  expect(within(views).getByRole("link", { current: "page" })).toHaveTextContent("Ask for reviews");
  expect(within(views).getByRole("link", { name: "Upcoming" })).toHaveAttribute(
    "href",
    "/owner?view=upcoming",
  );
  expect(screen.getByRole("heading", { level: 2, name: "Ask for reviews" })).toBeVisible();

  const item = (await screen.findByRole("link", { name: "Ann Lee" })).closest("li")!;
  expect(item).toHaveTextContent("Trash Collection · Orem · Done Thursday, Nov 26");
  const ask = within(item).getByRole("link", { name: "Ask for a review" });
  expect(decodeURIComponent(ask.getAttribute("href") ?? "")).toContain(siteConfig.links.review);
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener("click", stay);
  await userEvent.setup().click(ask);
  document.removeEventListener("click", stay);
  expect(await within(item).findByText("Review asked Friday, Nov 27")).toBeVisible();
  const [row] = (await server.rows()).filter((r) => r.id === done.id);
  expect(new Date(String(row?.review_requested_at)).toISOString()).toBe("2026-11-27T18:00:00.000Z");
});

it("opens Upcoming and This month from their addresses", async () => {
  const { unmount } = render(
    <MemoryRouter initialEntries={["/owner?view=upcoming"]}>
      <Inbox client={client} token="token" />
    </MemoryRouter>,
  );
  expect(screen.getByRole("link", { current: "page" })).toHaveTextContent("Upcoming");
  expect(await screen.findByText("No scheduled jobs.")).toBeVisible();
  unmount();
  // A month answered in a shape that is not the month's.
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
    new Request(input, init).url.includes("/rpc/inbox_month")
      ? Promise.resolve(Response.json({ won: 1 }))
      : fetch(input, init),
  );
  render(
    <MemoryRouter initialEntries={["/owner?view=month&month=2026-10"]}>
      <Inbox client={client} token="token" />
    </MemoryRouter>,
  );
  expect(screen.getByRole("link", { current: "page" })).toHaveTextContent("This month");
  expect(screen.getByRole("heading", { level: 2, name: "October 2026" })).toBeVisible();
  // An answer that is not the month's shape is a failure, not zeros.
  expect(await screen.findByRole("alert")).toHaveTextContent("got an answer it could not read");
});
