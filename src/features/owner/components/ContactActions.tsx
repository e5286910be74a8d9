import { Mail, MapPin, MessageSquare, Phone } from "lucide-react";
import { ownerConfig } from "@/features/owner/content";
import { ButtonLink } from "@/components/ui/Button";
import { callHref, directionsHref, emailHref, textHref } from "@/features/owner/lib/links";
import type { InboxRequest } from "@/features/owner/api/requests";

const { detail } = ownerConfig;

/** Call, Text (with a greeting), E-mail if given, and Directions in a new tab. */
export function ContactActions({ request }: { request: InboxRequest }) {
  const email = emailHref(request);
  return (
    <nav aria-label={detail.actions} className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <ButtonLink href={callHref(request)}>
        <Phone aria-hidden="true" />
        {detail.call}
      </ButtonLink>
      <ButtonLink href={textHref(request)}>
        <MessageSquare aria-hidden="true" />
        {detail.text}
      </ButtonLink>
      {email && (
        <ButtonLink href={email} variant="outline">
          <Mail aria-hidden="true" />
          {detail.email}
        </ButtonLink>
      )}
      <ButtonLink
        href={directionsHref(request)}
        target="_blank"
        rel="noopener noreferrer"
        variant="outline"
      >
        <MapPin aria-hidden="true" />
        {detail.directions}
        <span className="sr-only">{detail.newTab}</span>
      </ButtonLink>
    </nav>
  );
}
