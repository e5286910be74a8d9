import type { ServiceRequestRow } from "@/lib/service-request";
import { useEffect, useRef, type ReactNode } from "react";
import { CheckCircle2 } from "lucide-react";
import { requestConfig } from "@/features/request/content/request";
import { replyTime as statedReplyTime, type ReplyTime } from "@/config/site";
import { buttonVariants } from "@/components/ui/Button";
import { cn } from "@/lib/utils";
import { Summary } from "./Summary";

const { confirmation } = requestConfig;

type Props = {
  row: ServiceRequestRow;
  onAgain: () => void;
  children?: ReactNode;
  /** The business's reply time (site.ts); tests give their own. */
  replyTime?: ReplyTime | null;
};

/**
 * After a send: when they will hear back (if the business says), what happens next (How to
 * start, step 3), and the request repeated.
 */
export function Confirmation({ row, onAgain, children, replyTime = statedReplyTime }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone; focus the news so that a screen reader reads it and Tab starts here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="request-sent" className="rounded-2xl bg-brand-light p-6 sm:p-8">
      <CheckCircle2 aria-hidden="true" className="size-10 text-brand" />
      <h2
        id="request-sent"
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold text-ink"
      >
        {confirmation.title}
      </h2>
      {replyTime && (
        <p className="mt-3 text-lg font-semibold text-ink">{confirmation.reply(replyTime)}</p>
      )}
      <p className="mt-3 text-lg text-ink">{confirmation.next}</p>
      {children}
      <p className="mt-6 font-semibold text-ink">{confirmation.sent}</p>
      <div className="mt-3 rounded-xl bg-white p-4">
        <Summary row={row} />
      </div>
      <button
        type="button"
        onClick={onAgain}
        className={cn(buttonVariants({ variant: "outline" }), "mt-6")}
      >
        {confirmation.another}
      </button>
    </section>
  );
}
