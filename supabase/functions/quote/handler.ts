import {
  depositCents,
  type DepositRule,
  depositRule,
  parseDepositSetting,
} from "../_shared/deposit.ts";
import { type Env, sha256Hex } from "../_shared/http.ts";
import { photoBucket, photoPath } from "../_shared/intake.ts";
import { publicIntake, type Reply } from "../_shared/public-intake.ts";
import {
  type DeclineReason,
  declineReasons,
  isQuoteToken,
  type QuoteBody,
  type QuotePage,
  type QuotePayment,
  quotePagePrefix,
} from "../_shared/quote.ts";
import { serviceNames } from "../_shared/services.ts";
import { type Stripe, stripeFailed, stripeFromEnv } from "../_shared/stripe.ts";
import { type ServerClient, serviceRoleClient } from "../_shared/supabase.ts";

export type QuoteSettings = {
  /** A service-role client: it calls public.quote_page and public.answer_quote. */
  supabase: ServerClient;
  /** The site (SITE_URL): the one origin whose pages may read the answers. */
  siteUrl: string | null | undefined;
  /** The owner's deposit rule (QUOTE_DEPOSIT, or the typed one of _shared/deposit.ts). */
  deposit?: DepositRule;
  /** Stripe, for the deposit's Checkout; null without STRIPE_SECRET_KEY (no deposit is taken). */
  stripe: Stripe | null;
};

const depositStatuses = ["open", "failed", "paid", "refunded"] as const;

/** The photos' signed URLs live this long: enough to look at the page, too short to pass on. */
const photoSeconds = 60 * 60;

const isDay = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The body, or the reason it is not one (a bad token is a 404 like an unknown one). */
function parse(text: string): { body: QuoteBody } | { problem: string } | { unknown: true } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: "The request is not JSON." };
  }
  const b = body as Record<string, unknown> | null;
  if (typeof b !== "object" || b === null) return { problem: "The request is not an object." };
  if (!isQuoteToken(b.token)) return { unknown: true };
  if (b.action === "open" || b.action === "pay")
    return { body: { token: b.token, action: b.action } };
  if (b.action === "accept") {
    if (b.day !== undefined && b.day !== null && !isDay(b.day))
      return { problem: "The day is not a date." };
    return { body: { token: b.token, action: "accept", day: isDay(b.day) ? b.day : null } };
  }
  if (b.action === "decline") {
    const reason = b.reason ?? null;
    if (reason !== null && !declineReasons.includes(reason as never))
      return { problem: "The reason is not one of the choices." };
    return {
      body: { token: b.token, action: "decline", reason: reason as DeclineReason | null },
    };
  }
  return { problem: "The action is not open, accept, decline or pay." };
}

const notFound = (reply: Reply) => reply({ error: "No such quote." }, 404);

/**
 * The customer's quote page's way in, by the link's token alone: JSON from the site's origin
 * only (as the other public functions). `open` answers what the page shows (public.quote_page:
 * this request and nothing of another, the link marked viewed); `accept` and `decline` record the
 * answer (public.answer_quote: the same answer twice changes nothing) and answer the page as it
 * now stands. A malformed, unknown or revoked token is a 404. The quote and the deposit come
 * from the database's row and the owner's rule, never from the body.
 */
export function createQuote(settings: QuoteSettings) {
  const { supabase } = settings;
  const rule = settings.deposit ?? depositRule;

  async function page(hash: string, reply: Reply): Promise<Response> {
    const { data, error } = await supabase.rpc("quote_page", { token_hash: hash }).maybeSingle();
    if (error) {
      console.error("quote: the database failed:", error);
      return reply({ error: "Our system is having trouble right now." }, 502);
    }
    if (!data) return notFound(reply);
    const paths = Array.from({ length: data.photo_count }, (_, i) =>
      photoPath(data.request_id, i + 1),
    );
    const signed = paths.length
      ? await supabase.storage.from(photoBucket).createSignedUrls(paths, photoSeconds)
      : { data: [] };
    const photos = (signed.data ?? []).flatMap((entry) =>
      entry.signedUrl ? [entry.signedUrl] : [],
    );
    const answer: QuotePage["answer"] = data.declined
      ? { kind: "declined" }
      : data.accepted_cents === data.quote_cents
        ? { kind: "accepted", day: data.accepted_day }
        : null;
    return reply({
      service: data.service as QuotePage["service"],
      garage_size: data.garage_size,
      rooms: data.rooms,
      units: data.units,
      property_name: data.property_name,
      address: data.address,
      unit: data.unit,
      city: data.city,
      photos,
      quote_cents: data.quote_cents,
      deposit_cents: depositCents(data.quote_cents, rule),
      scheduled_for: data.scheduled_for,
      scheduled_from: data.scheduled_from,
      scheduled_until: data.scheduled_until,
      offered_days: data.offered_days,
      answer,
      deposit: {
        status: depositStatuses.find((status) => status === data.deposit_status) ?? null,
        paid_cents: data.deposit_paid_cents,
      },
    } satisfies QuotePage);
  }

  /**
   * The deposit's Checkout: the deposit of the accepted quote (public.begin_deposit: one per
   * quote, its amount worked out here from the stored quote), and its session, reused while open;
   * a new one is made only when none is open, under Stripe's idempotency key of the deposit and
   * the session it replaces, so that a retried call never makes two. Stripe failing is a 502
   * (the acceptance is kept; the page offers the phone).
   */
  async function pay(hash: string, token: string, reply: Reply): Promise<Response> {
    const { data: quote, error } = await supabase
      .rpc("quote_page", { token_hash: hash })
      .maybeSingle();
    if (error) {
      console.error("quote: the database failed:", error);
      return reply({ error: "Our system is having trouble right now." }, 502);
    }
    if (!quote) return notFound(reply);
    const amount = depositCents(quote.quote_cents, rule);
    if (!settings.stripe || !settings.siteUrl || amount === 0)
      return reply({ error: "No deposit is asked on this quote.", code: "no_deposit" }, 409);
    const begun = await supabase
      .rpc("begin_deposit", { token_hash: hash, amount_cents: amount })
      .maybeSingle();
    if (begun.error?.message === "not_accepted")
      return reply({ error: "Accept the quote first.", code: "not_accepted" }, 409);
    if (begun.error) {
      console.error("quote: the database failed:", begun.error);
      return reply({ error: "Our system is having trouble right now." }, 502);
    }
    const deposit = begun.data;
    if (!deposit) return notFound(reply);
    if (deposit.status === "paid" || deposit.status === "refunded")
      return reply({ error: "This deposit is paid.", code: "paid" }, 409);
    const stripe = settings.stripe;
    try {
      if (deposit.checkout_session_id) {
        const open = await stripe.checkout.sessions.retrieve(deposit.checkout_session_id);
        if (open.status === "open" && open.url)
          return reply({ url: open.url } satisfies QuotePayment);
      }
      const page = `${settings.siteUrl}${quotePagePrefix}/${token}`;
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: deposit.amount_cents,
                product_data: {
                  name: `Deposit: ${serviceNames[quote.service as QuotePage["service"]]}`,
                },
              },
            },
          ],
          metadata: { deposit_id: deposit.id },
          payment_intent_data: { metadata: { deposit_id: deposit.id } },
          client_reference_id: deposit.id,
          success_url: `${page}?deposit=paid`,
          cancel_url: page,
        },
        {
          idempotencyKey: await sha256Hex(
            `deposit:${deposit.id}:${deposit.checkout_session_id ?? "first"}`,
          ),
        },
      );
      const stored = await supabase.rpc("set_deposit_session", {
        deposit_id: deposit.id,
        session_id: session.id,
      });
      if (stored.error) throw new Error(`storing the session failed: ${stored.error.message}`);
      if (!session.url) throw new Error("Checkout answered no address");
      return reply({ url: session.url } satisfies QuotePayment);
    } catch (failure) {
      const answer = stripeFailed("quote", failure);
      return reply({ ...(await answer.json()), code: "payments" }, 502);
    }
  }

  async function answer(body: QuoteBody, hash: string, reply: Reply): Promise<Response> {
    if (body.action === "open") return page(hash, reply);
    if (body.action === "pay") return pay(hash, body.token, reply);
    const { data, error } = await supabase.rpc("answer_quote", {
      token_hash: hash,
      accept: body.action === "accept",
      day: body.action === "accept" ? (body.day ?? undefined) : undefined,
      reason: body.action === "decline" ? (body.reason ?? undefined) : undefined,
    });
    if (error) {
      if (error.message === "day")
        return reply({ error: "That day is not one of the days offered.", code: "day" }, 409);
      if (error.message === "answered")
        return reply({ error: "This quote was already answered.", code: "answered" }, 409);
      console.error("quote: the database failed:", error);
      return reply({ error: "Our system is having trouble right now." }, 502);
    }
    if (!data) return notFound(reply);
    return page(hash, reply);
  }

  return publicIntake(settings.siteUrl, async (text, _address, reply) => {
    const parsed = parse(text);
    if ("unknown" in parsed) return notFound(reply);
    if ("problem" in parsed) return reply({ error: parsed.problem }, 400);
    return answer(parsed.body, await sha256Hex(parsed.body.token), reply);
  });
}

/** The owner's QUOTE_DEPOSIT; a value that is no rule asks for none, and the log says so. */
function depositFromEnv(env: Env): DepositRule {
  const rule = parseDepositSetting(env("QUOTE_DEPOSIT"));
  if (rule) return rule;
  console.error('quote: QUOTE_DEPOSIT is not a deposit ("25%" or "$50"): no deposit is asked');
  return { kind: "fixed", cents: 0 };
}

export function quoteFromEnv(env: Env) {
  return createQuote({
    supabase: serviceRoleClient(env),
    siteUrl: env("SITE_URL"),
    deposit: depositFromEnv(env),
    stripe: env("STRIPE_SECRET_KEY") ? stripeFromEnv(env) : null,
  });
}
