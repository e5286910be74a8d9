import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Contact } from "@/components/landing/Contact";
import { HowToStart } from "@/components/landing/HowToStart";
import { Social } from "@/components/landing/Social";

it("gives the phone, e-mail and service area under the contact anchor", () => {
  const { container } = render(<Contact />);
  expect(container.querySelector("section#contact")).not.toBeNull();
  expect(screen.getByRole("link", { name: "(801) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+18015550142",
  );
  expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
    "href",
    "mailto:hello@example.com",
  );
  expect(screen.getByText(/service area: utah/i)).toBeVisible();
  expect(screen.getByText("Fast garage cleanouts")).toBeVisible();
  expect(screen.getByText("Reliable trash pickup")).toBeVisible();
});

it("explains the three steps, naming the apartment number", () => {
  render(<HowToStart />);
  const steps = screen.getAllByRole("listitem");
  expect(steps).toHaveLength(3);
  expect(steps[0]).toHaveTextContent(/click get started/i);
  expect(steps[1]).toHaveTextContent(/apartment number/i);
  expect(steps[2]).toHaveTextContent(/text or call/i);
});

it("links to Instagram in a new tab", () => {
  render(<Social />);
  const link = screen.getByRole("link", { name: /instagram/i });
  expect(link).toHaveAttribute("href", "https://www.instagram.com/example/");
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
});
