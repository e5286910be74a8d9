import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { checkAnswer } from "./check-failures";
import type { ServerOptions } from "./supabase-host";
import { jsonReply, startSupabaseServer, type SupabaseTestServer } from "./supabase-server";

export const email = "pat@example.com";
export const password = "correct horse battery";

/**
 * Starts a fresh Supabase protocol server for each test and points the app's configuration
 * (import.meta.env) at it; modules are reloaded so the app reads the new configuration and
 * creates its one client afresh. These servers run no edge functions (the browser tests run the
 * real ones, supabase/local/stack.ts): check-subscription answers what the function answers for
 * an account Stripe does not know, unless a test answers otherwise.
 */
export function useSupabaseServer(options: ServerOptions | (() => ServerOptions) = {}) {
  const context = { server: undefined as unknown as SupabaseTestServer };

  // A server takes its database from a pool booted once per run; on a busy 2-core machine the
  // first one can take longer than Vitest's 10 s for a hook.
  beforeEach(async () => {
    context.server = await startSupabaseServer(typeof options === "function" ? options() : options);
    await context.server.addUser(email, password);
    await context.server.answer(
      checkAnswer(
        jsonReply({ subscribed: false, subscription_tier: null, subscription_end: null }),
      ),
    );
    vi.stubEnv("VITE_SUPABASE_URL", context.server.url);
    vi.stubEnv("VITE_SUPABASE_ANON_KEY", context.server.anonKey);
    vi.resetModules();
    localStorage.clear();
    // Each test makes a new client under the same storage key; supabase-js warns about that.
    const warn = console.warn.bind(console);
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes("Multiple GoTrueClient instances")) warn(...args);
    });
  }, 60_000);

  afterEach(async () => {
    // Stop the client's timers, focus listener and Realtime socket so that it cannot act in a
    // later test, nor reconnect once the file's environment is gone (an unhandled rejection).
    const { getSupabase } = await import("@/auth/supabase");
    const client = await getSupabase();
    client?.auth.dispose();
    await client?.removeAllChannels();
    client?.realtime.disconnect();
    vi.unstubAllEnvs();
    await context.server?.close();
  }, 60_000);

  return context;
}

/** Renders the real AuthProvider (with the configuration of the moment) and reads useAuth(). */
export async function renderAuth() {
  const { AuthProvider } = await import("@/auth/AuthProvider");
  const { useAuth } = await import("@/auth/auth-context");
  const { getSupabase } = await import("@/auth/supabase");
  const rendered = renderHook(() => useAuth(), { wrapper: AuthProvider });
  return { ...rendered, getSupabase };
}
