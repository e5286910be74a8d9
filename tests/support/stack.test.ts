// @vitest-environment node
// The local stack (supabase/local/stack.ts) as `npm run dev` and the browser tests run it: the
// real functions under Deno behind the gateway, pg_net's webhook, Auth's e-mails, the mailbox.
import { createECDH, randomBytes } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { vapidKeys } from "../../scripts/vapid-keys.js";
import { startLocalStack, type LocalStack } from "../../supabase/local/stack";
import { sentRequest } from "./inbox-fixtures";

const site = "http://localhost:5400";
const owner = { email: "owner@example.com", password: "correct horse battery" };
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({
    siteUrl: site,
    ownerEmail: owner.email,
    vapid: { ...(await vapidKeys()), subject: "mailto:owner@example.com" },
    supabase: { confirmEmail: true },
  });
}, 60_000);
afterAll(() => stack?.close());
beforeEach(() => stack.reset());

const client = () =>
  createClient(stack.url, stack.supabase.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

/** The link in the latest e-mail to `to`. */
function linkTo(to: string) {
  const email = [...stack.mailbox.emails()].reverse().find((e) => e.to.includes(to));
  const href = /href="([^"]+)"/.exec(email?.html ?? "")?.[1];
  return href?.replace(/&amp;/g, "&");
}

describe("the local stack", () => {
  it("e-mails the owner a visitor's request through pg_net and notify-owner", async () => {
    const row = sentRequest({ name: "Bo <Park>", email: "bo@example.com" });
    const { data, error } = await client().functions.invoke("submit-request", {
      body: { request: row },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ id: row.id, uploads: [] });
    await stack.supabase.webhooksSettled();

    const [email, ...more] = stack.mailbox.emails();
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      from: "Requests <requests@example.com>",
      to: [owner.email],
      reply_to: ["bo@example.com"],
      subject: "New request: Trash Collection for Bo <Park>",
    });
    expect(email?.text).toContain(`Open in your inbox: ${site}/owner?request=${row.id}`);
    expect(email?.html).toContain("Bo &lt;Park&gt;");
    expect(await stack.supabase.webhookResponses()).toEqual([
      { id: 1, status_code: 200, error_msg: null },
    ]);
  });

  it("mails a password reset link that signs in once, and nothing for an unknown address", async () => {
    await stack.supabase.addUser(owner.email, owner.password, { staff: true });
    const auth = client().auth;
    await auth.resetPasswordForEmail("nobody@example.com", { redirectTo: `${site}/owner` });
    await auth.resetPasswordForEmail(owner.email, { redirectTo: `${site}/owner` });
    expect(stack.mailbox.emails()).toMatchObject([
      {
        from: "Supabase Auth <noreply@mail.app.supabase.io>",
        to: [owner.email],
        subject: "Reset your password",
      },
    ]);

    const link = linkTo(owner.email) ?? "";
    expect(link.startsWith(`${stack.url}/auth/v1/verify?token=`)).toBe(true);
    const opened = await fetch(link, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const landing = new URL(opened.headers.get("location") ?? "");
    expect(`${landing.origin}${landing.pathname}`).toBe(`${site}/owner`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("type")).toBe("recovery");
    const { data } = await auth.getUser(fragment.get("access_token") ?? "");
    expect(data.user?.email).toBe(owner.email);

    const again = await fetch(link, { redirect: "manual" });
    expect(again.headers.get("location")).toMatch(/#error=access_denied&error_code=otp_expired/);
  });

  it("invites a crew member through the team function: the link signs in once, a removed member's next request is refused, and invited again they come back on the same account", async () => {
    await stack.supabase.addUser(owner.email, owner.password, { staff: true });
    const ownerClient = client();
    await ownerClient.auth.signInWithPassword(owner);
    const email = "sam@example.com";
    const invited = await ownerClient.functions.invoke<{ user_id: string }>("team", {
      body: { action: "invite", email },
    });
    expect(invited.error).toBeNull();
    expect(stack.mailbox.emails()).toMatchObject([
      { to: [email], subject: "You have been invited" },
    ]);

    // The link signs in once, on the page that asks for a password, and never again.
    const link = linkTo(email) ?? "";
    const opened = await fetch(link, { redirect: "manual" });
    const landing = new URL(opened.headers.get("location") ?? "");
    expect(`${landing.origin}${landing.pathname}`).toBe(`${site}/owner`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("type")).toBe("invite");
    const again = await fetch(link, { redirect: "manual" });
    expect(again.headers.get("location")).toMatch(/#error=access_denied&error_code=otp_expired/);

    const sam = client();
    await sam.auth.setSession({
      access_token: fragment.get("access_token") ?? "",
      refresh_token: fragment.get("refresh_token") ?? "",
    });
    expect((await sam.auth.updateUser({ password: "a long crew password" })).error).toBeNull();
    const signedIn = await sam.auth.signInWithPassword({ email, password: "a long crew password" });
    expect(signedIn.error).toBeNull();
    expect((await sam.rpc("my_role")).data).toBe("crew");
    expect((await sam.rpc("route_night")).error).toBeNull();
    // Nobody but the owner manages the team.
    const byCrew = await sam.functions.invoke("team", {
      body: { action: "invite", email: "pal@example.com" },
    });
    expect((byCrew.error as { context?: Response } | null)?.context?.status).toBe(403);

    const removed = await ownerClient.functions.invoke("team", {
      body: { action: "remove", user_id: invited.data?.user_id },
    });
    expect(removed.error).toBeNull();
    // The token Sam holds is refused on the next request: by the database and by Auth.
    const route = await sam.rpc("route_night");
    expect(route.status).toBe(403);
    const user = await fetch(`${stack.url}/auth/v1/user`, {
      headers: {
        apikey: stack.supabase.anonKey,
        Authorization: `Bearer ${signedIn.data.session?.access_token}`,
      },
    });
    expect(user.status).toBe(403);
    expect((await sam.auth.refreshSession()).error?.code).toBe("refresh_token_not_found");
    const back = await client().auth.signInWithPassword({
      email,
      password: "a long crew password",
    });
    expect(back.error?.code).toBe("user_banned");

    // Invited again, Sam comes back on the same account, so the marks keep their name: an
    // e-mail to choose a new password, whose link signs in once; then Sam runs the route again.
    const returned = await ownerClient.functions.invoke<{ user_id: string }>("team", {
      body: { action: "invite", email },
    });
    expect(returned.error).toBeNull();
    expect(returned.data?.user_id).toBe(invited.data?.user_id);
    expect(stack.mailbox.emails().at(-1)).toMatchObject({
      to: [email],
      subject: "Reset your password",
    });
    const welcome = linkTo(email) ?? "";
    const reopened = new URL(
      (await fetch(welcome, { redirect: "manual" })).headers.get("location") ?? "",
    );
    expect(`${reopened.origin}${reopened.pathname}`).toBe(`${site}/owner`);
    const back2 = new URLSearchParams(reopened.hash.slice(1));
    expect(back2.get("type")).toBe("recovery");
    expect((await fetch(welcome, { redirect: "manual" })).headers.get("location")).toMatch(
      /#error=access_denied&error_code=otp_expired/,
    );
    const sam2 = client();
    await sam2.auth.setSession({
      access_token: back2.get("access_token") ?? "",
      refresh_token: back2.get("refresh_token") ?? "",
    });
    expect((await sam2.auth.updateUser({ password: "a new crew password" })).error).toBeNull();
    expect((await sam2.rpc("my_role")).data).toBe("crew");
    expect((await sam2.rpc("route_night")).error).toBeNull();
  });

  it("confirms a new account's e-mail before it may sign in, when config.toml asks", async () => {
    const auth = client().auth;
    const email = "new@example.com";
    const signUp = await auth.signUp({
      email,
      password: owner.password,
      options: { emailRedirectTo: `${site}/partner` },
    });
    expect(signUp.data.session).toBeNull();
    const refused = await auth.signInWithPassword({ email, password: owner.password });
    expect(refused.error?.code).toBe("email_not_confirmed");
    expect(stack.mailbox.emails()).toMatchObject([
      { to: [email], subject: "Confirm your email address" },
    ]);

    const opened = await fetch(linkTo(email) ?? "", { redirect: "manual" });
    expect(opened.headers.get("location")).toMatch(
      new RegExp(`^${site}/partner#access_token=.+&type=signup$`),
    );
    const signedIn = await auth.signInWithPassword({ email, password: owner.password });
    expect(signedIn.error).toBeNull();
  });

  it("takes a partner through the local Stripe's Checkout to a synced, checked subscription", async () => {
    await stack.supabase.addUser(owner.email, owner.password);
    const partner = client();
    await partner.auth.signInWithPassword(owner);
    const before = await partner.functions.invoke("check-subscription");
    expect(before.data).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });

    const added = await partner
      .from("partners")
      .insert({ company_name: "Maple Homes", contact_name: "Pat Lee", phone: "+18015550190" })
      .select("id")
      .single();
    const property = await partner
      .from("properties")
      .insert({
        partner_id: added.data?.id ?? "",
        name: "Maple Court",
        street_address: "100 N Main St",
        city: "Orem",
        units: 24,
      })
      .select("id")
      .single();
    const checkout = await partner.functions.invoke<{ url: string }>("create-checkout", {
      body: { property_id: property.data?.id },
    });
    expect(checkout.error).toBeNull();
    const url = checkout.data?.url ?? "";
    expect(url.startsWith(stack.stripe?.url ?? "no local Stripe")).toBe(true);

    const paid = await fetch(`${url}/complete`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(new RegExp(`^${site}/partner\\?checkout=done`));
    await stack.stripe?.settled();

    const synced = await stack.supabase.sql<{
      status: string;
      quantity: number;
      unit_amount: number;
    }>("select status, quantity, unit_amount from public.stripe_subscriptions");
    expect(synced).toEqual([{ status: "active", quantity: 24, unit_amount: 2000 }]);
    const after = await partner.functions.invoke("check-subscription");
    expect(after.data).toMatchObject({ subscribed: true, subscription_tier: "Trash Collection" });
  });

  it("bills a PATCH of a paid property's units through pg_net, with no page open", async () => {
    await stack.supabase.addUser(owner.email, owner.password);
    const partner = client();
    await partner.auth.signInWithPassword(owner);
    const added = await partner
      .from("partners")
      .insert({ company_name: "Maple Homes", contact_name: "Pat Lee", phone: "+18015550190" })
      .select("id")
      .single();
    const property = await partner
      .from("properties")
      .insert({
        partner_id: added.data?.id ?? "",
        name: "Maple Court",
        street_address: "100 N Main St",
        city: "Orem",
        units: 1,
      })
      .select("id")
      .single();
    const id = property.data?.id ?? "";
    const checkout = await partner.functions.invoke<{ url: string }>("create-checkout", {
      body: { property_id: id },
    });
    await fetch(`${checkout.data?.url}/complete`, { method: "POST", redirect: "manual" });
    await stack.supabase.webhooksSettled();
    await stack.stripe?.settled();

    const patched = await partner.from("properties").update({ units: 500 }).eq("id", id);
    expect(patched.error).toBeNull();
    await stack.supabase.webhooksSettled();
    await stack.stripe?.settled();
    const billed = await stack.supabase.sql<{ quantity: number }>(
      "select quantity from public.stripe_subscriptions where property_id = $1",
      [id],
    );
    expect(billed).toEqual([{ quantity: 500 }]);
    expect(stack.functions.logs().join("\n")).toMatch(
      `update-billed-units: property ${id} billed 500 units (was 1)`,
    );
  });

  it("e-mails the owner a new partner, their started subscription and a failed payment", async () => {
    await stack.supabase.addUser(owner.email, owner.password);
    const partner = client();
    await partner.auth.signInWithPassword(owner);
    const added = await partner
      .from("partners")
      .insert({ company_name: "Maple Homes", contact_name: "Pat Lee", phone: "+18015550190" })
      .select("id")
      .single();
    const id = await partner.rpc("save_property", {
      property: { name: "Maple Court", street_address: "100 N Main St", city: "Orem", units: 24 },
    });
    await stack.supabase.webhooksSettled();
    const subjects = () => stack.mailbox.emails().map((email) => email.subject);
    expect(subjects()).toEqual(["New partner: Maple Homes"]);
    expect(stack.mailbox.emails()[0]?.text).toContain(`${site}/owner?view=partners`);

    const checkout = await partner.functions.invoke<{ url: string }>("create-checkout", {
      body: { property_id: id.data },
    });
    await fetch(`${checkout.data?.url}/complete`, { method: "POST", redirect: "manual" });
    await stack.stripe?.settled();
    await stack.supabase.webhooksSettled();
    expect(subjects()).toEqual([
      "New partner: Maple Homes",
      "Subscription started: Maple Homes, Maple Court, Orem",
    ]);

    const [sub] = await stack.supabase.sql<{ id: string }>(
      "select id from public.stripe_subscriptions where partner_id = $1",
      [added.data?.id],
    );
    stack.stripe?.failNextPayment();
    stack.stripe?.advancePeriod(sub?.id ?? "");
    await stack.stripe?.settled();
    await stack.supabase.webhooksSettled();
    expect(subjects()).toEqual([
      "New partner: Maple Homes",
      "Subscription started: Maple Homes, Maple Court, Orem",
      "Payment failed: Maple Homes, Maple Court, Orem",
    ]);
    expect(stack.mailbox.emails().at(-1)?.text).toMatch(/^Monthly: \$480\/month$/m);
  });

  it(
    "says on the console when a device's push service cannot be reached",
    { timeout: 30_000 },
    async () => {
      const ownerId = await stack.supabase.addUser(owner.email, owner.password, { staff: true });
      await stack.supabase.sql(
        "insert into public.push_subscriptions (endpoint, p256dh, auth, user_id) values ($1, $2, $3, $4)",
        [
          "https://127.0.0.1:9/push/device",
          // A device's keys: a P-256 point and a 16-byte secret.
          createECDH("prime256v1").generateKeys().toString("base64url"),
          randomBytes(16).toString("base64url"),
          ownerId,
        ],
      );
      const signed = client();
      await signed.auth.signInWithPassword(owner);
      const { error } = await signed.functions.invoke("notify-owner", {
        body: { test: true, endpoint: "https://127.0.0.1:9/push/device" },
      });
      expect(error?.context?.status).toBe(502);
      expect(stack.functions.logs().join("\n")).toMatch(
        /the push service at https:\/\/127\.0\.0\.1:9 could not be reached \(attempt 3, final\)/,
      );
    },
  );
});
