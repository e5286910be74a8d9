import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { SellingPoints } from "@/features/landing/components/SellingPoints";

it("shows the four selling points", () => {
  render(<SellingPoints />);
  const titles = within(screen.getByRole("list"))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);
  expect(titles).toEqual(["Daily pickup", "Scheduled service", "Happy residents", "Fully insured"]);
  expect(screen.getByText(/improved tenant satisfaction/i)).toBeVisible();
});
