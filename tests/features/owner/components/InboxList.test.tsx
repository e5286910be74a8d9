import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { InboxRequest } from "@/features/owner/api/requests";
import { InboxList } from "@/features/owner/components/InboxList";
import { fakeClient, type Sent } from "../support/fake-client";
import { inboxRequest } from "../support/inbox-request";

// Friday, Nov 27, 2026, 11 am in Utah.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-27T18:00:00Z"));
});
afterEach(() => vi.useRealTimers());

let id = 0;
const row = (name: string, createdAt: string, overrides: Partial<InboxRequest> = {}) =>
  inboxRequest({
    id: `6f1c2d3e-0000-4000-8000-00000000010${(id += 1)}`,
    name,
    created_at: createdAt,
    ...overrides,
  });

/** The list over a server that answers each read with `rows(sent)`; the counts and median empty. */
function renderList(rows: (sent: Sent) => InboxRequest[]) {
  const { client, sent } = fakeClient((request) => {
    if (request.method === "HEAD") return { body: null, headers: { "Content-Range": "*/0" } };
    if (request.url.searchParams.get("select") === "created_at,contacted_at") return { body: [] };
    return { body: rows(request) };
  });
  render(
    <MemoryRouter>
      <InboxList client={client} token="token" />
    </MemoryRouter>,
  );
  return sent;
}

const reads = (sent: Sent[]) =>
  sent.filter((s) => s.method === "GET" && s.url.searchParams.get("select") === "*");
const names = () =>
  screen.getAllByRole("listitem").map((item) => item.querySelector("bdi")?.textContent);

it("opens on Open, what needs an answer first: new, overdue, contacted, then scheduled by day", async () => {
  // As the server sends them: newest first.
  const sent = renderList(() => [
    row("Sal Later", "2026-11-27T17:00:00Z", { status: "scheduled", scheduled_for: "2026-12-02" }),
    row("Cam Called", "2026-11-27T16:00:00Z", { status: "contacted" }),
    row("Sam Soon", "2026-11-27T15:00:00Z", { status: "scheduled", scheduled_for: "2026-11-28" }),
    row("Nia New", "2026-11-27T14:00:00Z"),
    row("Ozzy Overdue", "2026-11-20T14:00:00Z", {
      status: "scheduled",
      scheduled_for: "2026-11-25",
    }),
  ]);
  await screen.findByRole("link", { name: "Nia New" });
  expect(names()).toEqual(["Nia New", "Ozzy Overdue", "Cam Called", "Sam Soon", "Sal Later"]);
  expect(screen.getByRole("button", { name: /^Open/ })).toHaveAttribute("aria-pressed", "true");
  expect(reads(sent)[0]?.url.searchParams.get("status")).toBe("in.(new,contacted,scheduled)");
});

it("a search under Open that finds nothing offers the same search through every request", async () => {
  const done = row("Gil Hart", "2026-10-01T14:00:00Z", { status: "done" });
  const sent = renderList((read) => (read.url.searchParams.has("status") ? [] : [done]));
  const user = userEvent.setup();
  expect(await screen.findByText("No requests here.")).toBeVisible();
  await user.type(screen.getByRole("searchbox", { name: "Search by name, phone or city" }), "gil");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByText("No open request matches.")).toBeVisible();

  await user.click(screen.getByRole("button", { name: "Search all requests" }));
  expect(await screen.findByRole("link", { name: "Gil Hart" })).toBeVisible();
  expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  // The focus stays where the owner was searching, with the term.
  expect(screen.getByRole("searchbox")).toHaveFocus();
  expect(screen.getByRole("searchbox")).toHaveValue("gil");
  const last = reads(sent).at(-1)?.url.searchParams;
  expect(last?.get("status")).toBeNull();
  expect(last?.get("or")).toContain("gil");
});
