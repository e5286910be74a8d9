import { useRef, useState } from "react";
import type { Supabase } from "@/auth/supabase";
import { buttonVariants } from "@/components/ui/Button";
import type { Property } from "@/features/partner/api/account";
import { partnerConfig } from "@/features/partner/content";
import type { useBilledUnits } from "@/features/partner/hooks/use-billed-units";
import type { useBilling } from "@/features/partner/hooks/use-billing";
import type { PartnerSubscription } from "@/lib/partners";
import { PropertyCard } from "./PropertyCard";
import { PropertyForm } from "./PropertyForm";

const copy = partnerConfig.properties;

type Props = {
  client: Supabase;
  properties: Property[];
  subscriptions: PartnerSubscription[];
  trip: ReturnType<typeof useBilling>;
  units: ReturnType<typeof useBilledUnits>;
  onSaved: () => void;
};

/** The partner's properties, each with its service; one of them, or a new one, being edited. */
export function Properties({ client, properties, subscriptions, trip, units, onSaved }: Props) {
  // The property being edited ("new" for one being added), and the button to return focus to.
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = (id: string, button: HTMLButtonElement) => {
    opener.current = button;
    setSaved(false);
    setEditing(id);
  };
  const close = (didSave: boolean) => {
    setEditing(null);
    setSaved(didSave);
    if (didSave) onSaved();
    // The button is back once the form is gone: focus returns where the partner was.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const form = (property?: Property) => (
    <PropertyForm client={client} property={property} onDone={close} />
  );
  return (
    <section aria-labelledby="properties-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="properties-title" className="text-2xl font-bold text-ink">
          {copy.title}
        </h2>
        {editing !== "new" && (
          <button
            type="button"
            onClick={(event) => open("new", event.currentTarget)}
            className={buttonVariants()}
          >
            {copy.add}
          </button>
        )}
      </div>
      <div role="status">
        {saved && <p className="font-medium text-brand-dark">{partnerConfig.form.saved}</p>}
      </div>
      {editing === "new" && form()}
      {properties.length === 0 && editing !== "new" && <p className="text-muted">{copy.empty}</p>}
      <ul className="grid gap-4">
        {properties.map((property) => (
          <li key={property.id}>
            {editing === property.id ? (
              form(property)
            ) : (
              <PropertyCard
                property={property}
                subscriptions={subscriptions}
                trip={trip}
                unitsSync={units.syncs[property.id]}
                onRetryUnits={() => units.retry(property.id)}
                onEdit={(button) => open(property.id, button)}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
