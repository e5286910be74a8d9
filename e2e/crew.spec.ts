import { addDays, whenLabel } from "@/lib/days";
import { businessDay } from "@/lib/service-request";
import { sentRequest } from "../tests/support/inbox-fixtures";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect as baseExpect, test } from "./stack";
import { expectNoAxeViolations, field, horizontalOverflow, storageKey } from "./support";

// The crew's own sign-in, on the configured build and the local stack: the owner invites by
// e-mail from the Team view, the crew member sets a password from the invitation and lands on
// the route, marks buildings with and without signal, reads nothing of the inbox (on screen or
// through the API), and once removed is refused at the next request.

const expect = baseExpect.configure({ timeout: 15_000 });
// The crew's next jobs start today on the business's calendar.
const nextWeek = addDays(businessDay(), 7);

test.describe("the crew", () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });
  test.describe.configure({ timeout: 180_000 });

  test("the owner invites a crew member, who runs the route and nothing else until removed @phone", async ({
    page,
    browser,
    stack,
    login,
    problems,
  }) => {
    problems.allowConsole(
      /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|status of 40[13]/,
    );
    const partner = await stack.addAccount({ email: "pat@maple.example", staff: false });
    const [property] = await stack.supabase.sql<{ id: string }>(
      `with p as (insert into public.partners (user_id, company_name, contact_name, phone)
                  values ($1, 'Maple Homes', 'Pat Lee', '+18015550190') returning id)
       insert into public.properties (partner_id, name, street_address, city, units, set_out_from,
         set_out_until, access_notes, service_override)
       select id, 'Maple Court', '100 N Main St', 'Orem', 24, '18:00', '20:00', 'Gate code 4321',
         'on' from p returning id`,
      [partner.id],
    );
    for (const [position, name] of ["North", "South"].entries())
      await stack.supabase.sql(
        "insert into public.property_buildings (property_id, name, position) values ($1, $2, $3)",
        [property?.id, name, position],
      );
    await stack.supabase.addRequest(
      sentRequest({
        name: "Dana Cole",
        address: "45 E Center St",
        status: "scheduled",
        scheduled_for: nextWeek,
        scheduled_from: "08:00:00",
        scheduled_until: "10:00:00",
        owner_notes: "Side gate",
      }),
    );

    // The owner's Team view: the invitation goes out through Auth's invite e-mail.
    await login();
    await page.goto("/owner?view=team");
    const team = page.getByRole("region", { name: "Team" });
    await expect(team.getByText("Nobody is on the crew yet.")).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, "Crew member's e-mail").fill("sam@example.com");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Invitation sent" })).toHaveText(
      "Invitation sent to sam@example.com. Its link works once, within an hour.",
    );
    await expect(team.getByRole("list", { name: "Crew members" })).toHaveText(/sam@example\.com/);
    await expect
      .poll(() => stack.mailbox.emails().map((e) => [e.to, e.subject]))
      .toContainEqual([["sam@example.com"], "You have been invited"]);
    const invite = stack.mailbox.emails().find((e) => e.to.includes("sam@example.com"));
    const link = (/href="([^"]+)"/.exec(invite?.html ?? "")?.[1] ?? "").replace(/&amp;/g, "&");

    // Sam's phone, set to dark for the night: the link asks for a password, then the inbox's
    // page sends Sam to the route.
    const phone = await browser.newContext({
      baseURL: configuredBaseURL,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      colorScheme: "dark",
    });
    await stack.forward(phone);
    const sam = await phone.newPage();
    await sam.goto(link);
    await field(sam, "New password").fill("a long crew password");
    await sam.getByRole("button", { name: "Save password" }).click();
    await expect(sam).toHaveURL(/\/owner\/route$/);
    await expect(sam.getByText("2 of 2 buildings left tonight.")).toBeVisible();
    await expect(sam.getByText("Gate code 4321")).toBeVisible();
    // Dark as a person sees it: the page behind the route is the night's ink, its text light.
    expect(
      await sam.locator("main").evaluate((main) => {
        const root = main.parentElement ?? main;
        return [getComputedStyle(root).backgroundColor, getComputedStyle(main).color];
      }),
    ).toEqual(["rgb(15, 23, 42)", "rgb(241, 245, 249)"]);
    // The next jobs, as the crew reads them: where, when, the note, and the customer to call.
    await sam.getByRole("link", { name: "Go to the next jobs" }).click();
    await expect(sam.getByRole("heading", { name: "Next jobs" })).toBeFocused();
    const job = sam.getByRole("listitem").filter({
      hasText: whenLabel(
        { scheduled_for: nextWeek, scheduled_from: "08:00:00", scheduled_until: "10:00:00" },
        businessDay(),
      ) as string,
    });
    await expect(job.getByRole("link", { name: "Map of 45 E Center St, Orem" })).toBeVisible();
    await expect(job.getByText("Side gate")).toBeVisible();
    await expect(job.getByRole("link", { name: "Call Dana" })).toHaveAttribute(
      "href",
      "tel:+18015550142",
    );
    await expect(job).not.toContainText("Cole");
    expect(await horizontalOverflow(sam)).toBe(0);

    // A mark with signal, one without: it waits, and goes when the signal is back.
    await sam.getByRole("button", { name: "Picked up (North, Maple Court)" }).click();
    await expect(sam.getByText("Every mark is sent.")).toBeVisible();
    await phone.setOffline(true);
    // The banner comes as the signal goes, not after a reload, and counts what waits.
    await expect(sam.getByText(/^No signal\. Keep marking/)).toBeVisible();
    await sam.getByRole("button", { name: "Picked up (South, Maple Court)" }).click();
    await expect(sam.getByText("1 mark is waiting to be sent.")).toBeVisible();
    await expect(
      sam.getByText("No signal. 1 mark waits on this phone and goes when the signal is back."),
    ).toBeVisible();
    await phone.setOffline(false);
    await expect(sam.getByText(/^No signal/)).toBeHidden();
    await expect(sam.getByText("Every mark is sent.")).toBeVisible({ timeout: 45_000 });
    const marks = await stack.supabase.sql<{ marked_by: string; email: string }>(
      `select m.marked_by, u.email from public.pickup_marks m join auth.users u on u.id = m.marked_by`,
    );
    expect(marks.map((m) => m.email)).toEqual(["sam@example.com", "sam@example.com"]);

    // The inbox is the owner's: its views send Sam to the route, and the API gives nothing.
    for (const view of ["", "?view=partners", "?view=month", "?view=held"]) {
      await sam.goto(`/owner${view}`);
      await expect(sam).toHaveURL(/\/owner\/route$/);
    }
    const rest = (path: string, body = "{}") =>
      sam.evaluate(
        async ({ origin, key, apikey, path, body }) => {
          const session = JSON.parse(localStorage.getItem(key) ?? "{}") as {
            access_token?: string;
          };
          const response = await fetch(`${origin}${path}`, {
            method: path.includes("/rpc/") ? "POST" : "GET",
            headers: {
              apikey,
              Authorization: `Bearer ${session.access_token}`,
              "Content-Type": "application/json",
            },
            body: path.includes("/rpc/") ? body : undefined,
          });
          return { status: response.status, body: await response.text() };
        },
        { origin: supabaseOrigin, key: storageKey, apikey: stack.supabase.anonKey, path, body },
      );
    for (const table of ["service_requests", "stripe_subscriptions", "partners"])
      expect(await rest(`/rest/v1/${table}?select=*`)).toEqual({ status: 200, body: "[]" });
    expect((await rest("/rest/v1/missed_pickup_reports?select=phone")).status).toBe(403);
    expect((await rest("/rest/v1/rpc/inbox_month", '{"month_start":"2026-11-01"}')).status).toBe(
      403,
    );

    // Removed: Sam's next request is refused, and the marks keep Sam's name.
    await page.goto("/owner?view=team");
    await page.getByRole("button", { name: "Remove sam@example.com" }).click();
    await expect(page.getByText("sam@example.com is off the team.")).toBeVisible();
    await expect(team.getByText("Nobody is on the crew yet.")).toBeVisible();
    await sam.reload();
    await expect(sam.getByText("This account cannot see the route.")).toBeVisible();
    expect((await rest("/rest/v1/rpc/route_night")).status).toBe(403);
    const kept = await stack.supabase.sql<{ n: number }>(
      "select count(*)::int as n from public.pickup_marks where marked_by is not null",
    );
    expect(kept).toEqual([{ n: 2 }]);

    // Invited again, Sam is back on the same account, and the old marks still name Sam.
    await field(page, "Crew member's e-mail").fill("sam@example.com");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "back on the team" })).toHaveText(
      "sam@example.com is back on the team. An e-mail to choose a new password is on its way; its link works once, within an hour.",
    );
    await expect(team.getByRole("list", { name: "Crew members" })).toHaveText(/sam@example\.com/);
    await expect
      .poll(() => stack.mailbox.emails().map((e) => [e.to, e.subject]))
      .toContainEqual([["sam@example.com"], "Reset your password"]);
    const named = await stack.supabase.sql<{ n: number }>(
      `select count(*)::int as n from public.pickup_marks m
         join public.crew c on c.user_id = m.marked_by
        where c.email = 'sam@example.com' and c.removed_at is null`,
    );
    expect(named).toEqual([{ n: 2 }]);
    await phone.close();
  });
});
