import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import { serviceNames, trashPricePerRoomPerMonth } from "../../supabase/functions/_shared/services";

// The edge functions cannot import src/config, so they keep a copy of these facts.
describe("the edge functions' copy of the services", () => {
  it("names each service as the pricing section does", () => {
    expect(serviceNames).toEqual({
      garage_cleanout: siteConfig.pricing["garage-cleanouts"].name,
      trash_collection: siteConfig.pricing["trash-collection"].name,
    });
  });

  it("prices trash collection per room as the site does", () => {
    expect(trashPricePerRoomPerMonth).toBe(siteConfig.pricing["trash-collection"].price.amount);
  });
});
