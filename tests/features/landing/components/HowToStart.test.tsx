import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { HowToStart } from "@/features/landing/components/HowToStart";

it("explains the three steps, naming the apartment number", () => {
  render(<HowToStart />);
  const steps = screen.getAllByRole("listitem");
  expect(steps).toHaveLength(3);
  expect(steps[0]).toHaveTextContent(/click get started/i);
  expect(steps[1]).toHaveTextContent(/apartment number/i);
  expect(steps[2]).toHaveTextContent(/text or call/i);
});

it("links its second step to the request form, saying it came from How to start", () => {
  render(<HowToStart />);
  expect(screen.getByRole("link", { name: "Fill out the information" })).toHaveAttribute(
    "href",
    "/get-started?from=how_to_start",
  );
});
