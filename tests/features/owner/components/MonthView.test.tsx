import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { MonthView } from "@/features/owner/components/MonthView";
import { fakeClient } from "../support/fake-client";
import { example } from "../support/month-example";

function renderMonth(month: string | null) {
  const fake = fakeClient(() => ({ body: example }));
  render(
    <MemoryRouter>
      <MonthView client={fake.client} month={month} />
    </MemoryRouter>,
  );
  return fake.sent;
}

/** The value a figure's label is paired with, in the list or section given. */
const figure = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 6 pm on Nov 30 in Utah, already December in UTC: still November's figures.
  vi.setSystemTime(new Date("2026-12-01T01:00:00Z"));
});
afterEach(() => vi.useRealTimers());

it("shows this month's figures from inbox_month, in words", async () => {
  const sent = renderMonth(null);
  expect(screen.getByRole("heading", { level: 2, name: "November 2026" })).toBeVisible();
  await screen.findByText("New leads");
  expect(sent.map((s) => [s.url.pathname, s.body])).toEqual([
    ["/rest/v1/rpc/inbox_month", { month_start: "2026-11-01" }],
  ]);
  const view = screen.getByRole("region", { name: "November 2026" });
  expect(figure(view, "New leads")).toBe("6");
  expect(figure(view, "Won (scheduled or done)")).toBe("2");
  expect(figure(view, "Lost")).toBe("2");
  expect(figure(view, "Median time to first contact")).toBe("1 h");
  expect(figure(view, "Leads with a quote")).toBe("3");
  // One-off and monthly money apart, each named for what it counts.
  expect(figure(view, "Won one-off work (garage cleanouts)")).toBe("$349");
  expect(figure(view, "New monthly revenue won (trash collection)")).toBe("$60/month");
  expect(view).not.toHaveTextContent(/Quotes sent|Quoted amount won/);

  const lost = screen.getByRole("region", { name: "Lost, by reason" });
  expect(figure(lost, "Price")).toBe("1");
  expect(figure(lost, "Chose another company")).toBe("0");
  expect(figure(lost, "Not given")).toBe("1");
  const pages = screen.getByRole("region", { name: "Leads by page" });
  expect(figure(pages, "City page")).toBe("1");
  expect(figure(pages, "Straight to the form")).toBe("1");
  expect(figure(pages, "Not recorded")).toBe("1");
  const hosts = screen.getByRole("region", { name: "Leads by referring site" });
  expect(figure(hosts, "None (typed or bookmarked)")).toBe("3");
  expect(figure(hosts, "google.com")).toBe("2");
  const cities = screen.getByRole("region", { name: "Leads by city" });
  expect(
    within(cities)
      .getAllByRole("term")
      .map((t) => t.textContent),
  ).toEqual(["Orem", "Provo"]);
});

it("links to the month before, and to the month after only up to this one", async () => {
  renderMonth(null);
  const months = screen.getByRole("navigation", { name: "Months" });
  expect(within(months).getByRole("link", { name: "Previous month" })).toHaveAttribute(
    "href",
    "/owner?view=month&month=2026-10",
  );
  expect(within(months).queryByRole("link", { name: "Next month" })).toBeNull();
  await screen.findByText("New leads");
});

it("reads the month the address names", async () => {
  const sent = renderMonth("2025-12");
  expect(screen.getByRole("heading", { level: 2, name: "December 2025" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Next month" })).toHaveAttribute(
    "href",
    "/owner?view=month&month=2026-01",
  );
  await screen.findByText("New leads");
  expect(sent[0]?.body).toEqual({ month_start: "2025-12-01" });
});
