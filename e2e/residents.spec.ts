import sharp from "sharp";
import { notFoundLogs } from "./fixtures";
import { decrypt } from "../supabase/local/push-service";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect as baseExpect, test, type TestStack } from "./stack";
import { expectNoAxeViolations, expectNotFoundPage, horizontalOverflow, openLink } from "./support";

// The residents' page /r/<code> on the configured build and the local stack: a resident reads
// the night and reports a missed pickup with a photo; the owner's inbox, open on another phone,
// shows it at once beside the crew's mark, and the owner's device gets the push.

// Each step waits on supabase-js, Realtime, pg_net and Deno on a shared machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Maple Court, buildings North and South, South picked up tonight by the crew. */
async function seedProperty(stack: TestStack) {
  const partner = await stack.addAccount({ email: "pat@maple.example", staff: false });
  const [row] = await stack.supabase.sql<{ id: string; public_code: string }>(
    `with p as (insert into public.partners (user_id, company_name, contact_name, phone)
                values ($1, 'Maple Homes', 'Pat Lee', '+18015550190') returning id)
     insert into public.properties (partner_id, name, street_address, city, units, set_out_from,
       set_out_until, rules, access_notes, service_override)
     select id, 'Maple Court', '100 N Main St', 'Orem', 24, '18:00', '20:00',
       'Bags tied, in the bin room.', 'Gate code 4321', 'on' from p returning id, public_code`,
    [partner.id],
  );
  const buildings: Record<string, string> = {};
  for (const [position, name] of ["North", "South"].entries()) {
    const [building] = await stack.supabase.sql<{ id: string }>(
      "insert into public.property_buildings (property_id, name, position) values ($1, $2, $3) returning id",
      [row?.id, name, position],
    );
    buildings[name] = building?.id ?? "";
  }
  // The crew's mark of South, at 9:42 PM in Utah tonight; and a problem at North with a unit
  // and a note that no resident may read.
  await stack.supabase.sql(
    `insert into public.pickup_marks (id, building_id, property_id, kind, marked_at)
     values (gen_random_uuid(), $1, $2, 'picked_up', now())`,
    [buildings.South, row?.id],
  );
  await stack.supabase.sql(
    "update public.pickup_marks set happened_at = (public.current_night() + interval '21 hours 42 minutes') at time zone 'America/Denver'",
  );
  await stack.supabase.sql(
    `insert into public.pickup_marks (id, building_id, property_id, kind, problem, unit, note, marked_at)
     values (gen_random_uuid(), $1, $2, 'problem', 'no_access', '12B', 'Smiths gate', now())`,
    [buildings.North, row?.id],
  );
  await stack.supabase.sql(
    "update public.pickup_marks set happened_at = (public.current_night() + interval '22 hours 5 minutes') at time zone 'America/Denver' where kind = 'problem'",
  );
  return { code: row?.public_code ?? "", buildings };
}

/** A phone's photo of the bags: 3000 × 2000 of noise, far over the bucket's 1 MiB. */
const bagsPhoto = () =>
  sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: "#606060",
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();

test.describe("the residents' page", () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });
  test.describe.configure({ timeout: 120_000 });

  test("a resident reports a missed pickup with a photo; the open inbox shows it live beside the crew's mark, and the owner's phone gets the push", async ({
    page,
    browser,
    stack,
    login,
  }) => {
    const { code } = await seedProperty(stack);
    const device = await stack.push.subscribe();
    const owner = await login();
    await stack.supabase.sql(
      "insert into public.push_subscriptions (endpoint, p256dh, auth, user_id) values ($1, $2, $3, $4)",
      [
        device.subscription.endpoint,
        device.subscription.p256dh,
        device.subscription.auth,
        owner.id,
      ],
    );

    // The owner's inbox is open on the Missed pickups view, with nothing in it yet.
    await page.goto("/owner?view=missed");
    const view = page.getByRole("region", { name: "Missed pickups" });
    await expect(view.getByText("No missed pickups reported.")).toBeVisible();

    // The resident, on their own phone.
    const resident = await browser.newContext({ baseURL: configuredBaseURL });
    await stack.forward(resident);
    const phone = await resident.newPage();
    // What the problems fixture checks on the test's own page, on this one too.
    const faults: string[] = [];
    phone.on("pageerror", (error) => faults.push(error.message));
    phone.on("console", (line) => {
      if (["error", "warning"].includes(line.type())) faults.push(line.text());
    });
    await phone.setViewportSize({ width: 320, height: 800 });
    const response = await phone.goto(`/r/${code}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(phone.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(phone.getByRole("heading", { level: 1, name: "Maple Court" })).toBeVisible();
    await expect(phone.getByText("Set your trash out between 6:00 PM and 8:00 PM.")).toBeVisible();
    await expect(phone.getByText("Bags tied, in the bin room.")).toBeVisible();
    const buildings = phone.getByRole("region", { name: "Tonight's pickup by building" });
    await expect(buildings.getByRole("listitem")).toHaveText([
      "NorthNot picked up yet",
      "SouthPicked up at 9:42 PM",
    ]);
    for (const secret of ["12B", "Smiths", "Gate code 4321", "Pat Lee", "555-0190"])
      await expect(phone.locator("body")).not.toContainText(secret);
    await expectNoAxeViolations(phone);
    expect(await horizontalOverflow(phone)).toBe(0);

    // The report: North, a unit, a phone and the photo (made smaller in the browser).
    await phone.getByLabel("Your building").selectOption({ label: "North" });
    await phone.getByLabel("Unit (optional)").fill("7C");
    await phone.getByLabel("Your phone (optional)").fill("801-555-0177");
    await phone
      .getByText("Choose a photo")
      .locator("input[type=file]")
      .setInputFiles({ name: "bags.jpg", mimeType: "image/jpeg", buffer: await bagsPhoto() });
    await expect(phone.getByRole("img", { name: "The photo you chose" })).toBeVisible();
    await expectNoAxeViolations(phone);
    await phone.getByRole("button", { name: "Send report" }).click();
    await expect(phone.getByRole("heading", { name: "Report sent" })).toBeFocused();
    await expect(
      phone.getByText("Thank you. The owner is told at once that North was missed tonight."),
    ).toBeVisible();
    await expect(phone.getByText("Your photo was sent with it.")).toBeVisible();
    await expectNoAxeViolations(phone);
    expect(await horizontalOverflow(phone)).toBe(0);

    // Stored once, with the photo at its name, a JPEG within the bucket's limit, and its small
    // copy beside it, under 10 kB.
    const [report, ...more] = await stack.supabase.sql<{ id: string; unit: string; phone: string }>(
      "select id, unit, phone from public.missed_pickup_reports",
    );
    expect(more).toEqual([]);
    expect(report).toMatchObject({ unit: "7C", phone: "+18015550177" });
    const photos = await stack.supabase.storage.objects("pickup-photos");
    expect(photos).toEqual([
      { name: `reports/${report?.id}.jpg`, contentType: "image/jpeg", size: expect.any(Number) },
      {
        name: `reports/${report?.id}.thumb.jpg`,
        contentType: "image/jpeg",
        size: expect.any(Number),
      },
    ]);
    expect(photos[0]?.size).toBeLessThanOrEqual(1024 * 1024);
    expect(photos[1]?.size).toBeLessThan(10 * 1024);

    // The inbox, untouched since, shows it: the place, the unit, the phone's links, the crew's
    // mark of North that night beside it, and the photo once it has arrived.
    const row = view.getByRole("listitem").filter({ hasText: "North, Maple Court" });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Unit 7C · (801) 555-0177 · Reported");
    await expect(row).toContainText("The crew: no access at 10:05 PM");
    await expect(row.getByRole("link", { name: "Call the resident at North" })).toHaveAttribute(
      "href",
      "tel:+18015550177",
    );
    await expect(row.getByRole("link", { name: "Text the resident at North" })).toHaveAttribute(
      "href",
      "sms:+18015550177",
    );
    await expect(row.getByRole("img", { name: "The resident's photo at North" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await horizontalOverflow(page)).toBe(0);

    // The owner's device got the push the database asked for, through notify-owner (the
    // partner's sign-up above was told too: only the report's is read here).
    const titled = async (title: string) =>
      (
        await Promise.all(
          stack.push.pushes.map(async (p) => JSON.parse(await decrypt(p.body, device))),
        )
      ).filter((message) => message.notification?.title === title);
    await expect.poll(async () => (await titled("Missed pickup reported")).length).toBe(1);
    expect((await titled("Missed pickup reported"))[0]).toMatchObject({
      notification: {
        body: "Maple Court, North · Problem at 10:05 PM: no access",
        navigate: `${configuredBaseURL}/owner?view=missed`,
      },
    });
    expect(faults).toEqual([]);
    await resident.close();

    await openLink(page, "Requests").click();
    await expect(page.getByRole("region", { name: "Missed pickups" })).toHaveCount(0);
  });

  // The 404 page's layout is axe-checked at both widths in a11y.spec.ts, and a malformed code
  // that asks the database nothing in tests/features/residents/ResidentsPage.supabase.test.tsx:
  // here the built page looks a code up on the stack, once, on a phone.
  test("an unknown code shows the 404 page @phone", async ({ page, problems, stack }) => {
    problems.allowConsole(...notFoundLogs);
    await seedProperty(stack);
    await page.goto("/r/AAAAAAAAAAAAAAAAAAAAAA");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expectNotFoundPage(page);
    await expectNoAxeViolations(page);
    expect(
      (await stack.supabase.requests()).filter((r) => r.path === "/rest/v1/rpc/resident_page"),
    ).toHaveLength(1);
  });
});
