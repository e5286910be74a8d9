import { describe, expect, it } from "vitest";
import { replyTime, siteConfig } from "@/config/site";
import { specAreas } from "../support/spec";

describe("siteConfig", () => {
  it("lists the 8 service areas of the spec, in order", () => {
    expect(siteConfig.areas).toEqual(specAreas);
  });

  it("holds the spec's prices", () => {
    expect(siteConfig.pricing["trash-collection"].price).toMatchObject({
      amount: 20,
      display: "$20/month",
    });
    expect(siteConfig.pricing["garage-cleanouts"].price).toMatchObject({
      amount: 279,
      display: "$279",
      prefix: "Starting at",
      unit: "based on square footage",
    });
  });

  it("has the two service tabs with Garage Cleanouts first and default", () => {
    expect(siteConfig.categories.map((c) => c.label)).toEqual([
      "Garage Cleanouts",
      "Trash Collection",
    ]);
    expect(siteConfig.defaultCategory).toBe("garage-cleanouts");
  });

  it("keeps the spec's constants", () => {
    expect(siteConfig.copyrightYear).toBe(2024);
    expect(siteConfig.reviewStars).toBeLessThanOrEqual(5);
    expect(siteConfig.steps).toHaveLength(3);
    expect(siteConfig.sellingPoints).toHaveLength(4);
  });

  it("states a reply time only as a whole number of at least one, or none", () => {
    if (replyTime) expect(Number.isInteger(replyTime.within) && replyTime.within >= 1).toBe(true);
    else expect(replyTime).toBeNull();
  });
});
