import { quoteFunction, type QuoteBody, type QuotePage, type QuotePayment } from "@shared/quote";
import type { Supabase } from "@/auth/supabase";

export type QuoteAnswer =
  | { kind: "ready"; page: QuotePage }
  | { kind: "not-found" }
  | { kind: "refused"; code: "day" | "answered" }
  | { kind: "failed" };

/** How long a customer waits for an answer before the page says so and offers the phone. */
const timeoutMs = 15_000;

const isText = (value: unknown): value is string => typeof value === "string";
const isTextOrNull = (value: unknown) => value === null || isText(value);
const isCountOrNull = (value: unknown) => value === null || Number.isInteger(value);
const isDay = (value: unknown) => isText(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);

function isAnswer(value: unknown): value is QuotePage["answer"] {
  if (value === null) return true;
  const a = value as { kind?: unknown; day?: unknown } | null;
  if (typeof a !== "object" || a === null) return false;
  return a.kind === "declined" || (a.kind === "accepted" && (a.day === null || isDay(a.day)));
}

/** Whether an answer has the page's shape: anything else (a proxy's page, say) is a failure. */
function isQuotePage(value: unknown): value is QuotePage {
  const p = value as Partial<QuotePage> | null;
  return (
    typeof p === "object" &&
    p !== null &&
    (p.service === "garage_cleanout" || p.service === "trash_collection") &&
    isTextOrNull(p.garage_size) &&
    isCountOrNull(p.rooms) &&
    isCountOrNull(p.units) &&
    isTextOrNull(p.property_name) &&
    isText(p.address) &&
    isTextOrNull(p.unit) &&
    isText(p.city) &&
    Array.isArray(p.photos) &&
    p.photos.every(isText) &&
    Number.isInteger(p.quote_cents) &&
    Number.isInteger(p.deposit_cents) &&
    (p.scheduled_for === null || isDay(p.scheduled_for)) &&
    isTextOrNull(p.scheduled_from) &&
    isTextOrNull(p.scheduled_until) &&
    Array.isArray(p.offered_days) &&
    p.offered_days.every(isDay) &&
    isAnswer(p.answer) &&
    typeof p.deposit === "object" &&
    p.deposit !== null &&
    (p.deposit.status === null ||
      ["open", "failed", "paid", "refunded"].includes(p.deposit.status)) &&
    Number.isInteger(p.deposit.paid_cents)
  );
}

/** Where the deposit is paid, or why not: Stripe unreachable ("payments"), or any failure. */
export type PaymentAnswer =
  { kind: "checkout"; url: string } | { kind: "payments" } | { kind: "failed" };

/**
 * Asks the quote function for the deposit's Stripe Checkout page. Stripe failing is told apart
 * (a 502 naming "payments"), so that the page can say the acceptance is kept and offer the phone.
 */
export async function startPayment(
  client: Promise<Supabase> | null,
  token: string,
): Promise<PaymentAnswer> {
  try {
    const supabase = await client;
    if (!supabase) return { kind: "failed" };
    const body: QuoteBody = { token, action: "pay" };
    const { data, error, response } = await supabase.functions.invoke<QuotePayment>(quoteFunction, {
      body,
      timeout: timeoutMs,
    });
    if (!error && typeof data?.url === "string" && /^https?:\/\//.test(data.url))
      return { kind: "checkout", url: data.url };
    const refusal = (await response?.json().catch(() => null)) as { code?: unknown } | null;
    return refusal?.code === "payments" ? { kind: "payments" } : { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}

/**
 * Asks the quote function to open, accept or decline the quote of this link. A 404 is a link
 * that is not (or no longer) one; a 409 names why an answer was refused; any other failure, or
 * an answer of another shape, is a failure the page offers the phone and Try again for.
 */
export async function callQuote(
  client: Promise<Supabase> | null,
  body: QuoteBody,
): Promise<QuoteAnswer> {
  try {
    const supabase = await client;
    if (!supabase) return { kind: "failed" };
    const { data, error, response } = await supabase.functions.invoke<unknown>(quoteFunction, {
      body,
      timeout: timeoutMs,
    });
    if (!error) return isQuotePage(data) ? { kind: "ready", page: data } : { kind: "failed" };
    if (response?.status === 404) return { kind: "not-found" };
    if (response?.status === 409) {
      const refusal = (await response.json().catch(() => null)) as { code?: unknown } | null;
      if (refusal?.code === "day" || refusal?.code === "answered")
        return { kind: "refused", code: refusal.code };
    }
    return { kind: "failed" };
  } catch {
    // The supabase-js chunk failed to load (offline).
    return { kind: "failed" };
  }
}
