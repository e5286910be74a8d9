import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startMailbox, type Mailbox } from "../../../supabase/local/mailbox";
import { email, password, useSupabaseServer } from "../../support/auth-harness";
import { asPartner, renderPartner, signIn, slow } from "../../support/partner-page";
import { checkAnswer } from "../../support/check-failures";
import { jsonReply, type SupabaseTestServer } from "../../support/supabase-server";

// /partner with the real AuthProvider, supabase-js and the local Supabase on the migrated database;
// the billing functions are answered by the test (the browser journey runs the real ones).

/** A subscription as stripe-webhook stores it. */
const subscribe = (
  server: SupabaseTestServer,
  ids: { partnerId: string; propertyId: string },
  status: string,
) =>
  server
    .sql(
      `insert into public.stripe_subscriptions (id, partner_id, property_id, customer_id, status,
       price_id, quantity, unit_amount, currency, current_period_end, cancel_at_period_end,
       stripe_event_created)
     values ('sub_1', $1, $2, 'cus_1', $3, 'price_unit', 24, 2000, 'usd', '2027-01-05T17:00:00Z', false, now())`,
      [ids.partnerId, ids.propertyId, status],
    )
    .then(() =>
      server.sql("update public.partners set stripe_customer_id = 'cus_1' where id = $1", [
        ids.partnerId,
      ]),
    );

it(
  "without Supabase says partner accounts need it, and asks no one",
  { timeout: 20_000 },
  async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    await renderPartner();
    expect(screen.getByRole("heading", { level: 1, name: "Your properties" })).toBeVisible();
    expect(screen.getByText(/Partner accounts need the site's Supabase project/)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  },
);

describe("signing up, where the project asks for a confirmed e-mail", { timeout: 60_000 }, () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox.close());
  const context = useSupabaseServer(() => ({
    confirmEmail: true,
    mailer: { url: mailbox.url, apiKey: mailbox.apiKey },
  }));

  it("checks each field as the database would, then mails the confirmation link", async () => {
    const user = await renderPartner("/partner?account=new");
    expect(
      await screen.findByRole("heading", { name: "Create your partner account" }, slow),
    ).toBeVisible();
    await user.type(screen.getByLabelText("Phone"), "555-0190");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByLabelText("Company")).toHaveAccessibleDescription("Fill this in.");
    await vi.waitFor(() => expect(screen.getByLabelText("Company")).toHaveFocus());
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription(
      /We call or text this number.*Enter a US phone number/,
    );
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText("Company"), "Maple Homes");
    await user.type(screen.getByLabelText("Your name"), "Pat Lee");
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), "(801) 555-0190");
    await user.type(screen.getByLabelText("E-mail"), "maple@example.com");
    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), password);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    const sent = await screen.findByRole("heading", { name: "Check your e-mail" }, slow);
    expect(sent).toHaveFocus();
    expect(screen.getByText(/We sent a link to maple@example\.com/)).toBeVisible();
    expect(mailbox.emails().map((e) => [e.to, e.subject])).toContainEqual([
      ["maple@example.com"],
      "Confirm your email address",
    ]);
    // Nothing is stored until the address is confirmed: the company waits with the account.
    expect(await context.server.sql("select id from public.partners")).toEqual([]);
  });

  it("says so when the address has an account already", async () => {
    const user = await renderPartner("/partner?account=new");
    await user.type(await screen.findByLabelText("Company", {}, slow), "Maple Homes");
    await user.type(screen.getByLabelText("Your name"), "Pat Lee");
    await user.type(screen.getByLabelText("Phone"), "8015550190");
    await user.type(screen.getByLabelText("E-mail"), email);
    await user.type(screen.getByLabelText("Password"), password);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert", {}, slow)).toHaveTextContent(
      "An account with this e-mail already exists",
    );
  });
});

describe("a partner's page", { timeout: 60_000 }, () => {
  const context = useSupabaseServer({ confirmEmail: false });

  it("stores the company a sign-up kept, then takes a property with its buildings", async () => {
    const user = await renderPartner("/partner?account=new");
    await user.type(await screen.findByLabelText("Company", {}, slow), "Maple Homes");
    await user.type(screen.getByLabelText("Your name"), "Pat Lee");
    await user.type(screen.getByLabelText("Phone"), "801 555 0190");
    await user.type(screen.getByLabelText("E-mail"), "maple@example.com");
    await user.type(screen.getByLabelText("Password"), password);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(
      await screen.findByText("No properties yet. Add your first one to start service.", {}, slow),
    ).toBeVisible();
    expect(
      await context.server.sql("select company_name, contact_name, phone from public.partners"),
    ).toEqual([{ company_name: "Maple Homes", contact_name: "Pat Lee", phone: "+18015550190" }]);

    await user.click(screen.getByRole("button", { name: "Add a property" }));
    expect(screen.getByRole("heading", { name: "Add a property" })).toHaveFocus();
    await user.type(screen.getByLabelText("Number of units"), "0");
    await user.type(screen.getByLabelText("From"), "20:00");
    await user.click(screen.getByRole("button", { name: "Save property" }));
    expect(
      await screen.findByText("Some fields need a look: see the messages below them."),
    ).toBeVisible();
    await vi.waitFor(() => expect(screen.getByLabelText("Property name")).toHaveFocus());
    expect(screen.getByLabelText("Number of units")).toHaveAccessibleDescription(
      /Enter a whole number of units from 1 to 5,000/,
    );
    expect(
      screen.getByText("Give both times, the second later than the first, or neither."),
    ).toBeVisible();

    await user.type(screen.getByLabelText("Property name"), "Maple Court");
    await user.type(screen.getByLabelText("Street address"), "100 N Main St");
    await user.selectOptions(screen.getByLabelText("City"), "Orem");
    await user.clear(screen.getByLabelText("Number of units"));
    await user.type(screen.getByLabelText("Number of units"), "24");
    await user.clear(screen.getByLabelText("From"));
    for (const name of ["North", "South"]) {
      await user.click(screen.getByRole("button", { name: "Add a building" }));
      await user.keyboard(name);
    }
    await user.click(screen.getByRole("button", { name: "Move South up" }));
    expect(screen.getByLabelText("Building 1 name")).toHaveValue("South");
    await user.click(screen.getByRole("button", { name: "Save property" }));

    const card = await screen.findByRole("article", { name: "Maple Court" }, slow);
    expect(card).toHaveTextContent("100 N Main St, Orem");
    expect(card).toHaveTextContent("24 units × $20 = $480 a month");
    expect(card).toHaveTextContent("Not started");
    // Nothing pays for it yet: the manager is told it is a draft, and may start its service.
    expect(card).toHaveTextContent("Draft: not on our crew's route until service starts.");
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["South", "North"]);
    expect(
      within(card).getByRole("button", { name: "Start service for Maple Court" }),
    ).toBeVisible();
    expect(screen.getByText("Property saved.")).toBeVisible();
  });

  it("refuses a property past the account's unpaid drafts, in words, keeping what was typed", async () => {
    const { partnerId } = await asPartner(context.server, { draft: true });
    await context.server.sql(
      `insert into public.properties (partner_id, name, street_address, city, units)
       select $1, 'Draft ' || n, '1 Main St', 'Orem', 4 from generate_series(2, 5) n`,
      [partnerId],
    );
    const user = await renderPartner();
    await signIn(user);
    await user.click(await screen.findByRole("button", { name: "Add a property" }, slow));
    await user.type(screen.getByLabelText("Property name"), "0 Decoy");
    await user.type(screen.getByLabelText("Street address"), "1 Main St");
    await user.selectOptions(screen.getByLabelText("City"), "Orem");
    await user.type(screen.getByLabelText("Number of units"), "1");
    await user.click(screen.getByRole("button", { name: "Save property" }));
    expect(
      await screen.findByText(
        "You have as many properties waiting for service as an account may hold. Start service for one of them, or call us, before adding another.",
        {},
        slow,
      ),
    ).toBeVisible();
    expect(screen.getByLabelText("Property name")).toHaveValue("0 Decoy");
    expect(await context.server.sql("select count(*)::int as n from public.properties")).toEqual([
      { n: 5 },
    ]);
  });

  it("says Stripe could not be reached, with the phone, and stores nothing", async () => {
    const ids = await asPartner(context.server);
    await context.server.answer({
      functions: {
        ...checkAnswer(
          jsonReply({ subscribed: false, subscription_tier: null, subscription_end: null }),
        ).functions,
        "create-checkout": jsonReply({ error: "Could not reach the billing service" }, 502),
      },
    });
    const user = await renderPartner();
    await signIn(user);
    await user.click(
      await screen.findByRole("button", { name: "Start service for Maple Court" }, slow),
    );
    const card = screen.getByRole("article", { name: "Maple Court" });
    // The card's alert region is always there, empty until a failure: wait for its words.
    await waitFor(
      () =>
        expect(within(card).getByRole("alert")).toHaveTextContent(
          "We could not reach the payment service, so nothing was charged or saved. Please try again in a few minutes, or call us at (801) 555-0142.",
        ),
      slow,
    );
    expect(
      within(card).getByRole("button", { name: "Start service for Maple Court" }),
    ).toBeVisible();
    const calls = (await context.server.requests()).filter(
      (r) => r.path === "/functions/v1/create-checkout",
    );
    expect(calls.map((r) => r.body)).toEqual([{ property_id: ids.propertyId }]);
    expect(await context.server.sql("select id from public.stripe_subscriptions")).toEqual([]);
  });

  it("shows the subscription from the account's rows, and a failed payment with the way to billing", async () => {
    const ids = await asPartner(context.server);
    await subscribe(context.server, ids, "past_due");
    const user = await renderPartner();
    await signIn(user);
    expect(
      await screen.findByText(
        "No active subscription yet. Start service for a property below.",
        {},
        slow,
      ),
    ).toBeVisible();
    const alert = screen.getByText("A payment failed").closest<HTMLElement>("[role=alert]")!;
    expect(alert).toHaveTextContent("A payment failed");
    expect(alert).toHaveTextContent("The last payment for Maple Court did not go through.");
    expect(within(alert).getByRole("button", { name: "Manage billing" })).toBeVisible();
    const card = screen.getByRole("article", { name: "Maple Court" });
    expect(card).toHaveTextContent("Payment failed");
    expect(within(card).queryByRole("button", { name: /Start service/ })).toBeNull();
    expect(card).toHaveTextContent("Bags out from 6:00 PM to 12:00 AM");
    expect(card).toHaveTextContent("Gate 4321");
  });

  it("reads the account, its properties, buildings and subscriptions in one request", async () => {
    const ids = await asPartner(context.server);
    await subscribe(context.server, ids, "active");
    await context.server.answer(
      checkAnswer(
        jsonReply({ subscribed: true, subscription_tier: "Trash", subscription_end: null }),
      ),
    );
    const user = await renderPartner();
    await signIn(user);
    const card = await screen.findByRole("article", { name: "Maple Court" }, slow);
    expect(card).toHaveTextContent("24 units × $20 = $480 a month");
    const reads = (await context.server.requests())
      .filter((r) => r.path.startsWith("/rest/v1/"))
      .map((r) => r.path);
    expect(reads.filter((path) => path === "/rest/v1/rpc/partner_accounts")).toHaveLength(1);
    for (const table of ["partners", "properties", "property_buildings", "stripe_subscriptions"])
      expect(reads).not.toContain(`/rest/v1/${table}`);
  });

  it("confirms a payment on the subscription's row alone, the summary reading the same rows", async () => {
    const ids = await asPartner(context.server);
    const user = await renderPartner(
      `/partner?checkout=done&property=${ids.propertyId}&session_id=cs_1`,
    );
    await signIn(user);
    expect(await screen.findByText("Confirming your payment with Stripe…", {}, slow)).toBeVisible();
    // The auth context's check still says no (it answered at sign-in): the page must not wait on it.
    await subscribe(context.server, ids, "active");
    expect(
      await screen.findByText(
        "Payment confirmed: daily service for Maple Court is active.",
        {},
        slow,
      ),
    ).toBeVisible();
    const summary = screen.getByRole("region", { name: "Your subscription" });
    expect(within(summary).getByText("Trash Collection: active")).toBeVisible();
    expect(within(summary).getByText("$480 a month")).toBeVisible();
    const renewal = new Date("2027-01-05T17:00:00Z").toLocaleDateString("en-US", {
      dateStyle: "long",
    });
    expect(within(summary).getByText(`Renews on ${renewal}`)).toBeVisible();
    // No refreshed session, so no second check: the one made at sign-in is all.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await context.server.checkTokens()).toHaveLength(1);
    const refreshes = (await context.server.requests()).filter(
      (r) => r.path === "/auth/v1/token" && r.query.grant_type === "refresh_token",
    );
    expect(refreshes).toHaveLength(0);
  });

  it("bills a subscribed property's changed units once, and shows the new cost once stored", async () => {
    const ids = await asPartner(context.server);
    await subscribe(context.server, ids, "active");
    await context.server.sql("update public.properties set units = 30 where id = $1", [
      ids.propertyId,
    ]);
    const unitsReply = (reply: ReturnType<typeof jsonReply>) => ({
      functions: {
        ...checkAnswer(
          jsonReply({ subscribed: true, subscription_tier: null, subscription_end: null }),
        ).functions,
        "update-billed-units": reply,
      },
    });
    await context.server.answer(
      unitsReply(jsonReply({ error: "Could not reach the billing service" }, 502)),
    );
    const user = await renderPartner();
    await signIn(user);
    const card = await screen.findByRole("article", { name: "Maple Court" }, slow);
    // Still billed for 24 until Stripe bills 30: the card says what is billed, and why not yet.
    expect(card).toHaveTextContent("24 units × $20 = $480 a month");
    // The card's alert region is always there, empty until a failure: wait for its words.
    await waitFor(
      () =>
        expect(within(card).getByRole("alert")).toHaveTextContent(
          "Billing still counts the old number of units: we could not change it to 30. Please try again, or call us at (801) 555-0142.",
        ),
      slow,
    );

    await context.server.answer(unitsReply(jsonReply({ billed: 30 })));
    await user.click(within(card).getByRole("button", { name: "Bill for 30 units" }));
    expect(await within(card).findByText("Updating billing to 30 units…", {}, slow)).toBeVisible();
    // What stripe-webhook stores once Stripe has changed the quantity.
    await context.server.sql("update public.stripe_subscriptions set quantity = 30");
    expect(await within(card).findByText("30 units × $20 = $600 a month", {}, slow)).toBeVisible();
    expect(within(card).queryByText(/Updating billing/)).toBeNull();
    expect(within(card).queryByRole("button", { name: "Bill for 30 units" })).toBeNull();
    const calls = (await context.server.requests()).filter(
      (r) => r.path === "/functions/v1/update-billed-units",
    );
    expect(calls.map((r) => r.body)).toEqual([
      { property_id: ids.propertyId },
      { property_id: ids.propertyId },
    ]);
  });
});
