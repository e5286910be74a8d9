import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { HeroMedia } from "@/components/landing/HeroMedia";
import { HeroPhoto } from "@/components/landing/HeroPhoto";

it("shows the illustration without a photo: sized, decorative, desktop only", () => {
  const { container } = render(<HeroMedia />);
  const art = container.querySelector("svg")!;
  expect(art).toHaveAttribute("aria-hidden", "true");
  expect(art).toHaveAttribute("width", "560");
  expect(art).toHaveAttribute("height", "420");
  expect(art).toHaveClass("hidden", "lg:block");
  expect(container.innerHTML).not.toMatch(/#[0-9a-f]{3,6}\b|style=/i);
});

it("renders the owner's photo as AVIF, WebP and JPEG sets with its size", () => {
  const set = (ext: string) => `/a/hero-480.${ext} 480w, /a/hero-800.${ext} 800w`;
  const { container } = render(
    <HeroPhoto
      photo={{
        width: 800,
        height: 600,
        sizes: "100vw",
        src: "/a/hero-800.jpg",
        sources: [
          { type: "image/avif", srcSet: set("avif") },
          { type: "image/webp", srcSet: set("webp") },
          { type: "image/jpeg", srcSet: set("jpg") },
        ],
      }}
    />,
  );
  const types = [...container.querySelectorAll("source")].map((s) => s.getAttribute("type"));
  expect(types).toEqual(["image/avif", "image/webp"]);
  const img = container.querySelector("img")!;
  expect(img).toHaveAttribute("srcset", set("jpg"));
  expect(img).toHaveAttribute("width", "800");
  expect(img).toHaveAttribute("height", "600");
  expect(img).toHaveAttribute("fetchpriority", "high");
  expect(img).toHaveAttribute("alt", "");
});
