import { devices, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { addDays } from "@/lib/days";
import { businessDay } from "@/lib/service-request";
import { sentRequest } from "../tests/support/inbox-fixtures";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect as baseExpect, test, type TestStack } from "./stack";
import { expectNoAxeViolations, horizontalOverflow } from "./support";

// Tonight's route (/owner/route) on the configured build and the local stack: the crew marks
// buildings with no signal, and every mark reaches the database exactly once.

// Each step waits on supabase-js, IndexedDB, the service worker and React on a shared machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A partner's property with three buildings in route order, as the partner's page stores it. */
async function seedProperty(stack: TestStack) {
  const partner = await stack.addAccount({ email: "pat@maple.example", staff: false });
  const [row] = await stack.supabase.sql<{ id: string }>(
    `with p as (insert into public.partners (user_id, company_name, contact_name, phone)
                values ($1, 'Maple Homes', 'Pat Lee', '+18015550190') returning id)
     insert into public.properties (partner_id, name, street_address, city, units, set_out_from,
       set_out_until, rules, access_notes, service_override)
     select id, 'Maple Court', '100 N Main St', 'Orem', 24, '18:00', '20:00', 'Bags tied.',
       'Gate code 4321', 'on' from p returning id`,
    [partner.id],
  );
  for (const [position, name] of ["North", "South", "East"].entries())
    await stack.supabase.sql(
      "insert into public.property_buildings (property_id, name, position) values ($1, $2, $3)",
      [row?.id, name, position],
    );
  return row?.id ?? "";
}

/** The colour behind the route: its root's, or the page's where the root has none. */
const routeBackground = (page: Page) =>
  page.locator("main").evaluate((main) => {
    for (let at: Element | null = main; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)") return colour;
    }
    return "none";
  });
/** An element's own background colour (transparent until something paints it). */
const ownBackground = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** WCAG's contrast ratio of an element's text on the first background painted behind it. */
const contrast = (locator: Locator) =>
  locator.evaluate((element) => {
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      const channel = (v: number) =>
        v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let background = "rgba(0, 0, 0, 0)";
    for (let at: Element | null = element; at && background === "rgba(0, 0, 0, 0)";)
      [background, at] = [getComputedStyle(at).backgroundColor, at.parentElement];
    const [light, dark] = [getComputedStyle(element).color, background]
      .map(luminance)
      .sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });

// The tokens ink and white (tailwind.config.ts).
const night = "rgb(15, 23, 42)";
const day = "rgb(255, 255, 255)";

const button = (page: Page, name: string, building: string) =>
  page.getByRole("button", { name: `${name} (${building}, Maple Court)` });

/** Waits until the worker keeps the route's page and every built file the page has loaded. */
async function routeKept(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open("owner-shell-v1");
        const kept = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
        const loaded = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith("/assets/"));
        return kept.has("/owner/route") && loaded.every((path) => kept.has(path));
      }),
    )
    .toBe(true);
}

test.describe("tonight's route", () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });

  // The Done-when journey: marks with no signal, a reload with none, then each mark stored once.
  test.describe.configure({ timeout: 120_000 });
  test("the crew marks 3 buildings with no signal, reloads, and each mark arrives once @phone", async ({
    page,
    context,
    stack,
    login,
    problems,
  }) => {
    // Requests that fail while the network is cut are what this test is about.
    problems.allowConsole(
      /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|check-subscription failed/,
    );
    await seedProperty(stack);
    await login();
    await page.goto("/owner/route");
    await expect(page.getByText("3 of 3 buildings left tonight.")).toBeVisible();
    await routeKept(page);

    await context.setOffline(true);
    stack.network.down = true;
    await button(page, "Picked up", "North").click();
    await button(page, "Picked up", "South").click();
    await button(page, "Problem", "East").click();
    await page.getByRole("radio", { name: "Bulk item left" }).check();
    await page.getByLabel("Unit number (optional)").fill("12B");
    await page.getByRole("button", { name: "Save problem" }).click();
    await expect(page.getByText("3 marks are waiting to be sent.")).toBeVisible();
    await expect(page.getByText(/Route done/)).toBeVisible();

    // The phone closes the page and opens it again, still with no signal.
    await page.reload();
    await expect(
      page.getByText(/No connection: showing the route as this phone saved it/),
    ).toBeVisible();
    await expect(page.getByText("3 marks are waiting to be sent.")).toBeVisible();
    const count = async () =>
      (
        await stack.supabase.sql<{ n: number }>(
          "select count(*)::int as n from public.pickup_marks",
        )
      )[0]?.n;
    expect(await count()).toBe(0);

    stack.network.down = false;
    await context.setOffline(false);
    // A phone sends them on "online", as the refused mark below shows, or by the outbox's timer
    // (every 20 s, tests/features/route/hooks/use-route.test.tsx). The page reloaded here never
    // heard it was offline (Chromium's emulation gives it navigator.onLine true), so no "online"
    // comes: the crew's Send now sends them instead of a 20 s wait for the timer.
    await page.getByRole("button", { name: "Send now" }).click();
    await expect(page.getByText("Every mark is sent.")).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText(/No connection/)).toBeHidden();
    const marks = await stack.supabase.sql<{ name: string; kind: string; unit: string | null }>(
      `select b.name, m.kind, m.unit from public.pickup_marks m
         join public.property_buildings b on b.id = m.building_id order by b.position`,
    );
    expect(marks).toEqual([
      { name: "North", kind: "picked_up", unit: null },
      { name: "South", kind: "picked_up", unit: null },
      { name: "East", kind: "problem", unit: "12B" },
    ]);

    // Sent once, never again: another visit and the timer send nothing more.
    await page.reload();
    await expect(page.getByText("Route done. Every building has a mark tonight.")).toBeVisible();
    await page
      .getByRole("button", { name: "Undo (North, Maple Court)" })
      .waitFor({ state: "detached" });
    expect(await count()).toBe(3);
  });

  test("a crew's tap sends one request, reads nothing, and shows on the residents' page as picked up tonight @phone", async ({
    page,
    browser,
    stack,
    login,
  }) => {
    const id = await seedProperty(stack);
    const [property] = await stack.supabase.sql<{ public_code: string }>(
      "select public_code from public.properties where id = $1",
      [id],
    );
    await login();
    await page.goto("/owner/route");
    await expect(page.getByText("3 of 3 buildings left tonight.")).toBeVisible();
    // The next jobs under the route load beside it: their read is the page's opening, not the tap's.
    await expect(page.getByText("No job is scheduled.")).toBeVisible();
    // From the tap on, what the page asks of Supabase: one insert, and no read of the route.
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === supabaseOrigin) asked.push(`${request.method()} ${url.pathname}`);
    });
    await button(page, "Picked up", "South").click();
    await expect(page.getByText("Every mark is sent.")).toBeVisible();
    await expect(page.getByText("2 of 3 buildings left tonight.")).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(asked).toEqual(["POST /rest/v1/pickup_marks"]);

    // A resident, on their own phone, signed in to nothing.
    const resident = await browser.newContext({
      ...devices["Pixel 7"],
      baseURL: configuredBaseURL,
    });
    await stack.forward(resident);
    const phone = await resident.newPage();
    await phone.goto(`/r/${property?.public_code}`);
    const buildings = phone.getByRole("region", { name: "Tonight's pickup by building" });
    await expect(buildings.getByRole("listitem")).toHaveText([
      "NorthNot picked up yet",
      /^SouthPicked up at \d{1,2}:\d\d [AP]M$/,
      "EastNot picked up yet",
    ]);
    await resident.close();
  });

  test("Undo takes a mark back, sent or not @phone", async ({ page, stack, login }) => {
    await seedProperty(stack);
    await login();
    await page.goto("/owner/route");
    await button(page, "Picked up", "North").click();
    await expect(page.getByText("Every mark is sent.")).toBeVisible();
    await expect
      .poll(async () => (await stack.supabase.sql("select id from public.pickup_marks")).length)
      .toBe(1);
    await button(page, "Undo", "North").click();
    await expect(page.getByText("3 of 3 buildings left tonight.")).toBeVisible();
    await expect
      .poll(async () => (await stack.supabase.sql("select id from public.pickup_marks")).length)
      .toBe(0);
  });

  test("a mark kept on the phone over 12 hours is refused with the reason, and stays for the crew to see @phone", async ({
    page,
    context,
    stack,
    login,
    problems,
  }) => {
    problems.allowConsole(
      /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|check-subscription failed/,
    );
    await seedProperty(stack);
    await login();
    await page.goto("/owner/route");
    await expect(page.getByText("3 of 3 buildings left tonight.")).toBeVisible();

    await context.setOffline(true);
    stack.network.down = true;
    await button(page, "Picked up", "North").click();
    await expect(page.getByText(/1 mark is waiting to be sent/)).toBeVisible();
    // The phone stayed without signal all night: its tap is 13 hours old by the phone's clock.
    // Rewritten under the lock that every send of the outbox takes, as another tab would
    // (src/features/route/hooks/use-route.ts): a send under way holds the tap as it read it, and
    // one that reached the network after the signal came back stored it at its real time.
    await page.evaluate(() =>
      navigator.locks.request(
        "owner-route-outbox",
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open("owner-route");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const tx = open.result.transaction("outbox", "readwrite");
              const store = tx.objectStore("outbox");
              const all = store.getAll();
              all.onsuccess = () => {
                for (const entry of all.result)
                  store.put({ ...entry, tappedAt: entry.tappedAt - 13 * 3_600_000 });
              };
              tx.oncomplete = () => {
                open.result.close();
                resolve();
              };
              tx.onerror = () => reject(tx.error);
            };
          }),
      ),
    );
    // Signal again: the phone sends it (on "online", or by the outbox's timer).
    stack.network.down = false;
    await context.setOffline(false);
    const refused = page.getByRole("alert").filter({ hasText: "Not accepted by the server" });
    await expect(refused).toContainText(
      "North: This mark waited on the phone more than 12 hours, too long to tell its night.",
      { timeout: 45_000 },
    );
    expect(await stack.supabase.sql("select id from public.pickup_marks")).toEqual([]);
    // Kept on the phone until the crew discards it.
    await page.reload();
    await expect(refused).toContainText("North: This mark waited on the phone more than 12 hours");
    await expectNoAxeViolations(page);
  });

  test("a photo the phone cannot read marks nothing until the crew chooses", async ({
    page,
    stack,
    login,
  }) => {
    await seedProperty(stack);
    await login();
    await page.goto("/owner/route");
    await page
      .getByLabel("Picked up, with a photo (North, Maple Court)")
      .setInputFiles({ name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: Buffer.from("no") });
    await expect(page.getByRole("alert")).toHaveText(
      /The photo for North could not be read\. Nothing is marked yet/,
    );
    await expect(page.getByText("3 of 3 buildings left tonight.")).toBeVisible();
    await expectNoAxeViolations(page);

    // Another photo, one the phone reads: the mark goes with it.
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#2d6a4f" },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel("Take another photo (North, Maple Court)")
      .setInputFiles({ name: "north.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByRole("alert")).toBeHidden();
    await expect(page.getByText("Every mark is sent.")).toBeVisible();
    await expect
      .poll(async () =>
        (
          await stack.supabase.sql<{ photo_path: string | null }>(
            "select photo_path from public.pickup_marks",
          )
        ).map((m) => m.photo_path?.startsWith("marks/")),
      )
      .toEqual([true]);

    // Or without one, when the crew says so.
    await page
      .getByLabel("Picked up, with a photo (South, Maple Court)")
      .setInputFiles({ name: "IMG_0043.jpg", mimeType: "image/jpeg", buffer: Buffer.from("no") });
    await page
      .getByRole("button", { name: "Picked up, without a photo (South, Maple Court)" })
      .click();
    await expect(page.getByText("1 of 3 buildings left tonight.")).toBeVisible();
    await expect
      .poll(async () => (await stack.supabase.sql("select id from public.pickup_marks")).length)
      .toBe(2);
  });

  test("the worker keeps a bounded number of built files, and the route still opens offline @phone", async ({
    page,
    context,
    stack,
    login,
    problems,
  }) => {
    problems.allowConsole(
      /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|check-subscription failed/,
    );
    await seedProperty(stack);
    await login();
    await page.goto("/owner/route");
    await expect(page.getByText("3 of 3 buildings left tonight.")).toBeVisible();
    await routeKept(page);
    const builtFiles = () =>
      page.evaluate(async () => {
        const cache = await caches.open("owner-shell-v1");
        return (await cache.keys())
          .map((r) => new URL(r.url).pathname)
          .filter((path) => path.startsWith("/assets/"));
      });
    // Every built file this page loaded is kept (the worker stores them as the page names them).
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith("/assets/")),
    );
    expect(loaded.length).toBeGreaterThan(0);
    await expect.poll(builtFiles).toEqual(expect.arrayContaining(loaded));
    const current = await builtFiles();
    // Fifty files of old builds, as a phone gathers them over many deploys.
    await page.evaluate(async () => {
      const cache = await caches.open("owner-shell-v1");
      for (let i = 0; i < 50; i++)
        await cache.put(
          `/assets/old-build-${i}.js`,
          new Response("old", { headers: { "Content-Type": "text/javascript" } }),
        );
    });
    expect((await builtFiles()).length).toBe(current.length + 50);

    // A new copy of the page arrives (the phone online): the oldest files go, this build's stay.
    await page.reload();
    await expect(page.getByText("3 of 3 buildings left tonight.")).toBeVisible();
    await expect.poll(async () => (await builtFiles()).length).toBe(40);
    const kept = await builtFiles();
    expect(kept).toEqual(expect.arrayContaining(current));
    // The newest of the old ones stay within the bound; the oldest went first.
    expect(kept).not.toContain("/assets/old-build-0.js");
    expect(kept).toContain("/assets/old-build-49.js");

    await context.setOffline(true);
    stack.network.down = true;
    await page.reload();
    await expect(
      page.getByText(/No connection: showing the route as this phone saved it/),
    ).toBeVisible();
    await expect(page.getByText("3 of 3 buildings left tonight.")).toBeVisible();
  });

  // It sets 320 and 1280 px itself, so the phone project alone runs it.
  test("is axe-clean and fits 320 px with real content, in the light and the night theme @phone", async ({
    page,
    browser,
    context,
    stack,
    login,
    problems,
  }) => {
    problems.allowConsole(
      /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|check-subscription failed/,
    );
    await seedProperty(stack);
    // A scheduled job, so that the next jobs under the route are checked with their links.
    await stack.supabase.addRequest(
      sentRequest({
        name: "Dana Cole",
        status: "scheduled",
        scheduled_for: addDays(businessDay(), 7),
        scheduled_from: "08:00:00",
        scheduled_until: "10:00:00",
        owner_notes: "Side gate",
      }),
    );
    await login();
    await page.goto("/owner/route");
    // A finished building shows as its one line in both themes.
    await button(page, "Picked up", "North").click();
    await expect(page.getByText("Every mark is sent.")).toBeVisible();
    const screenSwitch = page.getByRole("group", { name: "Screen" });
    for (const [scheme, background] of [
      ["dark", night],
      ["light", day],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/owner/route");
        await expect(page.getByText("2 of 3 buildings left tonight.")).toBeVisible();
        await expect(screenSwitch.getByRole("radio", { name: "Match the phone" })).toBeChecked();
        expect(await routeBackground(page)).toBe(background);
        await button(page, "Problem", "East").click();
        await expect(page.getByRole("radio", { name: "No access" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Text Dana" })).toBeVisible();
        await expectNoAxeViolations(page);
        expect(await horizontalOverflow(page)).toBe(0);
      }
      // The yellow banner of a lost signal keeps its dark text in both themes.
      await context.setOffline(true);
      await expect(page.getByText(/^No signal\./)).toBeVisible();
      await expectNoAxeViolations(page);
      await context.setOffline(false);
      await expect(page.getByText(/^No signal\./)).toBeHidden();
    }

    // The crew's pick outranks the phone's setting and stays on the phone.
    await screenSwitch.getByRole("radio", { name: "Dark" }).check();
    expect(await routeBackground(page)).toBe(night);
    await page.reload();
    await expect(screenSwitch.getByRole("radio", { name: "Dark" })).toBeChecked();
    expect(await routeBackground(page)).toBe(night);
    await page.emulateMedia({ colorScheme: "dark" });
    await screenSwitch.getByRole("radio", { name: "Light" }).check();
    await page.reload();
    await expect(screenSwitch.getByRole("radio", { name: "Light" })).toBeChecked();
    expect(await routeBackground(page)).toBe(day);

    // Before the app runs (here it never does), a dark phone's page is dark from its HTML.
    const shell = await browser.newContext({
      baseURL: configuredBaseURL,
      colorScheme: "dark",
      javaScriptEnabled: false,
    });
    const bare = await shell.newPage();
    await bare.goto("/owner/route");
    await expect(bare.getByRole("heading", { name: "Tonight's route" })).toBeVisible();
    expect(await routeBackground(bare)).toBe(night);
    await shell.close();

    // Signed out on a dark phone: the sign-in's ghost button keeps AA contrast on hover and focus.
    const signedOut = await browser.newContext({
      baseURL: configuredBaseURL,
      colorScheme: "dark",
      reducedMotion: "reduce",
      viewport: { width: 320, height: 800 },
    });
    await stack.forward(signedOut);
    const visitor = await signedOut.newPage();
    await visitor.goto("/owner/route");
    const forgot = visitor.getByRole("button", { name: "Forgot your password?" });
    await expect(forgot).toBeVisible();
    await expectNoAxeViolations(visitor);
    await forgot.hover();
    // The hover's own background, once it shows, and the text on it.
    await expect.poll(() => ownBackground(forgot)).not.toBe("rgba(0, 0, 0, 0)");
    expect(await contrast(forgot)).toBeGreaterThanOrEqual(4.5);
    await visitor.getByRole("button", { name: "Sign in" }).focus();
    await visitor.keyboard.press("Tab");
    await expect(forgot).toBeFocused();
    expect(await contrast(forgot)).toBeGreaterThanOrEqual(4.5);
    await signedOut.close();
  });
});
