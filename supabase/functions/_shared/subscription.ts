// Whether a partner is subscribed, read from the account's synced rows of stripe_subscriptions.
// Plain TypeScript with no imports: check-subscription imports this file, and the partner's page
// (through the alias @shared/subscription) reads the same rows by the same rule.

/** Stripe's statuses that count as subscribed: paying, or in a trial. */
export const subscribedStatuses: readonly string[] = ["active", "trialing"];

/**
 * Until when the account is subscribed: the soonest renewal among its subscriptions that count
 * (an ISO timestamp), or null when none does and the account is not subscribed.
 */
export function subscribedUntil(
  subscriptions: readonly { status: string; current_period_end: string }[],
): string | null {
  const ends = subscriptions
    .filter((s) => subscribedStatuses.includes(s.status))
    .map((s) => Date.parse(s.current_period_end));
  return ends.length ? new Date(Math.min(...ends)).toISOString() : null;
}
