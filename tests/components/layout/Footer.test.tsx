import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { Footer } from "@/components/layout/Footer";
import { siteConfig } from "@/config/site";

it("lists services, contact details, the 8 areas and © 2024", () => {
  render(<Footer />);
  const footer = screen.getByRole("contentinfo");
  expect(within(footer).getByRole("link", { name: "Garage Cleanouts" })).toBeVisible();
  expect(within(footer).getByRole("link", { name: "Trash Collection" })).toBeVisible();
  expect(within(footer).getByRole("link", { name: "For property managers" })).toHaveAttribute(
    "href",
    "/partners",
  );
  expect(within(footer).getByRole("link", { name: "(801) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+18015550142",
  );
  expect(within(footer).getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
    "href",
    "mailto:hello@example.com",
  );
  const areas = within(footer).getByRole("heading", { name: "Areas We Service" })
    .nextElementSibling as HTMLElement;
  expect(
    within(areas)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(siteConfig.areas);
  expect(within(areas).getByRole("link", { name: "Spanish Fork" })).toHaveAttribute(
    "href",
    "/areas/spanish-fork",
  );
  expect(footer).toHaveTextContent("© 2024");
});
