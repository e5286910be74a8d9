// @vitest-environment node
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ownerConfig } from "@/features/owner/content";

// public/owner-sw.js as the browser runs it, a classic script, with stand-ins for the worker's
// globals: the listeners it adds, the notifications it shows and the windows it finds or opens.

const source = readFileSync(new URL("../../../public/owner-sw.js", import.meta.url), "utf8");
const origin = "https://www.example.com";

type Shown = { title: string; options: { body: string; tag: string; data: { navigate: string } } };
type FakeWindow = {
  url: string;
  focused: boolean;
  controlled: boolean;
  focus: () => Promise<FakeWindow>;
  navigate: (url: string) => Promise<FakeWindow>;
};

function fakeWindow(path: string, controlled = true): FakeWindow {
  const client: FakeWindow = {
    url: origin + path,
    focused: false,
    controlled,
    focus: async () => {
      client.focused = true;
      return client;
    },
    navigate: async (url) => {
      // WindowClient.navigate rejects for a window the worker does not control.
      if (!client.controlled) throw new TypeError("not controlled");
      client.url = url;
      return client;
    },
  };
  return client;
}

/** Runs the worker once; returns how to fire its events and what it did. */
function startWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  let matched: unknown;
  const self = {
    location: new URL(`${origin}/owner-sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: async () => {},
    registration: {
      showNotification: async (title: string, options: Shown["options"]) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: async () => {},
      matchAll: async (options: unknown) => {
        matched = options;
        return windows;
      },
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  const context: Record<string, unknown> = { self, URL };
  runInNewContext(source, context);

  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function fire(type: string, fields: object) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...fields, waitUntil: (p: Promise<unknown>) => pending.push(p) });
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
  }
  const push = (text: string | null) =>
    fire("push", { data: text === null ? null : { text: () => text } });
  let closed = 0;
  const click = (navigate: unknown) =>
    fire("notificationclick", {
      notification: { data: { navigate }, close: () => (closed += 1) },
    });
  return {
    listeners,
    shown,
    opened,
    push,
    click,
    closed: () => closed,
    matched: () => matched,
    clickTarget: context.clickTarget as (navigate: unknown, origin: string) => string,
  };
}

const request = "0b0e0c4a-7f2e-4d8e-9b1a-2c3d4e5f6a7b";
const payload = {
  web_push: 8030,
  notification: {
    title: "New garage cleanout request",
    body: "Gary · Pleasant Grove · waiting since 9:41",
    navigate: `${origin}/owner?request=${request}`,
    tag: `request-${request}`,
  },
};

describe("a push", () => {
  it("shows the Declarative Web Push notification it carries", async () => {
    const worker = startWorker();
    await worker.push(JSON.stringify(payload));
    expect(worker.shown).toEqual([
      {
        title: "New garage cleanout request",
        options: {
          body: "Gary · Pleasant Grove · waiting since 9:41",
          tag: `request-${request}`,
          renotify: true,
          data: { navigate: `${origin}/owner?request=${request}` },
        },
      },
    ]);
  });

  it.each([
    ["no data", null],
    ["data that is not JSON", "New request!"],
    ["JSON of another format", JSON.stringify({ title: "Hello" })],
    ["another web_push version", JSON.stringify({ ...payload, web_push: 1 })],
    ["a notification without a title", JSON.stringify({ web_push: 8030, notification: {} })],
  ])("with %s still shows a notification, the inbox's fallback", async (_, text) => {
    const worker = startWorker();
    await worker.push(text);
    expect(worker.shown).toHaveLength(1);
    expect(worker.shown[0]).toMatchObject({
      title: ownerConfig.notifications.fallback.title,
      options: {
        body: ownerConfig.notifications.fallback.body,
        data: { navigate: "/owner" },
      },
    });
  });

  it("answers only GETs of the inbox's and route's pages and the built files, of its own origin", () => {
    const { listeners } = startWorker();
    expect([...listeners.keys()].sort()).toEqual([
      "activate",
      "fetch",
      "install",
      "message",
      "notificationclick",
      "push",
    ]);
    const answered = (url: string, mode = "navigate", method = "GET") => {
      let responded = false;
      listeners.get("fetch")?.({
        request: { url, mode, method },
        // The stand-in has no Cache Storage: what the answer would be is the browser test's.
        respondWith: (answer: Promise<unknown>) => {
          responded = true;
          answer.catch(() => {});
        },
      });
      return responded;
    };
    expect(answered(`${origin}/owner/route`)).toBe(true);
    expect(answered(`${origin}/owner`)).toBe(true);
    expect(answered(`${origin}/assets/index-abc.js`, "cors")).toBe(true);
    expect(answered(`${origin}/`)).toBe(false);
    expect(answered(`${origin}/owner/other`)).toBe(false);
    expect(answered(`${origin}/owner-sw.js`, "same-origin")).toBe(false);
    expect(answered("http://127.0.0.1:54321/rest/v1/pickup_marks", "cors")).toBe(false);
    expect(answered(`${origin}/owner/route`, "navigate", "POST")).toBe(false);
  });
});

describe("the click target", () => {
  const { clickTarget } = startWorker();

  it("is the request in this site's inbox, or the inbox", () => {
    expect(clickTarget(`${origin}/owner?request=${request}`, origin)).toBe(
      `${origin}/owner?request=${request}`,
    );
    expect(clickTarget("/owner?request=42", origin)).toBe(`${origin}/owner?request=42`);
    expect(clickTarget(`${origin}/owner`, origin)).toBe(`${origin}/owner`);
  });

  it("is the inbox for another origin, another path or no URL at all", () => {
    for (const navigate of [
      `https://evil.example/owner?request=${request}`,
      `http://www.example.com/owner?request=${request}`,
      `${origin}/get-started`,
      `${origin}/owner/../get-started`,
      "javascript:alert(1)",
      undefined,
      42,
    ]) {
      expect(clickTarget(navigate, origin)).toBe(`${origin}/owner`);
    }
  });

  it("opens the view a resident's report names, and no view that is not a plain word", () => {
    expect(clickTarget(`${origin}/owner?view=missed`, origin)).toBe(`${origin}/owner?view=missed`);
    expect(clickTarget(`${origin}/owner?view=%22%3E%3Cscript%3E`, origin)).toBe(`${origin}/owner`);
    expect(clickTarget(`${origin}/owner?view=missed&next=https://evil.example`, origin)).toBe(
      `${origin}/owner?view=missed`,
    );
  });

  it("keeps only the request of the query", () => {
    expect(clickTarget(`${origin}/owner?request=a%26b&next=https://evil.example`, origin)).toBe(
      `${origin}/owner?request=a%26b`,
    );
  });
});

describe("a tap on the notification", () => {
  const target = `${origin}/owner?request=${request}`;

  it("focuses an open inbox and opens the request there", async () => {
    const page = fakeWindow("/areas");
    const inbox = fakeWindow("/owner");
    const worker = startWorker([page, inbox]);
    await worker.click(target);
    expect(worker.closed()).toBe(1);
    expect(worker.matched()).toMatchObject({ type: "window" });
    expect(inbox).toMatchObject({ focused: true, url: target });
    expect(page.focused).toBe(false);
    expect(worker.opened).toEqual([]);
  });

  it("opens a window when no inbox is open", async () => {
    const worker = startWorker([fakeWindow("/")]);
    await worker.click(target);
    expect(worker.opened).toEqual([target]);
  });

  it("opens a window when the open inbox cannot be navigated", async () => {
    const worker = startWorker([fakeWindow("/owner", false)]);
    await worker.click(target);
    expect(worker.opened).toEqual([target]);
  });

  it("opens the inbox, not another site, for a foreign link", async () => {
    const worker = startWorker();
    await worker.click("https://evil.example/");
    expect(worker.opened).toEqual([`${origin}/owner`]);
  });
});
