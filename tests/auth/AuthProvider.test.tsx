import { act, waitFor } from "@testing-library/react";
import { AuthApiError, AuthWeakPasswordError } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { email, password, renderAuth, useSupabaseServer } from "../support/auth-harness";
import { checkAnswer } from "../support/check-failures";
import { jsonReply } from "../support/supabase-server";

const premium = {
  subscribed: true,
  subscription_tier: "Premium",
  subscription_end: "2026-12-31T00:00:00.000Z",
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe("AuthProvider against a Supabase protocol server", () => {
  const ctx = useSupabaseServer();

  it("settles at once, without supabase-js, for a visitor with no stored session", async () => {
    const { onSupabase } = await import("@/auth/supabase");
    const created = vi.fn();
    onSupabase(created);
    const { result } = await renderAuth();
    expect(result.current).toMatchObject({ loading: false, user: null, session: null });
    await settle();
    expect(created).not.toHaveBeenCalled();
    expect(await ctx.server.requests()).toEqual([]);
  });

  it("is loading on the first render while a stored session is restored, and not after", async () => {
    const stored = await ctx.server.issueSession(email);
    localStorage.setItem(ctx.server.storageKey, JSON.stringify(stored));
    const { result } = await renderAuth();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user?.email).toBe(email);
  });

  it("signs in, checks the subscription once with the new token, and clears it at sign-out", async () => {
    await ctx.server.answer(checkAnswer(jsonReply(premium)));
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));

    await act(() => result.current.signIn(email, password));
    await waitFor(() => expect(result.current.subscribed).toBe(true));
    expect(result.current).toMatchObject(premium);
    expect(result.current.user?.email).toBe(email);
    expect(await ctx.server.checkTokens()).toEqual([result.current.session?.access_token]);

    await act(() => result.current.signOut());
    expect(result.current).toMatchObject({
      user: null,
      session: null,
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
    const logout = (await ctx.server.requests()).find((r) => r.path === "/auth/v1/logout");
    expect(logout).toMatchObject({ method: "POST", query: { scope: "global" } });
    await settle();
    expect(await ctx.server.checkTokens()).toHaveLength(1);
  });

  it("does not let a check answered after sign-out bring the subscription back", async () => {
    await ctx.server.answer({ ...checkAnswer(jsonReply(premium)), functionDelayMs: 300 });
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.signIn(email, password));
    await waitFor(async () => expect(await ctx.server.checkTokens()).toHaveLength(1));
    await act(() => result.current.signOut());
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(result.current.subscribed).toBe(false);
  });

  it("checks a session restored from storage once; focus and visibility do not repeat it", async () => {
    const stored = await ctx.server.issueSession(email);
    localStorage.setItem(ctx.server.storageKey, JSON.stringify(stored));
    await ctx.server.answer(checkAnswer(jsonReply(premium)));
    const { result, getSupabase } = await renderAuth();
    await waitFor(() => expect(result.current.subscribed).toBe(true));
    expect(result.current.session?.access_token).toBe(stored.access_token);
    expect(await ctx.server.checkTokens()).toEqual([stored.access_token]);

    // supabase-js answers a tab becoming visible by emitting SIGNED_IN with the same session.
    const supabase = await getSupabase();
    const signedInAgain = new Promise<void>((resolve) => {
      supabase?.auth.onAuthStateChange((event) => event === "SIGNED_IN" && resolve());
    });
    act(() => {
      window.dispatchEvent(new Event("focus"));
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
    await signedInAgain;
    await settle();
    expect(await ctx.server.checkTokens()).toEqual([stored.access_token]);
  });

  it("refreshes a session within 90 s of expiry and checks once, with the new token", async () => {
    const stored = await ctx.server.issueSession(email, 60);
    localStorage.setItem(ctx.server.storageKey, JSON.stringify(stored));
    const { result } = await renderAuth();
    await waitFor(async () => expect(await ctx.server.checkTokens()).toHaveLength(1));

    const refresh = (await ctx.server.requests()).find((r) => r.path === "/auth/v1/token");
    expect(refresh).toMatchObject({
      query: { grant_type: "refresh_token" },
      body: { refresh_token: stored.refresh_token },
    });
    const renewed = result.current.session?.access_token;
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(stored.access_token);
    await settle();
    expect(await ctx.server.checkTokens()).toEqual([renewed]);
  });

  it("clears a session whose refresh token is rejected: anonymous, not loading, no check", async () => {
    const errors = vi.spyOn(console, "error");
    const stored = await ctx.server.issueSession(email, -10);
    localStorage.setItem(ctx.server.storageKey, JSON.stringify(stored));
    await ctx.server.answer({ refresh: "rejected" });
    const { result } = await renderAuth();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));

    expect((await ctx.server.requests()).some((r) => r.path === "/auth/v1/token")).toBe(true);
    expect(result.current).toMatchObject({ user: null, session: null, subscribed: false });
    expect(localStorage.getItem(ctx.server.storageKey)).toBeNull();
    expect(await ctx.server.checkTokens()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("hands invalid credentials to the caller as Supabase's error, status 400", async () => {
    const { result } = await renderAuth();
    const failure = result.current.signIn(email, "wrong password");
    await expect(failure).rejects.toBeInstanceOf(AuthApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, code: "invalid_credentials" });
    expect(result.current.session).toBeNull();
  });

  it("hands a weak password to the caller with its status and reasons", async () => {
    const { result } = await renderAuth();
    const failure = result.current.signUp("new@example.com", "short");
    await expect(failure).rejects.toBeInstanceOf(AuthWeakPasswordError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      code: "weak_password",
      reasons: ["length"],
    });
  });
});

describe("AuthProvider where sign-up needs no confirmed e-mail", () => {
  const ctx = useSupabaseServer({ confirmEmail: false });

  it("signs up a new address and checks its subscription once, checking until it answers", async () => {
    // The check answers a second late: until then the context says it is checking.
    await ctx.server.answer({ functionDelayMs: 1000 });
    const { result } = await renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.checking).toBe(false);
    const { session } = await act(() =>
      result.current.signUp("new@example.com", password, { data: { company_name: "Maple" } }),
    );
    expect(result.current.checking).toBe(true);
    await waitFor(async () =>
      expect(await ctx.server.checkTokens()).toEqual([session?.access_token]),
    );
    // The answer comes a second after the check was received, so wait beyond waitFor's one-second default.
    await waitFor(() => expect(result.current.checking).toBe(false), { timeout: 5000 });
    expect(result.current.user?.email).toBe("new@example.com");
    expect(result.current.user?.user_metadata).toEqual({ company_name: "Maple" });
    expect(result.current.subscribed).toBe(false);
  });
});
