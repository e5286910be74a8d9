import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Header } from "@/components/layout/Header";
import { siteConfig } from "@/config/site";

it("navigates to the in-page sections", () => {
  render(<Header />);
  const nav = screen.getByRole("navigation", { name: "Main" });
  expect(nav).toBeInTheDocument();
  for (const [name, href] of [
    ["Services", "/#services"],
    ["Pricing", "/#pricing"],
    ["Contact", "/#contact"],
  ]) {
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
  }
});

it("opens Manage Subscription in a new tab and dials on Get Started", () => {
  render(<Header />);
  const manage = screen.getByRole("link", { name: /manage subscription/i });
  expect(manage).toHaveAttribute("href", "https://billing.example.com/");
  expect(manage).toHaveAttribute("target", "_blank");
  expect(manage).toHaveAttribute("rel", "noopener noreferrer");
  expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute(
    "href",
    "tel:+18015550142",
  );
});

it("lists the 8 areas in the Areas We Service menu, each leading to its page", async () => {
  render(<Header />);
  await userEvent.click(screen.getByRole("button", { name: "Areas We Service" }));
  const items = await screen.findAllByRole("menuitem");
  expect(items.map((item) => item.textContent)).toEqual(siteConfig.areas);
  expect(items.map((item) => item.getAttribute("href"))).toEqual(
    siteConfig.areas.map((area) => `/areas/${area.toLowerCase().replaceAll(" ", "-")}`),
  );
  expect(screen.getByRole("menuitem", { name: "Salt Lake City" })).toHaveAttribute(
    "href",
    "/areas/salt-lake-city",
  );
});

it("links the phone menu's Request online to the form, saying which page it was opened on", async () => {
  const requestLinkOn = async (path: string) => {
    window.history.replaceState(null, "", path);
    const { unmount } = render(<Header />);
    // A pointer over the look-alike button loads the menu, which takes its place; the click then
    // lands on the real trigger, as it does under a mouse.
    await userEvent.hover(screen.getByRole("button", { name: "Menu" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("data-state", "closed"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    const href = (await screen.findByRole("menuitem", { name: "Request online" })).getAttribute(
      "href",
    );
    unmount();
    return href;
  };
  expect(await requestLinkOn("/")).toBe("/get-started?from=landing");
  expect(await requestLinkOn("/areas/provo")).toBe("/get-started?from=area");
  expect(await requestLinkOn("/areas")).toBe("/get-started?from=area");
  expect(await requestLinkOn("/get-started?from=pricing")).toBe("/get-started");
  window.history.replaceState(null, "", "/");
});
