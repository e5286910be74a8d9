import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import { partnerConfig, type PartnerFailure } from "@/features/partner/content";

/** What could not load, and a way to try again. */
export function LoadFailure({
  failure,
  onRetry,
  messages = partnerConfig.properties.loadFailed,
}: {
  failure: PartnerFailure;
  onRetry: () => void;
  messages?: Record<PartnerFailure, string>;
}) {
  return (
    <div role="alert" className={alertClass}>
      <p>{messages[failure]}</p>
      <button type="button" onClick={onRetry} className={`${buttonVariants()} mt-3`}>
        {partnerConfig.properties.retry}
      </button>
    </div>
  );
}
