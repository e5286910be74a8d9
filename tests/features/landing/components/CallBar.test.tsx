import { act, render, screen } from "@testing-library/react";
import { beforeEach, expect, it, vi } from "vitest";
import { CallBar } from "@/features/landing/components/CallBar";

// jsdom has no IntersectionObserver: this stand-in lets a test say what is on screen.
type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
let report: Report;
beforeEach(() => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: Report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});

function renderOnPage() {
  const { container } = render(
    <>
      <section>
        <h1 id="hero-title">Hero</h1>
        <a href="tel:+18015550142">Call Now</a>
      </section>
      <CallBar />
      <footer>Footer</footer>
    </>,
  );
  return {
    container,
    callNow: screen.getByRole("link", { name: "Call Now" }),
    footer: screen.getByText("Footer"),
  };
}

const rootBounds = { top: 64 } as DOMRectReadOnly;
const at = (top: number) => ({ top }) as DOMRectReadOnly;
const bar = () => screen.queryByRole("navigation", { name: "Call, text or request online" });

it("offers Call, Text and Request online once Call Now is above the screen", () => {
  const { callNow, footer } = renderOnPage();
  expect(bar()).toHaveClass("invisible");
  act(() =>
    report([
      { target: callNow, isIntersecting: false, boundingClientRect: at(-80), rootBounds },
      { target: footer, isIntersecting: false, boundingClientRect: at(3000), rootBounds },
    ]),
  );
  expect(bar()).toHaveClass("visible");
  expect(screen.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+18015550142");
  expect(screen.getByRole("link", { name: "Text" })).toHaveAttribute("href", "sms:+18015550142");
  expect(screen.getByRole("link", { name: "Request online" })).toHaveAttribute(
    "href",
    "/get-started?from=landing",
  );

  act(() =>
    report([{ target: footer, isIntersecting: true, boundingClientRect: at(500), rootBounds }]),
  );
  expect(bar()).toHaveClass("invisible");
});

it("stays hidden while Call Now is below the screen, and shows once it is under the header", () => {
  const { callNow } = renderOnPage();
  act(() =>
    report([{ target: callNow, isIntersecting: false, boundingClientRect: at(900), rootBounds }]),
  );
  expect(bar()).toHaveClass("invisible");
  act(() =>
    report([{ target: callNow, isIntersecting: false, boundingClientRect: at(10), rootBounds }]),
  );
  expect(bar()).toHaveClass("visible");
});

it("is for phones only and reserves its height under the content", () => {
  const { container } = renderOnPage();
  expect(bar()).toHaveClass("md:hidden", "fixed");
  const spacer = container.querySelector('div[aria-hidden="true"]');
  expect(spacer).toHaveClass("md:hidden");
  expect(spacer?.className).toContain("h-[calc(4.5rem_+_env(safe-area-inset-bottom))]");
  expect(bar()?.className).toContain("h-[calc(4.5rem_+_env(safe-area-inset-bottom))]");
});
