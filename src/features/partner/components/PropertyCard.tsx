import { alertClass } from "@/components/ui/form-classes";
import { buttonVariants } from "@/components/ui/Button";
import type { Property } from "@/features/partner/api/account";
import { partnerConfig } from "@/features/partner/content";
import type { UnitsSync } from "@/features/partner/hooks/use-billed-units";
import type { useBilling } from "@/features/partner/hooks/use-billing";
import { clockTime } from "@/lib/clock-time";
import {
  billingState,
  currentSubscription,
  dollarsPerUnit,
  monthlyCents,
  subscriptionDay,
  type PartnerSubscription,
} from "@/lib/partners";
import { formatMoney } from "@/lib/money";
import { cn } from "@/lib/utils";

const copy = partnerConfig.properties;

const badgeClass = {
  active: "border-brand bg-brand-light text-brand-dark",
  past_due: "border-danger bg-white text-danger",
  canceled: "border-line bg-surface text-ink",
  none: "border-line bg-surface text-ink",
};

type Props = {
  property: Property;
  subscriptions: PartnerSubscription[];
  trip: ReturnType<typeof useBilling>;
  /** Where billing stands while it catches up with changed units; none while it bills them. */
  unitsSync?: UnitsSync;
  onRetryUnits: () => void;
  onEdit: (button: HTMLButtonElement) => void;
};

/** One property: its facts, its buildings in route order, its service and what it costs. */
export function PropertyCard({
  property,
  subscriptions,
  trip,
  unitsSync,
  onRetryUnits,
  onEdit,
}: Props) {
  const subscription = currentSubscription(subscriptions, property.id);
  const state = billingState(subscription);
  // What it pays: the subscription's own price while one bills, else units × today's price.
  const billed = state === "active" || state === "past_due";
  const cost =
    billed && subscription
      ? copy.cost(
          subscription.quantity,
          formatMoney(subscription.unit_amount),
          formatMoney(monthlyCents(subscription)),
        )
      : copy.cost(
          property.units,
          formatMoney(dollarsPerUnit * 100),
          formatMoney(property.units * dollarsPerUnit * 100),
        );
  const failure = trip.failure?.for === property.id ? trip.failure.failure : null;
  const titleId = `property-${property.id}`;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-2xl border-2 border-line p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-xl font-bold text-ink">
          {property.name}
        </h3>
        <p
          className={cn(
            "rounded-full border-2 px-3 py-0.5 text-sm font-semibold",
            badgeClass[state],
          )}
        >
          {copy.states[state]}
        </p>
      </div>
      <p className="text-ink">
        {property.street_address}, {property.city}
      </p>
      <p className="text-ink">{cost}</p>
      {!property.active && (
        <p className="font-medium text-ink">{billed ? copy.onHold : copy.draft}</p>
      )}
      <div role="status">
        {unitsSync === "updating" && (
          <p className="font-medium text-ink">{copy.unitsUpdating(property.units)}</p>
        )}
        {unitsSync === "slow" && <p className="font-medium text-ink">{copy.unitsSlow}</p>}
      </div>
      {billed && subscription && (
        <p className="text-ink">
          {(subscription.cancel_at_period_end ? copy.ends : copy.renews)(
            subscriptionDay(subscription.current_period_end),
          )}
        </p>
      )}
      <p className="text-ink">
        {property.set_out_from && property.set_out_until
          ? copy.window(clockTime(property.set_out_from), clockTime(property.set_out_until))
          : copy.noWindow}
      </p>
      <div>
        <h4 className="font-semibold text-ink">{copy.buildings}</h4>
        {property.buildings.length ? (
          <ol className="mt-1 list-decimal pl-6">
            {property.buildings.map((building) => (
              <li key={building.id}>{building.name}</li>
            ))}
          </ol>
        ) : (
          <p className="text-muted">{copy.noBuildings}</p>
        )}
      </div>
      {property.rules && (
        <div>
          <h4 className="font-semibold text-ink">{copy.rules}</h4>
          <p className="whitespace-pre-line break-words">{property.rules}</p>
        </div>
      )}
      {property.access_notes && (
        <div>
          <h4 className="font-semibold text-ink">{copy.access}</h4>
          <p className="whitespace-pre-line break-words">{property.access_notes}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {!billed && (
          <button
            type="button"
            // The name says which property; while Stripe is on its way, the words say that.
            aria-label={trip.busy === property.id ? undefined : copy.startFor(property.name)}
            aria-disabled={trip.busy !== null}
            onClick={() => void trip.checkout(property.id)}
            className={buttonVariants()}
          >
            {trip.busy === property.id ? copy.starting : copy.start}
          </button>
        )}
        <button
          type="button"
          aria-label={copy.editFor(property.name)}
          onClick={(event) => onEdit(event.currentTarget)}
          className={buttonVariants({ variant: "outline" })}
        >
          {copy.edit}
        </button>
      </div>
      <div role="alert">
        {failure && <p className={alertClass}>{partnerConfig.billingFailures[failure]}</p>}
        {unitsSync === "failed" && (
          <div className={alertClass}>
            <p>{copy.unitsFailed(property.units)}</p>
            <button
              type="button"
              onClick={onRetryUnits}
              className={cn(buttonVariants({ variant: "outline" }), "mt-3")}
            >
              {copy.unitsRetry(property.units)}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
