// @vitest-environment node
import { RealtimeClient } from "@supabase/supabase-js";
import { afterEach, expect, it, vi } from "vitest";
import { disconnectRealtime } from "./realtime";

// A client whose server is gone tries again on its own a second later: after disconnectRealtime
// (run after every test file by tests/setup.ts) it never does.
const sockets: string[] = [];

/** A WebSocket whose server is gone: each one closes, uncleanly, as soon as it is made. */
class Unreachable extends EventTarget {
  readyState = 0;
  onclose: ((event: { code: number; wasClean: boolean }) => void) | null = null;
  constructor(url: string) {
    super();
    sockets.push(url);
    setTimeout(() => {
      this.readyState = 3;
      this.onclose?.({ code: 1006, wasClean: false });
    });
  }
  close() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  sockets.length = 0;
});

const client = () =>
  new RealtimeClient("ws://127.0.0.1:9/realtime/v1", {
    params: { apikey: "anon" },
    transport: Unreachable as unknown as typeof WebSocket,
    reconnectAfterMs: () => 50,
  });

it("reconnects by itself when nothing disconnects it", async () => {
  const alone = client();
  alone.connect();
  await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(1));
  void alone.disconnect();
});

it("makes no socket more once disconnected", async () => {
  client().connect();
  await vi.waitFor(() => expect(sockets).toHaveLength(1));
  disconnectRealtime();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(sockets).toHaveLength(1);
});
