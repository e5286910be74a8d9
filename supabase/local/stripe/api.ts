/**
 * The stand-in's Stripe account: its objects and what each API call does to them, in the shapes
 * of API version 2025-03-31.basil and later (https://docs.stripe.com/api): a subscription's period
 * is on each of its items (`items.data[].current_period_end`), and an invoice names its
 * subscription in `parent.subscription_details.subscription`. Each change emits the event Stripe
 * emits for it (https://docs.stripe.com/api/events/types), which server.ts signs and delivers.
 */
import { randomBytes } from "node:crypto";
import {
  check,
  invalid,
  noSuch,
  required,
  type RawObject,
  type Spec,
  StripeError,
} from "./params.ts";

/** The oldest API version whose shapes the stand-in speaks. */
export const oldestApiVersion = "2025-03-31.basil";

/** The seeded catalogue: one product, and its per-unit monthly price. Stable across restarts. */
export const seeded = {
  productId: "prod_LocalTrashCollection",
  priceId: "price_LocalTrashPerUnit",
} as const;

type Metadata = Record<string, string>;
type ListParams = {
  limit?: number | null;
  starting_after?: string | null;
  ending_before?: string | null;
};
type Obj = Record<string, unknown>;

type Price = Obj & { id: string; product: string; unit_amount: number; currency: string };
export type Customer = Obj & { id: string; email: string | null; metadata: Metadata };
type SubscriptionItem = Obj & {
  id: string;
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
};
export type Subscription = Obj & {
  id: string;
  customer: string;
  status: string;
  metadata: Metadata;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  items: { object: "list"; data: SubscriptionItem[]; has_more: false; url: string };
};
export type CheckoutSession = Obj & {
  id: string;
  status: "open" | "complete" | "expired";
  customer: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string | null;
  subscription: string | null;
  metadata: Metadata;
  url: string | null;
  expires_at: number;
  /** Kept by the stand-in to make the subscription; Stripe keeps it too, behind line_items. */
  local_line_items: { price: string; quantity: number }[];
  /** A payment-mode session's one line (price_data) and its payment intent's metadata. */
  local_payment?: { name: string; amount: number; metadata: Metadata };
  local_subscription_metadata: Metadata;
};
type PortalSession = Obj & {
  id: string;
  customer: string;
  return_url: string | null;
  url: string;
};
export type StripeEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: Obj; previous_attributes?: Obj };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

/** Everything the account holds; plain JSON, so that it can be kept in a file across restarts. */
export type AccountState = {
  products: Record<string, Obj>;
  prices: Record<string, Price>;
  customers: Record<string, Customer>;
  subscriptions: Record<string, Subscription>;
  sessions: Record<string, CheckoutSession>;
  invoices: Record<string, Obj>;
  portalSessions: Record<string, PortalSession>;
  events: StripeEvent[];
  /** How far the account's clock is ahead of the machine's (advancePeriod moves it). */
  clockOffsetMs: number;
  failNextPayment: boolean;
  /** The payment intents of payment-mode sessions paid (a state saved before has none). */
  paymentIntents?: Record<
    string,
    Obj & {
      id: string;
      amount: number;
      metadata: Metadata;
      /** Refunded so far, and the charge the refunds are of (from the first refund on). */
      amount_refunded?: number;
      charge_id?: string;
    }
  >;
};

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** An id in Stripe's form: a prefix and random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  return `${prefix}_${[...bytes].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

export function freshAccount(): AccountState {
  const created = Math.floor(Date.now() / 1000);
  const product = {
    id: seeded.productId,
    object: "product",
    active: true,
    created,
    default_price: seeded.priceId,
    description: "Daily door-to-dumpster trash collection, billed per unit each month.",
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: "Trash Collection",
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: "service",
    unit_label: "unit",
    updated: created,
    url: null,
  };
  const price: Price = {
    id: seeded.priceId,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created,
    currency: "usd",
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: seeded.productId,
    recurring: {
      interval: "month",
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: "licensed",
    },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: 2000,
    unit_amount_decimal: "2000",
  };
  return {
    products: { [product.id]: product },
    prices: { [price.id]: price },
    customers: {},
    subscriptions: {},
    sessions: {},
    invoices: {},
    portalSessions: {},
    events: [],
    clockOffsetMs: 0,
    failNextPayment: false,
  };
}

/** Unix seconds one calendar month later, on the same day or the month's last (Stripe's anchor). */
function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}

const list = (url: string, data: unknown[], hasMore: boolean) => ({
  object: "list",
  data,
  has_more: hasMore,
  url,
});

/** Newest first, then `starting_after`/`ending_before` and `limit` (1–100, default 10). */
function page<T extends { id: string; created?: unknown }>(
  url: string,
  items: T[],
  params: ListParams,
) {
  const limit = params.limit ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalid(
      "This value must be greater than or equal to 1 and less than or equal to 100.",
      "limit",
    );
  }
  let ordered = [...items].reverse();
  if (params.starting_after) {
    const at = ordered.findIndex((item) => item.id === params.starting_after);
    if (at < 0) throw noSuch("object", params.starting_after, "starting_after");
    ordered = ordered.slice(at + 1);
  } else if (params.ending_before) {
    const at = ordered.findIndex((item) => item.id === params.ending_before);
    if (at < 0) throw noSuch("object", params.ending_before, "ending_before");
    ordered = ordered.slice(Math.max(0, at - limit), at);
  }
  return list(url, ordered.slice(0, limit), ordered.length > limit);
}

/** What a request that changes something is, for the events it causes. */
export type Origin = { requestId: string | null; idempotencyKey: string | null };
const automatic: Origin = { requestId: null, idempotencyKey: null };

const listParams: Spec = { limit: "integer", starting_after: "string", ending_before: "string" };
const subscriptionStatuses = [
  "active",
  "all",
  "canceled",
  "ended",
  "incomplete",
  "incomplete_expired",
  "past_due",
  "paused",
  "trialing",
  "unpaid",
] as const;

export function createAccount(options: {
  state: AccountState;
  /** Where Checkout and portal pages are served (the server's own URL). */
  baseUrl: () => string;
  /** Called with each event created, in order. */
  onEvent: (event: StripeEvent) => void;
  apiVersion: string;
}) {
  const { state } = options;
  const now = () => Math.floor((Date.now() + state.clockOffsetMs) / 1000);

  function emit(type: string, object: Obj, origin: Origin, previous?: Obj) {
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: options.apiVersion,
      created: now(),
      data: {
        object: structuredClone(object),
        ...(previous && { previous_attributes: structuredClone(previous) }),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: origin.requestId, idempotency_key: origin.idempotencyKey },
      type,
    };
    state.events.push(event);
    options.onEvent(event);
  }

  function customer(id: string, param = "id"): Customer {
    const found = state.customers[id];
    if (!found) throw noSuch("customer", id, param);
    return found;
  }

  function subscription(id: string): Subscription {
    const found = state.subscriptions[id];
    if (!found) throw noSuch("subscription", id);
    return found;
  }

  function newCustomer(
    fields: {
      email?: string | null;
      name?: string | null;
      phone?: string | null;
      description?: string | null;
      metadata?: Metadata | null;
    },
    origin: Origin,
  ): Customer {
    const created: Customer = {
      id: newId("cus", 14),
      object: "customer",
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: fields.description ?? null,
      email: fields.email ?? null,
      invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: fields.metadata ?? {},
      name: fields.name ?? null,
      phone: fields.phone ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: "none",
      test_clock: null,
    };
    state.customers[created.id] = created;
    emit("customer.created", created, origin);
    return created;
  }

  function newInvoice(sub: Subscription, paid: boolean, reason: string) {
    const item = sub.items.data[0] as SubscriptionItem;
    const amount = item.price.unit_amount * item.quantity;
    const invoice = {
      id: newId("in"),
      object: "invoice",
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempt_count: 1,
      attempted: true,
      billing_reason: reason,
      collection_method: "charge_automatically",
      created: now(),
      currency: item.price.currency,
      customer: sub.customer,
      hosted_invoice_url: null,
      livemode: false,
      metadata: {},
      next_payment_attempt: paid ? null : now() + 3 * 86400,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { metadata: structuredClone(sub.metadata), subscription: sub.id },
      },
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      status: paid ? "paid" : "open",
      subtotal: amount,
      total: amount,
    };
    state.invoices[invoice.id] = invoice;
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  function newSubscription(session: CheckoutSession, customerId: string): Subscription {
    const start = now();
    const id = newId("sub");
    const [line] = session.local_line_items;
    const price = state.prices[(line as { price: string }).price] as Price;
    const item: SubscriptionItem = {
      id: newId("si", 14),
      object: "subscription_item",
      created: start,
      current_period_start: start,
      current_period_end: addMonth(start),
      discounts: [],
      metadata: {},
      price: structuredClone(price),
      quantity: (line as { quantity: number }).quantity,
      subscription: id,
      tax_rates: [],
    };
    return {
      id,
      object: "subscription",
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: "charge_automatically",
      created: start,
      currency: price.currency,
      customer: customerId,
      default_payment_method: null,
      description: null,
      discounts: [],
      ended_at: null,
      items: list(
        `/v1/subscription_items?subscription=${id}`,
        [item],
        false,
      ) as Subscription["items"],
      latest_invoice: null,
      livemode: false,
      metadata: structuredClone(session.local_subscription_metadata),
      start_date: start,
      status: "active",
      test_clock: null,
      trial_end: null,
      trial_start: null,
    };
  }

  /** The session's public form: what Stripe answers and sends, without the stand-in's notes. */
  function publicSession(session: CheckoutSession): Obj {
    return Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith("local_")));
  }

  /**
   * A Checkout Session in payment mode of one line of `price_data` (usd, at least 50 cents, as
   * Stripe's minimum charge in dollars), its payment intent's metadata kept for the payment.
   */
  function paymentSession(p: {
    success_url?: string;
    cancel_url?: string;
    customer_email?: string;
    client_reference_id?: string;
    metadata?: Metadata;
    line_items?: {
      price?: string;
      quantity?: number;
      price_data?: { currency?: string; unit_amount?: number; product_data?: { name?: string } };
    }[];
    payment_intent_data?: { metadata?: Metadata };
  }) {
    const successUrl = required(p.success_url, "success_url");
    const [item, ...more] = p.line_items ?? [];
    if (!item) throw invalid("You must specify `line_items` in `payment` mode.", "line_items");
    if (more.length)
      throw invalid("The local Stripe makes payments of one line only.", "line_items");
    const data = item.price_data;
    if (!data) throw invalid("The local Stripe pays `price_data` lines only.", "line_items[0]");
    const currency = required(data.currency, "line_items[0][price_data][currency]");
    if (currency !== "usd")
      throw invalid("The local Stripe charges usd only.", "line_items[0][price_data][currency]");
    const unit = required(data.unit_amount, "line_items[0][price_data][unit_amount]");
    const name = required(data.product_data?.name, "line_items[0][price_data][product_data][name]");
    const quantity = item.quantity ?? 1;
    const amount = unit * quantity;
    if (amount < 50)
      throw invalid(
        "The Checkout Session's total amount due must add up to at least $0.50 usd",
        "line_items",
      );
    const created = now();
    const id = newId("cs_test", 58);
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: p.cancel_url ?? null,
      client_reference_id: p.client_reference_id ?? null,
      created,
      currency,
      customer: null,
      customer_creation: "if_required",
      customer_details: null,
      customer_email: p.customer_email ?? null,
      expires_at: created + 24 * 3600,
      invoice: null,
      livemode: false,
      metadata: p.metadata ?? {},
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      subscription: null,
      success_url: successUrl,
      ui_mode: "hosted",
      url: `${options.baseUrl()}/c/pay/${id}`,
      local_line_items: [],
      local_subscription_metadata: {},
      local_payment: { name, amount, metadata: p.payment_intent_data?.metadata ?? {} },
    };
    state.sessions[id] = session;
    return publicSession(session);
  }

  /**
   * The buyer pays a payment-mode session: its payment intent, succeeded, and the session
   * complete and paid; or, after failNextPayment, the intent's payment_intent.payment_failed and
   * the card's decline, the session left open.
   */
  function payPayment(
    session: CheckoutSession,
    payment: NonNullable<CheckoutSession["local_payment"]>,
  ) {
    const intent = {
      id: newId("pi"),
      object: "payment_intent",
      amount: payment.amount,
      amount_received: payment.amount,
      currency: "usd",
      created: now(),
      livemode: false,
      metadata: payment.metadata,
      status: "succeeded",
    };
    if (state.failNextPayment) {
      state.failNextPayment = false;
      emit(
        "payment_intent.payment_failed",
        { ...intent, amount_received: 0, status: "requires_payment_method" },
        automatic,
      );
      throw new StripeError(402, "card_error", "Your card was declined.");
    }
    (state.paymentIntents ??= {})[intent.id] = intent;
    emit("payment_intent.succeeded", intent, automatic);
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: intent.id,
      url: null,
    });
    emit("checkout.session.completed", publicSession(session), automatic);
    return session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
  }

  function setPeriod(sub: Subscription, start: number) {
    for (const item of sub.items.data) {
      item.current_period_start = start;
      item.current_period_end = addMonth(start);
    }
  }

  const api = {
    now,

    createCustomer(params: RawObject, origin: Origin) {
      const p = check(params, {
        email: "string",
        name: "string",
        phone: "string",
        description: "string",
        metadata: "metadata",
      }) as {
        email?: string;
        name?: string;
        phone?: string;
        description?: string;
        metadata?: Metadata;
      };
      if (p.email !== undefined && p.email !== "" && !/^[^@\s]+@[^@\s]+$/.test(p.email)) {
        throw invalid("Invalid email address: " + p.email, "email", "email_invalid");
      }
      return newCustomer(p, origin);
    },

    listCustomers(params: RawObject) {
      const p = check(params, { ...listParams, email: "string" }) as ListParams & {
        email?: string;
      };
      // Stripe's email filter is exact and case-sensitive.
      const matching = Object.values(state.customers).filter(
        (c) => p.email === undefined || c.email === p.email,
      );
      return page("/v1/customers", matching, p);
    },

    retrieveCustomer: (id: string) => customer(id),

    retrieveProduct(id: string) {
      const product = state.products[id];
      if (!product) throw noSuch("product", id);
      return product;
    },

    retrievePrice(id: string) {
      const price = state.prices[id];
      if (!price) throw noSuch("price", id);
      return price;
    },

    listPrices(params: RawObject) {
      const p = check(params, {
        ...listParams,
        product: "string",
        active: "boolean",
      }) as ListParams & {
        product?: string;
        active?: boolean;
      };
      const matching = Object.values(state.prices).filter(
        (price) =>
          (p.product === undefined || price.product === p.product) &&
          (p.active === undefined || price.active === p.active),
      );
      return page("/v1/prices", matching, p);
    },

    listSubscriptions(params: RawObject) {
      const p = check(params, {
        ...listParams,
        customer: "string",
        price: "string",
        status: subscriptionStatuses,
      }) as ListParams & { customer?: string; price?: string; status?: string };
      // Without a status Stripe lists every subscription that is not canceled.
      const matching = Object.values(state.subscriptions).filter(
        (s) =>
          (p.customer === undefined || s.customer === p.customer) &&
          (p.price === undefined || s.items.data.some((i) => i.price.id === p.price)) &&
          (p.status === "all" ||
            (p.status === "ended" && ["canceled", "incomplete_expired"].includes(s.status)) ||
            (p.status === undefined && s.status !== "canceled") ||
            s.status === p.status),
      );
      return page("/v1/subscriptions", matching, p);
    },

    retrieveSubscription: (id: string) => subscription(id),

    updateSubscription(id: string, params: RawObject, origin: Origin) {
      const sub = subscription(id);
      const p = check(params, {
        cancel_at_period_end: "boolean",
        metadata: "metadata",
        proration_behavior: ["always_invoice", "create_prorations", "none"],
        items: { array: { id: "string", quantity: "integer", price: "string" } },
      }) as {
        cancel_at_period_end?: boolean | null;
        metadata?: Metadata | null;
        items?: { id?: string; quantity?: number; price?: string }[];
      };
      if (sub.status === "canceled") {
        throw invalid(
          "A canceled subscription can only update its cancellation_details and metadata.",
        );
      }
      const previous: Obj = {};
      if (p.cancel_at_period_end != null && p.cancel_at_period_end !== sub.cancel_at_period_end) {
        previous.cancel_at_period_end = sub.cancel_at_period_end;
        previous.cancel_at = sub.cancel_at;
        sub.cancel_at_period_end = p.cancel_at_period_end;
        sub.cancel_at = p.cancel_at_period_end
          ? (sub.items.data[0] as SubscriptionItem).current_period_end
          : null;
      }
      if (p.metadata !== undefined) {
        previous.metadata = structuredClone(sub.metadata);
        // https://docs.stripe.com/metadata: keys are merged; an empty value unsets its key, and
        // `metadata=` (empty) unsets them all.
        sub.metadata = p.metadata === null ? {} : { ...sub.metadata, ...p.metadata };
        for (const [key, value] of Object.entries(p.metadata ?? {})) {
          if (value === "") delete sub.metadata[key];
        }
      }
      for (const [i, change] of (p.items ?? []).entries()) {
        const item = sub.items.data.find((it) => it.id === change.id);
        if (!item) throw noSuch("subscription_item", String(change.id), `items[${i}][id]`);
        if (change.price !== undefined) {
          throw invalid("The local Stripe changes an item's quantity only.", `items[${i}][price]`);
        }
        if (change.quantity !== undefined) {
          if (change.quantity < 0) {
            throw invalid(
              "This value must be greater than or equal to 0.",
              `items[${i}][quantity]`,
            );
          }
          previous.items ??= structuredClone(sub.items);
          item.quantity = change.quantity;
        }
      }
      if (Object.keys(previous).length)
        emit("customer.subscription.updated", sub, origin, previous);
      return sub;
    },

    cancelSubscription(id: string, params: RawObject, origin: Origin) {
      const sub = subscription(id);
      check(params, { invoice_now: "boolean", prorate: "boolean" });
      if (sub.status === "canceled") {
        throw invalid(`This subscription has already been canceled: '${id}'`, "id");
      }
      sub.status = "canceled";
      sub.canceled_at = now();
      sub.ended_at = now();
      sub.cancellation_details = {
        comment: null,
        feedback: null,
        reason: "cancellation_requested",
      };
      emit("customer.subscription.deleted", sub, origin);
      return sub;
    },

    createCheckoutSession(params: RawObject) {
      const p = check(params, {
        mode: ["payment", "setup", "subscription"],
        success_url: "url",
        cancel_url: "url",
        customer: "string",
        customer_email: "string",
        client_reference_id: "string",
        metadata: "metadata",
        line_items: {
          array: {
            price: "string",
            quantity: "integer",
            price_data: {
              currency: "string",
              unit_amount: "integer",
              product_data: { name: "string", description: "string" },
            },
          },
        },
        subscription_data: { metadata: "metadata" },
        payment_intent_data: { metadata: "metadata", description: "string" },
        allow_promotion_codes: "boolean",
        billing_address_collection: ["auto", "required"],
        locale: "string",
      }) as {
        mode?: string;
        success_url?: string;
        cancel_url?: string;
        customer?: string;
        customer_email?: string;
        client_reference_id?: string;
        metadata?: Metadata;
        line_items?: {
          price?: string;
          quantity?: number;
          price_data?: {
            currency?: string;
            unit_amount?: number;
            product_data?: { name?: string };
          };
        }[];
        subscription_data?: { metadata?: Metadata };
        payment_intent_data?: { metadata?: Metadata };
      };
      const mode = required(p.mode, "mode");
      if (mode === "payment") return paymentSession(p);
      if (mode !== "subscription") {
        throw invalid(
          "The local Stripe makes Checkout Sessions in subscription and payment modes only.",
          "mode",
        );
      }
      const successUrl = required(p.success_url, "success_url");
      if (p.customer && p.customer_email) {
        throw invalid(
          "You may only specify one of these parameters: customer, customer_email.",
          "customer",
        );
      }
      if (p.customer) customer(p.customer, "customer");
      if (p.client_reference_id !== undefined && p.client_reference_id.length > 200) {
        throw invalid(
          "client_reference_id can be up to 200 characters long.",
          "client_reference_id",
        );
      }
      const items = p.line_items ?? [];
      if (!items.length) {
        throw invalid(
          "You must provide at least one recurring price in `subscription` mode when using prices.",
          "line_items",
        );
      }
      const lines = items.map((item, i) => {
        const priceId = required(item.price, `line_items[${i}][price]`);
        const price = state.prices[priceId];
        if (!price) throw noSuch("price", priceId, `line_items[${i}][price]`);
        if (!price.active)
          throw invalid(`The price specified is inactive.`, `line_items[${i}][price]`);
        if (price.type !== "recurring") {
          throw invalid(
            "You must provide at least one recurring price in `subscription` mode when using prices.",
            `line_items[${i}][price]`,
          );
        }
        const quantity = item.quantity ?? 1;
        if (quantity < 1 || quantity > 999_999) {
          throw invalid(
            "This value must be greater than or equal to 1 and less than or equal to 999999.",
            `line_items[${i}][quantity]`,
          );
        }
        return { price: priceId, quantity };
      });
      if (lines.length > 1) {
        throw invalid("The local Stripe makes subscriptions of one price only.", "line_items");
      }
      const created = now();
      const id = newId("cs_test", 58);
      const line = lines[0] as { price: string; quantity: number };
      const amount = (state.prices[line.price] as Price).unit_amount * line.quantity;
      const session: CheckoutSession = {
        id,
        object: "checkout.session",
        amount_subtotal: amount,
        amount_total: amount,
        cancel_url: p.cancel_url ?? null,
        client_reference_id: p.client_reference_id ?? null,
        created,
        currency: "usd",
        customer: p.customer ?? null,
        customer_creation: p.customer ? null : "always",
        customer_details: null,
        customer_email: p.customer_email ?? null,
        expires_at: created + 24 * 3600,
        invoice: null,
        livemode: false,
        metadata: p.metadata ?? {},
        mode: "subscription",
        payment_intent: null,
        payment_status: "unpaid",
        status: "open",
        subscription: null,
        success_url: successUrl,
        ui_mode: "hosted",
        url: `${options.baseUrl()}/c/pay/${id}`,
        local_line_items: lines,
        local_subscription_metadata: p.subscription_data?.metadata ?? {},
      };
      state.sessions[id] = session;
      return publicSession(session);
    },

    retrieveCheckoutSession(id: string) {
      const session = state.sessions[id];
      if (!session) throw noSuch("checkout.session", id);
      return publicSession(session);
    },

    /** The session as the Checkout page shows it (with its line items), or null. */
    sessionForPage(id: string) {
      const session = state.sessions[id];
      if (!session) return null;
      if (session.status === "open" && session.expires_at < now()) session.status = "expired";
      if (session.local_payment)
        return {
          session,
          product: session.local_payment.name,
          quantity: 1,
          unitAmount: session.local_payment.amount,
          email: session.customer_email,
        };
      const [line] = session.local_line_items;
      const price = state.prices[(line as { price: string }).price] as Price;
      const product = state.products[price.product] as { name: string };
      return {
        session,
        product: product.name,
        quantity: (line as { quantity: number }).quantity,
        unitAmount: price.unit_amount,
        email: session.customer
          ? (state.customers[session.customer]?.email ?? null)
          : session.customer_email,
      };
    },

    /**
     * The buyer pays on the Checkout page: the customer (made if the session named none), an
     * active subscription of the price × quantity for one month from now, its paid invoice, and
     * the session complete. Emits what Stripe emits, in this order.
     */
    completeCheckout(id: string, email: string | null) {
      const session = state.sessions[id];
      if (!session || session.status !== "open")
        throw invalid("This Checkout Session is no longer open.");
      if (session.local_payment) return payPayment(session, session.local_payment);
      let customerId = session.customer;
      if (!customerId) {
        const address = session.customer_email ?? email;
        if (!address) throw invalid("Enter an e-mail address.", "email");
        customerId = newCustomer({ email: address }, automatic).id;
      }
      const sub = newSubscription(session, customerId);
      state.subscriptions[sub.id] = sub;
      const invoice = newInvoice(sub, true, "subscription_create");
      emit("customer.subscription.created", sub, automatic);
      emit("invoice.paid", invoice, automatic);
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        customer: customerId,
        customer_details: { email: state.customers[customerId]?.email ?? null },
        subscription: sub.id,
        invoice: invoice.id,
        url: null,
      });
      emit("checkout.session.completed", publicSession(session), automatic);
      return session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
    },

    createPortalSession(params: RawObject) {
      const p = check(params, {
        customer: "string",
        return_url: "url",
        configuration: "string",
        locale: "string",
      }) as { customer?: string; return_url?: string };
      const customerId = required(p.customer, "customer");
      customer(customerId, "customer");
      const id = newId("bps");
      const session: PortalSession = {
        id,
        object: "billing_portal.session",
        configuration: "bpc_LocalDefault",
        created: now(),
        customer: customerId,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: p.return_url ?? null,
        url: `${options.baseUrl()}/p/session/${newId("test", 32).slice("test_".length)}`,
      };
      state.portalSessions[id] = session;
      return session;
    },

    /** The portal session whose page this is, with its customer's subscriptions, or null. */
    portalForPage(token: string) {
      const session = Object.values(state.portalSessions).find((s) => s.url.endsWith(`/${token}`));
      if (!session) return null;
      const subscriptions = Object.values(state.subscriptions)
        .filter((s) => s.customer === session.customer)
        .reverse()
        .map((s) => {
          const item = s.items.data[0] as SubscriptionItem;
          const product = state.products[item.price.product] as { name: string };
          return { subscription: s, item, product: product.name };
        });
      return { session, email: state.customers[session.customer]?.email ?? null, subscriptions };
    },

    /** Makes the next renewal's payment fail. */
    failNextPayment() {
      state.failNextPayment = true;
    },

    /**
     * A refund of a payment intent, whole or (with `amount`) in part: its charge's
     * charge.refunded, as the dashboard's Refund. The charge keeps the running total of its
     * refunds (amount_refunded) and is `refunded` once that is the whole amount; a refund beyond
     * what is left is refused (docs.stripe.com/api/refunds/create).
     */
    createRefund(params: RawObject, origin: Origin) {
      const p = check(params, {
        payment_intent: "string",
        amount: "integer",
        reason: "string",
      }) as {
        payment_intent?: string;
        amount?: number;
      };
      const intentId = required(p.payment_intent, "payment_intent");
      const intent = state.paymentIntents?.[intentId];
      if (!intent) throw noSuch("payment_intent", intentId, "payment_intent");
      // A state saved before refunds in part were kept marks a refunded intent `refunded`.
      const before = intent.amount_refunded ?? (intent.refunded === true ? intent.amount : 0);
      const left = intent.amount - before;
      if (left <= 0)
        throw invalid(
          `Charge for ${intentId} has already been refunded.`,
          "payment_intent",
          "charge_already_refunded",
        );
      const amount = p.amount ?? left;
      if (amount <= 0 || amount > left)
        throw invalid(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          "amount",
        );
      intent.amount_refunded = before + amount;
      intent.charge_id ??= newId("ch");
      const charge = {
        id: intent.charge_id,
        object: "charge",
        amount: intent.amount,
        amount_refunded: before + amount,
        currency: "usd",
        livemode: false,
        metadata: {},
        payment_intent: intentId,
        refunded: before + amount === intent.amount,
      };
      emit("charge.refunded", charge, origin);
      return {
        id: newId("re"),
        object: "refund",
        amount,
        charge: charge.id,
        currency: "usd",
        payment_intent: intentId,
        status: "succeeded",
      };
    },

    /**
     * Moves the account's clock to the end of the subscription's period and renews it: a paid
     * invoice (`invoice.paid`) and the next period, or, after failNextPayment, a failed one
     * (`invoice.payment_failed`) and `past_due`; a subscription set to cancel at the period's
     * end ends instead (`customer.subscription.deleted`).
     */
    advancePeriod(id: string) {
      const sub = subscription(id);
      if (sub.status === "canceled") throw invalid(`Subscription ${id} is canceled.`);
      const item = sub.items.data[0] as SubscriptionItem;
      const end = item.current_period_end;
      state.clockOffsetMs = Math.max(state.clockOffsetMs, (end + 1) * 1000 - Date.now());
      if (sub.cancel_at_period_end) {
        Object.assign(sub, { status: "canceled", canceled_at: end, ended_at: end });
        emit("customer.subscription.deleted", sub, automatic);
        return sub;
      }
      const previous = { items: structuredClone(sub.items), status: sub.status };
      setPeriod(sub, end);
      const fails = state.failNextPayment;
      state.failNextPayment = false;
      const invoice = newInvoice(sub, !fails, "subscription_cycle");
      sub.status = fails ? "past_due" : "active";
      emit(fails ? "invoice.payment_failed" : "invoice.paid", invoice, automatic);
      emit("customer.subscription.updated", sub, automatic, previous);
      return sub;
    },

    /**
     * Adds a customer (unless one has this e-mail) with an active subscription of the seeded
     * price, as if they had been through Checkout: for a seeded local backend and tests. Emits
     * customer.created and customer.subscription.created, so that a webhook endpoint hears of it.
     */
    seedSubscription(input: {
      email: string;
      quantity: number;
      metadata?: Metadata;
      periodEnd?: number;
    }) {
      const found = Object.values(state.customers).find((c) => c.email === input.email);
      const customerId = found?.id ?? newCustomer({ email: input.email }, automatic).id;
      const session = {
        local_line_items: [{ price: seeded.priceId, quantity: input.quantity }],
        local_subscription_metadata: input.metadata ?? {},
      } as CheckoutSession;
      const sub = newSubscription(session, customerId);
      if (input.periodEnd) {
        const item = sub.items.data[0] as SubscriptionItem;
        item.current_period_end = input.periodEnd;
      }
      state.subscriptions[sub.id] = sub;
      newInvoice(sub, true, "subscription_create");
      emit("customer.subscription.created", sub, automatic);
      return { customerId, subscription: sub };
    },

    event(id: string) {
      const found = state.events.find((e) => e.id === id);
      if (!found)
        throw new StripeError(
          404,
          "invalid_request_error",
          `No such event: '${id}'`,
          "resource_missing",
          "id",
        );
      return found;
    },
  };
  return api;
}

export type Account = ReturnType<typeof createAccount>;
