// The deposit a customer pays online on accepting a quote: the owner's choice, read by the site
// (src/config/site.ts) and by the quote function, which alone computes the amount, from the
// quote stored in the database. Plain TypeScript with no imports. docs/owner/quotes.md says how
// to change it.

/** A fixed amount in cents, or a share of the quote in whole percent; 0 asks for no deposit. */
export type DepositRule = { kind: "fixed"; cents: number } | { kind: "share"; percent: number };

/** The owner's choice: no deposit until he asks for one. */
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
