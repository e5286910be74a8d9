import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { Areas } from "@/app/routes/Areas";
import { specAreas } from "../../support/spec";

it("lists the 8 areas, each linking to its own page with its first facts", () => {
  render(<Areas />);
  expect(screen.getByRole("heading", { level: 1, name: "Areas we serve" })).toBeVisible();
  expect(screen.getByText(/based in Pleasant Grove and serve 8 cities/)).toBeVisible();
  const cities = screen.getAllByRole("heading", { level: 2 });
  expect(cities.map((heading) => heading.textContent)).toEqual(specAreas);
  for (const heading of cities) {
    const link = within(heading).getByRole("link");
    expect(link).toHaveAttribute(
      "href",
      `/areas/${heading.textContent?.toLowerCase().replaceAll(" ", "-")}`,
    );
  }
  const provo = screen.getByRole("heading", { name: "Provo" }).closest("li")!;
  expect(provo).toHaveTextContent("About 13 miles from Pleasant Grove.");
  expect(provo).toHaveTextContent(/ZIP codes we serve: 84601/);
  expect(provo).toHaveTextContent(/Services there: .*Trash Collection/);
});

it("is the last step of its breadcrumb, after Home", () => {
  render(<Areas />);
  const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
  expect(within(breadcrumb).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  expect(within(breadcrumb).getByRole("link", { name: "Areas" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
