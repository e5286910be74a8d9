import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import Partners from "@/app/routes/Partners";
import { siteConfig } from "@/config/site";

// /partners, the page for property managers: the spec's facts, a live calculator, the way in.

it("tells what daily service is, from the business's own facts", () => {
  render(<Partners />);
  expect(
    screen.getByRole("heading", { level: 1, name: "Daily trash collection for your community" }),
  ).toBeVisible();
  const means = screen.getByRole("region", { name: "What daily service means for your property" });
  expect(
    within(means)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([
    "Every day, weekends included",
    "Door to dumpster",
    "Fully insured",
    `$${siteConfig.pricing["trash-collection"].price.amount} per unit a month`,
  ]);
  expect(means).toHaveTextContent("Multi-year contracts are available at discounted rates");
  // The rate of a contract is not the business's to publish here.
  expect(means).not.toHaveTextContent(/%|\$1[0-9]\b/);
  for (const link of screen.getAllByRole("link", { name: "Start service" }))
    expect(link).toHaveAttribute("href", "/partner?account=new");
  expect(screen.getByRole("link", { name: "Sign in to your page" })).toHaveAttribute(
    "href",
    "/partner",
  );
  expect(screen.getByRole("link", { name: /Call \(801\) 555-0142/ })).toHaveAttribute(
    "href",
    "tel:+18015550142",
  );
});

it("works out units × $20 a month and a year as the number is typed, and says what it takes", async () => {
  const user = userEvent.setup();
  render(<Partners />);
  const units = screen.getByLabelText("Number of units");
  const result = screen.getByRole("status");
  expect(result).toHaveTextContent("$480 a month$5,760 a year24 units × $20");
  await user.clear(units);
  await user.type(units, "130");
  expect(result).toHaveTextContent("$2,600 a month$31,200 a year130 units × $20");
  expect(units).toHaveAttribute("aria-invalid", "false");
  await user.clear(units);
  await user.type(units, "5001");
  expect(result).toHaveTextContent("Enter a whole number of units from 1 to 5,000.");
  expect(units).toHaveAttribute("aria-invalid", "true");
  expect(units).toHaveAccessibleDescription("From 1 to 5,000.");
});
