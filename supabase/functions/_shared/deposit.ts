// The deposit a customer pays online on accepting a quote: the owner's choice, read by the quote
// function alone, which computes the amount from the quote stored in the database and tells the
// customer's page. Plain TypeScript with no imports. docs/owner/quotes.md says how to set it
// (the function's QUOTE_DEPOSIT secret, without a code change).

/** A fixed amount in cents, or a share of the quote in whole percent; 0 asks for no deposit. */
export type DepositRule = { kind: "fixed"; cents: number } | { kind: "share"; percent: number };

/** The owner's choice when QUOTE_DEPOSIT is not set: no deposit until he asks for one. */
export const depositRule: DepositRule = { kind: "fixed", cents: 0 };

/**
 * The deposit on a quote, in whole cents: never more than the quote, 0 for none. A rule out of
 * range (a negative amount, a share over 100) asks for none rather than a wrong charge.
 */
export function depositCents(quoteCents: number, rule: DepositRule = depositRule): number {
  const valid =
    rule.kind === "fixed"
      ? Number.isInteger(rule.cents) && rule.cents >= 0
      : Number.isInteger(rule.percent) && rule.percent >= 0 && rule.percent <= 100;
  if (!valid || quoteCents <= 0) return 0;
  const cents = rule.kind === "fixed" ? rule.cents : Math.round((quoteCents * rule.percent) / 100);
  return Math.min(cents, quoteCents);
}

/**
 * The owner's rule as the QUOTE_DEPOSIT secret writes it: a share as a whole percent ("25%"), a
 * fixed amount in dollars ("$50", "50" or "49.50"), "0" for none; unset or blank, the rule above.
 * Anything else is null: the function then asks no deposit (and says why in its log) rather than
 * guess an amount to charge.
 */
export function parseDepositSetting(text: string | null | undefined): DepositRule | null {
  const value = text?.trim() ?? "";
  if (value === "") return depositRule;
  const share = /^(\d{1,3})\s*%$/.exec(value);
  if (share) {
    const percent = Number(share[1]);
    return percent <= 100 ? { kind: "share", percent } : null;
  }
  const fixed = /^\$?(\d{1,6})(?:\.(\d{2}))?$/.exec(value);
  if (!fixed) return null;
  return { kind: "fixed", cents: Number(fixed[1]) * 100 + Number(fixed[2] ?? 0) };
}
