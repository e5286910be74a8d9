import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { email, password, renderAuth, useSupabaseServer } from "../support/auth-harness";
import { checkAnswer, checkFailures } from "../support/check-failures";

describe("a failing check-subscription call", () => {
  const ctx = useSupabaseServer();

  it.each(checkFailures)("after %s is logged and reads as not subscribed", async (_name, check) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await ctx.server.answer(checkAnswer(check));
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));

    await act(() => result.current.signIn(email, password));
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/check-subscription/);
    expect(await ctx.server.checkTokens()).toEqual([result.current.session?.access_token]);
    expect(result.current).toMatchObject({
      user: { email },
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
  });
});

describe("without Supabase configuration", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is anonymous and not loading from the first render, and makes no request", async () => {
    vi.stubEnv("VITE_SUPABASE_URL", "");
    vi.stubEnv("VITE_SUPABASE_ANON_KEY", "");
    vi.resetModules();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const errors = vi.spyOn(console, "error");
    const { result, getSupabase } = await renderAuth();
    expect(result.current).toMatchObject({ loading: false, session: null, subscribed: false });
    expect(getSupabase()).toBeNull();
    await expect(result.current.signIn(email, password)).rejects.toThrow(/VITE_SUPABASE_URL/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});
