import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Client } from "@/features/owner/api/requests";
import { MonthView } from "@/features/owner/components/MonthView";
import { clientFor, sentRequest, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

// This month's figures as staff read them from inbox_month on the local Supabase; the function's
// own arithmetic is proven in tests/supabase/lead_lifecycle.test.ts.

let server: SupabaseTestServer;
let client: Client;

function renderMonth(month: string | null) {
  render(
    <MemoryRouter>
      <MonthView client={client} month={month} />
    </MemoryRouter>,
  );
}

/** The value a figure's label is paired with, in the list or section given. */
const figure = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  client = (await clientFor(server, staffEmail)) as Client;
  // November in Utah: two leads from Orem, one lost on price from Provo; one of October.
  const november = "2026-11-10T17:00:00Z";
  await server.addRequest(
    sentRequest({ city: "Orem", source_page: "area", source_host: "google.com" }),
    november,
  );
  await server.addRequest(
    sentRequest({
      city: "Orem",
      status: "contacted",
      contacted_at: "2026-11-10T18:00:00Z",
      quote_cents: 6000,
      source_page: "direct",
    }),
    november,
  );
  await server.addRequest(
    sentRequest({ city: "Provo", status: "lost", lost_reason: "price" }),
    november,
  );
  await server.addRequest(sentRequest({ city: "Provo" }), "2026-10-10T17:00:00Z");
  // Deposits through quote links, as Stripe's webhook leaves them: one paid in November, one paid
  // in October and refunded in November.
  const [quoted] = await server.sql<{ id: string }>(
    "select id from public.service_requests where quote_cents is not null",
  );
  for (const [n, paidAt, refundedAt] of [
    [1, "2026-11-12T18:00:00Z", null],
    [2, "2026-10-12T18:00:00Z", "2026-11-13T18:00:00Z"],
  ] as const)
    await server.sql(
      `with link as (
         insert into public.quote_links (request_id, token_hash, revoked_at, accepted_at,
           accepted_cents)
         values ($1, repeat($2, 64), case when $2 = '1' then now() end, now(), 6000)
         returning id),
       deposit as (
         insert into public.quote_deposits (link_id, request_id, quote_cents, amount_cents,
           status, paid_at, refunded_at)
         select id, $1, 6000, 1525,
           case when $4::timestamptz is null then 'paid' else 'refunded' end, $3, $4 from link
         returning id, amount_cents, refunded_at)
       insert into public.deposit_refunds (deposit_id, cents, refunded_at)
       select id, amount_cents, refunded_at from deposit where refunded_at is not null`,
      [quoted!.id, String(n), paidAt, refundedAt],
    );
  vi.useFakeTimers({ toFake: ["Date"] });
  // 6 pm on Nov 30 in Utah, already December in UTC: still November's figures.
  vi.setSystemTime(new Date("2026-12-01T01:00:00Z"));
}, 60_000);
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await server.close();
});

it("shows this month's figures from inbox_month, in words", async () => {
  renderMonth(null);
  expect(screen.getByRole("heading", { level: 2, name: "November 2026" })).toBeVisible();
  await screen.findByText("New leads");
  const view = screen.getByRole("region", { name: "November 2026" });
  expect(figure(view, "New leads")).toBe("3");
  expect(figure(view, "Won (scheduled or done)")).toBe("0");
  expect(figure(view, "Lost")).toBe("1");
  expect(figure(view, "Median time to first contact")).toBe("1 h");
  expect(figure(view, "Leads with a quote")).toBe("1");
  // One-off and monthly money apart, each named for what it counts.
  expect(figure(view, "Won one-off work (garage cleanouts)")).toBe("$0");
  expect(figure(view, "New monthly revenue won (trash collection)")).toBe("$0/month");
  expect(view).not.toHaveTextContent(/Quotes sent|Quoted amount won/);
  // Beside the quoted money, the money paid online: November's deposit, less November's refund.
  const online = screen.getByRole("region", { name: "Collected online" });
  expect(figure(online, "Deposits paid (1)")).toBe("$15.25");
  expect(figure(online, "Refunded (1)")).toBe("-$15.25");
  expect(figure(online, "Net collected online")).toBe("$0");

  const lost = screen.getByRole("region", { name: "Lost, by reason" });
  expect(figure(lost, "Price")).toBe("1");
  expect(figure(lost, "Chose another company")).toBe("0");
  const pages = screen.getByRole("region", { name: "Leads by page" });
  expect(figure(pages, "City page")).toBe("1");
  expect(figure(pages, "Straight to the form")).toBe("1");
  expect(figure(pages, "Not recorded")).toBe("1");
  const hosts = screen.getByRole("region", { name: "Leads by referring site" });
  expect(figure(hosts, "None (typed or bookmarked)")).toBe("2");
  expect(figure(hosts, "google.com")).toBe("1");
  const cities = screen.getByRole("region", { name: "Leads by city" });
  expect(
    within(cities)
      .getAllByRole("term")
      .map((t) => t.textContent),
  ).toEqual(["Orem", "Provo"]);
  expect(figure(cities, "Orem")).toBe("2");
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
  renderMonth("2026-10");
  expect(screen.getByRole("heading", { level: 2, name: "October 2026" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Next month" })).toHaveAttribute(
    "href",
    "/owner?view=month&month=2026-11",
  );
  await screen.findByText("New leads");
  const view = screen.getByRole("region", { name: "October 2026" });
  expect(figure(view, "New leads")).toBe("1");
  const online = screen.getByRole("region", { name: "Collected online" });
  expect(figure(online, "Deposits paid (1)")).toBe("$15.25");
  expect(figure(online, "Refunded (0)")).toBe("$0");
  expect(figure(online, "Net collected online")).toBe("$15.25");
});
