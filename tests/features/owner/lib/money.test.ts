import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import { dollarsText, parseDollars, quoteAmount, suggestedQuote } from "@/features/owner/lib/money";
import { formatMoney } from "@/lib/money";
import { inboxRequest } from "../support/inbox-request";

const perRoom = siteConfig.pricing["trash-collection"].price.amount;
const garageFloor = siteConfig.pricing["garage-cleanouts"].price.amount;

describe("money", () => {
  it("shows whole dollars without cents, and cents when there are some", () => {
    expect(formatMoney(34900)).toBe("$349");
    expect(formatMoney(34950)).toBe("$349.50");
    expect(formatMoney(125000)).toBe("$1,250");
    expect(formatMoney(0)).toBe("$0");
    expect(dollarsText(34900)).toBe("349");
    expect(dollarsText(34905)).toBe("349.05");
  });

  it("reads what the owner types into cents, within the database's $0 to $100,000", () => {
    expect(parseDollars("349")).toBe(34900);
    expect(parseDollars(" $1,250.5 ")).toBe(125050);
    expect(parseDollars("0.07")).toBe(7);
    expect(parseDollars("100000")).toBe(10_000_000);
    expect(parseDollars("100000.01")).toBeNull();
    expect(parseDollars("-5")).toBeNull();
    expect(parseDollars("3.499")).toBeNull();
    expect(parseDollars("")).toBeNull();
    expect(parseDollars("abc")).toBeNull();
  });

  it("says a trash collection quote is a price each month", () => {
    expect(quoteAmount({ service: "trash_collection" }, 6000)).toBe("$60/month");
    expect(quoteAmount({ service: "garage_cleanout" }, 34900)).toBe("$349");
  });
});

describe("the suggested quote", () => {
  it("is the garage cleanout's starting price", () => {
    const garage = inboxRequest({ service: "garage_cleanout", rooms: null, garage_size: "2-car" });
    expect(suggestedQuote(garage)).toBe(garageFloor * 100);
    expect(suggestedQuote(garage)).toBe(27900);
  });

  it("is rooms × the monthly price for trash collection, units × it for a property manager", () => {
    expect(suggestedQuote(inboxRequest({ rooms: 3 }))).toBe(3 * perRoom * 100);
    expect(suggestedQuote(inboxRequest({ rooms: 3 }))).toBe(6000);
    const partner = inboxRequest({ rooms: null, property_name: "Elm Court", units: 12 });
    expect(suggestedQuote(partner)).toBe(12 * perRoom * 100);
    expect(suggestedQuote(inboxRequest({ rooms: null }))).toBeNull();
  });
});
