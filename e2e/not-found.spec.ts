import { expect, test } from "@playwright/test";
import { unexpectedOn404, watch } from "./support";

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const problems = await watch(page);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect.poll(() => problems.consoleErrors.join("\n")).toContain("/no/such/page");

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Trash pickup");
  expect(unexpectedOn404(problems.consoleErrors)).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
