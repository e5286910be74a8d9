import { afterEach, describe, expect, it, vi } from "vitest";
import { useSupabaseServer } from "../../support/auth-harness";
import { jsonReply } from "../../support/supabase-server";

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
      null,
      timeoutMs,
    );
  }

  it("gives up on an answer that never comes", async () => {
    await context.server.answer({ functions: { "submit-report": "hang" } });
    expect(await send(500)).toEqual({ ok: false, failure: "timeout" });
  });

  it("tells no connection from a phone that says it is offline", async () => {
    await context.server.answer({ functions: { "submit-report": "network-error" } });
    expect(await send()).toEqual({ ok: false, failure: "network" });
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    expect(await send()).toEqual({ ok: false, failure: "offline" });
  });

  it("reads a building that is not the property's (404) as refused", async () => {
    await context.server.answer({
      functions: {
        "submit-report": jsonReply(
          { error: "No such building on a property served.", details: null },
          404,
        ),
      },
    });
    expect(await send()).toEqual({ ok: false, failure: "refused" });
  });
});
