import { useEffect, useRef, useState } from "react";
import type { User } from "@supabase/supabase-js";
import type { Supabase } from "@/auth/supabase";
import { siteConfig } from "@/config/site";
import { partnerConfig } from "@/features/partner/content";
import type { Property } from "@/features/partner/api/account";
import { useAccount } from "@/features/partner/hooks/use-account";
import { useBilledUnits } from "@/features/partner/hooks/use-billed-units";
import { useBilling } from "@/features/partner/hooks/use-billing";
import { useCheckout } from "@/features/partner/hooks/use-checkout";
import { CheckoutNotice } from "./CheckoutNotice";
import { CompanyStep } from "./CompanyStep";
import { LoadFailure } from "./LoadFailure";
import { Properties } from "./Properties";
import { ServiceLog } from "./ServiceLog";
import { Sign } from "./Sign";
import { SubscriptionSummary } from "./SubscriptionSummary";

type Props = {
  client: Supabase;
  user: User;
  billing: boolean;
  checkout: string | null;
  checkoutProperty: string | null;
};

/**
 * A partner's page: their subscription, what Checkout came to, their properties and billing, and
 * the service log; or one property's printable sign, alone on the page.
 */
export function PartnerHome({ client, user, billing, checkout, checkoutProperty }: Props) {
  const account = useAccount(client, user.id);
  const trip = useBilling(client);
  const confirming = useCheckout(
    client,
    user.id,
    checkout === "done" ? checkoutProperty : null,
    account.setSubscriptions,
  );
  const data = account.state.kind === "ready" ? account.state.data : null;
  const units = useBilledUnits(client, data, account.setSubscriptions);
  // The property whose sign is open, and the button to return focus to when it closes.
  const [sign, setSign] = useState<Property | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // The header's Manage Subscription (?billing=portal): a partner with a billing account goes
  // straight to it; an account that is no partner gets the configured link, as a visitor does.
  const customer = data?.partner?.stripe_customer_id;
  const noPartner = data !== null && data.partner === null;
  useEffect(() => {
    if (!billing) return;
    if (noPartner) window.location.replace(siteConfig.links.billingPortal);
    else if (customer) void trip.portal();
    // trip.portal changes identity each render; the portal is opened once per account loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [billing, customer, noPartner]);

  if (account.state.kind === "loading") return <p role="status">{partnerConfig.loading}</p>;
  if (account.state.kind === "failed")
    return <LoadFailure failure={account.state.failure} onRetry={account.retry} />;
  const { partner, properties, subscriptions } = account.state.data;
  if (!partner) {
    if (billing) return <p role="status">{partnerConfig.portalRedirect}</p>;
    return <CompanyStep client={client} user={user} onSaved={account.reload} />;
  }
  const closeSign = () => {
    setSign(null);
    // The button is shown again once the sign is gone: focus returns where the partner was.
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <>
      {sign && <Sign property={sign} onClose={closeSign} />}
      {/* Hidden, not unmounted, while a sign is open: the month chosen and the log stay. */}
      <div hidden={sign !== null}>
        <div className="grid gap-8">
          {/* The monthly report prints alone: the log is what a manager files. */}
          <div className="grid gap-8 print:hidden">
            <CheckoutNotice
              checkout={checkout}
              confirmation={confirming}
              property={properties.find((p) => p.id === checkoutProperty) ?? null}
            />
            <SubscriptionSummary
              properties={properties}
              subscriptions={subscriptions}
              hasBilling={Boolean(partner.stripe_customer_id)}
              billingAsked={billing}
              trip={trip}
            />
            <Properties
              client={client}
              properties={properties}
              subscriptions={subscriptions}
              trip={trip}
              units={units}
              onSaved={account.reload}
            />
          </div>
          <ServiceLog
            client={client}
            properties={properties}
            onSign={(property, button) => {
              opener.current = button;
              setSign(property);
            }}
          />
        </div>
      </div>
    </>
  );
}
