import type { Page } from "@playwright/test";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect as baseExpect, test, type TestStack } from "./stack";
import {
  expectNoAxeViolations,
  field,
  horizontalOverflow,
  openWithApp,
  storageKey,
} from "./support";

// Property managers on the build configured for Supabase, on the local stack (e2e/stack.ts): the
// real migrations, the billing functions under Deno, the local Stripe's Checkout and portal pages
// and its signed webhooks, the mailbox. One journey proves the whole path; the other tests each
// prove what the journey cannot pass through.

// Each step waits on supabase-js, Deno, the local Stripe and React on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A property of the partner's, stored as their page stores it (rpc/save_property's rows). */
async function addProperty(
  stack: TestStack,
  partnerId: string | null,
  name: string,
  units: number,
) {
  const [row] = await stack.supabase.sql<{ id: string }>(
    `insert into public.properties (partner_id, name, street_address, city, units, set_out_from,
       set_out_until, rules, access_notes)
     values ($1, $2, '100 N Main St', 'Orem', $3, '18:00', '20:00', 'Bags tied, by the door.',
       'Gate code 4321') returning id`,
    [partnerId, name, units],
  );
  for (const [position, building] of ["North", "South"].entries())
    await stack.supabase.sql(
      "insert into public.property_buildings (property_id, name, position) values ($1, $2, $3)",
      [row?.id, building, position],
    );
  return row?.id ?? "";
}

/** A subscription bought in Stripe for the property, stored by the real webhook. */
async function subscribe(
  stack: TestStack,
  account: { email: string; partnerId: string | null },
  propertyId: string,
) {
  const stripe = stack.stripe!;
  const seeded = stripe.seedSubscription({
    email: account.email,
    quantity: 24,
    metadata: { partner_id: account.partnerId ?? "", property_id: propertyId },
  });
  await stripe.settled();
  return seeded.subscription.id;
}

/** A date as the page writes it, in the browser's own calendar. */
const longDay = (page: Page, iso: string) =>
  page.evaluate(
    (at) => new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date(at)),
    iso,
  );

test(
  "/partners: the calculator answers the keyboard, its total read as it changes",
  { tag: "@desktop" },
  async ({ page }) => {
    await openWithApp(page, "/partners"); // the total is React's: it follows the field once hydrated
    const units = field(page, "Number of units");
    await units.focus();
    await expect(units).toBeFocused();
    await page.keyboard.press("ArrowUp");
    const total = page.getByRole("status");
    await expect(total).toHaveAttribute("aria-live", "polite");
    await expect(total).toContainText("$500 a month");
    await expect(total).toContainText("$6,000 a year");
    await page.keyboard.press("Control+a");
    await page.keyboard.type("0");
    await expect(total).toHaveText("Enter a whole number of units from 1 to 5,000.");
  },
);

test.describe("with Supabase configured", () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });
  test.describe.configure({ timeout: 150_000 });

  test(
    "a manager signs up, adds 24 units, pays in Checkout and sees $480 a month, adds 6 units and is billed $600; billing opens from the header; the owner sees them",
    { tag: "@phone" },
    async ({ page, context, browser, problems, stack }) => {
      problems.allowOrigin(stack.stripe!.url);
      await page.goto("/partners");
      await page.getByRole("link", { name: "Start service" }).first().click();
      await expect(page).toHaveURL("/partner?account=new");
      await expectNoAxeViolations(page);
      await field(page, "Company").fill("Maple Homes");
      await field(page, "Your name").fill("Pat Lee");
      await field(page, "Phone").fill("(801) 555-0190");
      await field(page, "E-mail").fill("maple@example.com");
      await field(page, "Password").fill("correct horse battery");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

      // The confirmation e-mail Auth sent, and its link, opened on this device.
      await expect
        .poll(() => stack.mailbox.emails().filter((e) => e.to.includes("maple@example.com")))
        .toHaveLength(1);
      const [mail] = stack.mailbox.emails().filter((e) => e.to.includes("maple@example.com"));
      expect(mail?.subject).toBe("Confirm your email address");
      const link = /href="([^"]+)"/.exec(mail?.html ?? "")?.[1]?.replace(/&amp;/g, "&") ?? "";
      await page.goto(link);
      await expect(
        page.getByText("No properties yet. Add your first one to start service."),
      ).toBeVisible();

      await page.getByRole("button", { name: "Add a property" }).click();
      await field(page, "Property name").fill("Maple Court");
      await field(page, "Street address").fill("100 N Main St");
      await field(page, "City").selectOption("Orem");
      await field(page, "Number of units").fill("24");
      await field(page, "From").fill("18:00");
      await field(page, "Until").fill("20:00");
      await field(page, "Access notes for the crew (optional)").fill("Gate code 4321");
      for (const name of ["North", "South"]) {
        await page.getByRole("button", { name: "Add a building" }).click();
        await page.keyboard.type(name);
      }
      await page.getByRole("button", { name: "Save property" }).click();
      const card = page.getByRole("article", { name: "Maple Court" });
      await expect(card).toContainText("24 units × $20 = $480 a month");
      await expect(card).toContainText("Bags out from 6:00 PM to 8:00 PM");
      await expect(card.getByRole("listitem")).toHaveText(["North", "South"]);

      // Checkout: the local Stripe's page, then back to success_url once paid.
      await card.getByRole("button", { name: "Start service for Maple Court" }).click();
      await expect(
        page.getByRole("heading", { name: "Subscribe to Trash Collection" }),
      ).toBeVisible();
      await expect(page.getByText("24 × $20.00 per month")).toBeVisible();
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(
        /\/partner\?checkout=done&property=[0-9a-f-]{36}&session_id=cs_/,
      );
      await expect(
        page.getByText("Payment confirmed: daily service for Maple Court is active."),
      ).toBeVisible();
      const [stored] = await stack.supabase.sql<{ status: string; current_period_end: Date }>(
        "select status, current_period_end from public.stripe_subscriptions",
      );
      expect(stored?.status).toBe("active");
      const renews = await longDay(page, stored!.current_period_end.toISOString());
      const summary = page.getByRole("region", { name: "Your subscription" });
      await expect(summary).toContainText("Trash Collection: active");
      await expect(summary).toContainText("$480 a month");
      await expect(summary).toContainText(`Renews on ${renews}`);
      await expect(card).toContainText("Active");

      // Six more units: the real function asks the local Stripe, whose webhook stores the quantity.
      await card.getByRole("button", { name: "Edit Maple Court" }).click();
      await field(page, "Number of units").fill("30");
      await page.getByRole("button", { name: "Save property" }).click();
      await expect(card).toContainText("30 units × $20 = $600 a month");
      await expect(summary).toContainText("$600 a month");

      // The header's Manage Subscription, on a public page, opens this partner's portal session.
      await page.goto("/partners");
      const manage = page.getByRole("link", { name: /^Manage/ });
      await expect(manage).toHaveAttribute("href", "/partner?billing=portal");
      const [portal] = await Promise.all([context.waitForEvent("page"), manage.click()]);
      await expect(portal.getByRole("heading", { name: "Billing" })).toBeVisible();
      await expect(portal.getByText("30 × $20.00 = $600.00 per month")).toBeVisible();
      await expect(portal.getByText(`Renews on ${renews}`)).toBeVisible();
      await portal.close();

      // The owner: the news by e-mail, the partner in the Partners view; staff at /partner go
      // to the inbox.
      await stack.supabase.webhooksSettled();
      const subjects = stack.mailbox.emails().map((e) => e.subject);
      expect(subjects).toContain("New partner: Maple Homes");
      expect(subjects).toContain("Subscription started: Maple Homes, Maple Court, Orem");
      const staff = await stack.addAccount();
      const session = await stack.supabase.issueSession(staff.email);
      const owner = await browser.newContext({ baseURL: configuredBaseURL });
      await stack.forward(owner);
      await owner.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        storageKey,
        JSON.stringify(session),
      ] as const);
      const inbox = await owner.newPage();
      await inbox.goto("/owner?view=partners");
      const view = inbox.getByRole("region", { name: "Partners" });
      await expect(view.getByText("$600/month", { exact: true })).toBeVisible();
      const row = view.getByRole("listitem").filter({ hasText: "Maple Homes" }).first();
      await expect(row).toContainText("Maple Court, Orem · 30 units · $600/month");
      await expect(row).toContainText("Active");
      await inbox.goto("/partner");
      await expect(inbox).toHaveURL(/\/owner$/);
      await owner.close();
    },
  );

  test(
    "a failed payment says so with the way to billing; Stripe down is a sentence with the phone, nothing stored",
    { tag: "@phone" },
    async ({ page, problems, stack, login }) => {
      problems.allowConsole(/status of 502/); // create-checkout's answer while Stripe is down
      const stripe = stack.stripe!;
      const pat = await login({ email: "pat@example.com", partner: {} });
      const paid = await addProperty(stack, pat.partnerId, "Maple Court", 24);
      await addProperty(stack, pat.partnerId, "Oak Flats", 10);
      const subscription = await subscribe(stack, pat, paid);
      stripe.failNextPayment();
      stripe.advancePeriod(subscription);
      await stripe.settled();

      await page.goto("/partner");
      const failed = page.getByRole("alert").filter({ hasText: "A payment failed" });
      await expect(failed).toContainText("The last payment for Maple Court did not go through.");
      await expect(failed.getByRole("button", { name: "Manage billing" })).toBeVisible();
      await expect(page.getByRole("article", { name: "Maple Court" })).toContainText(
        "Payment failed",
      );

      stripe.setOutage(500);
      try {
        const oak = page.getByRole("article", { name: "Oak Flats" });
        await oak.getByRole("button", { name: "Start service for Oak Flats" }).click();
        await expect(oak.getByRole("alert")).toHaveText(
          "We could not reach the payment service, so nothing was charged or saved. Please try again in a few minutes, or call us at (801) 555-0142.",
        );
        await expect(page).toHaveURL("/partner");
      } finally {
        stripe.setOutage(null);
      }
      const rows = await stack.supabase.sql<{ name: string }>(
        `select p.name from public.stripe_subscriptions s join public.properties p on p.id = s.property_id`,
      );
      expect(rows).toEqual([{ name: "Maple Court" }]);
    },
  );

  test("axe finds no violation on /partner, signed out and with real content; nothing overflows at 320 px", async ({
    page,
    stack,
    login,
  }) => {
    await page.goto("/partner");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expectNoAxeViolations(page);

    const pat = await login({ email: "pat@example.com", partner: {} });
    const property = await addProperty(stack, pat.partnerId, "Maple Court", 24);
    await addProperty(stack, pat.partnerId, "Oak Flats", 10);
    await subscribe(stack, pat, property);
    await page.goto("/partner");
    await expect(
      page.getByRole("region", { name: "Your subscription" }).getByText("Trash Collection: active"),
    ).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(2);
    await expectNoAxeViolations(page);

    // The property form, with what a refusal shows.
    await page.getByRole("button", { name: "Edit Maple Court" }).click();
    await field(page, "Number of units").fill("0");
    await page.getByRole("button", { name: "Save property" }).click();
    await expect(field(page, "Number of units")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 320, height: 800 });
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
