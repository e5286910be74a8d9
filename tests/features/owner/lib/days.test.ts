import { describe, expect, it } from "vitest";
import { groupOf, groupUpcoming, isOverdue } from "@/features/owner/lib/days";
import { addDays, dayLabel, whenLabel, windowLabel } from "@/lib/days";
import { businessDay } from "@/lib/service-request";

describe("the business's day", () => {
  it("is Utah's date, not UTC's nor the phone's", () => {
    // 11:30 pm in Utah (MST, UTC-7) is already the next day in UTC.
    expect(businessDay(new Date("2026-11-29T06:30:00Z"))).toBe("2026-11-28");
    expect(businessDay("2026-11-29T07:00:00Z")).toBe("2026-11-29");
    // Summer time (MDT, UTC-6).
    expect(businessDay("2026-07-04T05:59:00Z")).toBe("2026-07-03");
    expect(businessDay("2026-07-04T06:00:00Z")).toBe("2026-07-04");
  });

  it("adds days across month ends and the daylight-saving change", () => {
    expect(addDays("2026-10-31", 1)).toBe("2026-11-01");
    expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-08", -1)).toBe("2026-03-07");
  });
});

describe("saying a day and a window", () => {
  it("names the weekday, with the year only when it is not this year's", () => {
    expect(dayLabel("2026-11-28")).toBe("Saturday, Nov 28");
    expect(dayLabel("2026-11-28", "2026-11-20")).toBe("Saturday, Nov 28");
    expect(dayLabel("2027-01-02", "2026-12-30")).toBe("Saturday, Jan 2, 2027");
  });

  it("says the half of the day once when both ends share it", () => {
    expect(windowLabel("08:00:00", "10:00:00")).toBe("8–10 am");
    expect(windowLabel("11:00", "13:30")).toBe("11 am–1:30 pm");
    expect(windowLabel("12:00:00", "14:15:00")).toBe("12–2:15 pm");
    expect(windowLabel("00:30", "01:00")).toBe("12:30–1 am");
  });

  it("puts the day and its window together, or says nothing without a day", () => {
    const day = {
      scheduled_for: "2026-11-28",
      scheduled_from: "08:00:00",
      scheduled_until: "10:00:00",
    };
    expect(whenLabel(day)).toBe("Saturday, Nov 28, 8–10 am");
    expect(whenLabel({ ...day, scheduled_from: null, scheduled_until: null })).toBe(
      "Saturday, Nov 28",
    );
    expect(whenLabel({ scheduled_for: null })).toBeNull();
  });
});

describe("Upcoming's groups", () => {
  const today = "2026-11-27"; // a Friday

  it("sorts a day under Overdue, Today, Tomorrow, This week (the coming 7 days) or Later", () => {
    expect(groupOf("2026-11-26", today)).toBe("overdue");
    expect(groupOf(today, today)).toBe("today");
    expect(groupOf("2026-11-28", today)).toBe("tomorrow");
    expect(groupOf("2026-11-29", today)).toBe("week");
    expect(groupOf("2026-12-03", today)).toBe("week");
    expect(groupOf("2026-12-04", today)).toBe("later");
    expect(groupOf(null, today)).toBe("noDay");
  });

  it("keeps the groups in their order and each job in the order given", () => {
    const job = (name: string, scheduled_for: string | null) => ({ name, scheduled_for });
    const groups = groupUpcoming(
      [
        job("a", "2026-11-20"),
        job("b", "2026-11-27"),
        job("c", "2026-11-27"),
        job("d", "2026-12-20"),
        job("e", "2026-11-30"),
        job("f", null),
      ],
      today,
    );
    expect(groups.map(({ group, jobs }) => [group, jobs.map((j) => j.name)])).toEqual([
      ["overdue", ["a"]],
      ["today", ["b", "c"]],
      ["week", ["e"]],
      ["later", ["d"]],
      ["noDay", ["f"]],
    ]);
  });

  it("calls a job overdue only while scheduled and its day has passed", () => {
    const past = { status: "scheduled", scheduled_for: "2026-11-26" };
    expect(isOverdue(past, today)).toBe(true);
    expect(isOverdue({ ...past, status: "done" }, today)).toBe(false);
    expect(isOverdue({ ...past, scheduled_for: today }, today)).toBe(false);
    expect(isOverdue({ ...past, scheduled_for: null }, today)).toBe(false);
  });
});
