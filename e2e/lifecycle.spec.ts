import type { Locator, Page } from "@playwright/test";
import { testEnv } from "../scripts/test-env.js";
import { sentRequest } from "../tests/support/inbox-fixtures";
import type { SupabaseTestServer } from "../supabase/local/server";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect as baseExpect, test, type Account } from "./stack";
import {
  expectNoAxeViolations,
  field,
  horizontalOverflow,
  openLink,
  requestRow,
  signIn,
} from "./support";

// A lead's life in the owner's inbox, from the first call to the review (docs/owner/inbox.md),
// the month's figures, and where a request came from: the build configured for Supabase, on the
// local stack (e2e/stack.ts: the real migrations on PGlite), on a 375 px phone.

// Each step waits on supabase-js, the local server and React on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
const phone = { width: 375, height: 812 };

// The inbox counts days and months in Utah whatever the phone's zone. The phone here says UTC
// and its clock starts at 7 pm on Saturday, Oct 31 in Utah, already 1 am on Sunday, Nov 1 in UTC:
// Utah's tomorrow is Sunday, Nov 1 (UTC's would be Monday) and its month October (UTC's
// November). Time flows on from there, a few minutes at most in a test. The database's own
// clock (status_changed_at, contacted_at of a status set in the browser) stays the real one,
// which is later: the sessions the server issues then look valid to the browser, not expired.
const now = new Date("2026-11-01T01:00:00Z");

let server: SupabaseTestServer;

/** Opens an inbox address on the fixed clock, signed in as the owner. */
async function openInbox(page: Page, path: string, login: () => Promise<Account>) {
  await login();
  await page.clock.install({ time: now });
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** axe finds nothing on the page as it is now, and nothing overflows at 320 px. */
async function expectSound(page: Page) {
  await page.setViewportSize({ width: 320, height: phone.height });
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize(phone);
}

/** What a term of a list says: a request's "Agreed day", a month's "New leads". */
const described = (scope: Page | Locator, term: string) =>
  scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** A month's figures as it shows them, each label with its value, in order. */
async function figures(month: Locator) {
  const [terms, values] = await Promise.all([
    month.getByRole("term").allInnerTexts(),
    month.getByRole("definition").allInnerTexts(),
  ]);
  return terms.map((term, i) => [term, values[i]]);
}

/** The draft an sms: (or mailto:) link opens with. */
async function draftOf(link: Locator) {
  const href = (await link.getAttribute("href")) ?? "";
  return new URLSearchParams(href.slice(href.indexOf("?") + 1)).get("body");
}

const stored = async (id: string) => (await server.rows()).find((row) => row.id === id);
const patches = async () => (await server.requests()).filter((r) => r.method === "PATCH");
const views = (page: Page) => page.getByRole("navigation", { name: "Inbox views" });

const garage = (overrides: Record<string, unknown>) =>
  sentRequest({
    service: "garage_cleanout",
    rooms: null,
    unit: null,
    garage_size: "2-car",
    ...overrides,
  });

test.describe("with Supabase configured", { tag: "@phone" }, () => {
  test.use({
    baseURL: configuredBaseURL,
    otherOrigins: [supabaseOrigin],
    viewport: phone,
    timezoneId: "UTC",
  });
  // The owner runs each job from the phone: these journeys run at that size only.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(({ stack }) => {
    server = stack.supabase;
  });

  test("a day that cannot be is refused; tomorrow 8–10 am shows on the request, in its text, its row, and under Upcoming's Tomorrow after an overdue job", async ({
    page,
    login,
  }) => {
    const ann = await server.addRequest(
      sentRequest({
        name: "Ann Lee",
        city: "Provo",
        status: "contacted",
        contacted_at: "2026-10-30T15:20:00Z",
      }),
      "2026-10-30T15:00:00Z", // Friday, Oct 30, 9 am in Utah
    );
    await server.addRequest(
      garage({
        name: "Cy Day",
        phone: "+18015550177",
        status: "scheduled",
        scheduled_for: "2026-10-29",
        contacted_at: "2026-10-26T17:00:00Z",
        quote_cents: 34900,
        owner_notes: "Gate code 4321",
      }),
      "2026-10-26T16:00:00Z",
    );
    await openInbox(page, `/owner?request=${ann.id}`, login);

    await page.getByRole("button", { name: "Scheduled" }).click();
    const form = page.getByRole("form", { name: "Agreed start day" });
    const day = field(page, "Start day");
    await expect(day).toBeFocused();
    await expect(day).toHaveAccessibleDescription("The first day of daily service.");
    const save = form.getByRole("button", { name: "Save as scheduled" });
    const alert = form.getByRole("alert");
    await save.click();
    await expect(alert).toHaveText("Choose the agreed start day.");
    await expectSound(page);
    await day.fill("2026-10-29");
    await save.click();
    await expect(alert).toHaveText("The day cannot be before the request arrived.");
    await day.fill("2026-11-01");
    await field(page, "From").fill("08:00");
    await save.click();
    await expect(alert).toHaveText("Give both times, the second later than the first, or neither.");
    expect(await patches()).toEqual([]);

    await field(page, "Until").fill("10:00");
    await save.click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Scheduled" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(described(page, "Agreed day")).toHaveText("Sunday, Nov 1, 8–10 am");
    await expect(page.getByRole("button", { name: "Change day" })).toBeVisible();
    expect(await draftOf(page.getByRole("link", { name: "Text" }))).toBe(
      "Hi Ann, this is Pleasant Grove Trash & Cleanouts about your Trash Collection request. See you Sunday, Nov 1, 8–10 am.",
    );
    expect(await stored(ann.id)).toMatchObject({
      status: "scheduled",
      scheduled_for: "2026-11-01",
      scheduled_from: "08:00:00",
      scheduled_until: "10:00:00",
    });

    await page.getByRole("link", { name: "Back to requests" }).click();
    await expect(requestRow(page, "Ann Lee")).toContainText("Agreed: Sunday, Nov 1, 8–10 am");
    await expect(requestRow(page, "Cy Day")).toContainText("Overdue: Thursday, Oct 29");
    // The open requests, what needs the owner first: the overdue job before the scheduled one.
    await expect(page.getByRole("link", { name: /^(Cy Day|Ann Lee)$/ })).toHaveText([
      "Cy Day",
      "Ann Lee",
    ]);

    await views(page).getByRole("link", { name: "Upcoming", exact: true }).click();
    await expect(page).toHaveURL("/owner?view=upcoming");
    const upcoming = page.getByRole("region", { name: "Upcoming jobs" });
    await expect(upcoming.getByRole("heading", { level: 3 })).toHaveText([
      "Overdue: day passed, not done",
      "Tomorrow",
    ]);
    const overdue = upcoming.getByRole("region", { name: "Overdue: day passed, not done" });
    await expect(overdue.getByRole("listitem")).toHaveCount(1);
    await expect(overdue.getByRole("listitem")).toContainText("Cy Day");
    await expect(overdue.getByRole("listitem")).toContainText("Overdue: was due Thursday, Oct 29");
    // What the owner needs on the road: the quote, the private notes, and Call.
    await expect(described(overdue, "Quote")).toHaveText("$349");
    await expect(described(overdue, "Private notes")).toHaveText("Gate code 4321");
    await expect(overdue.getByRole("link", { name: "Call Cy Day" })).toHaveAttribute(
      "href",
      "tel:+18015550177",
    );
    const job = upcoming
      .getByRole("region", { name: "Tomorrow", exact: true })
      .getByRole("listitem");
    await expect(job).toHaveCount(1);
    await expect(job.getByRole("link", { name: "Ann Lee", exact: true })).toHaveAttribute(
      "href",
      `/owner?request=${ann.id}`,
    );
    await expect(job).toContainText("Sunday, Nov 1, 8–10 am");
    await expect(job).toContainText("123 Main St, 4B, Provo");
    const directions = job.getByRole("link", { name: /Directions/ });
    await expect(directions).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=123%20Main%20St%2C%20Provo",
    );
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
    const onMyWay = job.getByRole("link", { name: "Text “on my way”" });
    await expect(onMyWay).toHaveAttribute("href", /^sms:\+18015550142\?&body=/);
    expect(await draftOf(onMyWay)).toBe(
      "Hi Ann, this is Pleasant Grove Trash & Cleanouts: on my way.",
    );
    await expectSound(page);
  });

  test("a garage quote of $349 is kept; done, a review is asked from Ask for reviews, which then lets it go; a customer without text consent is asked by e-mail", async ({
    page,
    login,
  }) => {
    // Messages and Mail are the phone's own. Headless Chromium has none: its attempt to launch
    // one logs an error and may swallow the next taps. The page's own handler (which records
    // the time of asking) has run by the time the click reaches the window, where the browser's
    // part is cancelled.
    await page.addInitScript(() =>
      window.addEventListener("click", (event) => {
        const link = event.target instanceof Element && event.target.closest("a");
        if (link && /^(sms|mailto):/.test(link.href)) event.preventDefault();
      }),
    );
    const gil = await server.addRequest(
      garage({
        name: "Gil Hart",
        phone: "+18015550155",
        email: null,
        status: "contacted",
        contacted_at: "2026-10-29T18:00:00Z",
      }),
      "2026-10-29T17:00:00Z",
    );
    await server.addRequest(
      sentRequest({
        name: "Mia Cole",
        phone: "+18015550166",
        email: "mia@example.com",
        sms_consent: false,
        status: "done",
        contacted_at: "2026-10-20T18:00:00Z",
        status_changed_at: "2026-10-28T18:00:00Z",
      }),
      "2026-10-20T17:00:00Z",
    );
    await openInbox(page, `/owner?request=${gil.id}`, login);

    const quote = field(page, "Quote in dollars");
    await expect(quote).toHaveValue("279");
    await expect(quote).toHaveAccessibleDescription(
      "Suggested: $279, the starting price; adjust it for the garage's size.",
    );
    await quote.fill("349");
    await page.getByRole("button", { name: "Save quote" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Quote saved." })).toBeVisible();
    await expect(described(page, "Quote")).toHaveText("$349");
    expect(await draftOf(page.getByRole("link", { name: "Text" }))).toBe(
      "Hi Gil, this is Pleasant Grove Trash & Cleanouts about your Garage Cleanout request. Your garage cleanout quote: $349.",
    );
    expect((await stored(gil.id))?.quote_cents).toBe(34900);
    await page.reload();
    await expect(quote).toHaveValue("349");

    await page.getByRole("link", { name: "Back to requests" }).click();
    await expect(requestRow(page, "Gil Hart")).toContainText("Quote $349");
    await openLink(page, "Gil Hart").click();
    const done = page.getByRole("button", { name: "Done" });
    await done.click();
    await expect(done).toHaveAttribute("aria-pressed", "true");
    const ask = page.getByRole("link", { name: "Ask for a review" });
    await expect(ask).toHaveAttribute("href", /^sms:\+18015550155\?&body=/);
    expect(await draftOf(ask)).toBe(
      `Hi Gil, thank you for choosing Pleasant Grove Trash & Cleanouts! If you have a minute, a review helps a lot: ${testEnv.VITE_REVIEW_URL}`,
    );
    await expectSound(page);

    // Both done jobs, not yet asked: the one done just now first.
    await page.getByRole("link", { name: "Back to requests" }).click();
    await views(page).getByRole("link", { name: "Ask for reviews" }).click();
    await expect(page).toHaveURL("/owner?view=reviews");
    const jobs = page.getByRole("region", { name: "Ask for reviews" }).getByRole("listitem");
    await expect(jobs).toHaveCount(2);
    await expect(jobs.first()).toContainText("Gil Hart");
    await expect(jobs.last()).toContainText("Mia Cole");
    await expect(jobs.last()).toContainText("Trash Collection · Orem · Done Wednesday, Oct 28");
    const byMail = jobs.last().getByRole("link", { name: "Ask for a review by e-mail" });
    await expect(byMail).toHaveAttribute("href", /^mailto:mia@example\.com\?subject=/);
    expect(await draftOf(byMail)).toContain(testEnv.VITE_REVIEW_URL);
    await expectSound(page);

    await jobs.first().getByRole("link", { name: "Ask for a review" }).click();
    await expect(jobs.first()).toContainText("Review asked Saturday, Oct 31");
    await expect(jobs.first().getByRole("link", { name: "Ask again" })).toBeVisible();
    const asked = Date.parse(String((await stored(gil.id))?.review_requested_at));
    expect(asked - now.getTime()).toBeGreaterThanOrEqual(0);
    expect(asked - now.getTime()).toBeLessThan(10 * 60_000);
    expect((await stored(gil.id))?.status).toBe("done");

    await page.reload();
    await expect(jobs).toHaveCount(1);
    await expect(jobs).toContainText("Mia Cole");
    await views(page).getByRole("link", { name: "Requests" }).click();
    // Done, it has left the open requests; the Done filter has it.
    await expect(page.getByText("No requests here.")).toBeVisible();
    await page
      .getByRole("group", { name: "Show requests by status" })
      .getByRole("button", { name: /^Done/ })
      .click();
    await openLink(page, "Gil Hart").click();
    await expect(described(page, "Review")).toHaveText("Review asked Saturday, Oct 31");
    await expect(page.getByRole("link", { name: "Ask again" })).toBeVisible();
  });

  test("lost for its price; the month's figures count Utah's month, its last evening included, and step back and forth", async ({
    page,
    login,
  }) => {
    const lu = await server.addRequest(
      sentRequest({
        name: "Lu Park",
        phone: "+18015550188",
        city: "Provo",
        status: "contacted",
        contacted_at: "2026-10-30T16:00:00Z",
      }),
      "2026-10-30T15:00:00Z",
    );
    // September in Utah runs from Sep 1, 00:00 MDT (06:00 UTC) to Oct 1, 00:00 MDT. The first
    // and last request are on either side of UTC's month end, the two after are not in it. The
    // first is a garage cleanout (a one-off price), the others trash collection (monthly).
    const leads: [Record<string, unknown>, string][] = [
      [
        {
          service: "garage_cleanout",
          garage_size: "2-car",
          unit: null,
          rooms: null,
          city: "Provo",
          status: "done",
          quote_cents: 34900,
          source_page: "landing",
          source_host: "google.com",
          contacted_at: "2026-09-01T06:40:00Z",
        },
        "2026-09-01T06:30:00Z",
      ],
      [
        {
          city: "Orem",
          status: "scheduled",
          scheduled_for: "2026-09-12",
          quote_cents: 27900,
          source_page: "area",
          source_host: "google.com",
          contacted_at: "2026-09-10T16:30:00Z",
        },
        "2026-09-10T16:00:00Z",
      ],
      [
        {
          city: "Provo",
          status: "lost",
          lost_reason: "price",
          quote_cents: 50000,
          source_page: "pricing",
          source_host: "bing.com",
          contacted_at: "2026-09-15T20:00:00Z",
        },
        "2026-09-15T18:00:00Z",
      ],
      [{ city: "Orem", status: "lost" }, "2026-09-20T18:00:00Z"],
      // Sep 30, 11:30 pm in Utah: September's, though October's in UTC.
      [{ city: "Springville", source_page: "direct" }, "2026-10-01T05:30:00Z"],
      // Aug 31, 11:59 pm in Utah: August's, though September's in UTC.
      [
        {
          city: "Heber",
          status: "done",
          source_page: "landing",
          source_host: "google.com",
          contacted_at: "2026-09-01T06:05:00Z",
        },
        "2026-09-01T05:59:00Z",
      ],
      // Oct 1, midnight in Utah: October's.
      [{ city: "Pleasant Grove" }, "2026-10-01T06:00:00Z"],
    ];
    for (const [columns, createdAt] of leads)
      await server.addRequest(sentRequest(columns), createdAt);
    await openInbox(page, `/owner?request=${lu.id}`, login);

    const lost = page.getByRole("button", { name: "Lost", exact: true });
    await lost.click();
    const reasons = page.getByRole("group", { name: "Why was it lost?" });
    await expect(reasons.getByRole("radio", { name: "Price" })).toBeFocused();
    const save = page.getByRole("button", { name: "Save as lost" });
    await save.click();
    await expect(page.getByRole("alert").filter({ hasText: "Choose a reason." })).toBeVisible();
    await expectSound(page);
    expect(await patches()).toEqual([]);
    await reasons.getByRole("radio", { name: "Price" }).check();
    await save.click();
    await expect(described(page, "Lost because")).toHaveText("Price");
    await expect(lost).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Change reason" })).toBeVisible();
    expect(await stored(lu.id)).toMatchObject({ status: "lost", lost_reason: "price" });

    // This month is Utah's October: Lu Park and the request of Oct 1, midnight.
    await page.getByRole("link", { name: "Back to requests" }).click();
    await views(page).getByRole("link", { name: "This month" }).click();
    await expect(page).toHaveURL("/owner?view=month");
    const october = page.getByRole("region", { name: "October 2026" });
    await expect(described(october, "New leads")).toHaveText("2");
    await expect(described(october, "Lost")).toHaveText("1");
    await expect(described(october, "Price")).toHaveText("1");
    await expect(described(october, "Median time to first contact")).toHaveText("1 h");
    await expect(
      october.getByRole("region", { name: "Leads by city" }).getByRole("term"),
    ).toHaveText(["Pleasant Grove", "Provo"]);
    await expect(page.getByRole("link", { name: "Next month" })).toHaveCount(0);

    await page.getByRole("link", { name: "Previous month" }).click();
    await expect(page).toHaveURL("/owner?view=month&month=2026-09");
    const september = page.getByRole("region", { name: "September 2026" });
    await expect
      .poll(() => figures(september))
      .toEqual([
        ["New leads", "5"],
        ["Won (scheduled or done)", "2"],
        ["Lost", "2"],
        ["Median time to first contact", "30 min"],
        ["Leads with a quote", "3"],
        ["Won one-off work (garage cleanouts)", "$349"],
        ["New monthly revenue won (trash collection)", "$279/month"],
        // No deposit was paid online in September: the section says so in figures.
        ["Deposits paid (0)", "$0"],
        ["Refunded (0)", "$0"],
        ["Net collected online", "$0"],
        ["Price", "1"],
        ["Timing", "0"],
        ["No answer", "0"],
        ["Chose another company", "0"],
        ["Other", "0"],
        ["Not given", "1"],
        ["Landing page", "1"],
        ["City page", "1"],
        ["Pricing card", "1"],
        ["How to start", "0"],
        ["Straight to the form", "1"],
        ["Not recorded", "1"],
        ["google.com", "2"],
        ["None (typed or bookmarked)", "2"],
        ["bing.com", "1"],
        ["Orem", "2"],
        ["Provo", "2"],
        ["Springville", "1"],
      ]);
    await expectSound(page);

    await page.getByRole("link", { name: "Previous month" }).click();
    await expect(page).toHaveURL("/owner?view=month&month=2026-08");
    const august = page.getByRole("region", { name: "August 2026" });
    await expect(described(august, "New leads")).toHaveText("1");
    await expect(described(august, "Won (scheduled or done)")).toHaveText("1");
    await expect(described(august, "Heber")).toHaveText("1");

    await page.getByRole("link", { name: "Next month" }).click();
    await expect(page).toHaveURL("/owner?view=month&month=2026-09");
    await expect(described(september, "New leads")).toHaveText("5");
    await page.getByRole("link", { name: "Next month" }).click();
    await expect(page).toHaveURL("/owner?view=month&month=2026-10");
    await expect(described(october, "New leads")).toHaveText("2");
    await expect(page.getByRole("link", { name: "Next month" })).toHaveCount(0);
  });

  test("a visitor from Google opens a city page and requests online: the row says so, and so does the inbox", async ({
    page,
    stack,
  }) => {
    await page.clock.install(); // the form's minimum fill time then passes at once
    await page.goto("/", { referer: "https://www.google.com/search?q=garage" });
    await page.getByRole("contentinfo").getByRole("link", { name: "Provo" }).click();
    await expect(page).toHaveURL("/areas/provo");
    await page
      .getByRole("region", { name: "Get started", exact: true })
      .getByRole("link", { name: "Request online" })
      .click();
    await expect(page).toHaveURL("/get-started?from=area");
    await expect(field(page, "Your name")).toBeVisible(); // the form appears once hydrated
    await page.getByRole("radio", { name: "Trash Collection" }).check();
    await field(page, "Number of rooms").fill("2");
    await field(page, "Apartment or unit number").fill("2");
    await field(page, "Street address").fill("9 Elm St");
    await field(page, "City").selectOption("Provo");
    await field(page, "Your name").fill("Bo Park");
    await field(page, "Mobile phone").fill("(385) 555-0199");
    await page.clock.fastForward(3000);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("heading", { name: /on its way/ })).toBeVisible();

    const rows = await server.rows();
    expect(rows).toEqual([
      expect.objectContaining({ name: "Bo Park", source_page: "area", source_host: "google.com" }),
    ]);
    await page.goto(`/owner?request=${rows[0]?.id}`);
    await signIn(page, await stack.addAccount());
    await expect(page.getByRole("heading", { name: "Bo Park" })).toBeVisible();
    await expect(described(page, "Came from")).toHaveText("City page · google.com");
    await expectSound(page);
  });
});
