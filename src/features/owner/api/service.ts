import { read } from "@/lib/result";
import type { PartnerService, PropertyService } from "@/lib/partners";
import { type Client, type Result } from "@/features/owner/api/requests";

/** Sets the owner's word on one property (rpc/set_property_service); answers whether it is served. */
export async function setPropertyService(
  supabase: Client,
  propertyId: string,
  service: PropertyService,
): Promise<Result<boolean>> {
  return read(
    await supabase.rpc("set_property_service", { property_id: propertyId, service }).retry(false),
  );
}

/** Serves, pauses or stops a whole partner (rpc/set_partner_service). */
export async function setPartnerService(
  supabase: Client,
  partnerId: string,
  service: PartnerService,
): Promise<Result<null>> {
  const { error, status } = await supabase
    .rpc("set_partner_service", { partner_id: partnerId, service })
    .retry(false);
  return error ? read({ data: null, error, status }) : { ok: true, data: null };
}
