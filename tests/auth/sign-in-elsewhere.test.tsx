import { act, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { email, renderAuth, useSupabaseServer } from "../support/auth-harness";
import { checkAnswer } from "../support/check-failures";
import { jsonReply, type SupabaseTestServer } from "../support/supabase-server";

const premium = {
  subscribed: true,
  subscription_tier: "Premium",
  subscription_end: "2026-12-31T00:00:00.000Z",
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

/**
 * What this tab sees when another tab of the site writes supabase-js's storage key: the value in
 * localStorage (shared by the tabs) and a `storage` event, which the browser fires only in the
 * other tabs, never in the one that wrote it (HTML Living Standard, "The storage event").
 */
function storedElsewhere(key: string, newValue: string | null) {
  const oldValue = localStorage.getItem(key);
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(
    new StorageEvent("storage", { key, oldValue, newValue, storageArea: localStorage }),
  );
}

/** Renders an anonymous page and counts the clients created for it. */
async function anonymousPage() {
  const { onSupabase } = await import("@/auth/supabase");
  const created = vi.fn();
  onSupabase(created);
  const rendered = await renderAuth();
  expect(rendered.result.current).toMatchObject({ loading: false, user: null });
  return { ...rendered, created };
}

const signInElsewhere = async (server: SupabaseTestServer) => {
  const session = await server.issueSession(email);
  act(() => storedElsewhere(server.storageKey, JSON.stringify(session)));
  return session;
};

describe("a sign-in in another tab", () => {
  const ctx = useSupabaseServer();

  it("loads supabase-js, restores the session and checks it once with its token", async () => {
    ctx.server.answer(checkAnswer(jsonReply(premium)));
    const { result, created } = await anonymousPage();
    await settle();
    expect(created).not.toHaveBeenCalled();

    const session = await signInElsewhere(ctx.server);
    await waitFor(() => expect(result.current.subscribed).toBe(true));
    expect(result.current.session?.access_token).toBe(session.access_token);
    expect(result.current).toMatchObject({ ...premium, user: { email }, loading: false });
    expect(created).toHaveBeenCalledTimes(1);
    await settle();
    expect(await ctx.server.checkTokens()).toEqual([session.access_token]);
  });

  it("loads the client once for several events in a row", async () => {
    const { result, created, getSupabase } = await anonymousPage();
    const first = await ctx.server.issueSession(email);
    const second = await ctx.server.issueSession(email);
    act(() => {
      storedElsewhere(ctx.server.storageKey, JSON.stringify(first));
      storedElsewhere(ctx.server.storageKey, JSON.stringify(second));
      storedElsewhere(`${ctx.server.storageKey}-code-verifier`, JSON.stringify("verifier"));
    });
    await waitFor(() => expect(result.current.session?.access_token).toBe(second.access_token));
    expect(created).toHaveBeenCalledTimes(1);
    const client = getSupabase();
    act(() => storedElsewhere(ctx.server.storageKey, JSON.stringify(second)));
    expect(getSupabase()).toBe(client);
    await settle();
    expect(created).toHaveBeenCalledTimes(1);
    expect(await ctx.server.checkTokens()).toEqual([second.access_token]);
  });

  it("ignores a removed key and a value that is no session, and still hears a later sign-in", async () => {
    const errors = vi.spyOn(console, "error");
    const { result, created } = await anonymousPage();
    act(() => {
      storedElsewhere(ctx.server.storageKey, null);
      storedElsewhere(ctx.server.storageKey, "{not json");
      storedElsewhere(ctx.server.storageKey, JSON.stringify({ user: { email } }));
      storedElsewhere(ctx.server.storageKey, "null");
      // What Storage.clear() in another tab fires.
      window.dispatchEvent(new StorageEvent("storage", { key: null, storageArea: localStorage }));
    });
    await settle();
    expect(created).not.toHaveBeenCalled();
    expect(await ctx.server.requests()).toEqual([]);
    // Nothing here deleted the other tab's value.
    expect(localStorage.getItem(ctx.server.storageKey)).toBe("null");

    const session = await signInElsewhere(ctx.server);
    await waitFor(() => expect(result.current.session?.access_token).toBe(session.access_token));
    expect(errors).not.toHaveBeenCalled();
  });

  it("leaves a sign-out elsewhere to supabase-js once it is loaded: one SIGNED_OUT, no check", async () => {
    const { result, getSupabase } = await anonymousPage();
    const session = await signInElsewhere(ctx.server);
    await waitFor(() => expect(result.current.session?.access_token).toBe(session.access_token));
    await waitFor(async () => expect(await ctx.server.checkTokens()).toHaveLength(1));
    const events: string[] = [];
    (await getSupabase())?.auth.onAuthStateChange((event) => events.push(event));

    // The other tab's client deletes the key and tells this one on their BroadcastChannel.
    const otherTab = new BroadcastChannel(ctx.server.storageKey);
    act(() => storedElsewhere(ctx.server.storageKey, null));
    otherTab.postMessage({ event: "SIGNED_OUT", session: null });
    otherTab.close();
    await waitFor(() => expect(result.current.session).toBeNull());
    expect(result.current).toMatchObject({ user: null, subscribed: false });
    await settle();
    expect(events.filter((event) => event === "SIGNED_OUT")).toHaveLength(1);
    expect(await ctx.server.checkTokens()).toHaveLength(1);
  });

  it("does not throw where storage is disabled", async () => {
    const blocked = vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const failures: unknown[] = [];
    const onError = (event: ErrorEvent) => failures.push(event.error);
    window.addEventListener("error", onError);
    try {
      const { created } = await anonymousPage();
      act(() => {
        window.dispatchEvent(new StorageEvent("storage", { key: ctx.server.storageKey }));
      });
      await settle();
      expect(created).not.toHaveBeenCalled();
      expect(failures).toEqual([]);
    } finally {
      window.removeEventListener("error", onError);
      blocked.mockRestore();
    }
  });
});
