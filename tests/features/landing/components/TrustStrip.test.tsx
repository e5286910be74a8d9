import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { TrustStrip } from "@/features/landing/components/TrustStrip";

it("lists the spec's trust facts and nothing invented", () => {
  render(<TrustStrip />);
  const strip = screen.getByRole("list", { name: "Why you can count on us" });
  expect(
    within(strip)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual([
    "Fully insured",
    "Next-day garage service",
    "Daily pickup, weekends included",
    "Based in Pleasant Grove",
    "Multi-year contracts at discounted rates",
  ]);
  expect(strip).not.toHaveTextContent(/\d/); // no ratings, counts or years
});
