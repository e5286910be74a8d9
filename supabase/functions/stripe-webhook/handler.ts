import { type Env, json, limitedText, requireEnv } from "../_shared/http.ts";
import { isUuid } from "../_shared/partners.ts";
import { Stripe, stripeFromEnv } from "../_shared/stripe.ts";
import { type ServerClient, serviceRoleClient } from "../_shared/supabase.ts";

export type WebhookSettings = {
  stripe: Stripe;
  supabase: ServerClient;
  /** The endpoint's signing secret (STRIPE_WEBHOOK_SECRET, `whsec_…`). */
  secret: string;
};

/** The events this endpoint syncs; the Stripe endpoint should send these and no others. */
export const handledEvents = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
  "payment_intent.payment_failed",
  "charge.refunded",
] as const;

/**
 * The largest body read: Stripe's events are far smaller, so a larger one is no event of
 * Stripe's, and is refused before it is read whole (or, sent in chunks, once past the bound).
 */
export const maxEventBytes = 256 * 1024;

// Deno has Web Crypto, not node:crypto's synchronous HMAC: stripe-node's async check uses it.
const cryptoProvider = Stripe.createSubtleCryptoProvider();

const time = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

/** A stripe_subscriptions row from Stripe's subscription (its first item: one price each). */
export function subscriptionRow(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  const { metadata } = subscription;
  return {
    id: subscription.id,
    customer_id:
      typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    price_id: item.price.id,
    quantity: item.quantity ?? 0,
    unit_amount: item.price.unit_amount ?? 0,
    currency: item.price.currency,
    // Since API 2025-03-31.basil the period belongs to each item, not to the subscription.
    current_period_end: time(item.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end,
    cancel_at: time(subscription.cancel_at),
    canceled_at: time(subscription.canceled_at),
    // Who it is for, as create-checkout wrote it; the database checks both.
    partner_id: isUuid(metadata.partner_id) ? metadata.partner_id : null,
    property_id: isUuid(metadata.property_id) ? metadata.property_id : null,
  };
}

/**
 * Stripe's webhook endpoint: refuses a body over maxEventBytes (413), then verifies
 * `Stripe-Signature` on the raw body (unsigned, forged or older than stripe-node's 300-second
 * tolerance → 400), then syncs the event into the database
 * with apply_stripe_event, which handles each event once and keeps the newest state: a
 * subscription event's own object when it is newer than the stored state, what Stripe says now
 * when it is of the same second, or when the event carries no subscription (a Checkout Session,
 * an invoice). Answers 200 once stored, 500 otherwise, so that Stripe delivers it again.
 */
export function createStripeWebhook({ stripe, supabase, secret }: WebhookSettings) {
  /** When the stored state of a subscription was set, in Unix seconds; null if none is. */
  async function storedAt(id: string): Promise<number | null> {
    const { data, error } = await supabase
      .from("stripe_subscriptions")
      .select("stripe_event_created")
      .eq("id", id)
      .maybeSingle();
    if (error) throw new Error(`reading the subscription failed: ${error.message}`);
    return data ? Date.parse(data.stripe_event_created) / 1000 : null;
  }

  /**
   * What Stripe says of a subscription now, for an event that carries none (a Checkout Session,
   * an invoice), unless a state newer than the event is stored already.
   */
  async function current(event: Stripe.Event, id: string) {
    const stored = await storedAt(id);
    if (stored !== null && stored > event.created) return null;
    return await stripe.subscriptions.retrieve(id);
  }

  async function apply(
    event: Stripe.Event,
    subscription: Stripe.Subscription | null,
    retrieved: boolean,
    link: { partner_id: string; customer_id: string } | null = null,
  ): Promise<string> {
    const { data, error } = await supabase.rpc("apply_stripe_event", {
      event_id: event.id,
      event_type: event.type,
      event_created: new Date(event.created * 1000).toISOString(),
      subscription: subscription && subscriptionRow(subscription),
      retrieved,
      partner_id: link?.partner_id,
      customer_id: link?.customer_id,
    });
    if (error) throw new Error(`storing the event failed: ${error.message}`);
    return String(data);
  }

  /**
   * A deposit's payment event (docs/owner/quotes.md): apply_deposit_event handles each once and
   * in any order; one naming no deposit it knows is not stored (500), so that Stripe sends it
   * again: a refund delivered before its payment, say.
   */
  async function deposit(
    event: Stripe.Event,
    outcome: "paid" | "failed" | "refunded",
    named: { deposit_id?: string; payment_intent_id?: string; refunded_cents?: number },
  ): Promise<string> {
    const { data, error } = await supabase.rpc("apply_deposit_event", {
      event_id: event.id,
      event_type: event.type,
      event_created: new Date(event.created * 1000).toISOString(),
      outcome,
      deposit_id: isUuid(named.deposit_id) ? named.deposit_id : undefined,
      payment_intent_id: named.payment_intent_id,
      refunded_cents: named.refunded_cents,
    });
    if (error) throw new Error(`storing the event failed: ${error.message}`);
    if (data === "unknown") throw new Error("it names no deposit stored yet");
    return String(data);
  }

  const intentOf = (value: string | { id: string } | null | undefined) =>
    typeof value === "string" ? value : value?.id;

  async function sync(event: Stripe.Event): Promise<string> {
    const { data: seen, error } = await supabase
      .from("stripe_events")
      .select("id")
      .eq("id", event.id)
      .maybeSingle();
    if (error) throw new Error(`reading the handled events failed: ${error.message}`);
    if (seen) return "duplicate";

    switch (event.type) {
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const carried = event.data.object;
        const result = await apply(event, carried, false);
        // The stored state is of the same second: which of the two is newer, only Stripe knows.
        if (result !== "same_second") return result;
        return await apply(event, await stripe.subscriptions.retrieve(carried.id), true);
      }
      case "checkout.session.completed": {
        const session = event.data.object;
        if (session.mode === "payment") {
          // A session completed with a payment still on its way (a bank debit) is not paid yet.
          if (session.payment_status !== "paid") return await apply(event, null, false);
          return await deposit(event, "paid", {
            deposit_id: session.metadata?.deposit_id,
            payment_intent_id: intentOf(session.payment_intent),
          });
        }
        const partner = session.metadata?.partner_id;
        const customer =
          typeof session.customer === "string" ? session.customer : session.customer?.id;
        const link =
          isUuid(partner) && customer ? { partner_id: partner, customer_id: customer } : null;
        const id =
          typeof session.subscription === "string"
            ? session.subscription
            : session.subscription?.id;
        const subscription =
          session.mode === "subscription" && id ? await current(event, id) : null;
        return await apply(event, subscription, true, link);
      }
      case "payment_intent.payment_failed": {
        const intent = event.data.object;
        // A payment intent of no deposit (none is made elsewhere) is recorded and left.
        if (!isUuid(intent.metadata?.deposit_id)) return await apply(event, null, false);
        return await deposit(event, "failed", { deposit_id: intent.metadata.deposit_id });
      }
      case "charge.refunded": {
        const charge = event.data.object;
        // Whole, or in part: amount_refunded is the charge's running total of refunds, of which
        // the database records what is new (the deposit stays paid until refunded whole).
        return await deposit(event, "refunded", {
          payment_intent_id: intentOf(charge.payment_intent),
          refunded_cents: charge.refunded ? undefined : charge.amount_refunded,
        });
      }
      case "invoice.payment_failed": {
        const named = event.data.object.parent?.subscription_details?.subscription;
        const id = typeof named === "string" ? named : named?.id;
        return await apply(event, id ? await current(event, id) : null, true);
      }
      default:
        return await apply(event, null, false);
    }
  }

  return async (req: Request): Promise<Response> => {
    if (req.method !== "POST") return json({ error: "Method not allowed" }, 405);
    const signature = req.headers.get("Stripe-Signature");
    if (!signature) return json({ error: "No Stripe-Signature" }, 400);
    const body = await limitedText(req, maxEventBytes);
    if (body === null) return json({ error: "Too large for a Stripe event" }, 413);
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(
        body,
        signature,
        secret,
        undefined,
        cryptoProvider,
      );
    } catch (error) {
      console.warn("stripe-webhook: refused:", (error as Error).message);
      return json({ error: "Invalid signature" }, 400);
    }
    if (!(handledEvents as readonly string[]).includes(event.type)) {
      return json({ received: true, result: "ignored" });
    }
    try {
      return json({ received: true, result: await sync(event) });
    } catch (error) {
      console.error(`stripe-webhook: ${event.type} ${event.id} not stored:`, error);
      return json({ error: "Not stored; Stripe will send it again" }, 500);
    }
  };
}

export function stripeWebhookFromEnv(env: Env, options: { maxNetworkRetries?: number } = {}) {
  const { STRIPE_WEBHOOK_SECRET } = requireEnv(env, ["STRIPE_WEBHOOK_SECRET"] as const);
  return createStripeWebhook({
    stripe: stripeFromEnv(env, options),
    supabase: serviceRoleClient(env),
    secret: STRIPE_WEBHOOK_SECRET,
  });
}
