import { useEffect, useState } from "react";
import type { User } from "@supabase/supabase-js";
import type { Supabase } from "@/auth/supabase";
import { siteConfig } from "@/config/site";
import { isStaff, type Result } from "@/features/partner/api/account";
import { partnerConfig } from "@/features/partner/content";
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
  const [staff, setStaff] = useState<Result<boolean> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    void isStaff(client).then((answer) => active && setStaff(answer));
    return () => {
      active = false;
    };
  }, [client, attempt]);
  const isStaffAccount = staff?.ok === true && staff.data;
  useEffect(() => {
    if (isStaffAccount)
      window.location.replace(props.billing ? siteConfig.links.billingPortal : "/owner");
  }, [isStaffAccount, props.billing]);

  if (!staff) return <p role="status">{partnerConfig.loading}</p>;
  if (!staff.ok)
    return (
      <LoadFailure
        failure={staff.failure}
        onRetry={() => {
          setStaff(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  if (isStaffAccount)
    return (
      <p role="status">
        {props.billing ? partnerConfig.portalRedirect : partnerConfig.staffRedirect}
      </p>
    );
  return <PartnerHome client={client} user={user} {...props} />;
}
