import { describe, expect, it } from "vitest";
import { isAppleMobile, pushState, type PushFacts } from "@/features/owner/lib/push-state";

/** A desktop Chrome that can subscribe and has not yet. */
const ready: PushFacts = {
  configured: true,
  appleMobile: false,
  standalone: false,
  supported: true,
  permission: "default",
  online: true,
  subscribed: false,
};

describe("pushState", () => {
  it("is off until subscribed with permission, then on", () => {
    expect(pushState(ready)).toBe("off");
    expect(pushState({ ...ready, permission: "granted" })).toBe("off");
    expect(pushState({ ...ready, permission: "granted", subscribed: true })).toBe("on");
    // A subscription left behind after the permission was reset receives nothing.
    expect(pushState({ ...ready, permission: "default", subscribed: true })).toBe("off");
  });

  it("is checking while the browser has not said whether it is subscribed", () => {
    expect(pushState({ ...ready, subscribed: null })).toBe("checking");
  });

  it("says not-configured before anything else", () => {
    expect(
      pushState({
        ...ready,
        configured: false,
        appleMobile: true,
        supported: false,
        online: false,
      }),
    ).toBe("not-configured");
  });

  it("sends an iPhone in Safari to the Home Screen, though Safari shows it no Push API", () => {
    const safari = { ...ready, appleMobile: true, supported: false };
    expect(pushState(safari)).toBe("iphone-not-installed");
    expect(pushState({ ...safari, standalone: true, supported: true })).toBe("off");
    // iOS before 16.4: the Home Screen app has no Push API either.
    expect(pushState({ ...safari, standalone: true })).toBe("unsupported");
  });

  it("is unsupported without the APIs, denied when blocked, offline without a network", () => {
    expect(pushState({ ...ready, supported: false })).toBe("unsupported");
    expect(pushState({ ...ready, permission: "denied", subscribed: true })).toBe("denied");
    expect(pushState({ ...ready, online: false, subscribed: true })).toBe("offline");
    expect(pushState({ ...ready, online: false, permission: "denied" })).toBe("denied");
  });
});

describe("isAppleMobile", () => {
  const iphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
  const chromeOnIphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.156 Mobile/15E148 Safari/604.1";
  const mac =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15";
  const android =
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36";

  it("knows an iPhone in any browser, and an iPad that asks for desktop sites", () => {
    expect(isAppleMobile(iphone, 5)).toBe(true);
    expect(isAppleMobile(chromeOnIphone, 5)).toBe(true);
    expect(isAppleMobile(iphone.replace(/iPhone/g, "iPad"), 5)).toBe(true);
    // iPadOS's Safari says Macintosh; only its touch screen tells it from a Mac.
    expect(isAppleMobile(mac, 5)).toBe(true);
  });

  it("is false for a Mac and for Android", () => {
    expect(isAppleMobile(mac, 0)).toBe(false);
    expect(isAppleMobile(android, 5)).toBe(false);
  });
});
