import type { Page } from "@playwright/test";
import { checkAnswer, checkFailures } from "../tests/support/check-failures";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect, test } from "./stack";
import { openWithApp, storageKey } from "./support";

// supabase-js on the build configured for Supabase (dist-e2e/): when it loads, and the
// subscription check it makes, answered by the real check-subscription on the local stack
// (e2e/stack.ts). These journeys are about the backend, not the screen: one project runs them
// (playwright.config.ts).
test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });

const site = `${configuredBaseURL}/`;
/** A visitor with an account who is not staff. */
const visitor = { email: "pat@example.com", staff: false };

async function expectPageWorks(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page
    .getByRole("tablist", { name: "Services" })
    .getByRole("tab", { name: "Trash Collection" })
    .click();
  await expect(page.getByRole("heading", { name: "Daily Collection" })).toBeVisible();
}

test("a restored session is checked once with its token; focus and visibility do not repeat it", async ({
  page,
  stack,
  login,
}) => {
  const { accessToken } = await login(visitor);
  await page.goto(site);
  const server = stack.supabase;
  await expect.poll(async () => await server.checkTokens()).toEqual([accessToken]);

  // What a browser does when the visitor switches away from the tab and back.
  await page.evaluate(() => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    };
    show("hidden");
    window.dispatchEvent(new Event("blur"));
    show("visible");
    window.dispatchEvent(new Event("focus"));
  });
  await page.waitForTimeout(1000);
  expect(await server.checkTokens()).toEqual([accessToken]);
  // The real function answered it (with no Stripe key: not subscribed), and the page took it.
  const answered = async () =>
    (await server.requests())
      .filter((r) => r.method === "POST" && r.path === "/functions/v1/check-subscription")
      .map((r) => r.status);
  await expect.poll(answered).toEqual([200]);
  await expectPageWorks(page);
});

test("an anonymous visitor gets supabase-js off the critical path and sends Supabase nothing", async ({
  page,
  request,
  stack,
}) => {
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(socket.url()));
  await openWithApp(page, site);
  await expectPageWorks(page);

  const html = await (await request.get(site)).text();
  // The entry module, which the inline boot script adds after the first paint.
  const entries = [...html.matchAll(/<script data-entry="([^"]+)"/g)].map((match) => match[1]);
  expect(entries).toHaveLength(1);
  const entry = await (await request.get(new URL(entries[0] ?? "", site).href)).text();
  expect(entry).not.toContain("GoTrueClient");

  expect(await stack.supabase.requests()).toEqual([]);
  expect(sockets).toEqual([]);
});

for (const [name, check] of checkFailures) {
  test(`a check answered with ${name} is logged and the page carries on`, async ({
    page,
    problems,
    stack,
    login,
  }) => {
    // Logged as the specification asks, with Chromium's line for a failed request; an
    // uncaught error or a CSP violation would still fail the test.
    problems.allowConsole(/check-subscription/, /Failed to load resource/);
    const server = stack.supabase;
    await server.answer(checkAnswer(check));
    const { accessToken } = await login(visitor);
    await page.goto(site);
    const logged = () => problems.console.filter((e) => e.includes("check-subscription"));
    await expect.poll(() => logged().length).toBe(1);
    // Chromium itself resends a POST once when a reused connection closes without an answer,
    // so the server may count two requests here; the app made one call and logged it once.
    expect(new Set(await server.checkTokens())).toEqual(new Set([accessToken]));
    await expectPageWorks(page);
  });
}

/** The scripts a load of `path` runs, and which of them is supabase-js (its auth client). */
async function scriptsLoaded(page: Page, path: string, settled = async () => {}) {
  const scripts: Promise<{ url: string; supabase: boolean }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      response
        .text()
        .catch(() => "")
        .then((body) => ({
          url: new URL(response.url()).pathname,
          supabase: body.includes("GoTrueClient"),
        })),
    );
  });
  // The app starts after the first paint and loads the page's chunks: settled once it has run.
  await openWithApp(page, `${configuredBaseURL}${path}`);
  await settled();
  return Promise.all(scripts);
}

const publicPages = ["/", "/areas", "/areas/provo", "/no-such-page"];

for (const path of publicPages) {
  test(`${path} loads supabase-js only for a visitor with a stored session`, async ({
    browser,
    stack,
  }, testInfo) => {
    const server = stack.supabase;
    // Two browsers of their own: one with no session, one with a session in its storage.
    const anonymous = await browser.newPage();
    const signedIn = await browser.newPage();
    await Promise.all([stack.forward(anonymous), stack.forward(signedIn)]);
    await stack.addAccount(visitor);
    const session = await server.issueSession(visitor.email);
    await signedIn.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      storageKey,
      JSON.stringify(session),
    ] as const);

    const without = await scriptsLoaded(anonymous, path);
    const withSession = await scriptsLoaded(signedIn, path, () =>
      expect.poll(async () => await server.checkTokens()).toEqual([session.access_token]),
    );
    testInfo.annotations.push({
      type: "scripts",
      description: `${path}: ${without.length} without a session, ${withSession.length} with one`,
    });
    expect(without.filter((script) => script.supabase)).toEqual([]);
    expect(withSession.filter((script) => script.supabase)).toHaveLength(1);
    expect(withSession.length).toBeGreaterThan(without.length);
    await Promise.all([anonymous.close(), signedIn.close()]);
  });
}

test.describe("a sign-in in another tab", () => {
  test("reaches an open page, which then checks the new token; a sign-out there ends it here too", async ({
    page,
    context,
    stack,
  }) => {
    const server = stack.supabase;
    const staff = await stack.addAccount();
    // This page's own check calls, apart from the other page's.
    const checkedHere: (string | null)[] = [];
    page.on("request", async (request) => {
      if (request.method() === "POST" && request.url().endsWith("/check-subscription"))
        checkedHere.push(await request.headerValue("authorization"));
    });
    const before = await scriptsLoaded(page, "/");
    expect(before.filter((script) => script.supabase)).toEqual([]);
    expect(await server.requests()).toEqual([]);

    // The other page shares this one's origin and localStorage, as another tab does: the browser
    // fires the storage event of its writes here.
    const other = await context.newPage();
    await other.goto(`${configuredBaseURL}/owner`);
    await other.getByLabel("E-mail", { exact: true }).fill(staff.email);
    await other.getByLabel("Password", { exact: true }).fill(staff.password);
    await other.getByRole("button", { name: "Sign in" }).click();
    await expect(other.getByRole("button", { name: "Sign out" })).toBeVisible();
    const token = await other.evaluate(
      (key) =>
        (JSON.parse(localStorage.getItem(key) ?? "null") as { access_token: string }).access_token,
      storageKey,
    );

    await expect.poll(() => checkedHere).toEqual([`Bearer ${token}`]);
    // One check from each page, both with the token of that sign-in.
    await expect.poll(() => server.checkTokens()).toEqual([token, token]);
    await expectPageWorks(page);

    // An in-app navigation (the router follows history), so that this page shows its state
    // without a reload: the inbox, signed in.
    await page.evaluate(() => {
      history.pushState(null, "", "/owner");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

    await other.getByRole("button", { name: "Sign out" }).click();
    await expect(other.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
    // The other page ended the session; this one only heard of it.
    const logouts = (await server.requests()).filter(
      (r) => r.method === "POST" && r.path === "/auth/v1/logout",
    );
    expect(logouts).toHaveLength(1);
    await page.waitForTimeout(500);
    expect(checkedHere).toHaveLength(1);
    await other.close();
  });
});
