import type { ServiceRequestRow } from "@/lib/service-request";
import { useEffect, useRef, type ReactNode } from "react";
import { Mail, MessageSquare } from "lucide-react";
import { requestConfig } from "@/features/request/content/request";
import { ButtonLink } from "@/components/ui/Button";
import { mailtoHref, smsHref } from "@/features/request/lib/message";

const { handoff } = requestConfig;

/**
 * The request, written out, in a text message (or an e-mail) that the visitor's own app sends:
 * nothing to type again. The e-mail link is left out only for a build without a plain address.
 */
export function HandoffLinks({ row }: { row: ServiceRequestRow }) {
  const email = mailtoHref(row);
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink href={smsHref(row)} size="lg">
        <MessageSquare aria-hidden="true" />
        {handoff.sms}
      </ButtonLink>
      {email && (
        <ButtonLink href={email} variant="outline" size="lg">
          <Mail aria-hidden="true" />
          {handoff.email}
        </ButtonLink>
      )}
    </div>
  );
}

/**
 * Without a Supabase project (the default build), the request travels as a text message, or
 * an e-mail, that the visitor's own app sends: a fresh clone already brings in requests.
 */
export function Handoff({ row, children }: { row: ServiceRequestRow; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [row]);
  return (
    <section aria-labelledby="request-handoff" className="rounded-2xl bg-brand-light p-6 sm:p-8">
      <h2 id="request-handoff" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
        {handoff.title}
      </h2>
      <p className="mt-3 text-ink">{handoff.lead}</p>
      {children}
      <div className="mt-6">
        <HandoffLinks row={row} />
      </div>
    </section>
  );
}
