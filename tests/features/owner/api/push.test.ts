import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { forgetDevice, saveDevice, sendTestPush } from "@/features/owner/api/push";
import type { Database } from "@/lib/database.types";

// The requests supabase-js sends for each call, and what each answer comes to. The answers are
// those the migration and notify-owner give (docs/deploy/push-and-webhook.md); the
// database's side is tested on PostgreSQL (tests/supabase/push_subscriptions.test.ts).

type Sent = { url: string; method: string; body: unknown };
const url = "https://abc.supabase.co";
const device = {
  endpoint: "https://fcm.googleapis.com/fcm/send/abc",
  p256dh: "BPk",
  auth: "x7Q",
};

// One client for the file (more would make supabase-js warn of several auth clients); each
// test says how its requests are answered.
const sent: Sent[] = [];
let answer: { status: number | "network-error"; body?: unknown } = { status: 204 };
const client = createClient<Database>(url, "anon-key", {
  global: {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      sent.push({ url: request.url, method: request.method, body: text ? JSON.parse(text) : null });
      if (answer.status === "network-error") throw new TypeError("Failed to fetch");
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { "Content-Type": "application/json" },
      });
    },
  },
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

/** The client, with every request from now on answered by `status` (or by no answer at all). */
function answering(status: number | "network-error", body?: unknown) {
  answer = { status, body };
  sent.length = 0;
  return { client, sent };
}

describe("saveDevice", () => {
  it("calls save_push_subscription with the endpoint and both keys", async () => {
    const { client, sent } = answering(204);
    expect(await saveDevice(client, device)).toBe("saved");
    expect(sent).toEqual([
      { url: `${url}/rest/v1/rpc/save_push_subscription`, method: "POST", body: device },
    ]);
  });

  it.each([
    [409, "taken"],
    [403, "other"],
    [400, "other"],
    [503, "offline"],
    ["network-error", "offline"],
  ] as const)("reads %s as %s", async (status, result) => {
    expect(await saveDevice(answering(status, { message: "no" }).client, device)).toBe(result);
  });
});

describe("forgetDevice", () => {
  it("deletes this device's row by its endpoint", async () => {
    const { client, sent } = answering(204);
    expect(await forgetDevice(client, device.endpoint)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe("DELETE");
    const where = new URL(sent[0]?.url ?? "");
    expect(where.pathname).toBe("/rest/v1/push_subscriptions");
    expect(where.searchParams.get("endpoint")).toBe(`eq.${device.endpoint}`);
  });

  it("is false when the delete fails", async () => {
    expect(await forgetDevice(answering("network-error").client, device.endpoint)).toBe(false);
  });
});

describe("sendTestPush", () => {
  it("asks notify-owner for a test to this device", async () => {
    const { client, sent } = answering(200, { sent: true });
    expect(await sendTestPush(client, device.endpoint)).toBe("sent");
    expect(sent).toEqual([
      {
        url: `${url}/functions/v1/notify-owner`,
        method: "POST",
        body: { test: true, endpoint: device.endpoint },
      },
    ]);
  });

  it.each([
    [401, "session"],
    [404, "unknown"],
    [410, "gone"],
    [502, "failed"],
    [503, "not-set-up"],
    [500, "failed"],
    ["network-error", "offline"],
  ] as const)("reads %s as %s", async (status, result) => {
    expect(await sendTestPush(answering(status, { error: "no" }).client, device.endpoint)).toBe(
      result,
    );
  });
});
