import { sentRequest } from "../tests/support/inbox-fixtures";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect as baseExpect, test, type TestStack } from "./stack";
import { expectNoAxeViolations, horizontalOverflow, openLink } from "./support";

// The inbox's Held view on the local stack: requests the intake held (stored as submit-request
// stores one whose Turnstile token failed), released one by one or deleted together.

const expect = baseExpect.configure({ timeout: 15_000 });

/** A request held as submit-request holds one that failed the human check. */
async function hold(stack: TestStack, name: string) {
  await stack.supabase.sql("select public.submit_request($1::jsonb, $2::inet, 'failed')", [
    JSON.stringify(sentRequest({ name, phone: "+18015550177" })),
    "203.0.113.9",
  ]);
}

test.describe("with Supabase configured", () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });
  test.describe.configure({ timeout: 90_000 });

  test(
    "the owner releases a real one into the list and deletes the rest, asked twice",
    { tag: "@phone" },
    async ({ page, stack, login }) => {
      for (const name of ["Spam One", "Ann Lee", "Spam Two"]) await hold(stack, name);
      await login();
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto("/owner");
      // Held requests are not in the list.
      await expect(page.getByText("No requests here.")).toBeVisible();
      await openLink(page, "Held").click();
      const view = page.getByRole("region", { name: "Held requests" });
      await expect(view.getByText("3 held.")).toBeVisible();
      await expect(view.getByText("Failed the human check ·")).toHaveCount(3);
      await expectNoAxeViolations(page);
      expect(await horizontalOverflow(page)).toBe(0);

      await view.getByRole("button", { name: "Release Ann Lee" }).click();
      await expect(view.getByRole("status").first()).toHaveText(
        "Ann Lee is now a new request in your list.",
      );
      await expect(view.getByText("2 held.")).toBeVisible();

      await view.getByRole("button", { name: "Delete all 2" }).click();
      await expect(
        view.getByText("Delete 2 held requests for good? Release any real one first."),
      ).toBeVisible();
      await view.getByRole("button", { name: "Keep them" }).click();
      await expect(view.getByText("2 held.")).toBeVisible();
      await view.getByRole("button", { name: "Delete all 2" }).click();
      await view.getByRole("button", { name: "Yes, delete them" }).click();
      await expect(view.getByText("No held requests.")).toBeVisible();
      await expect(view.getByRole("status").first()).toHaveText("Deleted 2 held requests.");

      const rows = await stack.supabase.sql<{ name: string; status: string }>(
        "select name, status from public.service_requests order by name",
      );
      expect(rows).toEqual([{ name: "Ann Lee", status: "new" }]);
      await openLink(page, "Requests").click();
      await expect(openLink(page, "Ann Lee")).toBeVisible();
    },
  );
});
