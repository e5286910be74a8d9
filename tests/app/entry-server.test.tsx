// @vitest-environment node
import { afterEach, expect, it, vi } from "vitest";
import { signAnonKey } from "../../supabase/local/keys.js";

afterEach(() => vi.unstubAllEnvs());

// supabase-js 2.10x throws on Node 20 for lack of a global WebSocket, so creating the client
// while prerendering would fail the build; the provider must leave it to the browser.
it("prerenders the anonymous page with Supabase configured, without touching supabase-js", async () => {
  vi.stubEnv("VITE_SUPABASE_URL", "http://127.0.0.1:9");
  vi.stubEnv("VITE_SUPABASE_ANON_KEY", await signAnonKey());
  vi.resetModules();
  const fetchSpy = vi.spyOn(globalThis, "fetch");
  const errors = vi.spyOn(console, "error");
  const { render } = await import("@/app/entry-server");
  expect(await render("/")).toContain("Call Now");
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();

  // The premise: had the render asked for the client, it would have failed here.
  const { getSupabase } = await import("@/auth/supabase");
  await expect(getSupabase()).rejects.toThrow(/WebSocket/);
});
