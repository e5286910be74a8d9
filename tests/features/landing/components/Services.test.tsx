import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Services } from "@/features/landing/components/Services";

const cardTitles = () =>
  within(screen.getByRole("tabpanel"))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

it("opens on Garage Cleanouts with its four cards", () => {
  render(<Services />);
  expect(screen.getByRole("tab", { name: "Garage Cleanouts" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(cardTitles()).toEqual([
    "Complete Cleanout",
    "Pressure Washing",
    "Next Day Service",
    "Epoxy Partnerships",
  ]);
});

it("switches to Trash Collection by mouse", async () => {
  render(<Services />);
  await userEvent.click(screen.getByRole("tab", { name: "Trash Collection" }));
  expect(cardTitles()).toEqual([
    "Partner Setup",
    "Daily Collection",
    "Reliable Service",
    "Affordable Pricing",
  ]);
  expect(screen.getByText(/\$20\/month per room/)).toBeVisible();
});

it("switches tabs with the arrow keys", async () => {
  render(<Services />);
  await userEvent.tab();
  expect(screen.getByRole("tab", { name: "Garage Cleanouts" })).toHaveFocus();
  await userEvent.keyboard("{ArrowRight}");
  // React follows the switch in a transition (Tabs.tsx), which may commit after the key's task.
  await waitFor(() =>
    expect(screen.getByRole("tab", { name: "Trash Collection" })).toHaveAttribute(
      "aria-selected",
      "true",
    ),
  );
  expect(cardTitles()).toContain("Daily Collection");
});
