import type { Page } from "@playwright/test";
import { formatDate } from "../supabase/functions/_shared/display";
import { notFoundLogs } from "./fixtures";
import { decrypt } from "../supabase/local/push-service";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect as baseExpect, test, type TestStack } from "./stack";
import { expectNoAxeViolations, expectNotFoundPage, field, horizontalOverflow } from "./support";

// The quote as a link (docs/owner/quotes.md) on the configured build and the local stack: the
// owner saves a quote, texts and e-mails its link from the request's page; the customer opens
// the e-mailed link on a phone, sees this request alone, accepts and pays the deposit the owner
// asks (QUOTE_DEPOSIT) on the local Checkout; the owner sees it answered and paid and revokes
// the link; the day before the agreed day the customer is reminded, and the job done brings the
// receipt.

// Each step waits on supabase-js, the quote function under Deno and PGlite on a shared machine.
const expect = baseExpect.configure({ timeout: 15_000 });
const phone = { width: 375, height: 812 };

// The owner's deposit as a deploy sets it, a quarter of the quote: none is built into the site,
// so the amounts the pages show below come from the quote function's answers.
test.use({ functionSecrets: { QUOTE_DEPOSIT: "25%" } });

/** Dana's garage cleanout, agreed for three days from now in Utah, and another customer's. */
async function seedRequests(stack: TestStack) {
  const [dana] = await stack.supabase.sql<{ id: string; day: string }>(
    `insert into public.service_requests (service, name, phone, email, address, city, garage_size,
       contact_method, sms_consent, scheduled_for)
     values ('garage_cleanout', 'Dana Whitaker', '+18015550133', 'dana@example.com',
       '120 N Main St', 'Pleasant Grove', '2-car', 'text', true,
       (now() at time zone 'America/Denver')::date + 3)
     returning id, scheduled_for::text as day`,
  );
  await stack.supabase.sql(
    `insert into public.service_requests (service, name, phone, address, city, garage_size,
       contact_method, quote_cents)
     values ('garage_cleanout', 'Omar Reyes', '+18015550199', '9 Canyon Rd', 'Orem', '3-car',
       'call', 99900)`,
  );
  return { id: dana?.id ?? "", day: dana?.day ?? "" };
}

/** axe finds nothing at 320 and 1280 px, and nothing overflows at 320 px. */
async function expectSound(page: Page) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    if (width === 320) expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(phone);
}

test.describe("the quote as a link", () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin], viewport: phone });
  test.describe.configure({ timeout: 120_000 });

  test("@phone the owner texts and e-mails the quote's link; the customer sees this request alone, accepts and pays the deposit; the owner sees it and revokes the link; what to set out, the reminder and, on Done, the receipt", async ({
    page,
    browser,
    stack,
    login,
  }) => {
    const { id, day } = await seedRequests(stack);
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
    await page.goto(`/owner?request=${id}`);
    const link = page.getByRole("region", { name: "The customer's link" });
    await expect(link).toHaveCount(0);

    await field(page, "Quote in dollars").fill("349");
    await page.getByRole("button", { name: "Save quote" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Quote saved." })).toBeVisible();
    await link.getByRole("button", { name: "Make the customer's link" }).click();
    const url = (await link.locator("output").textContent()) ?? "";
    expect(url).toMatch(new RegExp(`^${configuredBaseURL}/q/[0-9a-f]{64}$`));
    const token = url.split("/").pop() ?? "";
    const text = link.getByRole("link", { name: "Text the quote" });
    const href = (await text.getAttribute("href")) ?? "";
    expect(href.startsWith("sms:+18015550133?&body=")).toBe(true);
    expect(decodeURIComponent(href.split("body=")[1] ?? "")).toBe(
      `Hi Dana, this is Pleasant Grove Trash & Cleanouts about your Garage Cleanout request. Your quote, to accept or decline: ${url}`,
    );
    // The token is kept as its SHA-256 only.
    const stored = await stack.supabase.sql("select * from public.quote_links");
    expect(JSON.stringify(stored)).not.toContain(token);
    // Messages is no app of this browser: the draft's tap is kept from leaving the page.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest('a[href^="sms:"]')) event.preventDefault();
      }),
    );
    await text.click();
    await expect(link.getByText(/^Sent /)).toBeVisible();
    // And e-mailed, once however often the owner taps.
    await link.getByRole("button", { name: "E-mail the quote" }).dblclick();
    await expect(link.getByText(/^E-mailed to the customer /)).toBeVisible();
    await expect(link.getByRole("button", { name: "E-mail the quote" })).toHaveCount(0);
    await expectSound(page);
    const quoteEmails = () =>
      stack.mailbox.emails().filter((e) => e.subject.startsWith("Your quote:"));
    await expect.poll(() => quoteEmails().length).toBe(1);
    expect(quoteEmails()[0]?.to).toEqual(["dana@example.com"]);
    const emailed = /https?:\/\/\S+\/q\/[0-9a-f]{64}/.exec(quoteEmails()[0]?.text ?? "")?.[0];
    expect(emailed).toBe(url);

    // The customer, on their own phone.
    const customer = await browser.newContext({ baseURL: configuredBaseURL, viewport: phone });
    await stack.forward(customer);
    const quote = await customer.newPage();
    const faults: string[] = [];
    quote.on("pageerror", (error) => faults.push(error.message));
    quote.on("console", (line) => {
      if (["error", "warning"].includes(line.type())) faults.push(line.text());
    });
    // The customer opens the link from the e-mail.
    const response = await quote.goto(emailed ?? "");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(quote.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(quote.getByRole("heading", { level: 1, name: "Your quote" })).toBeVisible();
    await expect(quote.getByText("$349")).toBeVisible();
    await expect(quote.getByText("2-car")).toBeVisible();
    await expect(quote.getByText("120 N Main St, Pleasant Grove")).toBeVisible();
    await expect(quote.getByText(formatDate(day), { exact: true })).toBeVisible();
    for (const secret of [
      "Dana",
      "Whitaker",
      "555-0133",
      "dana@example.com",
      "Omar",
      "Canyon",
      "$999",
    ])
      await expect(quote.locator("body")).not.toContainText(secret);
    await expect(quote.getByRole("link", { name: "Text us" })).toHaveAttribute("href", /^sms:\+1/);
    await expectSound(quote);

    // A double tap is one answer.
    await quote.getByRole("button", { name: "Accept the quote" }).dblclick();
    await expect(
      quote.getByText(`You accepted this quote for ${formatDate(day)}. Thank you!`),
    ).toBeVisible();
    await expectSound(quote);
    const [request] = await stack.supabase.sql<{ status: string; quote_cents: number }>(
      "select status, quote_cents from public.service_requests where id = $1",
      [id],
    );
    expect(request).toEqual({ status: "scheduled", quote_cents: 34900 });
    expect(
      await stack.supabase.sql(
        "select accepted_cents from public.quote_links where accepted_at is not null",
      ),
    ).toEqual([{ accepted_cents: 34900 }]);

    // The owner's device gets the push and the mailbox the e-mail, through notify-owner.
    const titled = async (title: string) =>
      (
        await Promise.all(
          stack.push.pushes.map(async (push) => JSON.parse(await decrypt(push.body, device))),
        )
      ).filter((message) => message.notification?.title === title);
    await expect.poll(async () => (await titled("Quote accepted")).length).toBe(1);
    expect((await titled("Quote accepted"))[0]).toMatchObject({
      notification: {
        body: "Dana Whitaker · $349",
        navigate: `${configuredBaseURL}/owner?request=${id}`,
      },
    });
    await expect
      .poll(() => stack.mailbox.emails().map((e) => e.subject))
      .toContain("Quote accepted: Dana Whitaker");

    // The owner's page, open all along, shows the answer without a reload.
    await expect(link.getByText(/^Accepted /)).toBeVisible();

    // The deposit, a quarter of $349, paid on the local Checkout: back on the quote, the page
    // shows it paid once Stripe's webhook has recorded it.
    await quote.getByRole("button", { name: "Pay the $87.25 deposit" }).click();
    await expect(
      quote.getByRole("heading", { name: /^Pay Deposit: Garage Cleanout/ }),
    ).toBeVisible();
    await quote.getByRole("button", { name: "Pay $87.25" }).click();
    await expect(quote).toHaveURL(`${url}?deposit=paid`);
    await expect(quote.getByText("Deposit paid: $87.25. Thank you!")).toBeVisible();
    await expect(link.getByText("Deposit paid: $87.25")).toBeVisible();
    // Paid within a minute of the acceptance, the deposit's news waits for the scheduler's
    // summary (a summary of one is that news' own push): its run a minute on sends it.
    await stack.supabase.sql(
      "select private.send_due_notifications(now() + interval '61 seconds')",
    );
    await expect.poll(async () => (await titled("Deposit paid")).length).toBe(1);

    // Revoke closes the customer's page for good.
    await link.getByRole("button", { name: "Revoke the link" }).click();
    await expect(link.getByText("The link was revoked: it no longer opens.")).toBeVisible();
    expect(faults).toEqual([]);
    await quote.reload();
    await expect(quote.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await customer.close();

    // The owner writes what to set out beside the agreed day; the reminder says it.
    await page.getByRole("button", { name: "Scheduled" }).click();
    await page
      .getByRole("textbox", { name: "What to set out" })
      .fill("Bags by the curb, garage door open");
    await page.getByRole("button", { name: "Save as scheduled" }).click();
    await expect(page.getByText("Bags by the curb, garage door open")).toBeVisible();
    // Stored before the clock moves: the text on the page may still be the form's own.
    await expect
      .poll(async () => stack.supabase.sql("select set_out_note from public.service_requests"))
      .toContainEqual({ set_out_note: "Bags by the curb, garage door open" });

    // The clock at the day before the agreed day: pg_cron's job e-mails the customer a reminder.
    await stack.supabase.sql(
      `select private.send_reminders(
         ($1::date - 1)::timestamp at time zone 'America/Denver' + interval '9 hours')`,
      [day],
    );
    const to = (subject: string) =>
      stack.mailbox.emails().filter((e) => e.subject.startsWith(subject));
    await expect.poll(() => to("Reminder:").length).toBe(1);
    expect(to("Reminder:")[0]).toMatchObject({
      to: ["dana@example.com"],
      subject: `Reminder: Garage Cleanout ${formatDate(day)}`,
    });
    for (const line of [
      "Where: 120 N Main St, Pleasant Grove",
      "Please set out: Bags by the curb, garage door open",
      "Call or text (801) 785-2200.",
    ])
      expect(to("Reminder:")[0]?.text).toContain(line);

    // The owner marks it Done: the receipt, with the balance, goes to the customer.
    const done = page.getByRole("button", { name: "Done" });
    await done.click();
    await expect(done).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => to("Receipt:").length).toBe(1);
    expect(to("Receipt:")[0]?.to).toEqual(["dana@example.com"]);
    for (const line of ["Quote: $349", "Deposit paid: $87.25", "Balance due: $261.75"])
      expect(to("Receipt:")[0]?.text).toContain(line);
  });

  test("@phone an unknown or malformed link shows the 404 page, a malformed one asking nothing", async ({
    page,
    problems,
    stack,
  }) => {
    problems.allowConsole(...notFoundLogs);
    const notFound = page.getByRole("heading", { name: "Oops! Page not found" });
    await page.goto(`/q/${"0".repeat(64)}`);
    await expect(notFound).toBeVisible();
    await expectNotFoundPage(page);
    const asks = async () =>
      (await stack.supabase.requests()).filter((r) => r.path === "/functions/v1/quote");
    const asked = (await asks()).length;
    expect(asked).toBeGreaterThan(0);
    await page.goto("/q/not-a-link");
    await expect(notFound).toBeVisible();
    await expectNotFoundPage(page);
    expect((await asks()).length).toBe(asked);
  });
});
