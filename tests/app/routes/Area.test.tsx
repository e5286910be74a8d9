import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import Area from "@/app/routes/Area";
import { specAreas } from "../../support/spec";
import { allowConsoleErrors } from "../../support/console";

const slug = (city: string) => city.toLowerCase().replaceAll(" ", "-");

function renderArea(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="areas/:slug?" element={<Area />} />
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * The sentences of the page's own text (prose ending in . ! or ?; headings, prices and link
 * labels are not sentences), outside its navigation (breadcrumb, other cities), with the city's
 * name replaced: a sentence that differs only by the name counts as shared.
 */
function sentences(city: string): Set<string> {
  const { container } = renderArea(`/areas/${slug(city)}`);
  const blocks = [...container.querySelectorAll("h1, h2, h3, p, li")].filter(
    (block) => !block.closest("nav"),
  );
  const text = blocks.map((block) => block.textContent ?? "").join("\n");
  cleanup();
  return new Set(
    text
      .replaceAll(city, "{city}")
      .split(/(?<=[.!?])\s+|\n/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => /[.!?]$/.test(sentence)),
  );
}

describe("city pages", () => {
  it("share at most half of their sentences with any other city page", () => {
    const pages = specAreas.map((city) => ({ city, sentences: sentences(city) }));
    for (const a of pages) {
      for (const b of pages) {
        if (a === b) continue;
        const shared = [...a.sentences].filter((sentence) => b.sentences.has(sentence));
        expect(
          shared.length,
          `${a.city} and ${b.city} share ${shared.join(" | ")}`,
        ).toBeLessThanOrEqual(a.sentences.size / 2);
      }
    }
  });

  it("name the city, its ZIP codes, the drive, both prices and the ways to start", () => {
    renderArea("/areas/provo");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/Provo/);
    expect(screen.getByText(/Brigham Young University/)).toBeVisible();
    expect(screen.getByText(/84601/)).toBeVisible();
    expect(screen.getByText("About 13 miles from Pleasant Grove.")).toBeVisible();
    expect(screen.getByText("$20/month")).toBeVisible();
    expect(screen.getByText("Starting at $279")).toBeVisible();
    expect(screen.getByRole("link", { name: "Call Now" })).toHaveAttribute(
      "href",
      "tel:+18015550142",
    );
    expect(screen.getByRole("link", { name: "Request online" })).toHaveAttribute(
      "href",
      "/get-started?from=area",
    );
    expect(screen.getByRole("link", { name: "All services" })).toHaveAttribute(
      "href",
      "/#services",
    );
    expect(screen.getByRole("link", { name: "All pricing" })).toHaveAttribute("href", "/#pricing");
  });

  it("link home and to the areas in the breadcrumb, and to the seven other cities", () => {
    renderArea("/areas/heber");
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(breadcrumb).getByRole("link", { name: "Areas" })).toHaveAttribute(
      "href",
      "/areas",
    );
    expect(within(breadcrumb).getByRole("link", { name: "Heber" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const others = screen.getByRole("navigation", { name: "Other areas we serve" });
    expect(
      within(others)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(specAreas.filter((city) => city !== "Heber"));
  });

  it("share their route with /areas, the list of every city", () => {
    renderArea("/areas");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Areas we serve");
    expect(screen.getByRole("link", { name: "Heber" })).toHaveAttribute("href", "/areas/heber");
  });

  it("show the 404 page for an unknown city", () => {
    allowConsoleErrors(/non-existent route: \/areas\/nowhere$/); // the 404 page logs the path
    renderArea("/areas/nowhere");
    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});
