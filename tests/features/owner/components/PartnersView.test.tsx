import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it } from "vitest";
import { Inbox } from "@/features/owner/components/Inbox";
import type { Client } from "@/features/owner/api/requests";
import { clientFor, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

// The Partners view of the inbox on the local Supabase: staff read every partner, property and
// subscription under the real policies.

let server: SupabaseTestServer;
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
}, 60_000);
afterEach(() => server.close());

/**
 * A partner signed up `daysAgo`, with properties of these units and subscription statuses, each
 * subscription billing the property's units unless a quantity is given.
 */
async function partner(
  company: string,
  daysAgo: number,
  properties: [number, string | null, number?][],
) {
  const email = `${company.split(" ")[0]?.toLowerCase()}@example.com`;
  await server.addUser(email, "correct horse battery");
  const [row] = await server.sql<{ id: string }>(
    `insert into public.partners (user_id, company_name, contact_name, phone, created_at)
     select id, $2, 'Pat Lee', '+18015550190', now() - make_interval(days => $3)
       from auth.users where email = $1 returning id`,
    [email, company, daysAgo],
  );
  for (const [i, [units, status, billed = units]] of properties.entries()) {
    const [property] = await server.sql<{ id: string }>(
      `insert into public.properties (partner_id, name, street_address, city, units)
       values ($1, $2, '1 Main St', 'Orem', $3) returning id`,
      [row?.id, `${company} ${i + 1}`, units],
    );
    if (status)
      await server.sql(
        `insert into public.stripe_subscriptions (id, partner_id, property_id, customer_id, status,
           price_id, quantity, unit_amount, currency, current_period_end, cancel_at_period_end,
           stripe_event_created)
         values ($1, $2, $3, 'cus_1', $4, 'price_unit', $5, 2000, 'usd', now() + interval '1 month', false, now())`,
        [`sub_${company.split(" ")[0]}${i}`, row?.id, property?.id, status, billed],
      );
  }
}

it("lists each partner with properties, units and state, and the revenue of active ones", async () => {
  await partner("Maple Homes", 3, [
    [24, "active"],
    [10, "past_due"],
  ]);
  await partner("Oak Living", 2, [[50, "active"]]);
  await partner("Elm Flats", 1, [[8, "canceled"]]);
  await partner("Pine Court", 0, [[12, null]]);
  const client = (await clientFor(server, staffEmail)) as Client;
  render(
    <MemoryRouter initialEntries={["/owner?view=partners"]}>
      <Inbox client={client} token="token" />
    </MemoryRouter>,
  );
  expect(screen.getByRole("link", { current: "page" })).toHaveTextContent("Partners");
  const view = screen.getByRole("region", { name: "Partners" });
  // 24 + 50 active units at $20: the past due, canceled and not started count for nothing.
  expect(await within(view).findByText("$1,480/month", {}, { timeout: 10_000 })).toBeVisible();
  expect(view).toHaveTextContent("4 partners, 1 active");
  const partners = within(view).getAllByRole("heading", { level: 3 });
  expect(partners.map((h) => h.textContent)).toEqual([
    "Pine Court",
    "Elm Flats",
    "Oak Living",
    "Maple Homes",
  ]);
  const card = (name: string) => screen.getByRole("heading", { name }).closest("li")!;
  expect(card("Maple Homes")).toHaveTextContent("Past due");
  expect(card("Maple Homes")).toHaveTextContent("2 properties, 34 units");
  expect(card("Maple Homes")).toHaveTextContent("Maple Homes 1, Orem · 24 units · $480/month");
  expect(card("Oak Living")).toHaveTextContent("Active");
  expect(card("Elm Flats")).toHaveTextContent("Canceled");
  expect(card("Pine Court")).toHaveTextContent("None yet");
  expect(within(card("Pine Court")).getByRole("link", { name: "Call Pat Lee" })).toHaveAttribute(
    "href",
    "tel:+18015550190",
  );
  // The view shows no buildings, and asks for none (1,500 at ten times a real year).
  const reads = (await server.requests()).filter((r) => r.path.endsWith("/rpc/partner_accounts"));
  expect(reads.map((r) => r.body)).toEqual([{ with_buildings: false }]);
});

it("warns beside each property whose subscription bills other units than it has", async () => {
  await partner("Maple Homes", 1, [
    [500, "active", 1],
    [24, "active"],
    [8, "canceled", 3],
  ]);
  const client = (await clientFor(server, staffEmail)) as Client;
  render(
    <MemoryRouter initialEntries={["/owner?view=partners"]}>
      <Inbox client={client} token="token" />
    </MemoryRouter>,
  );
  const view = screen.getByRole("region", { name: "Partners" });
  const warning = await within(view).findByText(
    /^Stripe bills 1 unit, not the property's 500\./,
    {},
    { timeout: 10_000 },
  );
  expect(warning).toBeVisible();
  expect(warning.closest("li")).toHaveTextContent("Maple Homes 1, Orem · 500 units · $20/month");
  // Billing its units, or billing nothing any more: no warning.
  expect(within(view).getAllByText(/^Stripe bills/)).toHaveLength(1);
});

it("lets the owner pause a paid property, turn an unpaid one on by hand, and stop a partner", async () => {
  await partner("Maple Homes", 1, [
    [24, "active"],
    [10, null],
  ]);
  const client = (await clientFor(server, staffEmail)) as Client;
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/owner?view=partners"]}>
      <Inbox client={client} token="token" />
    </MemoryRouter>,
  );
  const served = async () =>
    (
      await server.sql<{ name: string }>(
        "select name from public.properties where active order by name",
      )
    ).map((r) => r.name);
  const line = async (name: string) =>
    (await screen.findByText(new RegExp(`^${name}, Orem`), {}, { timeout: 10_000 })).closest("li")!;
  const paid = within(await line("Maple Homes 1"));
  expect(paid.getByText("On tonight's route")).toBeVisible();
  expect(within(await line("Maple Homes 2")).getByText("Not on tonight's route")).toBeVisible();

  const pause = paid.getByRole("button", { name: "Paused" });
  await user.click(pause);
  expect(await paid.findByText("Not on tonight's route", {}, { timeout: 10_000 })).toBeVisible();
  expect(pause).toHaveAttribute("aria-pressed", "true");
  expect(pause).toHaveFocus();
  expect(await served()).toEqual([]);

  const unpaid = within(await line("Maple Homes 2"));
  await user.click(
    within(unpaid.getByRole("group", { name: "Service for Maple Homes 2" })).getByRole("button", {
      name: "On by hand",
    }),
  );
  expect(await unpaid.findByText("On tonight's route", {}, { timeout: 10_000 })).toBeVisible();
  expect(await served()).toEqual(["Maple Homes 2"]);

  const company = screen.getByRole("group", { name: "Service for Maple Homes" });
  await user.click(within(company).getByRole("button", { name: "Stopped" }));
  expect(await unpaid.findByText("Not on tonight's route", {}, { timeout: 10_000 })).toBeVisible();
  expect(await served()).toEqual([]);
});
