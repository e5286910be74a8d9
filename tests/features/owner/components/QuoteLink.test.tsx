import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Client } from "@/features/owner/api/requests";
import { QuoteLink } from "@/features/owner/components/QuoteLink";
import { businessDay } from "@/lib/service-request";
import { clientFor, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";
import { inboxRequest } from "../support/inbox-request";

// The owner's view of a quote's link on the local Supabase: the link's state and the deposits
// paid through it, seeded in SQL as the quote function and Stripe's webhook store them
// (supabase/functions/tests/quote-deposit.test.ts), and the days offered with a new link.
// Sending the link is in e2e/quote.spec.ts.

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

/** A request quoted at $349, its link accepted, and deposits in these states of $87.25 each. */
async function seed(statuses: string[]) {
  const row = inboxRequest({ quote_cents: 34900 });
  await server.addRequest(row);
  const [link] = (await server.sql(
    `insert into public.quote_links (request_id, token_hash, sent_at, viewed_at, accepted_at,
       accepted_cents)
     values ($1, repeat('b', 64), now(), now(), now(), 34900) returning id`,
    [row.id],
  )) as { id: string }[];
  for (const [i, status] of statuses.entries())
    await server.sql(
      `insert into public.quote_deposits (link_id, request_id, quote_cents, amount_cents, status,
         paid_at, refunded_at)
       values ($1, $2, $3, 8725, $4, case when $4 in ('paid', 'refunded') then now() end,
         case when $4 = 'refunded' then now() end)`,
      [link!.id, row.id, 34900 + i, status],
    );
  render(<QuoteLink client={client} request={{ ...row, quote_cents: 34900 }} />);
  return screen.findByRole("region", { name: "The customer's link" }, { timeout: 5000 });
}

it("shows the answer and the deposit paid", async () => {
  const region = await seed(["paid"]);
  expect(
    await within(region).findByText("Deposit paid: $87.25", {}, { timeout: 5000 }),
  ).toBeTruthy();
  expect(within(region).getByText(/^Accepted /)).toBeTruthy();
});

it("counts no refunded or unpaid deposit as paid", async () => {
  const region = await seed(["refunded", "open"]);
  expect(await within(region).findByText(/^Accepted /, {}, { timeout: 5000 })).toBeTruthy();
  expect(within(region).queryByText(/Deposit paid/)).toBeNull();
});

it("offers up to three days with the link, none past, in the business's calendar", async () => {
  const row = inboxRequest({ quote_cents: 34900, scheduled_for: null });
  await server.addRequest(row);
  render(<QuoteLink client={client} request={{ ...row, quote_cents: 34900 }} />);
  const region = await screen.findByRole("region", { name: "The customer's link" });
  const days = within(region).getByRole("group", {
    name: "Days the customer may choose from (optional)",
  });
  const [day1, day2, day3] = [1, 2, 3].map((n) => within(days).getByLabelText(`Day ${n}`));
  const today = businessDay();
  expect(day1).toHaveProperty("min", today);
  const make = await within(region).findByRole(
    "button",
    { name: "Make the customer's link" },
    { timeout: 5000 },
  );
  fireEvent.change(day1!, { target: { value: "2000-01-01" } });
  fireEvent.click(make);
  expect(within(region).getByRole("alert").textContent).toBe(
    "A day offered is already past: choose today or a later day.",
  );
  expect(await server.sql("select id from public.quote_links")).toEqual([]);
  const later = (n: number) => businessDay(new Date(Date.now() + n * 86_400_000));
  fireEvent.change(day1!, { target: { value: later(9) } });
  fireEvent.change(day3!, { target: { value: later(2) } });
  expect(day2).toHaveProperty("value", "");
  fireEvent.click(make);
  expect(await within(region).findByText(/\/q\/[0-9a-f]{64}$/, {}, { timeout: 5000 })).toBeTruthy();
  expect(await server.sql("select offered_days::text[] as days from public.quote_links")).toEqual([
    { days: [later(2), later(9)] },
  ]);
});

it("offers no days when the day is agreed", async () => {
  const row = inboxRequest({ quote_cents: 34900, scheduled_for: businessDay() });
  await server.addRequest(row);
  render(<QuoteLink client={client} request={{ ...row, quote_cents: 34900 }} />);
  const region = await screen.findByRole("region", { name: "The customer's link" });
  await within(region).findByRole(
    "button",
    { name: "Make the customer's link" },
    { timeout: 5000 },
  );
  expect(within(region).queryByRole("group")).toBeNull();
});
