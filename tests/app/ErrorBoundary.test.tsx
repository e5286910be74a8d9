import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "@/app/ErrorBoundary";
import { siteConfig } from "@/config/site";

function BrokenSection(): never {
  throw new Error("section exploded");
}

describe("ErrorBoundary", () => {
  it("shows its children while nothing throws", () => {
    render(
      <ErrorBoundary>
        <p>Landing content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Landing content")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /could not be shown/i })).toBeNull();
  });

  it("replaces a section that throws with the phone and e-mail, and logs the error", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <p>Landing content</p>
        <BrokenSection />
      </ErrorBoundary>,
    );

    expect(screen.getByRole("heading", { name: /could not be shown/i })).toBeInTheDocument();
    expect(screen.queryByText("Landing content")).toBeNull();
    expect(screen.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute(
      "href",
      siteConfig.phone.href,
    );
    expect(siteConfig.phone.href).toMatch(/^tel:\+1\d{10}$/);
    expect(screen.getByRole("link", { name: siteConfig.email })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email}`,
    );
    expect(consoleError).toHaveBeenCalledWith(
      "The page failed to render:",
      expect.objectContaining({ message: "section exploded" }),
      expect.stringContaining("BrokenSection"),
    );
  });
});
