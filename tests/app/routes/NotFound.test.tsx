import { act, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { expect, it, vi } from "vitest";
import { App } from "@/app/App";

it("shows the 404 page for an unknown path and logs the path", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  // The 404 page is a chunk of its own, not loaded beforehand here: it appears once loaded.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={["/no/such/page"]}>
        <App />
      </MemoryRouter>,
    );
  });
  expect(
    await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" }),
  ).toBeVisible();
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining("/no/such/page")));
  // The header is on every screen, and its links lead back into the landing page.
  const nav = within(screen.getByRole("banner")).getByRole("navigation", { name: "Main" });
  expect(within(nav).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/#pricing");
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
