import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Social } from "@/features/landing/components/Social";

it("links to Instagram in a new tab", () => {
  render(<Social />);
  const link = screen.getByRole("link", { name: /instagram/i });
  expect(link).toHaveAttribute("href", "https://www.instagram.com/example/");
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
});
