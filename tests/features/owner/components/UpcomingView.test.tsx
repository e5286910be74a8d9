import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Client, InboxRequest } from "@/features/owner/api/requests";
import { UpcomingView } from "@/features/owner/components/UpcomingView";
import { clientFor, sentRequest, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";
import { notIsolated } from "../support/isolated";

// Upcoming jobs as staff read them on the local Supabase, rows seeded in SQL.

let server: SupabaseTestServer;
let client: Client;

/** A scheduled job stored for `name`, asked for the week before; returns its id. */
const job = async (name: string, scheduled_for: string | null, more: Partial<InboxRequest> = {}) =>
  (
    await server.addRequest(
      sentRequest({ name, status: "scheduled", scheduled_for, ...more }),
      "2026-11-20T17:00:00Z",
    )
  ).id;

function renderUpcoming() {
  return render(
    <MemoryRouter>
      <UpcomingView client={client} />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  client = (await clientFor(server, staffEmail)) as Client;
  vi.useFakeTimers({ toFake: ["Date"] });
  // 11:30 pm on Thursday, Nov 26 in Utah: already Friday in UTC.
  vi.setSystemTime(new Date("2026-11-27T06:30:00Z"));
}, 60_000);
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  cleanup();
  await server.close();
});

it("groups scheduled jobs by Utah's days, overdue first and said in words", async () => {
  await job("Old Job", "2026-11-24");
  await job("Today Job", "2026-11-26", { scheduled_from: "08:00:00", scheduled_until: "10:00:00" });
  await job("Tomorrow Job", "2026-11-27");
  await job("Week Job", "2026-12-02");
  await job("Later Job", "2026-12-03");
  await job("Undated Job", null);
  // Not scheduled: not upcoming.
  await server.addRequest(sentRequest({ name: "New Job" }));
  renderUpcoming();
  expect(await screen.findByRole("heading", { level: 2, name: "Upcoming jobs" })).toBeVisible();
  await screen.findByRole("link", { name: "Old Job" });
  const groups = screen.getAllByRole("region").slice(1);
  expect(
    groups.map((group) => [
      within(group).getByRole("heading", { level: 3 }).textContent,
      within(group)
        .getAllByRole("link", { name: /^[A-Z]\w+ Job$/ })
        .map((link) => link.textContent),
    ]),
  ).toEqual([
    ["Overdue: day passed, not done", ["Old Job"]],
    ["Today", ["Today Job"]],
    ["Tomorrow", ["Tomorrow Job"]],
    ["This week", ["Week Job"]],
    ["Later", ["Later Job"]],
    ["Scheduled, no day yet", ["Undated Job"]],
  ]);
  expect(within(groups[0]!).getByText("Overdue: was due Tuesday, Nov 24")).toBeVisible();
  expect(within(groups[1]!).getByText("Thursday, Nov 26, 8–10 am")).toBeVisible();
});

it("shows a page of jobs, and the next page after the last one shown on Show more", async () => {
  // 51 jobs, one a day from Dec 1: the 51st is on the second page.
  await server.sql(
    `insert into public.service_requests
       (service, name, phone, address, city, garage_size, contact_method, status, created_at,
        scheduled_for)
     select 'garage_cleanout', 'Job ' || n, '+18015550142', '120 N Main St', 'Orem', '2-car',
            'text', 'scheduled', '2026-11-20T17:00:00Z', date '2026-12-01' + n
       from generate_series(1, 51) n`,
  );
  const user = userEvent.setup();
  renderUpcoming();
  // By text: role queries over 50 jobs' links are slow in jsdom.
  await screen.findByText("Job 50", {}, { timeout: 8000 });
  expect(screen.queryByText("Job 51")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Show more" }));
  expect(await screen.findByText("Job 51", {}, { timeout: 8000 })).toBeVisible();
  expect(screen.getAllByText(/^Job \d+$/)).toHaveLength(51);
  expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
}, 60_000);

it("gives each job its address, quote and private notes, and one tap to call, to directions, to text “on my way” and a reminder", async () => {
  const ann = await job("Ann Lee", "2026-11-26", {
    address: "12 Elm St",
    quote_cents: 6000,
    owner_notes: "Gate code 4321\nDog: friendly",
  });
  await job("Bo Park", "2026-11-26", { owner_notes: null });
  renderUpcoming();
  const item = (await screen.findByRole("link", { name: "Ann Lee" })).closest("li")!;
  expect(item).toHaveTextContent("12 Elm St, 4B, Orem");
  expect(
    within(item)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  ).toEqual([
    ["Quote", "$60/month"],
    ["Private notes", "Gate code 4321\nDog: friendly"],
  ]);
  const call = within(item).getByRole("link", { name: "Call Ann Lee" });
  expect(call).toHaveAttribute("href", "tel:+18015550142");
  expect(call).toHaveTextContent(/^Call$/);
  // A job without a quote or notes shows neither.
  const other = screen.getByRole("link", { name: "Bo Park" }).closest("li")!;
  expect(within(other).queryByRole("term")).toBeNull();
  expect(within(item).getByRole("link", { name: "Ann Lee" })).toHaveAttribute(
    "href",
    `/owner?request=${ann}`,
  );
  const directions = within(item).getByRole("link", { name: /^Directions.*opens in a new tab/ });
  expect(directions).toHaveAttribute("target", "_blank");
  expect(directions).toHaveAttribute("rel", "noopener noreferrer");
  expect(directions.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
  const onMyWay = within(item).getByRole("link", { name: "Text “on my way”" });
  expect(decodeURIComponent(onMyWay.getAttribute("href") ?? "")).toBe(
    "sms:+18015550142?&body=Hi Ann, this is Pleasant Grove Trash & Cleanouts: on my way.",
  );
  const reminder = within(item).getByRole("link", { name: "Text a reminder Ann Lee" });
  expect(decodeURIComponent(reminder.getAttribute("href") ?? "")).toBe(
    "sms:+18015550142?&body=Hi Ann, this is Pleasant Grove Trash & Cleanouts: a reminder that we come Thursday, Nov 26 to 12 Elm St.",
  );
});

it("says when nothing is scheduled, and offers a retry when it could not load", async () => {
  const { unmount } = renderUpcoming();
  expect(await screen.findByText("No scheduled jobs.")).toBeVisible();
  unmount();
  vi.spyOn(globalThis, "fetch").mockResolvedValue(
    Response.json({ message: "down" }, { status: 503 }),
  );
  renderUpcoming();
  expect(await screen.findByRole("alert")).toHaveTextContent(/could not reach the inbox/);
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("alert")).toBeVisible();
});

it("shows the visitor's name and address isolated", async () => {
  await job("محمد علي", "2026-11-27", { address: "١٢ شارع الدوحة", unit: "٤ب" });
  const { container } = renderUpcoming();
  expect(await screen.findByRole("link", { name: "محمد علي" })).toBeVisible();
  expect(notIsolated(container, ["محمد علي", "١٢ شارع الدوحة", "٤ب"])).toEqual([]);
});
