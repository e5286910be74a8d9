import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NotificationsPanel } from "@/features/owner/components/NotificationsPanel";
import { ownerConfig, type PushNotice } from "@/features/owner/content";
import type { PushBusy } from "@/features/owner/hooks/use-push";
import type { PushState } from "@/features/owner/lib/push-state";

const copy = ownerConfig.notifications;

function show(state: PushState, busy: PushBusy = null, notice: PushNotice | null = null) {
  const actions = { onEnable: vi.fn(), onTest: vi.fn(), onDisable: vi.fn() };
  render(<NotificationsPanel state={state} busy={busy} notice={notice} {...actions} />);
  return actions;
}

const buttons = () => screen.queryAllByRole("button").map((button) => button.textContent);

describe("each state says what it is and offers only what can work", () => {
  it.each([
    ["not-configured", /not set up for this site yet\. Ask your developer.*push notification key/],
    ["unsupported", /This browser cannot show notifications/],
    ["denied", /blocked for this site.*then reload this page/],
    ["offline", /You are offline/],
    ["checking", /Checking this device/],
  ] as const)("%s: a sentence and no button", (state, sentence) => {
    show(state);
    expect(screen.getByRole("region", { name: "Notifications" })).toBeVisible();
    expect(screen.getByText(sentence)).toBeVisible();
    expect(buttons()).toEqual([]);
  });

  it("iphone-not-installed: the Home Screen steps in order, and no button", () => {
    show("iphone-not-installed");
    expect(screen.getByText(/only the inbox added to the Home Screen \(iOS 16\.4/)).toBeVisible();
    const steps = screen.getAllByRole("listitem").map((step) => step.textContent);
    expect(steps).toEqual([
      expect.stringMatching(/^1\.In Safari, open the Share menu/),
      expect.stringMatching(/^2\.Tap Add to Home Screen/),
      expect.stringMatching(/^3\.Open Requests from the Home Screen and sign in there/),
    ]);
    expect(buttons()).toEqual([]);
  });

  it("off: the sentence and Notify me of new requests", async () => {
    const actions = show("off");
    expect(screen.getByText(copy.states.off)).toBeVisible();
    expect(buttons()).toEqual(["Notify me of new requests"]);
    await userEvent.click(screen.getByRole("button", { name: "Notify me of new requests" }));
    expect(actions.onEnable).toHaveBeenCalledOnce();
  });

  it("on: Send a test notification and Turn off", async () => {
    const actions = show("on");
    expect(screen.getByText(/Notifications are on/)).toBeVisible();
    expect(buttons()).toEqual(["Send a test notification", "Turn off"]);
    await userEvent.click(screen.getByRole("button", { name: "Send a test notification" }));
    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));
    expect(actions.onTest).toHaveBeenCalledOnce();
    expect(actions.onDisable).toHaveBeenCalledOnce();
  });
});

describe("offered at the top of the inbox", () => {
  const offer = (state: PushState, notice: PushNotice | null = null) => {
    const actions = { onEnable: vi.fn(), onTest: vi.fn(), onDisable: vi.fn(), onDismiss: vi.fn() };
    render(<NotificationsPanel state={state} busy={null} notice={notice} offered {...actions} />);
    return actions;
  };

  it("off: one line, its button and Not now, no sentence above them", async () => {
    const actions = offer("off");
    const section = screen.getByRole("region", { name: "Notifications" });
    expect(buttons()).toEqual(["Notify me of new requests", "Not now"]);
    expect(section).not.toHaveTextContent(copy.states.off);
    await userEvent.click(screen.getByRole("button", { name: "Notify me of new requests" }));
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(actions.onEnable).toHaveBeenCalledOnce();
    expect(actions.onDismiss).toHaveBeenCalledOnce();
  });

  it("on an iPhone in Safari: one line whose button shows the Home Screen steps", async () => {
    offer("iphone-not-installed");
    const how = screen.getByRole("button", { name: copy.showSteps, expanded: false });
    expect(buttons()).toEqual([copy.showSteps, "Not now"]);
    expect(screen.queryByRole("listitem")).toBeNull();
    await userEvent.click(how);
    expect(how).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(copy.states["iphone-not-installed"])).toBeVisible();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("after a tap that went wrong: the whole section, saying why", () => {
    offer("off", "failed");
    expect(screen.getByText(copy.states.off)).toBeVisible();
    expect(screen.getByText(copy.notices.failed)).toBeVisible();
  });
});

describe("while busy", () => {
  it("names what is under way and marks every button as unavailable", () => {
    show("on", "test");
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.getByRole("button", { name: "Turn off" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("says Turning on… on the button just tapped", () => {
    show("off", "enable");
    expect(screen.getByRole("button", { name: "Turning on…" })).toBeVisible();
  });
});

describe("notices", () => {
  const liveRegion = () => screen.getByRole("region").querySelector("[aria-live=polite]");

  it("announces a sent test politely", () => {
    show("on", null, "sent");
    expect(liveRegion()).toHaveTextContent(copy.notices.sent);
  });

  it.each(["taken", "gone", "not-set-up", "session", "test-failed", "dismissed"] as const)(
    "announces %s politely, styled as a problem",
    (notice) => {
      show("off", null, notice);
      const text = screen.getByText(copy.notices[notice]);
      expect(liveRegion()).toContainElement(text);
      expect(text).toHaveClass("text-danger");
    },
  );

  it("adds no alert or status role, which the inbox's own messages use", () => {
    show("off", null, "taken");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
