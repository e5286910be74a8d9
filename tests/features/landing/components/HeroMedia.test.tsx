import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { HeroMedia } from "@/features/landing/components/HeroMedia";

it("shows the illustration without a photo: sized, decorative, desktop only", () => {
  const { container } = render(<HeroMedia />);
  const art = container.querySelector("svg")!;
  expect(art).toHaveAttribute("aria-hidden", "true");
  expect(art).toHaveAttribute("width", "560");
  expect(art).toHaveAttribute("height", "420");
  expect(art.parentElement).toHaveClass("hidden", "lg:block");
  expect(container.innerHTML).not.toMatch(/#[0-9a-f]{3,6}\b|style=/i);
});

it("leaves the illustration out of the HTML, keeping its box", () => {
  const html = renderToString(<HeroMedia />);
  expect(html).not.toContain("<svg");
  expect(html).toMatch(/class="[^"]*aspect-\[4\/3\][^"]*lg:block/);
});
