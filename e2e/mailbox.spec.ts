import type { Page } from "@playwright/test";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect as baseExpect, ownerEmail, test } from "./stack";
import { expectNoAxeViolations, field } from "./support";

// A request's way to the owner on the local stack, as on the platform: the form's insert, the
// database's trigger, pg_net, notify-owner under Deno, Resend (the local mailbox), read on
// the mailbox's page as the owner would read the e-mail.

const expect = baseExpect.configure({ timeout: 15_000 });
const minFillMs = 3000; // src/features/request/hooks/use-request-form.ts

/** A garage cleanout request from Ann, her notes written to look like markup. */
async function sendRequest(page: Page) {
  await page.clock.install();
  await page.goto("/get-started?service=garage-cleanouts");
  await expect(field(page, "Your name")).toBeVisible(); // the form appears once hydrated
  await field(page, "Garage size").selectOption("2-car");
  await field(page, "Street address").fill("12 Oak St");
  await field(page, "City").selectOption("Springville");
  await field(page, "Your name").fill("Ann Lee");
  await field(page, "Mobile phone").fill("(801) 555-0177");
  await field(page, "E-mail (optional)").fill("ann@example.com");
  await field(page, "Anything else we should know? (optional)").fill(
    'Side door <img src=x onerror="alert(1)"> & <b>not</b> bold',
  );
  await page.clock.fastForward(minFillMs);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("heading", { name: /your request is on its way/ })).toBeVisible();
}

test.describe("with Supabase configured", { tag: "@phone" }, () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });
  test.describe.configure({ timeout: 90_000 });

  test("a request reaches the owner's mailbox: its words as text, the inbox one tap away, replies to the visitor", async ({
    page,
    context,
    problems,
    stack,
    login,
  }) => {
    problems.allowOrigin(stack.mailbox.url);
    // axe's script reaches for the e-mail's frame (left out of its check), and the frame's
    // sandbox refuses to run it, as it refuses any script of the e-mail's.
    problems.allowConsole(/Blocked script execution in 'about:srcdoc'/);
    await sendRequest(page);
    const [row] = await stack.supabase.rows();
    await expect.poll(() => stack.mailbox.emails().length).toBe(1);

    // The mailbox's page, newest first, then the e-mail as its recipient sees it.
    await page.goto(stack.mailbox.url);
    const subject = "New request: Garage Cleanout for Ann Lee";
    await expectNoAxeViolations(page, { exclude: "iframe" });
    await page.getByRole("link", { name: subject }).click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    const header = (term: string) =>
      page
        .getByRole("term")
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator("xpath=following-sibling::dd[1]");
    await expect(header("From")).toHaveText("Requests <requests@example.com>");
    await expect(header("To")).toHaveText(ownerEmail);
    // A reply goes to the visitor, at the address the form checked, and to nobody else.
    await expect(header("Reply-To")).toHaveText("ann@example.com");

    const email = page.frameLocator("iframe[title^='The e-mail']");
    await expect(email.getByRole("row", { name: /^Phone/ })).toContainText("(801) 555-0177");
    await expect(email.getByRole("link", { name: "(801) 555-0177" })).toHaveAttribute(
      "href",
      "tel:+18015550177",
    );
    await expect(email.getByRole("row", { name: /^Address/ })).toContainText("12 Oak St");
    await expect(email.getByRole("row", { name: /^Garage size/ })).toContainText("2-car");
    // The visitor's words are text: no element of theirs made it into the e-mail.
    await expect(email.getByRole("row", { name: /^Notes/ })).toContainText(
      'Side door <img src=x onerror="alert(1)"> & <b>not</b> bold',
    );
    await expect(email.locator("img, b")).toHaveCount(0);
    await expectNoAxeViolations(page, { exclude: "iframe" });

    // One tap from the e-mail to the request in the owner's inbox, in a new tab.
    await login();
    const inbox = email.getByRole("link", { name: "Open in your inbox" });
    await expect(inbox).toHaveAttribute("href", `${configuredBaseURL}/owner?request=${row?.id}`);
    const [opened] = await Promise.all([context.waitForEvent("page"), inbox.click()]);
    await expect(opened.getByRole("heading", { name: "Ann Lee" })).toBeVisible();
  });
});
