import { useCallback } from "react";
import { Phone } from "lucide-react";
import { buttonVariants } from "@/components/ui/Button";
import { listPartners } from "@/features/owner/api/partners";
import type { Client } from "@/features/owner/api/requests";
import { ownerConfig } from "@/features/owner/content";
import { useLoad } from "@/lib/use-load";
import { partnerState, propertyStates } from "@/features/owner/lib/partners";
import { formatMoney } from "@/lib/money";
import {
  monthlyCents,
  recurringCents,
  unitsBilledOtherwise,
  type BillingState,
} from "@/lib/partners";
import { parseUsPhone } from "@/lib/phone";
import { cn } from "@/lib/utils";
import { BilledUnitsWarning } from "./BilledUnitsWarning";
import { LoadFailure } from "./LoadFailure";
import { PartnerServiceSwitch, PropertyServiceSwitch } from "./ServiceSwitch";

const copy = ownerConfig.partners;

const stateClass: Record<BillingState, string> = {
  active: "border-brand bg-brand-light text-brand-dark",
  past_due: "border-danger bg-white text-danger",
  canceled: "border-line bg-surface text-ink",
  none: "border-line bg-surface text-ink",
};

function State({ state }: { state: BillingState }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full border-2 px-3 py-0.5 text-sm font-semibold",
        stateClass[state],
      )}
    >
      {copy.states[state]}
    </span>
  );
}

/**
 * Every partner with their properties, units and subscription state, and the monthly recurring
 * revenue of them all: what the active subscriptions bill each month (stripe-webhook's table).
 */
export function PartnersView({ client }: { client: Client }) {
  const { state, retry, refresh } = useLoad(
    useCallback(() => listPartners(client), [client]),
    { whenVisible: true },
  );
  const partners = state.kind === "ready" ? state.data : [];
  const active = partners.filter((p) => partnerState(p) === "active").length;
  return (
    <section aria-labelledby="partners-title" className="grid gap-4">
      <h2 id="partners-title" className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      <p className="text-muted">{copy.lead}</p>
      <p className="text-muted">{copy.service.note}</p>
      {state.kind === "loading" && <p role="status">{ownerConfig.loading}</p>}
      {state.kind === "failed" && <LoadFailure failure={state.failure} onRetry={retry} />}
      {state.kind === "ready" && (
        <>
          <div className="rounded-xl border-2 border-brand bg-brand-light p-4">
            <p className="font-semibold text-ink">{copy.revenue}</p>
            <p className="text-3xl font-extrabold tracking-tight text-ink">
              {copy.monthly(formatMoney(recurringCents(partners.flatMap((p) => p.subscriptions))))}
            </p>
            <p className="mt-1 text-sm text-ink">{copy.revenueNote}</p>
            <p className="mt-1 text-sm text-ink">{copy.count(partners.length, active)}</p>
          </div>
          {!partners.length && <p className="text-ink">{copy.empty}</p>}
          <ul className="grid gap-3">
            {partners.map((partner) => {
              const properties = propertyStates(partner);
              const units = partner.properties.reduce((sum, p) => sum + p.units, 0);
              const phone = parseUsPhone(partner.phone);
              return (
                <li key={partner.id} className="grid gap-2 rounded-xl border-2 border-line p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="text-lg font-bold text-ink">{partner.company_name}</h3>
                    <State state={partnerState(partner)} />
                  </div>
                  <p className="text-ink">
                    {partner.contact_name} · {copy.properties(properties.length, units)}
                  </p>
                  {properties.length > 0 && (
                    <ul className="grid gap-1">
                      {properties.map(({ property, subscription, state: s }) => {
                        const billed = unitsBilledOtherwise(subscription, property.units);
                        return (
                          <li key={property.id} className="flex flex-wrap items-center gap-x-2">
                            <span className="text-ink">
                              {copy.property(
                                property.name,
                                property.city,
                                property.units,
                                subscription && (s === "active" || s === "past_due")
                                  ? formatMoney(monthlyCents(subscription))
                                  : null,
                              )}
                            </span>
                            <State state={s} />
                            {billed !== null && (
                              <BilledUnitsWarning billed={billed} units={property.units} />
                            )}
                            <PropertyServiceSwitch
                              client={client}
                              property={property}
                              onChanged={refresh}
                            />
                          </li>
                        );
                      })}
                    </ul>
                  )}
                  <PartnerServiceSwitch client={client} partner={partner} onChanged={refresh} />
                  {phone && (
                    <a
                      href={phone.href}
                      className={cn(buttonVariants({ variant: "outline", size: "sm" }), "w-fit")}
                    >
                      <Phone aria-hidden="true" />
                      {copy.call(partner.contact_name)}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
