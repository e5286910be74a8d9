import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { email, password, renderAuth, useSupabaseServer } from "../support/auth-harness";

// Vitest runs from the repository's root (under jsdom, import.meta.url is not a file URL).
const functionsDir = resolve("supabase/functions");
const deno = resolve("node_modules/.bin/deno");
const periodEnd = Date.UTC(2030, 0, 31) / 1000;

/** Starts the real function under Deno and resolves with the URL it listens on. */
async function serveFunction(env: Record<string, string>) {
  const child = spawn(
    deno,
    [
      "run",
      "--frozen",
      "--allow-net=127.0.0.1",
      "--allow-env=SUPABASE_URL,SUPABASE_SERVICE_ROLE_KEY,SUBSCRIBED_EMAIL,SUBSCRIBED_PASSWORD,PERIOD_END",
      "tests/serve-check-subscription.ts",
    ],
    { cwd: functionsDir, env: { ...process.env, ...env, NO_COLOR: "1" }, stdio: "pipe" },
  );
  child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  const [line] = (await Promise.race([
    once(child.stdout, "data"),
    once(child, "exit").then(([code]) => {
      throw new Error(`deno exited with ${code}`);
    }),
  ])) as [Buffer];
  return { child, url: String(line).trim() };
}

describe("the real check-subscription function, called by the AuthProvider", () => {
  const ctx = useSupabaseServer();
  let fn: { child: ChildProcess; url: string };

  beforeEach(async () => {
    fn = await serveFunction({
      SUPABASE_URL: ctx.server.url,
      SUPABASE_SERVICE_ROLE_KEY: ctx.server.serviceRoleKey,
      SUBSCRIBED_EMAIL: email,
      SUBSCRIBED_PASSWORD: password,
      PERIOD_END: String(periodEnd),
    });
    // The real function answers, not the harness's stand-in for it.
    await ctx.server.useFunctions(fn.url);
    await ctx.server.answer({ functions: {} });
  }, 60_000);

  afterEach(() => {
    fn.child.kill();
  });

  it("reports the synced subscription after sign-in", async () => {
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.signIn(email, password));

    await waitFor(() => expect(result.current.subscribed).toBe(true), { timeout: 10_000 });
    expect(result.current).toMatchObject({
      subscription_tier: "Trash Collection",
      subscription_end: "2030-01-31T00:00:00.000Z",
    });
  });

  it("refuses the anon key and an expired token with 401", async () => {
    const expired = await ctx.server.issueSession(email, -60);
    for (const token of [ctx.server.anonKey, expired.access_token]) {
      const response = await fetch(fn.url, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, apikey: ctx.server.anonKey },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Sign in first" });
    }
  });
});
