/**
 * What the billing functions' tests stand on: the local Supabase that `npm run test:functions`
 * starts (scripts/test-functions.js: Auth and PostgREST on PGlite with the real migrations, found
 * through LOCAL_SUPABASE_URL and its keys) and the local Stripe (supabase/local/stripe/), started
 * here in the test's own process, with the real stripe-webhook handler served on a free port as
 * its webhook endpoint. Each test signs up partners of its own, so tests share the database.
 */
import { createClient } from "@supabase/supabase-js";
import type { Database } from "../_shared/database.types.ts";
import type { ServerClient } from "../_shared/supabase.ts";
import { type LocalStripe, startStripe } from "../../local/stripe/server.ts";
import { stripeClient } from "../_shared/stripe.ts";
import { createStripeWebhook } from "../stripe-webhook/handler.ts";

function setting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:functions`);
  return value;
}

export const local = {
  url: setting("LOCAL_SUPABASE_URL"),
  anonKey: setting("LOCAL_SUPABASE_ANON_KEY"),
  serviceRoleKey: setting("LOCAL_SUPABASE_SERVICE_ROLE_KEY"),
};

const options = { auth: { persistSession: false, autoRefreshToken: false } };

/** The service role, as the functions use it; the tests read what was stored with it. */
export const service: ServerClient = createClient<Database>(
  local.url,
  local.serviceRoleKey,
  options,
);

export const whsec = "whsec_functions_tests";
export const site = "https://www.pgtrash.example";

/** Rows of a table the service role reads, by one column's value. */
export async function rows(
  table: keyof Database["public"]["Tables"],
  column: string,
  value: string,
) {
  const { data, error } = await service.from(table).select("*").eq(column, value);
  if (error) throw new Error(`reading ${table}: ${error.message}`);
  return data as Record<string, unknown>[];
}

/**
 * An account signed up through Auth, with (unless `partner: false`) its partner row and one
 * property of `units` units, each added as the browser adds them: as that user, under RLS.
 */
export async function newAccount({ partner = true, units = 24 } = {}) {
  const email = `partner-${crypto.randomUUID()}@example.com`;
  const client = createClient(local.url, local.anonKey, options);
  const { data, error } = await client.auth.signUp({ email, password: "correct horse battery" });
  if (error || !data.session || !data.user) throw error ?? new Error("no session");
  const account = {
    email,
    client,
    token: data.session.access_token,
    userId: data.user.id,
    partnerId: "",
    propertyId: "",
  };
  if (!partner) return account;
  const added = await client
    .from("partners")
    .insert({ company_name: "Maple Homes", contact_name: "Pat Lee", phone: "+18015550190" })
    .select("id");
  if (added.error) throw added.error;
  account.partnerId = String(added.data[0]?.id);
  account.propertyId = await addProperty(account, units);
  return account;
}

export type Account = Awaited<ReturnType<typeof newAccount>>;

export async function addProperty(account: Pick<Account, "client" | "partnerId">, units = 24) {
  const { data, error } = await account.client
    .from("properties")
    .insert({
      partner_id: account.partnerId,
      name: "Maple Court",
      street_address: "100 N Main St",
      city: "Pleasant Grove",
      units,
    })
    .select("id");
  if (error) throw error;
  return String(data[0]?.id);
}

/** A POST to a function's handler as the browser sends it (or with no token). */
export async function call(
  handler: (req: Request) => Promise<Response>,
  token: string | null,
  body?: unknown,
) {
  const response = await handler(
    new Request("http://function/", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        apikey: local.anonKey,
        ...(token && { Authorization: `Bearer ${token}` }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }),
  );
  return { status: response.status, body: await response.json() };
}

/**
 * The local Stripe with stripe-webhook listening as its endpoint (unless `webhook: false`),
 * and stripe-node pointed at it as the functions point it (no retries, so a failure shows).
 */
export async function startBilling({ webhook = true } = {}) {
  const stripe: LocalStripe = await startStripe({ retryDelaysMs: [20, 50] });
  const api = stripeClient(stripe.secretKey, stripe.url, 0);
  const handler = createStripeWebhook({ stripe: api, supabase: service, secret: whsec });
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, handler);
  const endpoint = { url: `http://127.0.0.1:${server.addr.port}/stripe-webhook`, secret: whsec };
  if (webhook) stripe.setWebhook(endpoint);
  return {
    stripe,
    api,
    handler,
    endpoint,
    /** Completes a Checkout Session on its page, as the partner's "Subscribe" does. */
    async pay(url: string) {
      const done = await fetch(`${url}/complete`, { method: "POST", redirect: "manual" });
      await done.body?.cancel();
      if (done.status !== 303) throw new Error(`Checkout answered ${done.status}`);
      await stripe.settled();
      return done.headers.get("location");
    },
    [Symbol.asyncDispose]: async () => {
      await stripe.close();
      await server.shutdown();
    },
  };
}
