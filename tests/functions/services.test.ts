import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import {
  serviceNames,
  serviceValues,
  trashCount,
  trashPricePerRoomPerMonth,
} from "@shared/services";

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

  it("prices trash collection by one count: a manager's units, else a resident's rooms", () => {
    const trash = "trash_collection" as const;
    expect(trashCount({ service: trash, rooms: 3, units: null })).toEqual({
      count: 3,
      per: "room",
      dollarsEachMonth: 60,
    });
    // A row from before the one-count rule, with both: the units price it, as everywhere.
    expect(trashCount({ service: trash, rooms: 2, units: 40 })).toEqual({
      count: 40,
      per: "unit",
      dollarsEachMonth: 800,
    });
    expect(trashCount({ service: trash, rooms: null, units: null })).toBeNull();
    expect(trashCount({ service: "garage_cleanout", rooms: null, units: 12 })).toBeNull();
  });
});
