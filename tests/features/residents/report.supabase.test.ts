import { afterEach, describe, expect, it, vi } from "vitest";
import { useSupabaseServer } from "../../support/auth-harness";

// What sendReport comes to when no answer arrives: a timeout, no connection, the phone offline.

describe("sendReport's failures", { timeout: 30_000 }, () => {
  const context = useSupabaseServer();
  afterEach(() => vi.unstubAllGlobals());

  async function send(timeoutMs = 15_000) {
    const { getSupabase } = await import("@/auth/supabase");
    const { sendReport } = await import("@/features/residents/api/report");
    return sendReport(
      getSupabase(),
      {
        code: "AAAAAAAAAAAAAAAAAAAAAA",
        id: crypto.randomUUID(),
        buildingId: crypto.randomUUID(),
        unit: null,
        phone: null,
        hasPhoto: false,
      },
      timeoutMs,
    );
  }

  it("gives up on an answer that never comes", async () => {
    await context.server.answer({ rpc: { report_missed_pickup: "hang" } });
    expect(await send(500)).toEqual({ ok: false, failure: "timeout" });
  });

  it("tells no connection from a phone that says it is offline", async () => {
    await context.server.answer({ rpc: { report_missed_pickup: "network-error" } });
    expect(await send()).toEqual({ ok: false, failure: "network" });
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    expect(await send()).toEqual({ ok: false, failure: "offline" });
  });

  it("reads a building that is not the property's as refused", async () => {
    expect(await send()).toEqual({ ok: false, failure: "refused" });
  });
});
