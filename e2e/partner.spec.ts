import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
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
  buildings = ["North", "South"],
) {
  const [row] = await stack.supabase.sql<{ id: string }>(
    `insert into public.properties (partner_id, name, street_address, city, units, set_out_from,
       set_out_until, rules, access_notes, service_override)
     values ($1, $2, '100 N Main St', 'Orem', $3, '18:00', '20:00', 'Bags tied, by the door.',
       'Gate code 4321', 'on') returning id`,
    [partnerId, name, units],
  );
  for (const [position, building] of buildings.entries())
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
      // Back from Checkout, the page waits on one signal: the subscription's row.
      const asked: URL[] = [];
      const record = (request: { url: () => string }) => {
        const url = new URL(request.url());
        if (url.pathname.includes("/v1/")) asked.push(url);
      };
      page.on("request", record);
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
      page.off("request", record);
      expect(asked.filter((url) => url.searchParams.get("grant_type") === "refresh_token")).toEqual(
        [],
      );
      expect(asked.filter((url) => url.pathname.endsWith("/check-subscription"))).toHaveLength(1);

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
      // Paid, so on tonight's route; the owner's switch takes it off.
      await expect(row).toContainText("On tonight's route");
      await view
        .getByRole("group", { name: "Service for Maple Court" })
        .getByRole("button", { name: "Paused" })
        .click();
      await expect(row).toContainText("Not on tonight's route");
      expect(
        await stack.supabase.sql("select active, service_override from public.properties"),
      ).toEqual([{ active: false, service_override: "paused" }]);
      await expectNoAxeViolations(inbox);
      await inbox.setViewportSize({ width: 320, height: 800 });
      expect(await horizontalOverflow(inbox)).toBe(0);
      await inbox.goto("/partner");
      await expect(inbox).toHaveURL(/\/owner$/);
      await owner.close();
    },
  );

  test(
    "units a partner PATCHes with no page open are billed; while Stripe is down the owner sees the difference, nothing overflows at 320 px",
    { tag: "@phone" },
    async ({ page, stack, login }) => {
      const stripe = stack.stripe!;
      await login();
      const pat = await stack.addAccount({ email: "pat@example.com", staff: false });
      const [partner] = await stack.supabase.sql<{ id: string }>(
        `insert into public.partners (user_id, company_name, contact_name, phone)
         values ($1, 'Maple Homes', 'Pat Lee', '+18015550190') returning id`,
        [pat.id],
      );
      const property = await addProperty(stack, partner!.id, "Maple Court", 24);
      await subscribe(stack, { email: pat.email, partnerId: partner!.id }, property);
      const { access_token } = await stack.supabase.issueSession(pat.email);

      // The partner's PATCH through the API, Stripe down: the units are stored, not yet billed.
      stripe.setOutage(503);
      try {
        const patched = await fetch(`${stack.url}/rest/v1/properties?id=eq.${property}`, {
          method: "PATCH",
          headers: {
            apikey: stack.supabase.anonKey,
            Authorization: `Bearer ${access_token}`,
            "Content-Type": "application/json",
          },
          body: JSON.stringify({ units: 500 }),
        });
        expect(patched.status).toBe(204);
        await stack.supabase.webhooksSettled();
      } finally {
        stripe.setOutage(null);
      }
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto("/owner?view=partners");
      const view = page.getByRole("region", { name: "Partners" });
      const row = view.getByRole("listitem").filter({ hasText: "Maple Court, Orem" }).last();
      await expect(row).toContainText("Maple Court, Orem · 500 units · $480/month");
      await expect(row).toContainText(
        "Stripe bills 24 units, not the property's 500. The site asks Stripe to bill its units, again every 15 minutes",
      );
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      // Stripe is back; pg_cron's reconcile (run now rather than in 15 minutes) bills the units.
      await stack.supabase.sql("select private.reconcile_billed_units()");
      await stack.supabase.webhooksSettled();
      await stripe.settled();
      await page.reload();
      await expect(row).toContainText("Maple Court, Orem · 500 units · $10,000/month");
      await expect(view).not.toContainText("Stripe bills");
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
    const draft = await addProperty(stack, pat.partnerId, "Oak Flats", 10);
    // Nothing pays for it: a draft, told so.
    await stack.supabase.sql("update public.properties set service_override = null where id = $1", [
      draft,
    ]);
    await subscribe(stack, pat, property);
    await page.goto("/partner");
    await expect(
      page.getByRole("region", { name: "Your subscription" }).getByText("Trash Collection: active"),
    ).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(
      page
        .getByRole("article", { name: "Oak Flats" })
        .getByText("Draft: not on our crew's route until service starts."),
    ).toBeVisible();
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

  test("a building removed in the form leaves the route, and the log keeps its night's mark @phone", async ({
    page,
    stack,
    login,
  }) => {
    const pat = await login({ email: "pat@example.com", partner: {} });
    const property = await addProperty(stack, pat.partnerId, "Maple Court", 24);
    const sql = stack.supabase.sql;
    // Tonight's pickup of South, stored through the marks' trigger.
    await sql(
      `insert into public.pickup_marks (id, building_id, kind, marked_at)
       select gen_random_uuid(), id, 'picked_up', now() from public.property_buildings
        where property_id = $1 and name = 'South'`,
      [property],
    );

    await page.goto("/partner");
    await page.getByRole("button", { name: "Edit Maple Court" }).click();
    await page.getByRole("button", { name: "Remove South" }).click();
    await page.getByRole("button", { name: "Save property" }).click();
    await expect(page.getByText("Property saved.")).toBeVisible();

    const table = page
      .getByRole("region", { name: "Service log" })
      .getByRole("table", { name: /^Maple Court: each night of / });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Night",
      "North",
      "South (off the route)",
    ]);
    const night = table.getByRole("row").filter({ hasText: "tonight" });
    await expect(night.getByRole("cell").nth(0)).toHaveText("Not marked yet");
    await expect(night.getByRole("cell").nth(1)).toHaveText(/^Picked up at \d{1,2}:\d\d [AP]M$/);
    // The record stays; the building is off the route and off the residents' page.
    expect(
      await sql(
        `select b.name, b.retired_at is not null as retired, count(m.id)::int as marks
           from public.property_buildings b left join public.pickup_marks m on m.building_id = b.id
          where b.property_id = $1 group by b.id order by b.name`,
        [property],
      ),
    ).toEqual([
      { name: "North", retired: false, marks: 0 },
      { name: "South", retired: true, marks: 1 },
    ]);
    await expectNoAxeViolations(page);
  });

  test("a crew note of one long word (a URL) wraps: /partner is no wider than a 375 or 320 px phone @phone", async ({
    page,
    stack,
    login,
  }) => {
    const pat = await login({ email: "pat@example.com", partner: {} });
    const property = await addProperty(stack, pat.partnerId, "Maple Court", 24);
    const link = `https://photos.example.com/${"0123456789abcdef".repeat(8)}`;
    await stack.supabase.sql(
      `insert into public.pickup_marks (id, building_id, kind, problem, unit, note, marked_at)
       select gen_random_uuid(), id, 'problem', 'outside_window', '12', $2, now()
       from public.property_buildings where property_id = $1 and name = 'North'`,
      [property, `See ${link}`],
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/partner");
    const followUp = page
      .getByRole("region", { name: "Service log" })
      .getByRole("region", { name: "Maple Court", exact: true })
      .getByRole("listitem");
    await expect(followUp).toContainText(link);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await horizontalOverflow(page)).toBe(0);
  });

  // It sets each width it checks itself (320, 720, 1280 px, and print): once, on the phone.
  test("the service log shows the night the crew marked, downloads it as CSV, prints without buttons; the sign's QR reads back @phone", async ({
    page,
    stack,
    login,
  }) => {
    const pat = await login({ email: "pat@example.com", partner: {} });
    // Eight buildings: more than a printed page holds at their width on screen.
    const property = await addProperty(stack, pat.partnerId, "Maple Court", 24, [
      "North",
      "South",
      ...["C", "D", "E", "F", "G", "H"].map((letter) => `Building ${letter}`),
    ]);
    const sql = stack.supabase.sql;
    const [{ code = "", tonight = "" } = {}] = await sql<{ code: string; tonight: string }>(
      "select public_code as code, public.current_night()::text as tonight from public.properties where id = $1",
      [property],
    );
    const buildings = Object.fromEntries(
      (
        await sql<{ id: string; name: string }>(
          "select id, name from public.property_buildings where property_id = $1",
          [property],
        )
      ).map((b) => [b.name, b.id]),
    );
    // Tonight's marks as the crew's phone sends them (a staff account, through PostgREST under
    // RLS), and a resident's report through the residents' page's function.
    const crew = await stack.addAccount({ email: "crew@example.com" });
    const { access_token: token } = await stack.supabase.issueSession(crew.email);
    const mark = async (row: Record<string, string>) => {
      const response = await fetch(`${stack.url}/rest/v1/pickup_marks`, {
        method: "POST",
        headers: {
          apikey: stack.supabase.anonKey,
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          Prefer: "return=minimal",
        },
        body: JSON.stringify({ ...row, marked_at: new Date().toISOString() }),
      });
      expect(response.status).toBe(201);
    };
    const north = crypto.randomUUID();
    await mark({
      id: north,
      building_id: buildings.North!,
      kind: "picked_up",
      photo_path: `marks/${north}.jpg`,
    });
    // The photo and its small copy, told apart by their widths: the log shows the small copy.
    for (const [name, width] of [
      [`marks/${north}.jpg`, 640],
      [`marks/${north}.thumb.jpg`, 64],
    ] as const) {
      const bytes = await sharp({ create: { width, height: 48, channels: 3, background: "#5a7" } })
        .jpeg()
        .toBuffer();
      await stack.supabase.storage.put(name, bytes, "image/jpeg", "pickup-photos");
    }
    await mark({
      id: crypto.randomUUID(),
      building_id: buildings.South!,
      kind: "problem",
      problem: "outside_window",
      unit: "12",
      note: '=HYPERLINK("http://x.example")',
    });
    await sql("select public.report_missed_pickup($1, gen_random_uuid(), $2, '7')", [
      code,
      buildings.South,
    ]);

    await page.goto("/partner");
    const log = page.getByRole("region", { name: "Service log" });
    const table = log.getByRole("table", { name: /^Maple Court: each night of / });
    const night = table.getByRole("row").filter({ hasText: "tonight" });
    await expect(night.getByRole("cell").nth(0)).toHaveText(/^Picked up at \d{1,2}:\d\d [AP]M$/);
    await expect(night.getByRole("cell").nth(1)).toContainText("Bag outside the window");
    await expect(night.getByRole("cell").nth(1)).toContainText("Unit 12");
    await expect(night.getByRole("cell").nth(1)).toContainText(
      /A resident reported a missed pickup at \d{1,2}:\d\d [AP]M, unit 7/,
    );
    const image = night.getByRole("img", { name: /^Photo of North/ });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(64);
    const followUp = log.getByRole("region", { name: "Maple Court", exact: true });
    await expect(followUp).toContainText("Unit 12 · Bag outside the window");

    // The monthly report as a file.
    const download = page.waitForEvent("download");
    await log.getByRole("button", { name: "Download CSV of Maple Court" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`maple-court-${tonight.slice(0, 7)}-service-log.csv`);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain(`Maple Court,${tonight},North,Picked up,`);
    expect(text).toContain(`"'=HYPERLINK(""http://x.example"")"`);

    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    // The wide table scrolls in its own region, which the keyboard reaches.
    const region = log.getByRole("region", { name: "Nights of Maple Court, scrolls sideways" });
    await region.focus();
    await expect(region).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);

    // Printed (or saved as PDF): the report alone, no header link, no buttons.
    await page.emulateMedia({ media: "print" });
    await expect(table).toBeVisible();
    await expect(page.getByRole("link", { name: /home$/ })).toBeHidden();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Download CSV of Maple Court" })).toBeHidden();
    await expect(page.getByRole("region", { name: "Properties" })).toBeHidden();
    await expect(page.getByRole("button")).toHaveCount(0);
    // On Letter or A4 (about 720 CSS px inside the margins) every building's column is on the
    // page: the table fits rather than scrolling, which paper cannot.
    await page.setViewportSize({ width: 720, height: 900 });
    await expect(table.getByRole("columnheader", { name: "Building H" })).toBeVisible();
    expect(
      await table.evaluate((el) => Math.ceil(el.getBoundingClientRect().right)),
    ).toBeLessThanOrEqual(720);
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ media: "screen" });

    // The sign: its QR code, drawn from the SVG the page made, reads back as the page's address.
    await log.getByRole("button", { name: "Print a sign for Maple Court" }).click();
    const url = `https://www.example.com/r/${code}`;
    // The property's card is hidden while the sign is open: the one article shown is the sign.
    const sign = page.getByRole("article", { name: "Maple Court" });
    const qr = sign.getByRole("img", { name: `QR code of ${url}` });
    await expect(qr).toBeVisible();
    await expect(sign.getByText(`www.example.com/r/${code}`)).toBeVisible();
    await expect(sign.getByText("Set bags out from 6:00 PM to 8:00 PM")).toBeVisible();
    await expect(sign.getByText("Bags tied, by the door.")).toBeVisible();
    const scale = 6;
    const pixels = await qr.evaluate(async (svg, scale) => {
      const copy = svg.cloneNode(true) as SVGSVGElement;
      const side = (svg as unknown as SVGSVGElement).viewBox.baseVal.width * scale;
      copy.setAttribute("width", String(side));
      copy.setAttribute("height", String(side));
      const url = URL.createObjectURL(
        new Blob([new XMLSerializer().serializeToString(copy)], { type: "image/svg+xml" }),
      );
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = side;
      const context = canvas.getContext("2d")!;
      context.drawImage(img, 0, 0, side, side);
      URL.revokeObjectURL(url);
      return { side, data: Array.from(context.getImageData(0, 0, side, side).data) };
    }, scale);
    const read = jsQR(Uint8ClampedArray.from(pixels.data), pixels.side, pixels.side);
    expect(read?.data).toBe(url);
    await expectNoAxeViolations(page);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button")).toHaveCount(0);
    await expect(qr).toBeVisible();
    await expect(table).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    // Printed, it is one sheet, on Letter and on A4 (Chromium's own PDF of the print).
    for (const format of ["Letter", "A4"]) {
      const pdf = (await page.pdf({ format })).toString("latin1");
      expect(pdf.match(/\/Type\s*\/Page\b/g), format).toHaveLength(1);
    }
    await page.getByRole("button", { name: "Back to your properties" }).click();
    await expect(log.getByRole("button", { name: "Print a sign for Maple Court" })).toBeFocused();
  });
});
