import { ownerConfig } from "@/features/owner/content";

/**
 * Under a property whose subscription bills other units than it has: the database asks Stripe to
 * bill its units, so this is a while at most; if it stays, the owner knows where to look.
 */
export function BilledUnitsWarning({ billed, units }: { billed: number; units: number }) {
  return (
    <p className="basis-full text-sm font-medium text-danger">
      {ownerConfig.partners.billedOtherwise(billed, units)}
    </p>
  );
}
