import { act, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { HeroMedia } from "@/features/landing/components/HeroMedia";

/** A screen at least `width` px wide answers the hero's media query (jsdom has none of its own). */
function screenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({ matches: Number(query.match(/min-width: (\d+)px/)?.[1]) <= width }) as MediaQueryList;
}
afterEach(() => {
  Reflect.deleteProperty(window, "matchMedia");
});

it("draws the illustration without a photo on a wide screen: sized, decorative", async () => {
  screenWidth(1280);
  const { container } = render(<HeroMedia />);
  await act(async () => {}); // the render after hydration, a transition
  const art = container.querySelector("svg")!;
  expect(art).toHaveAttribute("aria-hidden", "true");
  expect(art).toHaveAttribute("width", "560");
  expect(art).toHaveAttribute("height", "420");
  expect(art.parentElement).toHaveClass("hidden", "lg:block");
  expect(container.innerHTML).not.toMatch(/#[0-9a-f]{3,6}\b|style=/i);
});

it("leaves it out of the HTML, keeping its box, and out of a phone's work", async () => {
  const html = renderToString(<HeroMedia />);
  expect(html).not.toContain("<svg");
  expect(html).toMatch(/class="[^"]*aspect-\[4\/3\][^"]*lg:block/);
  screenWidth(412);
  const { container } = render(<HeroMedia />);
  await act(async () => {});
  expect(container.querySelector("svg")).toBeNull();
});
