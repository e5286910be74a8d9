import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Pricing } from "@/features/landing/components/Pricing";

it("shows the garage price by default with a Call Now link", () => {
  render(<Pricing />);
  const panel = screen.getByRole("tabpanel");
  expect(panel).toHaveTextContent(/starting at\s*\$279\s*based on square footage/i);
  expect(screen.getByRole("link", { name: "Call Now" })).toHaveAttribute(
    "href",
    "tel:+18015550142",
  );
});

it("shows $20/month per room on the trash tab with Get Started Now", async () => {
  render(<Pricing />);
  await userEvent.click(screen.getByRole("tab", { name: "Trash Collection" }));
  const panel = screen.getByRole("tabpanel");
  expect(panel).toHaveTextContent("$20/month");
  expect(panel).toHaveTextContent(/per room, each month/);
  expect(panel).toHaveTextContent(/daily pickup, weekends included/i);
  expect(panel).toHaveTextContent(/door to dumpster/i);
  expect(panel).toHaveTextContent(/fully insured/i);
  expect(panel).toHaveTextContent(/multi-year contracts at discounted rates/i);
  expect(screen.getByRole("link", { name: "Get Started Now" })).toHaveAttribute(
    "href",
    "tel:+18015550142",
  );
  // Property managers find their own page from the trash card (the garage card has none).
  expect(screen.getByRole("link", { name: "For property managers" })).toHaveAttribute(
    "href",
    "/partners",
  );
});

it("lists the garage service promises", () => {
  render(<Pricing />);
  expect(screen.queryByRole("link", { name: "For property managers" })).toBeNull();
  const panel = screen.getByRole("tabpanel");
  for (const promise of [/next-day/i, /haul-away/i, /pressure washing/i, /organizing/i]) {
    expect(panel).toHaveTextContent(promise);
  }
});

it("links each card's Request online to the form with its service, from pricing", async () => {
  render(<Pricing />);
  expect(screen.getByRole("link", { name: "Request online" })).toHaveAttribute(
    "href",
    "/get-started?service=garage-cleanouts&from=pricing",
  );
  await userEvent.click(screen.getByRole("tab", { name: "Trash Collection" }));
  expect(screen.getByRole("link", { name: "Request online" })).toHaveAttribute(
    "href",
    "/get-started?service=trash-collection&from=pricing",
  );
});

it("sends Contact for Custom Pricing to the contact section", () => {
  render(<Pricing />);
  expect(screen.getByRole("link", { name: "Contact for Custom Pricing" })).toHaveAttribute(
    "href",
    "/#contact",
  );
});
