import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import type { Property } from "@/features/partner/api/account";
import { partnerConfig } from "@/features/partner/content";
import type { useCheckout } from "@/features/partner/hooks/use-checkout";

const copy = partnerConfig.checkout;
const noteClass = "rounded-xl border-2 border-brand bg-brand-light p-4 font-semibold text-ink";

type Props = {
  /** ?checkout=: "done" back from paying, "canceled" from Checkout's Back. */
  checkout: string | null;
  confirmation: ReturnType<typeof useCheckout>;
  property: Property | null;
};

/** What a trip to Checkout came to, once Stripe's webhook has told the database. */
export function CheckoutNotice({ checkout, confirmation, property }: Props) {
  const name = property?.name ?? "";
  if (checkout === "canceled")
    return (
      <p role="status" className={noteClass}>
        {copy.canceled}
      </p>
    );
  const { state, checkAgain } = confirmation;
  if (!state) return null;
  if (state === "failed")
    return (
      <p role="alert" className={alertClass}>
        {copy.failed(name)}
      </p>
    );
  return (
    <div role="status" className={noteClass}>
      {state === "confirming" && <p>{copy.confirming}</p>}
      {state === "confirmed" && <p>{copy.confirmed(name)}</p>}
      {state === "slow" && (
        <>
          <p>{copy.slow}</p>
          <button type="button" onClick={checkAgain} className={`${buttonVariants()} mt-3`}>
            {copy.checkAgain}
          </button>
        </>
      )}
    </div>
  );
}
