import { describe, expect, it } from "vitest";
import { subscribedUntil } from "@shared/subscription";

// check-subscription and the partner's summary both answer from this rule.
describe("whether a partner is subscribed", () => {
  const row = (status: string, day: number) => ({
    status,
    current_period_end: new Date(Date.UTC(2030, 0, day)).toISOString(),
  });

  it("counts an active or trialing subscription, until the soonest renewal among them", () => {
    expect(subscribedUntil([row("active", 20), row("trialing", 9), row("past_due", 2)])).toBe(
      "2030-01-09T00:00:00.000Z",
    );
  });

  it("does not count one owed, ended or never started", () => {
    const statuses = [
      "past_due",
      "unpaid",
      "canceled",
      "incomplete",
      "incomplete_expired",
      "paused",
    ];
    expect(subscribedUntil(statuses.map((status) => row(status, 5)))).toBeNull();
    expect(subscribedUntil([])).toBeNull();
  });
});
