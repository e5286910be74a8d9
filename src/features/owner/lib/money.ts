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

/** A property manager's request names the property's units; a resident's, the rooms. */
export const isPartner = (request: Pick<InboxRequest, "units">) => !!request.units;

/**
 * The quote the prices suggest, in cents: the garage cleanout's starting price, or for trash
 * collection each room (a property manager: each unit) at the monthly price. Null when trash
 * collection names no count.
 */
export function suggestedQuote(
  request: Pick<InboxRequest, "service" | "rooms" | "units">,
): number | null {
  const { pricing } = siteConfig;
  if (request.service === "garage_cleanout") return pricing["garage-cleanouts"].price.amount * 100;
  const count = request.units || request.rooms;
  return count ? count * pricing["trash-collection"].price.amount * 100 : null;
}
