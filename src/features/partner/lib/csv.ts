import { partnerConfig } from "@/features/partner/content";
import { markTime } from "@/features/partner/lib/format";
import { problemOf, type LogNight } from "@/features/partner/lib/log";
import { pickupTime } from "@/lib/pickups";

/**
 * The monthly report as a CSV file a spreadsheet opens as it is: RFC 4180 (fields with a comma,
 * a quote or a line break in quotes, quotes doubled, lines ended by CRLF), UTF-8 with a byte
 * order mark (without it Excel reads the file as the system's legacy code page, and "é" or "—"
 * come out garbled), and no cell a spreadsheet would run as a formula.
 */

const byteOrderMark = "\uFEFF";

// A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets (OWASP,
// "CSV Injection"): a note typed on the route as "=HYPERLINK(…)" must stay text. A leading
// apostrophe makes the spreadsheet show the rest as text; tab and carriage return are included
// because they can precede the formula character.
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: a header row and the rows, each a list of cells. */
export const toCsv = (rows: string[][]) =>
  byteOrderMark + rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";

/** "maple-court-2026-11-service-log.csv": letters and digits of the name, then the month. */
export function csvFileName(property: string, month: string) {
  const name = property
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${name || "property"}-${month}-service-log.csv`;
}

const copy = partnerConfig.log;

/**
 * The month's report of one property: one row per building per night, oldest night first. A
 * building marked twice (a problem, then a return visit) is one row: picked up if it was, at the
 * time of the pickup (and when it was recorded, if later), with the problems, units and notes of
 * the night beside it. Each night has the buildings that were on the route then.
 */
export function serviceLogCsv(property: string, nights: LogNight[]) {
  const rows = [...nights].reverse().flatMap((night) =>
    night.cells.map(({ building, marks, reports }) => {
      const pickup = marks.find((mark) => mark.kind === "picked_up");
      const problems = marks.filter((mark) => mark.kind === "problem");
      const last = pickup ?? problems.at(-1);
      const result = pickup
        ? copy.csvResult.picked_up
        : last
          ? copy.csvResult.problem
          : night.tonight
            ? copy.csvResult.notYet
            : copy.csvResult.none;
      const list = (values: (string | null)[]) => values.filter(Boolean).join("; ");
      return [
        property,
        night.night,
        building.name,
        result,
        last ? markTime(last) : "",
        list(
          problems.map((mark) => {
            const kind = problemOf(mark);
            return kind && copy.problems[kind];
          }),
        ),
        list(problems.map((mark) => mark.unit)),
        list(marks.map((mark) => mark.note)),
        marks.some((mark) => mark.photo_path) ? copy.yes : "",
        list(reports.map((report) => copy.reported(pickupTime(report.created_at), report.unit))),
      ];
    }),
  );
  return toCsv([[...copy.csvColumns], ...rows]);
}
