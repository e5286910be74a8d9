import type { ReactNode } from "react";
import { Loader2, Phone } from "lucide-react";
import { requestConfig } from "@/features/request/content/request";
import { siteConfig } from "@/config/site";
import { buttonVariants } from "@/components/ui/Button";
import type { Status } from "@/features/request/hooks/use-request-form";
import { HandoffLinks } from "./Handoff";

type Props = { status: Status; onRetry: () => void; children?: ReactNode };

/**
 * Progress while sending; and when a send fails, why, with every way forward that needs nothing
 * typed again: Try again, the request written out in a text message or an e-mail (a text goes
 * without a data connection too), and the phone.
 */
export function SendStatus({ status, onRetry, children }: Props) {
  return (
    <>
      <div role="status" className="min-h-6">
        {status.kind === "sending" && (
          <p className="flex items-center gap-2 text-muted">
            <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            {requestConfig.submit.sending}
          </p>
        )}
      </div>
      <div role="alert">
        {status.kind === "too-fast" && (
          <p className="font-medium text-ink">{requestConfig.tooFast}</p>
        )}
        {status.kind === "failed" && (
          <div className="rounded-xl border-2 border-danger bg-white p-4">
            <p className="font-semibold text-danger">{requestConfig.failures[status.failure]}</p>
            <p className="mt-2 text-ink">
              {requestConfig.fallback}{" "}
              <a href={siteConfig.phone.href} className="font-semibold text-brand-dark underline">
                {siteConfig.phone.display}
              </a>
              .
            </p>
            {children}
            <div className="mt-4 grid gap-3">
              <button
                type="button"
                onClick={onRetry}
                className={`${buttonVariants({ size: "lg" })} w-fit`}
              >
                {requestConfig.retry}
              </button>
              <HandoffLinks row={status.row} />
              <a
                href={siteConfig.phone.href}
                className={`${buttonVariants({ variant: "outline" })} w-fit`}
              >
                <Phone aria-hidden="true" />
                {siteConfig.phone.display}
              </a>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
