import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { expect, it } from "vitest";
import { HtmlMenuContext } from "@/components/layout/html-menu";
import { LazyAreasMenu } from "@/components/layout/LazyMenus";
import { PrerenderedMenu } from "@/components/layout/PrerenderedMenu";

// The menu's button with the menu's markup beside it, as a prerendered page has them after
// hydration. The inline script's controls.ts is not installed here: the tests set what it
// leaves on the page (aria-expanded, the menu shown), and check what Radix's menu takes over.
function renderPrerendered() {
  render(
    <MemoryRouter>
      <HtmlMenuContext.Provider value={(props) => <PrerenderedMenu {...props} />}>
        <LazyAreasMenu label="Areas We Service" />
      </HtmlMenuContext.Provider>
    </MemoryRouter>,
  );
  const button = screen.getByRole("button", { name: "Areas We Service" });
  const htmlMenu = document.getElementById("areas-menu")!;
  /** What controls.ts does on a tap: the menu in the HTML shown, its button expanded. */
  const openHtmlMenu = () => {
    button.setAttribute("aria-expanded", "true");
    htmlMenu.hidden = false;
  };
  /** Radix's trigger has taken the look-alike's place, in this state. */
  const radixTrigger = (state: "open" | "closed") =>
    waitFor(() =>
      expect(screen.getByRole("button", { name: "Areas We Service" })).toHaveAttribute(
        "data-state",
        state,
      ),
    );
  return { button, htmlMenu, openHtmlMenu, radixTrigger };
}

it("leaves a tap to the menu in the HTML: Radix's menu takes the state controls.ts left", async () => {
  const { button, radixTrigger } = renderPrerendered();
  // A whole tap, which controls.ts did not answer here: nothing opens on its own.
  fireEvent.pointerDown(button);
  fireEvent.click(button);
  await radixTrigger("closed");
  expect(screen.queryByRole("menu")).toBeNull();
});

it("opens Radix's menu in place of the menu in the HTML left open", async () => {
  const { button, openHtmlMenu, radixTrigger } = renderPrerendered();
  openHtmlMenu();
  fireEvent.focus(button); // reaching for it loads Radix's menu
  await radixTrigger("open");
  expect(await screen.findByRole("menuitem", { name: "Orem" })).toBeVisible();
  expect(screen.getAllByRole("menu")).toHaveLength(1);
  expect(document.getElementById("areas-menu")).toBeNull();
});

it("keeps it closed when the menu in the HTML was closed", async () => {
  const { button, radixTrigger } = renderPrerendered();
  fireEvent.focus(button);
  await radixTrigger("closed");
  expect(screen.queryByRole("menu")).toBeNull();
});

it("answers a press under way as its click would have, opening a closed menu", async () => {
  const closed = renderPrerendered();
  fireEvent.pointerDown(closed.button); // the click, still to come, is lost with the look-alike
  await closed.radixTrigger("open");
  expect(await screen.findByRole("menuitem", { name: "Orem" })).toBeVisible();
});

it("answers a press under way on an open menu by closing it", async () => {
  const open = renderPrerendered();
  open.openHtmlMenu();
  fireEvent.pointerDown(open.button);
  await open.radixTrigger("closed");
  expect(screen.queryByRole("menu")).toBeNull();
});

it("waits for a finger's click before loading Radix's menu, so the tap's menu shows first", async () => {
  const { button, radixTrigger } = renderPrerendered();
  // A finger's tap: its pointer events and the focus it gives the button load nothing.
  fireEvent.pointerEnter(button, { pointerType: "touch" });
  fireEvent.pointerDown(button, { pointerType: "touch" });
  fireEvent.focus(button);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole("button", { name: "Areas We Service" })).not.toHaveAttribute(
    "data-state",
  );
  // Its click (which controls.ts answers on the page), then a frame later, the download.
  fireEvent.click(button);
  await radixTrigger("closed");
});

it("swaps in Radix's menu as soon as it has loaded, leaving no moment for a key in between", async () => {
  const { button, openHtmlMenu, radixTrigger } = renderPrerendered();
  openHtmlMenu();
  await import("@/components/layout/Menus"); // already downloaded, as after a hover
  fireEvent.focus(button);
  // Microtasks only, no task: the download's answer is heard and the look-alike replaced. A swap
  // left to a later task let an Escape close the HTML menu in between and Radix's open anyway.
  for (let tick = 0; tick < 100; tick++) await Promise.resolve();
  expect(button.isConnected).toBe(false);
  await radixTrigger("open");
});
