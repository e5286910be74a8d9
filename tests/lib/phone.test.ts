import { describe, expect, it } from "vitest";
import { parseUsPhone, toE164 } from "@/lib/phone";

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

describe("parseUsPhone", () => {
  it("gives the E.164, display, tel: and sms: forms of a number as typed", () => {
    expect(parseUsPhone("+1 385.555.0100")).toEqual({
      e164: "+13855550100",
      display: "(385) 555-0100",
      href: "tel:+13855550100",
      sms: "sms:+13855550100",
    });
  });

  it("refuses what toE164 refuses", () => {
    expect(parseUsPhone("call 801 555 0142")).toBeNull();
    expect(parseUsPhone("(101) 555-0142")).toBeNull();
  });
});
