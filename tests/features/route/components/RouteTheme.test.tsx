import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it } from "vitest";
import { RouteTheme, ThemeSwitch } from "@/features/route/components/RouteTheme";

// The route's screen switch: it follows the phone's setting until the crew picks Dark or Light,
// and the pick stays on the device. The colours themselves are checked in Chromium
// (e2e/route.spec.ts); here the root's night class stands for them.

/** A phone whose dark setting the test turns on and off, telling the page as a phone does. */
function phone(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (query: string) => {
    expect(query).toBe("(prefers-color-scheme: dark)");
    return media as unknown as MediaQueryList;
  };
  return {
    set(value: boolean) {
      dark = value;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function renderRoute() {
  const view = render(
    <RouteTheme>
      <ThemeSwitch />
    </RouteTheme>,
  );
  const root = view.container.firstElementChild;
  return { ...view, isDark: () => root?.classList.contains("bg-ink") ?? false };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(window, "matchMedia");
});

it("follows the phone's setting, as it changes, while nothing is picked", () => {
  const settings = phone(false);
  const { isDark } = renderRoute();
  expect(screen.getByRole("group", { name: "Screen" })).toBeVisible();
  expect(screen.getByRole("radio", { name: "Match the phone" })).toBeChecked();
  expect(isDark()).toBe(false);
  settings.set(true);
  expect(isDark()).toBe(true);
  settings.set(false);
  expect(isDark()).toBe(false);
});

it("keeps Dark or Light on the device over the phone's setting, until Match the phone", async () => {
  const user = userEvent.setup();
  const settings = phone(true);
  const first = renderRoute();
  expect(first.isDark()).toBe(true);
  await user.click(screen.getByRole("radio", { name: "Light" }));
  expect(first.isDark()).toBe(false);
  first.unmount();

  // The page opened again: still light on a dark phone.
  const again = renderRoute();
  expect(screen.getByRole("radio", { name: "Light" })).toBeChecked();
  expect(again.isDark()).toBe(false);
  settings.set(false);
  await user.click(screen.getByRole("radio", { name: "Dark" }));
  expect(again.isDark()).toBe(true);
  again.unmount();
  expect(renderRoute().isDark()).toBe(true);
  expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();

  await user.click(screen.getByRole("radio", { name: "Match the phone" }));
  expect(screen.getByRole("radio", { name: "Match the phone" })).toBeChecked();
  expect(localStorage.length).toBe(0);
  settings.set(true);
  expect(screen.getByRole("radio", { name: "Match the phone" })).toBeChecked();
});

it("holds a pick while the page is open on a phone whose storage refuses it", async () => {
  const user = userEvent.setup();
  phone(false);
  const setItem = Storage.prototype.setItem;
  const getItem = Storage.prototype.getItem;
  Storage.prototype.setItem = () => {
    throw new DOMException("refused", "SecurityError");
  };
  Storage.prototype.getItem = () => {
    throw new DOMException("refused", "SecurityError");
  };
  try {
    const { isDark } = renderRoute();
    await user.click(screen.getByRole("radio", { name: "Dark" }));
    expect(isDark()).toBe(true);
    expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Match the phone" }));
  } finally {
    Storage.prototype.setItem = setItem;
    Storage.prototype.getItem = getItem;
  }
});
