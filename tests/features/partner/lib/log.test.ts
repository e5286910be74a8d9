import { describe, expect, it } from "vitest";
import {
  businessNight,
  logColumns,
  logNights,
  monthsSince,
  nightsOf,
  servedShare,
  unitProblems,
} from "@/features/partner/lib/log";
import type { MissedReport, PickupMark } from "@/lib/pickups";

const building = (id: string, name: string, created_at = "2026-10-01T18:00:00Z") => ({
  id,
  name,
  created_at,
  retired_at: null as string | null,
});

const buildings = [building("a", "A"), building("b", "B")];

const mark = (extra: Partial<PickupMark> & Pick<PickupMark, "id" | "building_id" | "night">) =>
  ({
    property_id: "p",
    kind: "picked_up",
    problem: null,
    unit: null,
    note: null,
    photo_path: null,
    happened_at: `${extra.night}T04:00:00Z`,
    recorded_at: extra.happened_at ?? `${extra.night}T04:00:00Z`,
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

describe("the buildings of each night", () => {
  // Utah's afternoon of Nov 2 (MST): after that night began at noon.
  const nov2Afternoon = "2026-11-02T21:00:00Z";
  const nights = ["2026-11-04", "2026-11-03", "2026-11-02", "2026-11-01"];
  const names = (log: ReturnType<typeof logNights>) =>
    log.map((night) => [night.night, night.cells.map((cell) => cell.building.name)]);

  it("shows a past night with the buildings on the route then: added by its end, not yet retired", () => {
    const retired = { ...building("r", "Retired"), retired_at: nov2Afternoon };
    const added = building("n", "New", nov2Afternoon);
    const log = logNights([building("a", "A"), added, retired], nights, "2026-11-04", [], []);
    expect(names(log)).toEqual([
      ["2026-11-04", ["A", "New"]],
      ["2026-11-03", ["A", "New"]],
      ["2026-11-02", ["A", "New", "Retired"]],
      ["2026-11-01", ["A", "Retired"]],
    ]);
    // Each night is served by its own buildings: A and New picked up on the 3rd is the whole of it.
    const served = logNights(
      [building("a", "A"), added, retired],
      ["2026-11-03"],
      "2026-11-04",
      [
        mark({ id: "1", building_id: "a", night: "2026-11-03" }),
        mark({ id: "2", building_id: "n", night: "2026-11-03" }),
      ],
      [],
    );
    expect(served[0]?.fullyServed).toBe(true);
    // A night before any building was on the route is neither served nor missed.
    const before = logNights([added], ["2026-11-01"], "2026-11-04", [], []);
    expect(servedShare(before)).toEqual({ served: 0, nights: 0 });
    expect(logColumns([building("a", "A"), added, retired], log).map((b) => b.name)).toEqual([
      "A",
      "New",
      "Retired",
    ]);
  });

  it("shows any building with a mark or a report that night, so that nothing recorded is hidden", () => {
    const retired = { ...building("r", "Retired"), retired_at: nov2Afternoon };
    const early = building("e", "Early", "2026-11-05T20:00:00Z");
    const log = logNights(
      [retired, early],
      nights,
      "2026-11-05",
      [mark({ id: "1", building_id: "r", night: "2026-11-04" })],
      [report("r1", "e", "2026-11-03")],
    );
    expect(names(log)).toEqual([
      ["2026-11-04", ["Retired"]],
      ["2026-11-03", ["Early"]],
      ["2026-11-02", ["Retired"]],
      ["2026-11-01", ["Retired"]],
    ]);
  });
});
