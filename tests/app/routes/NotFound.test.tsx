import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { expect, it, vi } from "vitest";
import { App } from "@/app/App";

it("shows the 404 page for an unknown path and logs the path", () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={["/no/such/page"]}>
      <App />
    </MemoryRouter>,
  );
  expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect(error).toHaveBeenCalledWith(expect.stringContaining("/no/such/page"));
});

it("shows the landing page on /", () => {
  render(
    <MemoryRouter initialEntries={["/"]}>
      <App />
    </MemoryRouter>,
  );
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/trash pickup/i);
  expect(screen.queryByText("Oops! Page not found")).toBeNull();
});
