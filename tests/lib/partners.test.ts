import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import {
  billingState,
  currentSubscription,
  propertyCost,
  readUnits,
  recurringCents,
  type PartnerSubscription,
} from "@/lib/partners";

const subscription = (extra: Partial<PartnerSubscription>): PartnerSubscription => ({
  id: "sub_1",
  partner_id: "p1",
  property_id: "a",
  status: "active",
  quantity: 24,
  unit_amount: 2000,
  currency: "usd",
  current_period_end: "2027-01-05T00:00:00Z",
  cancel_at_period_end: false,
  updated_at: "2026-12-05T00:00:00Z",
  ...extra,
});

describe("partners' domain facts", () => {
  it("prices a property at the site's own per-unit price, each month and year", () => {
    const perUnit = siteConfig.pricing["trash-collection"].price.amount;
    expect(propertyCost(24)).toEqual({ monthly: 24 * perUnit, yearly: 24 * perUnit * 12 });
    expect(propertyCost(24)).toEqual({ monthly: 480, yearly: 5760 });
  });

  it("reads a number of units only when whole and from 1 to 5,000", () => {
    expect(readUnits("24")).toBe(24);
    expect(readUnits(" 5000 ")).toBe(5000);
    for (const text of ["0", "5001", "2.5", "-3", "", "1e3", "24 units"]) {
      expect(readUnits(text), text).toBeNull();
    }
  });

  it("groups Stripe's statuses as a manager and the owner need them", () => {
    const states = Object.fromEntries(
      [
        "active",
        "trialing",
        "past_due",
        "unpaid",
        "canceled",
        "incomplete_expired",
        "paused",
        "incomplete",
      ].map((status) => [status, billingState({ status })]),
    );
    expect(states).toEqual({
      active: "active",
      trialing: "active",
      past_due: "past_due",
      unpaid: "past_due",
      canceled: "canceled",
      incomplete_expired: "canceled",
      paused: "canceled",
      incomplete: "none",
    });
    expect(billingState(undefined)).toBe("none");
  });

  it("takes a property's open subscription before an ended one, then the newest", () => {
    const old = subscription({
      id: "sub_old",
      status: "canceled",
      updated_at: "2026-12-09T00:00:00Z",
    });
    const open = subscription({ id: "sub_open", status: "past_due" });
    const other = subscription({ id: "sub_b", property_id: "b" });
    expect(currentSubscription([old, open, other], "a")?.id).toBe("sub_open");
    const older = subscription({
      id: "sub_older",
      status: "canceled",
      updated_at: "2026-01-01T00:00:00Z",
    });
    expect(currentSubscription([older, old], "a")?.id).toBe("sub_old");
    expect(currentSubscription([other], "a")).toBeUndefined();
  });

  it("counts only active subscriptions in the monthly recurring revenue", () => {
    expect(
      recurringCents([
        subscription({ quantity: 24 }),
        subscription({ quantity: 10, cancel_at_period_end: true }),
        subscription({ status: "trialing", quantity: 100 }),
        subscription({ status: "past_due", quantity: 100 }),
        subscription({ status: "canceled", quantity: 100 }),
      ]),
    ).toBe(34 * 2000);
  });
});
