import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import { siteConfig } from "@/config/site";
import type { Property } from "@/features/partner/api/account";
import { partnerConfig } from "@/features/partner/content";
import type { useBilling } from "@/features/partner/hooks/use-billing";
import {
  billingState,
  currentSubscription,
  monthlyCents,
  subscriptionDay,
  type PartnerSubscription,
} from "@/lib/partners";
import { formatMoney } from "@/lib/money";
import { subscribedUntil } from "@shared/subscription";

const copy = partnerConfig.summary;

type Props = {
  properties: Property[];
  subscriptions: PartnerSubscription[];
  hasBilling: boolean;
  /** The header's Manage Subscription brought a partner who has no billing account yet. */
  billingAsked: boolean;
  trip: ReturnType<typeof useBilling>;
};

/**
 * The subscription from the account's synced rows, read by check-subscription's own rule
 * (@shared/subscription: subscribed until the soonest renewal; the tier partners buy online), so
 * the page waits on no second check after Checkout; what the partner pays each month (the
 * subscriptions that still bill); a failed payment; and the way to Stripe's billing.
 */
export function SubscriptionSummary({ properties, subscriptions, ...billing }: Props) {
  const subscribedTill = subscribedUntil(subscriptions);
  const current = properties.flatMap((property) => {
    const subscription = currentSubscription(subscriptions, property.id);
    return subscription ? [{ property, subscription, state: billingState(subscription) }] : [];
  });
  const billed = current.filter(({ state }) => state === "active" || state === "past_due");
  const monthly = billed.reduce((sum, { subscription }) => sum + monthlyCents(subscription), 0);
  const pastDue = current.filter(({ state }) => state === "past_due");
  const ending = billed.length > 0 && billed.every(({ subscription: s }) => s.cancel_at_period_end);
  const tier = siteConfig.pricing["trash-collection"].name;
  const { trip } = billing;
  const portalFailure = trip.failure?.for === "portal" ? trip.failure.failure : null;
  const manage = (label: string) => (
    <button
      type="button"
      aria-disabled={trip.busy !== null}
      onClick={() => void trip.portal()}
      className={buttonVariants({ variant: "outline" })}
    >
      {trip.busy === "portal" ? partnerConfig.billing.opening : label}
    </button>
  );
  return (
    <section aria-labelledby="subscription-title" className="grid gap-4">
      <h2 id="subscription-title" className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      {pastDue.length > 0 && (
        <div role="alert" className={alertClass}>
          <p className="text-lg">{partnerConfig.pastDue.title}</p>
          <p className="mt-1 font-normal">
            {partnerConfig.pastDue.text(pastDue.map(({ property }) => property.name).join(", "))}
          </p>
          <div className="mt-3">{manage(partnerConfig.billing.manage)}</div>
        </div>
      )}
      <div role="status" className="rounded-2xl border-2 border-line bg-white p-5">
        {subscribedTill ? (
          <div className="grid gap-1">
            <p className="text-xl font-bold text-ink">{copy.active(tier)}</p>
            {monthly > 0 && (
              <p className="text-lg text-ink">{copy.monthly(formatMoney(monthly))}</p>
            )}
            <p className="text-muted">
              {(ending ? copy.ends : copy.renews)(subscriptionDay(subscribedTill))}
            </p>
          </div>
        ) : (
          <p className="text-ink">{copy.none}</p>
        )}
      </div>
      {billing.billingAsked && !billing.hasBilling && (
        <p className="text-muted">{partnerConfig.billing.noBilling}</p>
      )}
      {billing.hasBilling && pastDue.length === 0 && (
        <div>{manage(partnerConfig.billing.manage)}</div>
      )}
      <div role="alert">
        {portalFailure && (
          <p className={alertClass}>{partnerConfig.billingFailures[portalFailure]}</p>
        )}
      </div>
    </section>
  );
}
