import { expect, notFoundLogs, test } from "./fixtures";

test("an unknown path answers 404 with the not-found page", async ({ page, problems }) => {
  problems.allowConsole(...notFoundLogs);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect.poll(() => problems.console.join("\n")).toContain("/no/such/page");

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Trash pickup");
});
