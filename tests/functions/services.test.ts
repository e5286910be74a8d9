import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import { serviceNames, serviceValues, trashPricePerRoomPerMonth } from "@shared/services";

// The edge functions cannot import src/config, so they keep a copy of these facts.
describe("the edge functions' copy of the services", () => {
  it("names each service as the pricing section does", () => {
    for (const { id } of siteConfig.categories) {
      expect(serviceNames[serviceValues[id]]).toBe(siteConfig.pricing[id].name);
    }
    expect(Object.keys(serviceNames)).toHaveLength(siteConfig.categories.length);
  });

  it("maps every service of the site, and only those, to a distinct database value", () => {
    expect(Object.keys(serviceValues).sort()).toEqual(
      siteConfig.categories.map(({ id }) => id).sort(),
    );
    expect(new Set(Object.values(serviceValues)).size).toBe(siteConfig.categories.length);
  });

  it("prices trash collection per room as the site does", () => {
    expect(trashPricePerRoomPerMonth).toBe(siteConfig.pricing["trash-collection"].price.amount);
  });
});
