import { ownerConfig, type InboxFailure } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";

/** What could not load, and a way to try again. */
export function LoadFailure({ failure, onRetry }: { failure: InboxFailure; onRetry: () => void }) {
  return (
    <div role="alert" className={alertClass}>
      <p>{ownerConfig.failures[failure]}</p>
      <button type="button" onClick={onRetry} className={`${buttonVariants()} mt-3`}>
        {ownerConfig.retry}
      </button>
    </div>
  );
}
