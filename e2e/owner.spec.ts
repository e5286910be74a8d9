import type { Page } from "@playwright/test";
import sharp from "sharp";
import { sentRequest } from "../tests/support/inbox-fixtures";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect as baseExpect, test, type Account } from "./stack";
import {
  expectNoAxeViolations,
  field,
  horizontalOverflow,
  openLink,
  requestRow as row,
  signIn,
} from "./support";

// The owner's inbox, /owner, on the build configured for Supabase, on the local stack
// (e2e/stack.ts: the real migrations on PGlite, the functions, the mailbox); the browser's
// requests to the baked-in origin are forwarded to it, and Realtime's WebSocket is driven
// through page.routeWebSocket by the same server's handler.

// Each step waits on supabase-js, the protocol server and React on a shared 2-core machine:
// more than the default 5 s at busy times.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Opens an inbox address signed in as a new staff account. */
async function openInbox(page: Page, login: () => Promise<Account>, path = "/owner") {
  await login();
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test.describe("with Supabase configured", () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });
  // Long journeys, with supabase-js and axe loading on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test(
    "a wrong password, then the inbox: a live arrival, one tap to reach them, marked Contacted",
    { tag: "@phone" },
    async ({ page, context, problems, stack }) => {
      problems.allowConsole(/status of 400/);
      const server = stack.supabase;
      const owner = await stack.addAccount();
      const waiting = await server.addRequest(
        sentRequest({ name: "Ann Lee", city: "Provo" }),
        new Date(Date.now() - 12 * 60_000),
      );
      await page.goto("/owner");
      await field(page, "E-mail").fill(owner.email);
      await field(page, "Password").fill("wrong password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText(/Wrong e-mail or password/);
      await field(page, "Password").fill(owner.password);
      await page.getByRole("button", { name: "Sign in" }).click();

      const ann = openLink(page, "Ann Lee");
      await expect(row(page, "Ann Lee")).toContainText(
        "Trash Collection · Provo · 3 rooms, $60/month",
      );
      await expect(row(page, "Ann Lee")).toContainText("Waiting 12 min");
      await expect(page.getByRole("button", { name: "New (1)" })).toBeVisible();
      // The list opens on what is still open; each row calls and texts in one tap.
      await expect(page.getByRole("button", { name: "Open (1)" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const call = row(page, "Ann Lee").getByRole("link", { name: "Call Ann Lee" });
      await expect(call).toHaveAttribute("href", "tel:+18015550142");
      await expect(
        row(page, "Ann Lee").getByRole("link", { name: "Text Ann Lee" }),
      ).toHaveAttribute("href", /^sms:\+18015550142\?&body=Hi%20Ann%2C/);
      // The row's stretched link does not cover them: a tap on Call lands on Call.
      await call.scrollIntoViewIfNeeded();
      expect(
        await call.evaluate((link) => {
          const box = link.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit === link || link.contains(hit) ? "Call" : hit?.outerHTML.slice(0, 80);
        }),
      ).toBe("Call");

      // A visitor sends a request from /get-started in another page: it appears, announced.
      const visitor = await context.newPage();
      await visitor.clock.install();
      await visitor.goto("/get-started?service=trash-collection");
      await expect(visitor.getByRole("radio", { name: "Trash Collection" })).toBeChecked();
      await field(visitor, "Number of rooms").fill("2");
      await field(visitor, "Apartment or unit number").fill("2");
      await field(visitor, "Street address").fill("9 Elm St");
      await field(visitor, "City").selectOption("Orem");
      await field(visitor, "Your name").fill("Bo Park");
      await field(visitor, "Mobile phone").fill("(385) 555-0199");
      await visitor.clock.fastForward(3000);
      await visitor.getByRole("button", { name: "Send request" }).click();
      await expect(visitor.getByRole("heading", { name: /on its way/ })).toBeVisible();
      await visitor.close();

      await expect(openLink(page, "Bo Park")).toBeVisible();
      // Announced in a polite live region (the notification settings have one of their own).
      await expect(
        page.locator("[aria-live=polite]").filter({ hasText: /^New request from Bo Park\.$/ }),
      ).toHaveCount(1);
      await expect(page.getByRole("button", { name: "New (2)" })).toBeVisible();

      await ann.click();
      await expect(page).toHaveURL(`/owner?request=${waiting.id}`);
      await expect(page.getByRole("heading", { name: "Ann Lee" })).toBeVisible();
      await expect(page.getByText("Waiting 12 min")).toBeVisible();
      await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute(
        "href",
        "tel:+18015550142",
      );
      const text = await page.getByRole("link", { name: "Text" }).getAttribute("href");
      expect(text).toMatch(/^sms:\+18015550142\?&body=/);
      expect(decodeURIComponent(text?.split("&body=")[1] ?? "")).toBe(
        "Hi Ann, this is Pleasant Grove Trash & Cleanouts about your Trash Collection request.",
      );
      const directions = page.getByRole("link", { name: /Directions/ });
      await expect(directions).toHaveAttribute(
        "href",
        "https://www.google.com/maps/search/?api=1&query=123%20Main%20St%2C%20Provo",
      );
      await expect(directions).toHaveAttribute("target", "_blank");
      await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
      await expect(page.getByRole("link", { name: "E-mail" })).toHaveAttribute(
        "href",
        "mailto:pat@example.com",
      );

      await page.getByRole("button", { name: "Contacted" }).click();
      await expect(page.getByRole("button", { name: "Contacted" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByText(/^First contact after 12 min$/)).toBeVisible();
      await expect(page.getByText(/^Waiting/)).toHaveCount(0);
      const patches = (await server.requests()).filter((r) => r.method === "PATCH");
      expect(patches.map((r) => [JSON.stringify(r.body), r.query.id])).toEqual([
        ['{"status":"contacted"}', `eq.${waiting.id}`],
      ]);

      await page.goBack();
      await expect(row(page, "Ann Lee")).toContainText("Contacted");
    },
  );

  test(
    "a note is saved and still there after a reload",
    { tag: "@phone" },
    async ({ page, stack, login }) => {
      const row = await stack.supabase.addRequest(sentRequest());
      await openInbox(page, login, `/owner?request=${row.id}`);
      await field(page, "Private notes").fill("Gate code 4321, call after 5");
      await page.getByRole("button", { name: "Save notes" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Notes saved." })).toBeVisible();
      await page.reload();
      await expect(field(page, "Private notes")).toHaveValue("Gate code 4321, call after 5");
    },
  );

  test(
    "a request's photos show as thumbnails through signed URLs, each opening full size",
    { tag: "@phone" },
    async ({ page, stack, login }) => {
      const server = stack.supabase;
      const row = await server.addRequest(sentRequest({ name: "Bo Reed", photo_count: 2 }));
      for (const [n, width] of [
        [1, 64],
        [2, 48],
      ] as const) {
        const bytes = await sharp({
          create: { width, height: 32, channels: 3, background: "#8a8a8a" },
        })
          .jpeg()
          .toBuffer();
        await server.storage.put(`${row.id}/${n}.jpg`, bytes, "image/jpeg");
      }
      await openInbox(page, login, `/owner?request=${row.id}`);
      await expect(page.getByRole("heading", { name: "Photos" })).toBeVisible();
      for (const [n, width] of [
        [1, 64],
        [2, 48],
      ] as const) {
        const link = page.getByRole("link", {
          name: `Photo ${n} of 2, full size (opens in a new tab)`,
        });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        // A short-lived signed URL of this photo, which the browser loaded (the CSP allows it).
        await expect(link).toHaveAttribute(
          "href",
          new RegExp(`/storage/v1/object/sign/request-photos/${row.id}/${n}\\.jpg\\?token=`),
        );
        await expect
          .poll(() => link.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBe(width);
      }
    },
  );

  test(
    "Supabase down: a clear message, a retry, nothing typed lost",
    { tag: "@phone" },
    async ({ page, problems, stack }) => {
      // Chromium's lines for the failed requests, and auth-js's own log of the failed fetch.
      problems.allowConsole(/net::ERR_/, /Failed to load resource/, /TypeError: Failed to fetch/);
      const server = stack.supabase;
      const owner = await stack.addAccount();
      const row = await server.addRequest(sentRequest());
      await page.goto(`/owner?request=${row.id}`);
      stack.network.down = true;
      await signIn(page, owner);
      await expect(page.getByRole("alert")).toHaveText(/no network, or Supabase is down/);
      await expect(field(page, "E-mail")).toHaveValue(owner.email);
      await expect(field(page, "Password")).toHaveValue(owner.password);
      stack.network.down = false;
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { name: "Pat Doe" })).toBeVisible();

      await server.answer({ update: "network-error" });
      await field(page, "Private notes").fill("Wants Tuesdays");
      await page.getByRole("button", { name: "Save notes" }).click();
      await expect(page.getByRole("alert").filter({ hasText: /could not be saved/ })).toBeVisible();
      await expect(field(page, "Private notes")).toHaveValue("Wants Tuesdays");
      await server.answer({ update: "database" });
      await page.getByRole("button", { name: "Save notes" }).click();
      await expect(page.getByText("Notes saved.")).toBeVisible();
      expect((await server.rows())[0]?.owner_notes).toBe("Wants Tuesdays");

      stack.network.down = true;
      await page.getByRole("link", { name: "Back to requests" }).click();
      // The request's page, with its own (empty) alerts, may still show as the list takes over.
      await expect(
        page.getByRole("alert").filter({ hasText: /no network, or Supabase is down/ }),
      ).toBeVisible();
      stack.network.down = false;
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(openLink(page, "Pat Doe")).toBeVisible();
    },
  );

  test(
    "an account that is not staff sees no request",
    { tag: "@phone" },
    async ({ page, stack }) => {
      const server = stack.supabase;
      const partner = await stack.addAccount({ email: "partner@example.com", staff: false });
      await server.addRequest(sentRequest());
      await page.goto("/owner");
      await signIn(page, partner);
      await expect(page.getByText("This account has no access to requests")).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      expect(
        (await server.requests()).filter((r) => r.path === "/rest/v1/service_requests"),
      ).toEqual([]);
    },
  );

  test(
    "sign out leaves no request in the page or in storage",
    { tag: "@phone" },
    async ({ page, stack, login }) => {
      await stack.supabase.addRequest(sentRequest({ name: "Ann Lee" }));
      await openInbox(page, login);
      await expect(openLink(page, "Ann Lee")).toBeVisible();
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
      await expect(page.getByText("Ann Lee")).toHaveCount(0);
      const stored = await page.evaluate(() =>
        JSON.stringify({ ...localStorage, ...sessionStorage }),
      );
      expect(stored).not.toContain("Ann Lee");
      expect(stored).not.toContain("access_token");
    },
  );

  test(
    "the e-mail's link: signed out, sign-in first, then the request",
    { tag: "@phone" },
    async ({ page, stack }) => {
      const row = await stack.supabase.addRequest(sentRequest({ name: "Cy Day" }));
      await page.goto(`/owner?request=${row.id}`);
      await signIn(page, await stack.addAccount());
      await expect(page.getByRole("heading", { name: "Cy Day" })).toBeFocused();
      await page.getByRole("link", { name: "Back to requests" }).click();
      await expect(page).toHaveURL("/owner");
      await expect(openLink(page, "Cy Day")).toBeVisible();
    },
  );

  test(
    "a forgotten password: the reset link, a weak password refused, a new one saved",
    { tag: "@phone" },
    async ({ page, problems, stack }) => {
      problems.allowConsole(/status of 422/);
      const owner = await stack.addAccount();
      await page.goto("/owner");
      await page.getByRole("button", { name: "Forgot your password?" }).click();
      await field(page, "E-mail").fill(owner.email);
      await page.getByRole("button", { name: "Send the link" }).click();
      await expect(page.getByRole("status")).toHaveText(
        /a link to reset its password is on its way/,
      );
      // The e-mail Supabase Auth sent, in the local mailbox.
      await expect
        .poll(() => stack.mailbox.emails().map((e) => [e.to, e.subject]))
        .toEqual([[[owner.email], "Reset your password"]]);
      const link = /href="([^"]+)"/.exec(stack.mailbox.emails()[0]?.html ?? "")?.[1] ?? "";
      const verify = new URL(link.replace(/&amp;/g, "&"));
      expect(verify.origin + verify.pathname).toBe(`${supabaseOrigin}/auth/v1/verify`);
      expect(verify.searchParams.get("redirect_to")).toBe(`${configuredBaseURL}/owner`);

      // Its link opened afresh in this browser: Auth verifies it and sends the browser on to
      // the inbox with a session for choosing a new password.
      await page.goto("about:blank");
      await page.goto(verify.href);
      await field(page, "New password").fill("short");
      await page.getByRole("button", { name: "Save password" }).click();
      await expect(page.getByRole("alert")).toContainText("This password is too weak:");
      await expect(page.getByRole("alert")).toContainText("it is too short");
      await field(page, "New password").fill("a much longer passphrase");
      await page.getByRole("button", { name: "Save password" }).click();
      await expect(page.getByText("No requests here.")).toBeVisible();
      await page.getByRole("button", { name: "Sign out" }).click();
      await signIn(page, { email: owner.email, password: "a much longer passphrase" });
      await expect(page.getByText("No requests here.")).toBeVisible();
    },
  );

  test(
    "at 375×812 the newest request starts on the first screen: the views and the offer one line each",
    { tag: "@phone" },
    async ({ page, stack, login }) => {
      for (const [i, name] of ["Ann Lee", "Bo Diaz", "Cy Young"].entries())
        await stack.supabase.addRequest(
          sentRequest({ name }),
          new Date(Date.now() - (3 - i) * 60_000),
        );
      await page.setViewportSize({ width: 375, height: 812 });
      await openInbox(page, login);
      // Everything that stands above the list on a first visit is there: the offer included.
      const offer = page.getByRole("region", { name: "Notifications" });
      await expect(offer.getByRole("button", { name: "Notify me of new requests" })).toBeVisible();
      const views = page.getByRole("navigation", { name: "Inbox views" });
      await expect(views.getByRole("link")).toHaveCount(8);

      const newest = row(page, "Cy Young");
      await expect(newest).toBeVisible();
      const top = await newest.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThan(0);
      expect(top).toBeLessThan(812 - 80);
      for (const line of [offer, views]) {
        const links = line.getByRole("button").or(line.getByRole("link"));
        const tops = await links.evaluateAll((els) =>
          els.map((el) => Math.round(el.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size, `on one line: ${tops.join(", ")}`).toBe(1);
      }
      // The views further along the line are reached by the keyboard, scrolled into sight.
      const held = views.getByRole("link", { name: "Held" });
      await held.focus();
      await expect(held).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(held).toHaveAttribute("aria-current", "page");
      await expect(page).toHaveURL(/\/owner\?view=held$/);
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    },
  );

  test("axe finds nothing on the sign-in, the list, a request and Upcoming, with rows on screen; nothing overflows at 320, 375 or 1280 px", async ({
    page,
    stack,
  }) => {
    // Twelve full axe scans (four screens at three widths): the time is axe's, not the inbox's.
    test.slow();
    const server = stack.supabase;
    const owner = await stack.addAccount();
    const today = new Date().toISOString().slice(0, 10);
    const pat = await server.addRequest(
      sentRequest({ name: "Pat Doe", photo_count: 1, notes: "Two old couches by the door" }),
    );
    // The photo and its small copy, told apart by their widths.
    for (const [name, width] of [
      ["1.jpg", 640],
      ["1.thumb.jpg", 64],
    ] as const) {
      const bytes = await sharp({
        create: { width, height: 48, channels: 3, background: "#8a8a8a" },
      })
        .jpeg()
        .toBuffer();
      await server.storage.put(`${pat.id}/${name}`, bytes, "image/jpeg");
    }
    await server.addRequest(
      sentRequest({
        name: "Maximiliana Fairweather-Montgomery",
        phone: "+18015550177",
        status: "scheduled",
        scheduled_for: today,
        quote_cents: 6000,
        owner_notes: "Gate code 4321",
        contacted_at: new Date().toISOString(),
      }),
    );
    const check = async () => {
      for (const width of [320, 375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await horizontalOverflow(page), `at ${width} px`).toBe(0);
        await expectNoAxeViolations(page);
      }
    };
    await page.goto("/owner");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await check();
    await signIn(page, owner);
    await expect(openLink(page, "Pat Doe")).toBeVisible();
    await expect(openLink(page, "Maximiliana Fairweather-Montgomery")).toBeVisible();
    // The row shows the first photo's small copy, not the photo, through its signed URL.
    await expect
      .poll(() =>
        row(page, "Pat Doe")
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(64);
    await check();
    // The filters are one line at 375 px, which scrolls sideways to All rather than wrapping.
    await page.setViewportSize({ width: 375, height: 800 });
    const filters = page.getByRole("group", { name: "Show requests by status" });
    const tops = await filters
      .getByRole("button")
      .evaluateAll((chips) => chips.map((chip) => chip.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const all = filters.getByRole("button", { name: "All" });
    await expect(all).not.toBeInViewport();
    await all.scrollIntoViewIfNeeded();
    await expect(all).toBeInViewport();
    expect(await horizontalOverflow(page)).toBe(0);
    await openLink(page, "Pat Doe").click();
    await expect(page.getByRole("heading", { name: "Pat Doe" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Photo 1 of 1/ })).toBeVisible();
    await check();
    await page.goto("/owner?view=upcoming");
    await expect(page.getByRole("region", { name: "Upcoming jobs" })).toContainText(
      "Gate code 4321",
    );
    await check();
  });

  test(
    "every control is reachable and works by keyboard",
    { tag: "@desktop" },
    async ({ page, stack }) => {
      const owner = await stack.addAccount();
      await stack.supabase.addRequest(sentRequest());
      await page.goto("/owner");
      await expect(field(page, "E-mail")).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(field(page, "E-mail")).toBeFocused();
      await page.keyboard.type(owner.email);
      await page.keyboard.press("Tab");
      await page.keyboard.type(owner.password);
      await page.keyboard.press("Enter");
      const link = openLink(page, "Pat Doe");
      await expect(link).toBeVisible();
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "Pat Doe" })).toBeFocused();
      const contacted = page.getByRole("button", { name: "Contacted" });
      await contacted.focus();
      await page.keyboard.press("Space");
      await expect(contacted).toHaveAttribute("aria-pressed", "true");
    },
  );
});

test("without Supabase (the default build) the inbox says what it needs, and asks no one", async ({
  page,
}) => {
  await page.goto("/owner");
  await expect(page.getByText(/The inbox needs a Supabase project/)).toContainText(
    "docs/deploy/supabase.md",
  );
  await expect(page.getByRole("button", { name: "Sign in" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the inbox says it needs JavaScript; the head keeps it out of search engines", async ({
    page,
  }) => {
    await page.goto("/owner");
    await expect(page.getByText(/The inbox needs JavaScript/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/owner.webmanifest",
    );
  });
});
