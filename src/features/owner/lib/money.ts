import { trashCount } from "@shared/services";
import { siteConfig } from "@/config/site";
import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest } from "@/features/owner/api/requests";
import { formatMoney } from "@/lib/money";

/** The database's bounds on a quote: $0 to $100,000, in cents. */
const maxQuoteCents = 10_000_000;

/** The amount as a quote reads: trash collection is a price each month. */
export const quoteAmount = (request: Pick<InboxRequest, "service">, cents: number) =>
  request.service === "trash_collection"
    ? ownerConfig.quote.monthly(formatMoney(cents))
    : formatMoney(cents);

/** "349", "349.50": what the quote field shows for a stored amount. */
export const dollarsText = (cents: number) =>
  cents % 100 ? (cents / 100).toFixed(2) : String(cents / 100);

/**
 * What the owner typed, in cents: "349", "$1,250.5", " 349.50 " are amounts; anything else,
 * more than two decimals, or an amount outside the database's bounds is null.
 */
export function parseDollars(text: string): number | null {
  const plain = text.trim().replace(/^\$/, "").replaceAll(",", "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const cents = Math.round(Number(plain) * 100);
  return cents <= maxQuoteCents ? cents : null;
}

/**
 * The quote the prices suggest, in cents: the garage cleanout's starting price, or for trash
 * collection the monthly price of its one count (trashCount: a manager's units, a resident's
 * rooms), as the row and the form's estimate show it. Null when trash collection names none.
 */
export function suggestedQuote(
  request: Pick<InboxRequest, "service" | "rooms" | "units">,
): number | null {
  if (request.service === "garage_cleanout")
    return siteConfig.pricing["garage-cleanouts"].price.amount * 100;
  const count = trashCount(request);
  return count && count.dollarsEachMonth * 100;
}
