import { render, screen } from "@testing-library/react";
import { beforeAll, expect, it } from "vitest";
import { Hero } from "@/features/landing/components/Hero";

// The hero's art comes from a lazily loaded chunk; loaded here, it is not still being fetched
// when the test file's environment is torn down (Vitest then fails the file).
beforeAll(() => import("@/features/landing/components/deferred"));

it("offers a Call Now link that dials the business phone", () => {
  render(<Hero />);
  const call = screen.getByRole("link", { name: /call now/i });
  expect(call).toHaveAttribute("href", "tel:+18015550142");
  expect(call).toHaveTextContent("(801) 555-0142");
});

it("has Learn More scroll to the services section", () => {
  render(<Hero />);
  expect(screen.getByRole("link", { name: /learn more/i })).toHaveAttribute("href", "#services");
});

it("invites a review in a new tab, with five stars", () => {
  const { container } = render(<Hero />);
  const review = screen.getByRole("link", { name: /leave us a review.*new tab/i });
  expect(review).toHaveAttribute("href", "https://www.example.com/review");
  expect(review).toHaveAttribute("target", "_blank");
  expect(review).toHaveAttribute("rel", "noopener noreferrer");
  expect(container.querySelectorAll("svg.lucide-star")).toHaveLength(5);
});

it("is the page's only h1", () => {
  render(<Hero />);
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
});
