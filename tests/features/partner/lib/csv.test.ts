import { describe, expect, it } from "vitest";
import { csvFileName, serviceLogCsv, toCsv } from "@/features/partner/lib/csv";
import { logNights } from "@/features/partner/lib/log";
import type { PickupMark } from "@/lib/pickups";

/** The cells of a CSV text as RFC 4180 reads them (quoted fields, doubled quotes, CRLF). */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}

const mark = (extra: Partial<PickupMark>): PickupMark => {
  const happened_at = extra.happened_at ?? "2026-11-02T04:42:00Z";
  return {
    id: "m",
    building_id: "a",
    property_id: "p",
    kind: "picked_up",
    problem: null,
    unit: null,
    note: null,
    photo_path: null,
    night: "2026-11-01",
    ...extra,
    happened_at,
    recorded_at: extra.recorded_at ?? happened_at,
  };
};

const building = (id: string, name: string, retired_at: string | null = null) => ({
  id,
  name,
  created_at: "2026-10-01T18:00:00Z",
  retired_at,
});

describe("the CSV report", () => {
  it("starts with UTF-8's byte order mark and ends each line with CRLF", () => {
    const text = toCsv([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.slice(1)).toBe("a,b\r\nc,d\r\n");
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("quotes commas, quotes and line breaks, and reads back as written", () => {
    const cells = ['Bag "by" the door, unit 4', "two\nlines", "Café Ñ — ok", "plain"];
    const text = toCsv([cells]);
    expect(text.slice(1)).toBe('"Bag ""by"" the door, unit 4","two\nlines",Café Ñ — ok,plain\r\n');
    expect(parse(text.slice(1))).toEqual([cells]);
  });

  it("makes a cell that starts with = + - @ (or a tab) text, not a formula", () => {
    const cells = ['=HYPERLINK("http://x.example","click")', "+1+2", "-2+3", "@SUM(A1)", "\t=1"];
    const [read] = parse(toCsv([cells]).slice(1));
    expect(read).toEqual(cells.map((cell) => `'${cell}`));
    expect(read?.every((cell) => !/^[=+\-@\t]/.test(cell))).toBe(true);
  });

  it("names the file after the property and the month", () => {
    expect(csvFileName("Maple Court", "2026-11")).toBe("maple-court-2026-11-service-log.csv");
    expect(csvFileName("Café / Ñandú #2", "2026-11")).toBe("cafe-nandu-2-2026-11-service-log.csv");
    expect(csvFileName("***", "2026-11")).toBe("property-2026-11-service-log.csv");
  });

  it("has one row per building per night, oldest night first, a note neutralised", () => {
    const nights = logNights(
      [building("a", "A"), building("b", "B")],
      ["2026-11-02", "2026-11-01"],
      "2026-11-02",
      [
        mark({ id: "1", photo_path: "marks/1.jpg" }),
        mark({
          id: "2",
          building_id: "b",
          kind: "problem",
          problem: "outside_window",
          unit: "12",
          note: "=cmd|' /C calc'!A0",
          happened_at: "2026-11-02T05:00:00Z",
        }),
      ],
      [],
    );
    const rows = parse(serviceLogCsv("Maple, Court", nights).slice(1));
    expect(rows).toEqual([
      [
        "Property",
        "Night",
        "Building",
        "Result",
        "Time",
        "Problem",
        "Unit",
        "Note",
        "Photo",
        "Residents' reports",
      ],
      ["Maple, Court", "2026-11-01", "A", "Picked up", "9:42 PM", "", "", "", "Yes", ""],
      [
        "Maple, Court",
        "2026-11-01",
        "B",
        "Problem",
        "10:00 PM",
        "Bag outside the window",
        "12",
        "'=cmd|' /C calc'!A0",
        "",
        "",
      ],
      ["Maple, Court", "2026-11-02", "A", "Not marked yet", "", "", "", "", "", ""],
      ["Maple, Court", "2026-11-02", "B", "Not marked yet", "", "", "", "", "", ""],
    ]);
  });

  it("says when a mark was recorded later, and keeps a retired building on the nights it was served", () => {
    // B left the route on the afternoon of Nov 3 (Utah): it was on it the nights before.
    const nights = logNights(
      [building("a", "A"), building("b", "B", "2026-11-03T21:00:00Z")],
      ["2026-11-04", "2026-11-03", "2026-11-02"],
      "2026-11-05",
      [
        // Made at 8:05 PM, sent from the phone at 11:40 PM.
        mark({
          id: "1",
          night: "2026-11-02",
          happened_at: "2026-11-03T03:05:00Z",
          recorded_at: "2026-11-03T06:40:00Z",
        }),
        mark({
          id: "2",
          building_id: "b",
          night: "2026-11-02",
          happened_at: "2026-11-03T03:20:00Z",
        }),
      ],
      [],
    );
    const rows = parse(serviceLogCsv("Maple", nights).slice(1)).slice(1);
    expect(rows.map((row) => [row[1], row[2], row[3], row[4]])).toEqual([
      ["2026-11-02", "A", "Picked up", "8:05 PM, recorded 11:40 PM"],
      ["2026-11-02", "B", "Picked up", "8:20 PM"],
      ["2026-11-03", "A", "No mark", ""],
      ["2026-11-03", "B", "No mark", ""],
      ["2026-11-04", "A", "No mark", ""],
    ]);
  });
});
