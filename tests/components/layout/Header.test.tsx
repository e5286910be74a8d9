import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Session } from "@supabase/supabase-js";
import { expect, it } from "vitest";
import { AuthContext, type AuthState } from "@/auth/auth-context";
import { notSubscribed } from "@/auth/subscription";
import { Header } from "@/components/layout/Header";
import { siteConfig } from "@/config/site";

/** The header as the app renders it: inside the auth context, signed out or with a session. */
function renderHeader(session: Session | null = null) {
  const auth: AuthState = {
    ...notSubscribed,
    user: session?.user ?? null,
    session,
    loading: false,
    checking: false,
    signIn: () => Promise.reject(new Error("not here")),
    signUp: () => Promise.reject(new Error("not here")),
    signOut: () => Promise.resolve(),
  };
  return render(
    <AuthContext.Provider value={auth}>
      <Header />
    </AuthContext.Provider>,
  );
}

it("navigates to the in-page sections", () => {
  renderHeader();
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
  renderHeader();
  const manage = screen.getByRole("link", { name: /manage subscription/i });
  expect(manage).toHaveAttribute("href", "https://billing.example.com/");
  expect(manage).toHaveAttribute("target", "_blank");
  expect(manage).toHaveAttribute("rel", "noopener noreferrer");
  expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute(
    "href",
    "tel:+18015550142",
  );
});

it("opens a signed-in account's own billing through the partner's page, in a new tab", () => {
  const user = { id: "u1", email: "pat@example.com" } as Session["user"];
  renderHeader({ access_token: "token", user } as Session);
  const manage = screen.getByRole("link", { name: /manage subscription/i });
  expect(manage).toHaveAttribute("href", "/partner?billing=portal");
  expect(manage).toHaveAttribute("target", "_blank");
  expect(manage).toHaveAttribute("rel", "noopener noreferrer");
});

it("lists the 8 areas in the Areas We Service menu, each leading to its page", async () => {
  renderHeader();
  // By keyboard, which reaches the look-alike or the Radix trigger that took its place (the menu
  // swaps in as soon as it is loaded: at once when another test has loaded it).
  act(() => screen.getByRole("button", { name: "Areas We Service" }).focus());
  await userEvent.keyboard("{Enter}");
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
    const { unmount } = renderHeader();
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

// Last: once the menus' chunk is loaded, a stand-in swaps for its menu as soon as a pointer is
// over it, which the tests above that click one do not wait for.
it("links the page for property managers beside Manage Subscription, and in the phone menu", async () => {
  renderHeader();
  expect(screen.getByRole("link", { name: "Partners" })).toHaveAttribute("href", "/partners");
  await userEvent.hover(screen.getByRole("button", { name: "Menu" }));
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("data-state", "closed"),
  );
  await userEvent.click(screen.getByRole("button", { name: "Menu" }));
  expect(await screen.findByRole("menuitem", { name: "Partners" })).toHaveAttribute(
    "href",
    "/partners",
  );
});
