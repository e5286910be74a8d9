import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { HeroPhoto } from "@/features/landing/components/HeroPhoto";

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
