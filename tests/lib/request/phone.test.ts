import { describe, expect, it } from "vitest";
import { formatUsPhone, toE164 } from "@/lib/request/phone";

describe("toE164", () => {
  it.each([
    "(801) 555-0142",
    "801-555-0142",
    "801.555.0142",
    "8015550142",
    "801 555 0142",
    "+1 801 555 0142",
    "1-801-555-0142",
    "+1 (801) 555-0142",
    "  801 555 0142 ",
  ])("accepts %s as +18015550142", (typed) => {
    expect(toE164(typed)).toBe("+18015550142");
  });

  it.each([
    ["too short", "555-0142"],
    ["too long", "801 555 01422"],
    ["an area code starting with 1", "(101) 555-0142"],
    ["an area code starting with 0", "001 555 0142"],
    ["another country", "+44 20 7946 0958"],
    ["letters", "801-555-CALL"],
    ["an extension", "801 555 0142 x12"],
    ["nothing", ""],
  ])("refuses %s", (_, typed) => {
    expect(toE164(typed)).toBeNull();
  });
});

describe("formatUsPhone", () => {
  it("shows an E.164 number the usual US way", () => {
    expect(formatUsPhone("+18015550142")).toBe("(801) 555-0142");
  });
});
