import { useState } from "react";
import { alertClass } from "@/components/ui/form-classes";
import type { PartnerSummary } from "@/features/owner/api/partners";
import type { Client } from "@/features/owner/api/requests";
import { setPartnerService, setPropertyService } from "@/features/owner/api/service";
import { ownerConfig } from "@/features/owner/content";
import {
  partnerServices,
  propertyServices,
  type PartnerService,
  type PropertyService,
} from "@/lib/partners";
import { cn } from "@/lib/utils";

const copy = ownerConfig.partners.service;

const chip = "min-h-11 rounded-full border-2 px-4 text-sm font-semibold";

type SwitchProps<V extends string> = {
  label: string;
  values: readonly V[];
  names: Record<V, string>;
  value: V;
  /** Stores the choice; answers whether it was stored. */
  onChoose: (value: V) => Promise<boolean>;
};

/**
 * The owner's word as a row of pressed buttons, the current one pressed: the buttons stay where
 * they are whatever is chosen, so focus stays on the one just pressed.
 */
function Switch<V extends string>({ label, values, names, value, onChoose }: SwitchProps<V>) {
  const [pending, setPending] = useState<V | null>(null);
  // What was stored, shown until the list read again brings it as `value`.
  const [stored, setStored] = useState<V | null>(null);
  const [read, setRead] = useState(value);
  if (read !== value) {
    setRead(value);
    setStored(null);
  }
  const [failed, setFailed] = useState(false);
  const choose = async (next: V) => {
    if (pending !== null || next === value) return;
    setPending(next);
    setFailed(false);
    const done = await onChoose(next);
    setPending(null);
    if (done) setStored(next);
    setFailed(!done);
  };
  const shown = pending ?? stored ?? value;
  return (
    <div className="grid gap-1">
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {values.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={shown === v}
            aria-disabled={pending !== null}
            onClick={() => void choose(v)}
            className={cn(
              chip,
              shown === v
                ? "border-brand-dark bg-brand-dark text-white"
                : "border-line bg-white text-ink hover:bg-surface",
            )}
          >
            {names[v]}
          </button>
        ))}
      </div>
      <div role="alert">{failed && <p className={alertClass}>{copy.failed}</p>}</div>
    </div>
  );
}

type Property = PartnerSummary["properties"][number];

/** Whether a property is on tonight's route, and the owner's switch for it. */
export function PropertyServiceSwitch({
  client,
  property,
  onChanged,
}: {
  client: Client;
  property: Property;
  onChanged: () => void;
}) {
  return (
    <div className="grid w-full gap-1">
      <p className="text-sm text-ink">{property.active ? copy.onRoute : copy.offRoute}</p>
      <Switch<PropertyService>
        label={copy.propertyLabel(property.name)}
        values={propertyServices}
        names={copy.property}
        value={(property.service_override as PropertyService | null) ?? "follow"}
        onChoose={async (service) => {
          const stored = await setPropertyService(client, property.id, service);
          if (stored.ok) onChanged();
          return stored.ok;
        }}
      />
    </div>
  );
}

/** The owner's switch for a whole partner: served, paused or stopped. */
export function PartnerServiceSwitch({
  client,
  partner,
  onChanged,
}: {
  client: Client;
  partner: PartnerSummary;
  onChanged: () => void;
}) {
  return (
    <Switch<PartnerService>
      label={copy.partnerLabel(partner.company_name)}
      values={partnerServices}
      names={copy.partner}
      value={partner.service_state as PartnerService}
      onChoose={async (service) => {
        const stored = await setPartnerService(client, partner.id, service);
        if (stored.ok) onChanged();
        return stored.ok;
      }}
    />
  );
}
