import type { Page } from "@playwright/test";
import { jsonReply } from "../supabase/local/reply";
import type { LocalStack } from "../supabase/local/stack";
import { serviceValues } from "@shared/services";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect, test } from "./stack";
import { expectNoAxeViolations, layoutShift, observeLayoutShifts, scrollAtRest } from "./support";

// The request page, /get-started: a visitor fills it in on a phone and the row arrives.

const startDate = `${new Date().getFullYear() + 1}-03-01`;
/** The start date as people read it: "Mon, Mar 1". */
const startDay = new Date(`${startDate}T12:00:00Z`).toLocaleDateString("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
});
const minFillMs = 3000; // src/features/request/hooks/use-request-form.ts

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const send = (page: Page) => page.getByRole("button", { name: "Send request" });

/** Opens the page with a controllable clock, so that waits (fill time, timeout) are instant. */
async function open(page: Page, path = "/get-started?service=trash-collection") {
  await page.clock.install();
  await page.goto(path);
  await expect(field(page, "Your name")).toBeVisible(); // the form appears once hydrated
}

/** A property manager's trash request: priced by the units, so the rooms are not asked. */
async function fillRequest(page: Page) {
  await page.getByRole("checkbox", { name: "I manage a property" }).check();
  await expect(field(page, "Number of rooms")).toHaveCount(0);
  await field(page, "Property name").fill("Elm Court");
  await field(page, "Number of units").fill("48");
  await expect(page.getByText("Estimated cost: 48 units × $20 = $960 each month.")).toBeVisible();
  await field(page, "Street address").fill("123 Main St");
  await field(page, "Apartment or unit number").fill("4B");
  await field(page, "City").selectOption("Orem");
  await field(page, "Preferred start date (optional)").fill(startDate);
  await field(page, "Your name").fill("Pat Doe");
  await field(page, "Mobile phone").fill("801.555.0142");
  await field(page, "E-mail (optional)").fill("pat@example.com");
  await page.getByRole("radio", { name: "Call me" }).check();
  await page.getByRole("checkbox", { name: /You may text me/ }).check();
  await field(page, "Anything else we should know? (optional)").fill("Gate code 1234 & ring");
  await page.clock.fastForward(minFillMs);
}

const sentRow = {
  service: serviceValues["trash-collection"],
  name: "Pat Doe",
  phone: "+18015550142",
  email: "pat@example.com",
  address: "123 Main St",
  unit: "4B",
  city: "Orem",
  rooms: null,
  garage_size: null,
  start_date: startDate,
  contact_method: "call",
  notes: "Gate code 1234 & ring",
  property_name: "Elm Court",
  units: 48,
  sms_consent: true,
};

// The form adds the id it made (anon cannot read the row back), how many photos follow, and
// where the visitor came from: opened by its address, with no referrer. As the database holds
// it: what was sent, and its defaults.
const storedRow = expect.objectContaining({
  ...sentRow,
  id: expect.any(String),
  photo_count: 0,
  source_page: "direct",
  source_host: null,
  status: "new",
  contacted_at: null,
});

async function expectValuesKept(page: Page) {
  await expect(field(page, "Your name")).toHaveValue("Pat Doe");
  await expect(field(page, "Mobile phone")).toHaveValue("801.555.0142");
  await expect(field(page, "Apartment or unit number")).toHaveValue("4B");
  await expect(field(page, "City")).toHaveValue("Orem");
  await expect(field(page, "Number of units")).toHaveValue("48");
  await expect(field(page, "Anything else we should know? (optional)")).toHaveValue(
    "Gate code 1234 & ring",
  );
}

test.describe("with Supabase configured", { tag: "@phone" }, () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });
  // One project is enough for the backend's answers; the page itself is checked on both sizes.

  test("a phone sends a request once, even on a double click, and sees it confirmed", async ({
    page,
    stack,
  }) => {
    const server = stack.supabase;
    await open(page);
    await fillRequest(page);
    await send(page).dblclick();

    const heading = page.getByRole("heading", { name: /your request is on its way/ });
    await expect(heading).toBeFocused();
    await expect(
      page.getByText("We reach out by text or call to agree which days to start."),
    ).toBeVisible();
    const sent = page.getByRole("definition");
    await expect(sent.filter({ hasText: "(801) 555-0142" })).toBeVisible();
    await expect(sent.filter({ hasText: "Elm Court" })).toBeVisible();
    expect(await server.rows()).toEqual([storedRow]);
    // One call of the real submit-request function under Deno, which stored it.
    const calls = (await server.requests()).filter(
      (r) => r.method === "POST" && r.path === "/functions/v1/submit-request",
    );
    expect(calls).toHaveLength(1);
    // The draft is gone: a reload starts afresh.
    await page.reload();
    await expect(field(page, "Your name")).toHaveValue("");
  });

  // submit-request refuses only past the daily cap of held requests, with the limit named as
  // its Deno tests and the flood test (tests/support/flood.test.ts) see the real one answer; here
  // the gateway answers for it, so that the page's side is tried without a thousand rows.
  type Server = LocalStack["supabase"];
  const submitAnswers = (
    server: Server,
    reply: Parameters<typeof jsonReply>[0] | "network-error",
    status?: number,
  ) =>
    server.answer({
      functions: { "submit-request": reply === "network-error" ? reply : jsonReply(reply, status) },
    });
  const failures: [string, (server: Server) => Promise<void>, RegExp][] = [
    [
      "this phone's daily limit (429)",
      (server) =>
        submitAnswers(
          server,
          { error: "Too many requests from this phone number today.", details: "limit=phone" },
          429,
        ),
      /This phone number has sent the most requests/,
    ],
    [
      "a server error (500)",
      (server) => submitAnswers(server, { error: "Our request system is having trouble." }, 500),
      /having trouble right now/,
    ],
    [
      "a backend that is down",
      (server) => submitAnswers(server, "network-error"),
      /could not reach our request system/,
    ],
  ];
  for (const [name, refuse, message] of failures) {
    test(`${name}: every value is kept, the request is offered by text and e-mail, a retry sends`, async ({
      page,
      problems,
      stack,
    }) => {
      const server = stack.supabase;
      // Chromium logs the failed response itself.
      problems.allowConsole(/status of (429|500)/, /net::ERR_/);
      await refuse(server);
      await open(page);
      await fillRequest(page);
      await send(page).click();

      const alert = page.getByRole("alert");
      await expect(alert).toContainText(message);
      // Nothing to type again: the whole request in a text message, or an e-mail, or a call.
      const sms = await alert.getByRole("link", { name: "Send it by text" }).getAttribute("href");
      expect(sms).toMatch(/^sms:\+18015550142\?&body=/);
      const body = decodeURIComponent(sms?.split("&body=")[1] ?? "");
      for (const line of ["Name: Pat Doe", "Unit: 4B", "Property: Elm Court", "Units: 48"]) {
        expect(body).toContain(line);
      }
      await expect(alert.getByRole("link", { name: "Send it by e-mail" })).toHaveAttribute(
        "href",
        /^mailto:hello@example\.com\?subject=Service%20request%3A%20Pat%20Doe&body=/,
      );
      await expect(alert.getByRole("link", { name: "(801) 555-0142" }).first()).toHaveAttribute(
        "href",
        "tel:+18015550142",
      );
      await expectValuesKept(page);
      // The refused request was not stored.
      expect(await server.rows()).toEqual([]);

      // The trouble passes (a new day, the server back): Try again sends what was kept.
      await stack.reset();
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("heading", { name: /on its way/ })).toBeVisible();
      expect(await server.rows()).toEqual([storedRow]);
    });
  }

  test("a backend that never answers: progress, then a way out after 15 s", async ({
    page,
    problems,
    stack,
  }) => {
    problems.allowConsole(/net::ERR_/);
    await stack.supabase.answer({ functions: { "submit-request": "hang" } });
    await open(page);
    await fillRequest(page);
    await send(page).click();
    await expect(page.getByRole("status")).toHaveText("Sending your request…");
    await page.clock.fastForward(15_000);
    await expect(page.getByRole("alert")).toContainText(/taking too long to answer/);
    await expectValuesKept(page);
  });
});

test.describe("without Supabase (the default build)", () => {
  test(
    "the request goes by text, or by e-mail, with the whole request in it",
    { tag: "@phone" },
    async ({ page }) => {
      await open(page);
      await fillRequest(page);
      await send(page).click();

      const sms = await page.getByRole("link", { name: "Send it by text" }).getAttribute("href");
      expect(sms).toMatch(/^sms:\+18015550142\?&body=/);
      const body = decodeURIComponent(sms?.split("&body=")[1] ?? "");
      for (const line of [
        "Service: Trash Collection",
        "Name: Pat Doe",
        "Phone: (801) 555-0142",
        "E-mail: pat@example.com",
        "Address: 123 Main St",
        "Unit: 4B",
        "City: Orem",
        `Start date: ${startDay}`,
        "Contact: Call me",
        "Property: Elm Court",
        "Units: 48",
        "Notes: Gate code 1234 & ring",
      ]) {
        expect(body).toContain(line);
      }
      await expect(page.getByRole("link", { name: "Send it by e-mail" })).toHaveAttribute(
        "href",
        /^mailto:hello@example\.com\?subject=/,
      );
    },
  );

  test("a draft survives a reload", { tag: "@phone" }, async ({ page }) => {
    await open(page, "/get-started");
    await field(page, "Your name").fill("Pat Doe");
    await field(page, "Mobile phone").fill("801.555.0142");
    await page.reload();
    await expect(field(page, "Your name")).toHaveValue("Pat Doe");
    await expect(field(page, "Mobile phone")).toHaveValue("801.555.0142");
  });

  test("axe finds no violation, with the errors showing too", async ({ page }) => {
    await open(page);
    const check = async () => {
      await expectNoAxeViolations(page);
    };
    await check();
    await send(page).click();
    const first = field(page, "Number of rooms"); // the first on a trash request
    await expect(first).toBeFocused();
    await check();
  });

  test(
    "going back up the form by keyboard never leaves the focus under the sticky header",
    { tag: "@phone" },
    async ({ page }) => {
      await open(page);
      await send(page).focus();
      const header = (await page.getByRole("banner").boundingBox())!;
      // Shift+Tab scrolls each field just into view, at the top edge where the header sits,
      // unless the page reserves the header's height (WCAG 2.4.11, focus not obscured).
      for (let step = 0; step < 12; step++) {
        await page.keyboard.press("Shift+Tab");
        await scrollAtRest(page);
        const box = await page.evaluate(() => {
          const rect = document.activeElement!.getBoundingClientRect();
          return { top: rect.top, name: document.activeElement!.id };
        });
        expect(box.top, box.name).toBeGreaterThanOrEqual(header.y + header.height);
      }
    },
  );

  test(
    "the form appears without shifting the page (CLS 0)",
    { tag: "@phone" },
    async ({ page }) => {
      await page.addInitScript(observeLayoutShifts);
      await open(page);
      await page.waitForTimeout(300);
      expect(await layoutShift(page)).toBe(0);
    },
  );

  test("nothing overflows horizontally at 320 px", { tag: "@phone" }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page);
    await send(page).click(); // errors showing: the widest state
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test(
    "How to start, the pricing card and the contact section lead here",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Fill out the information" }).click();
      await expect(page).toHaveURL(/\/get-started\?from=how_to_start$/);
      await expect(page.getByRole("heading", { level: 1, name: "Request service" })).toBeVisible();
      await page.goto("/");
      const pricing = page.locator("#pricing");
      await expect(pricing.getByRole("link", { name: "Request online" })).toHaveAttribute(
        "href",
        "/get-started?service=garage-cleanouts&from=pricing",
      );
      await pricing.getByRole("tab", { name: "Trash Collection" }).click();
      await pricing.getByRole("link", { name: "Request online" }).click();
      await expect(page).toHaveURL(/\/get-started\?service=trash-collection&from=pricing$/);
      await expect(page.getByRole("radio", { name: "Trash Collection" })).toBeChecked();
      await page.goto("/");
      await expect(
        page.locator("#contact").getByRole("link", { name: "Request service online" }),
      ).toHaveAttribute("href", "/get-started?from=landing");
    },
  );
});

test("the phone menu offers the request page", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Request online" })).toHaveAttribute(
    "href",
    "/get-started?from=landing",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the page gives the phone and e-mail instead of a form that could not send",
    { tag: "@phone" },
    async ({ page }) => {
      const response = await page.goto("/get-started");
      expect(response?.status()).toBe(200);
      await expect(page.getByText(/This form needs JavaScript/)).toBeVisible();
      await expect(page.getByRole("link", { name: "(801) 555-0142" }).first()).toBeVisible();
      await expect(page.getByRole("link", { name: "hello@example.com" }).first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Send request" })).toHaveCount(0);
    },
  );
});
