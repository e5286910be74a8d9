import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Client } from "@/features/owner/api/requests";
import { Inbox } from "@/features/owner/components/Inbox";
import { MonthView } from "@/features/owner/components/MonthView";
import { RequestDetail } from "@/features/owner/components/RequestDetail";
import { UpcomingView } from "@/features/owner/components/UpcomingView";
import { clientFor, sentRequest, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";
import { inboxRequest } from "../support/inbox-request";

// A 200 answer of the wrong shape, as a captive portal or a broken proxy gives: every load of the
// inbox ends in its rows or in a message with Try again, never in "Loading…" for good. The rows
// after Try again are the local Supabase's, signed in as staff.

let server: SupabaseTestServer;
let client: Client;
let stored: { id: string };
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  client = (await clientFor(server, staffEmail)) as Client;
  stored = await server.addRequest(
    sentRequest({ name: "Ann Lee", status: "scheduled", scheduled_for: "2099-11-28" }),
  );
}, 60_000);
afterEach(async () => {
  vi.restoreAllMocks();
  cleanup();
  await client.removeAllChannels();
  await server.close();
});

const request = inboxRequest();
const withoutStatus = Object.fromEntries(
  Object.entries(request).filter(([column]) => column !== "status"),
);
const wrongShapes: [string, unknown][] = [
  ["an object instead of a list", { rows: [request] }],
  ["a row without its status", [withoutStatus]],
  ["a row whose status is not one of the inbox's", [{ ...request, status: "archived" }]],
  ["a row whose rooms are a word", [{ ...request, rooms: "three" }]],
  ["a page of HTML", "<html><body>Sign in to the Wi-Fi</body></html>"],
];

/**
 * The inbox at `path`, the reads `garbled` picks (by default every read of a table) answered with
 * `body` until `fix()`; every other request, and all of them after, reach the server.
 */
function renderInbox(
  path: string,
  body: unknown,
  garbled = (url: URL) => !url.pathname.includes("/rpc/"),
) {
  let fixed = false;
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new URL(new Request(input, init).url);
    return !fixed && url.pathname.startsWith("/rest/v1/") && garbled(url)
      ? Promise.resolve(Response.json(body))
      : fetch(input, init);
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Inbox client={client} token="token" />
    </MemoryRouter>,
  );
  return () => (fixed = true);
}

const failure = /got an answer it could not read/;

/** The alert that says so, with its Try again. */
async function failed() {
  const message = await screen.findByText(failure);
  const alert = message.closest<HTMLElement>("[role=alert]");
  if (!alert) throw new Error("the message is not announced");
  return alert;
}

it.each(wrongShapes)("the list: %s ends in a message and Try again", async (_, body) => {
  const fix = renderInbox("/owner", body, (url) =>
    /\/rpc\/inbox_(requests|summary)$/.test(url.pathname),
  );
  const alert = await failed();
  expect(screen.queryByText("Loading…")).toBeNull();
  fix();
  await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("link", { name: "Ann Lee" })).toBeVisible();
  expect(screen.queryByText(failure)).toBeNull();
});

it.each(wrongShapes)("one request: %s ends in a message and Try again", async (_, body) => {
  const fix = renderInbox(`/owner?request=${stored.id}`, body);
  const alert = await failed();
  fix();
  await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("heading", { level: 2, name: "Ann Lee" })).toBeVisible();
});

it.each(wrongShapes)("Upcoming: %s ends in a message and Try again", async (_, body) => {
  const fix = renderInbox("/owner?view=upcoming", body, (url) =>
    url.pathname.endsWith("/rpc/inbox_upcoming"),
  );
  const alert = await failed();
  fix();
  await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("link", { name: "Ann Lee" })).toBeVisible();
});

it("the counts and the median time to first contact: a wrong shape ends in a message", async () => {
  renderInbox("/owner", [{ new: 1, median_minutes_to_contact: "soon" }], (url) =>
    url.pathname.endsWith("/rpc/inbox_summary"),
  );
  await failed();
  // What did arrive is still shown.
  expect(screen.getByRole("link", { name: "Ann Lee" })).toBeVisible();
});

// A read that throws instead of answering (a bug, not the network: supabase-js answers those)
// still ends in a message with Try again.
const throwing = {
  from: () => {
    throw new Error("broken");
  },
  rpc: () => {
    throw new Error("broken");
  },
} as unknown as Client;

it.each([
  ["Upcoming", <UpcomingView key="upcoming" client={throwing} />],
  ["This month", <MonthView key="month" client={throwing} month="2026-11" />],
  ["one request", <RequestDetail key="request" client={throwing} id={request.id} />],
])("%s: a read that throws ends in a message and Try again", async (_, view) => {
  render(<MemoryRouter>{view}</MemoryRouter>);
  const message = await screen.findByText("The inbox could not load the requests.");
  expect(message.closest("[role=alert]")).not.toBeNull();
  expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
});
