import { trashPricePerRoomPerMonth } from "@shared/services";
import type { Tables } from "./database.types";

/**
 * The domain facts of partners (property managers), their properties and what they pay, as the
 * public page for property managers, the partner's own page and the owner's Partners view all
 * read them: the database's bounds (supabase/migrations/20261126110000_partners.sql; its CHECKs
 * and these agree, tests/supabase/partner_form_contract.test.ts), the price and Stripe's statuses.
 */

/** What the database allows, so that a form refuses what the database would. */
export const partnerLimits = {
  companyName: 120,
  contactName: 100,
  propertyName: 120,
  streetAddress: 200,
  units: { min: 1, max: 5000 },
  rules: 4000,
  accessNotes: 1000,
  buildingName: 60,
  /** Positions 0 to 999. */
  buildings: 1000,
} as const;

/** A number of units as typed ("24", " 120 "), or null unless whole and within the bounds. */
export function readUnits(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const units = Number(text);
  return units >= partnerLimits.units.min && units <= partnerLimits.units.max ? units : null;
}

/** Daily trash collection costs this many dollars per unit each month. */
export const dollarsPerUnit = trashPricePerRoomPerMonth;

/** What a property of `units` units pays: each month, and over twelve months. */
export const propertyCost = (units: number) => ({
  monthly: units * dollarsPerUnit,
  yearly: units * dollarsPerUnit * 12,
});

/** A subscription as the pages read it (stripe_subscriptions, written by stripe-webhook). */
export type PartnerSubscription = Pick<
  Tables<"stripe_subscriptions">,
  | "id"
  | "partner_id"
  | "property_id"
  | "status"
  | "quantity"
  | "unit_amount"
  | "currency"
  | "current_period_end"
  | "cancel_at_period_end"
  | "updated_at"
>;

/**
 * Stripe's statuses as a manager and the owner need them: paying (active, trialing), owed
 * (past_due, unpaid: a payment failed and Stripe is retrying), ended (canceled, incomplete_expired,
 * paused), or not started (no subscription yet, or one whose first payment is incomplete).
 */
export type BillingState = "active" | "past_due" | "canceled" | "none";

const states: Record<string, BillingState> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
  paused: "canceled",
};

export const billingState = (subscription: { status: string } | undefined): BillingState =>
  (subscription && states[subscription.status]) ?? "none";

/**
 * The subscription that speaks for a property now: one that still bills or is owed (a property
 * has at most one, create-checkout sees to it) before one that ended, the latest first.
 */
export function currentSubscription<S extends PartnerSubscription>(
  subscriptions: S[],
  propertyId: string,
): S | undefined {
  const rank = (s: S) => (["active", "past_due"].includes(billingState(s)) ? 1 : 0);
  return subscriptions
    .filter((s) => s.property_id === propertyId)
    .sort((a, b) => rank(b) - rank(a) || b.updated_at.localeCompare(a.updated_at))[0];
}

/**
 * The units a property's subscription bills when they are not the property's units (Stripe has
 * not caught up with a change yet), or null when it bills them, or bills nothing.
 */
export function unitsBilledOtherwise(
  subscription: Pick<PartnerSubscription, "status" | "quantity"> | undefined,
  units: number,
): number | null {
  const state = billingState(subscription);
  const billed = state === "active" || state === "past_due";
  return billed && subscription && subscription.quantity !== units ? subscription.quantity : null;
}

/** What a subscription bills each month, in cents. */
export const monthlyCents = (s: Pick<PartnerSubscription, "quantity" | "unit_amount">) =>
  s.quantity * s.unit_amount;

/**
 * Monthly recurring revenue: the monthly sum of the subscriptions that are active (trialing,
 * past due, canceled and not started left out), in cents.
 */
export const recurringCents = (subscriptions: PartnerSubscription[]) =>
  subscriptions.filter((s) => s.status === "active").reduce((sum, s) => sum + monthlyCents(s), 0);

const longDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** A subscription's date (a renewal, an end) as its reader's calendar names it: "January 5, 2027". */
export const subscriptionDay = (iso: string) => longDay.format(new Date(iso));

/**
 * The owner's word on a whole partner (partners.service_state): served (each property follows its
 * own state), paused or stopped (none of theirs is on the route).
 */
export const partnerServices = ["active", "paused", "stopped"] as const;
export type PartnerService = (typeof partnerServices)[number];

/**
 * The owner's word on one property (properties.service_override, null is `follow`): its
 * subscription decides, on by hand, paused or stopped.
 */
export const propertyServices = ["follow", "on", "paused", "stopped"] as const;
export type PropertyService = (typeof propertyServices)[number];
