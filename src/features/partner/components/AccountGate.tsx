import { useCallback, useEffect } from "react";
import type { User } from "@supabase/supabase-js";
import type { Supabase } from "@/auth/supabase";
import { siteConfig } from "@/config/site";
import { isStaff } from "@/auth/is-staff";
import { partnerConfig } from "@/features/partner/content";
import { useLoad } from "@/lib/use-load";
import { LoadFailure } from "./LoadFailure";
import { PartnerHome } from "./PartnerHome";

type Props = {
  client: Supabase;
  user: User;
  /** The header's Manage Subscription asked for the billing portal (?billing=portal). */
  billing: boolean;
  /** Back from Checkout: ?checkout=done or canceled, and the property it was for. */
  checkout: string | null;
  checkoutProperty: string | null;
};

/**
 * Staff have the inbox, not a partner's page: a staff account is sent to /owner (or, from the
 * header's Manage Subscription, to the configured billing portal, as every visitor who is not a
 * partner is). Everyone else gets their page. PartnerApp keys it by user.
 */
export function AccountGate({ client, user, ...props }: Props) {
  const { state: staff, retry } = useLoad(useCallback(() => isStaff(client), [client]));
  const isStaffAccount = staff.kind === "ready" && staff.data;
  useEffect(() => {
    if (isStaffAccount)
      window.location.replace(props.billing ? siteConfig.links.billingPortal : "/owner");
  }, [isStaffAccount, props.billing]);

  if (staff.kind === "loading") return <p role="status">{partnerConfig.loading}</p>;
  if (staff.kind === "failed") return <LoadFailure failure={staff.failure} onRetry={retry} />;
  if (isStaffAccount)
    return (
      <p role="status">
        {props.billing ? partnerConfig.portalRedirect : partnerConfig.staffRedirect}
      </p>
    );
  return <PartnerHome client={client} user={user} {...props} />;
}
