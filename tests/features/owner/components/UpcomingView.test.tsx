import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { InboxRequest } from "@/features/owner/api/requests";
import { UpcomingView } from "@/features/owner/components/UpcomingView";
import { fakeClient } from "../support/fake-client";
import { inboxRequest } from "../support/inbox-request";
import { notIsolated } from "../support/isolated";

let n = 0;
const job = (name: string, scheduled_for: string | null, more: Partial<InboxRequest> = {}) =>
  inboxRequest({
    id: `6f1c2d3e-0000-4000-8000-${String((n += 1)).padStart(12, "0")}`,
    name,
    status: "scheduled",
    scheduled_for,
    ...more,
  });

function renderUpcoming(rows: InboxRequest[] | "down") {
  const { client } = fakeClient(() =>
    rows === "down" ? { status: 503, body: { message: "down" } } : { body: rows },
  );
  return render(
    <MemoryRouter>
      <UpcomingView client={client} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 11:30 pm on Thursday, Nov 26 in Utah: already Friday in UTC.
  vi.setSystemTime(new Date("2026-11-27T06:30:00Z"));
});
afterEach(() => vi.useRealTimers());

it("groups scheduled jobs by Utah's days, overdue first and said in words", async () => {
  renderUpcoming([
    job("Old Job", "2026-11-24"),
    job("Today Job", "2026-11-26", { scheduled_from: "08:00:00", scheduled_until: "10:00:00" }),
    job("Tomorrow Job", "2026-11-27"),
    job("Week Job", "2026-12-02"),
    job("Later Job", "2026-12-03"),
    job("Undated Job", null),
  ]);
  expect(await screen.findByRole("heading", { level: 2, name: "Upcoming jobs" })).toBeVisible();
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

it("gives each job its address, quote and private notes, and one tap to call, to directions and to text “on my way”", async () => {
  renderUpcoming([
    job("Ann Lee", "2026-11-26", {
      quote_cents: 6000,
      owner_notes: "Gate code 4321\nDog: friendly",
    }),
    job("Bo Park", "2026-11-26"),
  ]);
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
    "/owner?request=6f1c2d3e-0000-4000-8000-000000000007",
  );
  const directions = within(item).getByRole("link", { name: /^Directions.*opens in a new tab/ });
  expect(directions).toHaveAttribute("target", "_blank");
  expect(directions).toHaveAttribute("rel", "noopener noreferrer");
  expect(directions.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
  const onMyWay = within(item).getByRole("link", { name: "Text “on my way”" });
  expect(decodeURIComponent(onMyWay.getAttribute("href") ?? "")).toBe(
    "sms:+18015550142?&body=Hi Ann, this is Pleasant Grove Trash & Cleanouts: on my way.",
  );
});

it("says when nothing is scheduled, and offers a retry when it could not load", async () => {
  const { unmount } = renderUpcoming([]);
  expect(await screen.findByText("No scheduled jobs.")).toBeVisible();
  unmount();
  renderUpcoming("down");
  expect(await screen.findByRole("alert")).toHaveTextContent(/could not reach the inbox/);
  await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("alert")).toBeVisible();
});

it("shows the visitor's name and address isolated", async () => {
  const { container } = renderUpcoming([
    job("محمد علي", "2026-11-27", { address: "١٢ شارع الدوحة", unit: "٤ب" }),
  ]);
  expect(await screen.findByRole("link", { name: "محمد علي" })).toBeVisible();
  expect(notIsolated(container, ["محمد علي", "١٢ شارع الدوحة", "٤ب"])).toEqual([]);
});
