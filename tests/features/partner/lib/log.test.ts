import { describe, expect, it } from "vitest";
import {
  businessNight,
  logNights,
  monthsSince,
  nightsOf,
  servedShare,
  unitProblems,
} from "@/features/partner/lib/log";
import type { MissedReport, PickupMark } from "@/lib/pickups";

const buildings = [
  { id: "a", name: "A" },
  { id: "b", name: "B" },
];

const mark = (extra: Partial<PickupMark> & Pick<PickupMark, "id" | "building_id" | "night">) =>
  ({
    property_id: "p",
    kind: "picked_up",
    problem: null,
    unit: null,
    note: null,
    photo_path: null,
    happened_at: `${extra.night}T04:00:00Z`,
    ...extra,
  }) satisfies PickupMark;

const report = (id: string, building_id: string, night: string, unit: string | null = null) =>
  ({
    id,
    building_id,
    property_id: "p",
    unit,
    has_photo: false,
    created_at: `${night}T05:00:00Z`,
    night,
  }) satisfies MissedReport;

describe("the nights of a month", () => {
  it("runs from the month's first (or the property's first night) to tonight, latest first", () => {
    expect(nightsOf("2026-11", "2026-11-04", "2026-10-01")).toEqual([
      "2026-11-04",
      "2026-11-03",
      "2026-11-02",
      "2026-11-01",
    ]);
    expect(nightsOf("2026-11", "2026-11-04", "2026-11-03")).toEqual(["2026-11-04", "2026-11-03"]);
    // A past month: every night of it, 30 in November, 29 in February 2028.
    expect(nightsOf("2026-11", "2026-12-10", "2026-01-01")).toHaveLength(30);
    expect(nightsOf("2028-02", "2028-03-10", "2026-01-01")).toHaveLength(29);
    expect(nightsOf("2026-12", "2026-11-30", "2026-01-01")).toEqual([]);
  });

  it("offers the months back to the first one, newest first, across a year's turn", () => {
    expect(monthsSince("2027-01-03", "2026-11-20")).toEqual(["2027-01", "2026-12", "2026-11"]);
    expect(monthsSince("2027-01-03", "2027-01-01")).toEqual(["2027-01"]);
    expect(monthsSince("2030-01-03", "2026-01-01", 3)).toHaveLength(3);
  });

  it("names a moment's night as the database does: Utah's date, turning at noon", () => {
    // 1 a.m. in Utah (MST, UTC-7) on the 26th belongs to the evening of the 25th.
    expect(businessNight("2026-11-26T08:00:00Z")).toBe("2026-11-25");
    expect(businessNight("2026-11-26T18:59:00Z")).toBe("2026-11-25");
    expect(businessNight("2026-11-26T19:00:00Z")).toBe("2026-11-26");
    // Summer time (MDT, UTC-6): noon is 18:00 UTC.
    expect(businessNight("2026-07-04T17:59:00Z")).toBe("2026-07-03");
    expect(businessNight("2026-07-04T18:00:00Z")).toBe("2026-07-04");
  });
});

describe("a property's log", () => {
  const nights = ["2026-11-03", "2026-11-02", "2026-11-01"];
  const marks = [
    mark({ id: "1", building_id: "a", night: "2026-11-01" }),
    mark({ id: "2", building_id: "b", night: "2026-11-01" }),
    // A problem, then the return visit: picked up, so the night is served.
    mark({
      id: "3",
      building_id: "a",
      night: "2026-11-02",
      kind: "problem",
      problem: "bulk_item",
      unit: "12",
      note: "Couch by the stairs",
    }),
    mark({ id: "4", building_id: "a", night: "2026-11-02", happened_at: "2026-11-03T05:00:00Z" }),
    mark({ id: "5", building_id: "b", night: "2026-11-02", kind: "problem", problem: "no_access" }),
    mark({ id: "6", building_id: "a", night: "2026-11-03" }),
  ];
  const log = logNights(buildings, nights, "2026-11-03", marks, [
    report("r1", "b", "2026-11-02", "4"),
  ]);

  it("gives each building its marks in the order made and its residents' reports", () => {
    const [tonight, second, first] = log;
    expect(first?.cells.map((c) => c.marks.map((m) => m.id))).toEqual([["1"], ["2"]]);
    expect(second?.cells.map((c) => c.marks.map((m) => m.id))).toEqual([["3", "4"], ["5"]]);
    expect(second?.cells[1]?.reports.map((r) => r.id)).toEqual(["r1"]);
    expect(tonight?.tonight).toBe(true);
    expect(tonight?.cells[1]?.marks).toEqual([]);
  });

  it("counts a night fully served when every building was picked up; tonight not yet", () => {
    expect(log.map((n) => n.fullyServed)).toEqual([false, false, true]);
    expect(servedShare(log)).toEqual({ served: 1, nights: 2 });
    const done = logNights(buildings, ["2026-11-03"], "2026-11-04", marks, []);
    expect(servedShare(done)).toEqual({ served: 0, nights: 1 });
    expect(logNights([], ["2026-11-01"], "2026-11-04", marks, [])[0]?.fullyServed).toBe(false);
  });

  it("lists the problems that name a unit, for the manager", () => {
    expect(unitProblems(log).map((p) => [p.night, p.building.name, p.mark.unit])).toEqual([
      ["2026-11-02", "A", "12"],
    ]);
  });
});
