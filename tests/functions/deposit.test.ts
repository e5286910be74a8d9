import { describe, expect, it } from "vitest";
import { depositCents, depositRule, parseDepositSetting } from "@shared/deposit";

describe("the deposit on a quote", () => {
  it.each([
    [{ kind: "fixed", cents: 5000 }, 34900, 5000],
    [{ kind: "fixed", cents: 50000 }, 34900, 34900],
    [{ kind: "share", percent: 25 }, 34900, 8725],
    [{ kind: "share", percent: 33 }, 34950, 11534],
    [{ kind: "share", percent: 100 }, 34900, 34900],
    [{ kind: "fixed", cents: 0 }, 34900, 0],
    [{ kind: "share", percent: 0 }, 34900, 0],
  ] as const)("%o on %i cents is %i cents", (rule, quote, expected) => {
    expect(depositCents(quote, rule)).toBe(expected);
  });

  it.each([
    { kind: "fixed", cents: -100 },
    { kind: "fixed", cents: 10.5 },
    { kind: "share", percent: 101 },
    { kind: "share", percent: -5 },
  ] as const)("a rule out of range, %o, asks for none", (rule) => {
    expect(depositCents(34900, rule)).toBe(0);
  });

  it("asks nothing on a quote of $0", () => {
    expect(depositCents(0, { kind: "fixed", cents: 5000 })).toBe(0);
  });

  it.each([
    ["25%", { kind: "share", percent: 25 }],
    [" 100 % ", { kind: "share", percent: 100 }],
    ["0%", { kind: "share", percent: 0 }],
    ["$50", { kind: "fixed", cents: 5000 }],
    ["50", { kind: "fixed", cents: 5000 }],
    ["49.50", { kind: "fixed", cents: 4950 }],
    ["0", { kind: "fixed", cents: 0 }],
  ] as const)("the setting %j is the rule %o", (text, rule) => {
    expect(parseDepositSetting(text)).toEqual(rule);
  });

  it.each([undefined, null, "", "  "])("unset (%j), the setting is the typed rule", (text) => {
    expect(parseDepositSetting(text)).toBe(depositRule);
  });

  it.each(["101%", "-5%", "12.5%", "-50", "$50.5", "50 dollars", "5e3", "fifty", "1,000"])(
    "the setting %j is refused",
    (text) => {
      expect(parseDepositSetting(text)).toBeNull();
    },
  );
});
