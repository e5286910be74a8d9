import { describe, expect, it } from "vitest";
import { monthLabel, monthStart, parseMonth, shiftMonth } from "@/features/owner/lib/month";
import { example } from "../support/month-example";

describe("the month's figures", () => {
  it("reads inbox_month's answer", () => {
    expect(parseMonth(example)).toEqual({
      month: "2026-11-01",
      newLeads: 6,
      won: 2,
      lost: 2,
      lostByReason: example.lost_by_reason,
      medianFirstContactSeconds: 3600,
      quoted: 3,
      wonOneOffCents: 34900,
      wonMonthlyCents: 6000,
      bySourcePage: example.by_source_page,
      bySourceHost: example.by_source_host,
      byCity: example.by_city,
    });
    expect(parseMonth({ ...example, median_first_contact_seconds: null })).toMatchObject({
      medianFirstContactSeconds: null,
    });
  });

  it("refuses an answer of another shape rather than show wrong numbers", () => {
    expect(parseMonth(null)).toBeNull();
    expect(parseMonth([])).toBeNull();
    expect(parseMonth({ ...example, won: "2" })).toBeNull();
    // The figures of before one-off and monthly money were apart are not read as today's.
    const older = Object.fromEntries(
      Object.entries(example).filter(([key]) => !key.startsWith("won_")),
    );
    expect(parseMonth({ ...older, quotes_sent: 3, quoted_cents_won: 40900 })).toBeNull();
    expect(parseMonth({ ...example, median_first_contact_seconds: undefined })).toBeNull();
    expect(parseMonth({ ...example, lost_by_reason: { price: 1 } })).toBeNull();
    expect(parseMonth({ ...example, by_city: [{ city: null, leads: 1 }] })).toBeNull();
    expect(parseMonth({ ...example, by_source_host: [{ host: "x.com" }] })).toBeNull();
  });
});

describe("months", () => {
  it("takes the month the address names, or today's", () => {
    expect(monthStart("2026-10", "2026-11-27")).toBe("2026-10-01");
    expect(monthStart(null, "2026-11-27")).toBe("2026-11-01");
    expect(monthStart("2026-13", "2026-11-27")).toBe("2026-11-01");
    expect(monthStart("last", "2026-11-27")).toBe("2026-11-01");
  });

  it("steps a month back and forth across years, and names it", () => {
    expect(shiftMonth("2026-01-01", -1)).toBe("2025-12-01");
    expect(shiftMonth("2026-12-01", 1)).toBe("2027-01-01");
    expect(monthLabel("2026-11-01")).toBe("November 2026");
  });
});
