// What the customer's quote page (/q/<token>, src/features/quote) and the quote function agree
// on. Plain TypeScript with no imports: Deno imports it as a file, the site through the alias
// @shared/quote.

/** The edge function the customer's page reads and answers the quote through. */
export const quoteFunction = "quote";

/** Where the customer's pages live: /q/<token>. */
export const quotePagePrefix = "/q";

/** What a link's token looks like: 64 hex digits (public.create_quote_link). */
export const isQuoteToken = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{64}$/.test(value);

/** The reasons a customer may give for declining: the lead's lost reasons they can know. */
export const declineReasons = ["price", "timing", "chose_another", "other"] as const;
export type DeclineReason = (typeof declineReasons)[number];

/**
 * What the page sends: the token, and what to do: open the page, accept (on a day: the agreed
 * one is taken whatever is sent), decline (with an optional reason), or pay the deposit (the
 * answer is Stripe Checkout's address, `QuotePayment`). The token travels in the body, not the
 * address, so that no access log keeps it.
 */
export type QuoteBody =
  | { token: string; action: "open" }
  | { token: string; action: "pay" }
  | { token: string; action: "accept"; day: string | null }
  | { token: string; action: "decline"; reason: DeclineReason | null };

/**
 * What the page shows: the request (service, its size, the address, its photos as short-lived
 * URLs), the quote and the deposit on it in cents (both from the database's row and the owner's
 * rule, never from the page), the agreed day and window or the days offered, and the answer.
 */
export type QuotePage = {
  service: "garage_cleanout" | "trash_collection";
  garage_size: string | null;
  rooms: number | null;
  units: number | null;
  property_name: string | null;
  address: string;
  unit: string | null;
  city: string;
  photos: string[];
  quote_cents: number;
  deposit_cents: number;
  scheduled_for: string | null;
  scheduled_from: string | null;
  scheduled_until: string | null;
  offered_days: string[];
  answer: { kind: "accepted"; day: string | null } | { kind: "declined" } | null;
  /**
   * The current quote's deposit (null before one is asked), and the deposits this customer has
   * paid and not been refunded, on any amount of the quote.
   */
  deposit: { status: "open" | "failed" | "paid" | "refunded" | null; paid_cents: number };
};

/** The answer to `pay`: Stripe Checkout's page for the deposit. */
export type QuotePayment = { url: string };
