import type { PartnerSummary } from "@/features/owner/api/partners";
import { billingState, currentSubscription, type BillingState } from "@/lib/partners";

/** Whether a state asks more of the owner than another: a failed payment first. */
const urgency: BillingState[] = ["past_due", "active", "canceled", "none"];

/** Each property of a partner with its subscription's state now. */
export const propertyStates = (partner: PartnerSummary) =>
  partner.properties.map((property) => {
    const subscription = currentSubscription(partner.subscriptions, property.id);
    return { property, subscription, state: billingState(subscription) };
  });

/**
 * A partner's state at a glance: past due if any property's payment failed, else active if any
 * property is served, else canceled if one was, else none yet.
 */
export function partnerState(partner: PartnerSummary): BillingState {
  const states = new Set(propertyStates(partner).map(({ state }) => state));
  return urgency.find((state) => states.has(state)) ?? "none";
}
