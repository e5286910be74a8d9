import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest } from "@/features/owner/api/requests";
import { whenLabel } from "./days";
import { quoteAmount } from "./money";

const { drafts } = ownerConfig;

/** One tap to reach the customer: call, text with a greeting, e-mail, directions. */
export const callHref = (request: InboxRequest) => `tel:${request.phone}`;

/** "?&body=" is the form both iOS and Android read (as src/features/request/lib/message.ts says). */
const smsHref = (phone: string, body: string) => `sms:${phone}?&body=${encodeURIComponent(body)}`;

/**
 * The Text button's draft: the greeting, then the quote when there is one, then the agreed day
 * of a scheduled job ("See you Saturday, Nov 29, 8–10 am.").
 */
function textDraft(request: InboxRequest): string {
  const when = request.status === "scheduled" ? whenLabel(request) : null;
  return [
    ownerConfig.greeting(request.name, request.service),
    request.quote_cents != null &&
      drafts.quote(request.service, quoteAmount(request, request.quote_cents)),
    when && drafts.seeYou(when),
  ]
    .filter(Boolean)
    .join(" ");
}

export const textHref = (request: InboxRequest) => smsHref(request.phone, textDraft(request));

export const onMyWayHref = (request: InboxRequest) =>
  smsHref(request.phone, drafts.onMyWay(request.name));

export const emailHref = (request: InboxRequest) =>
  request.email ? `mailto:${request.email}` : null;

/**
 * Asking for a review from the owner's own Messages, with the review link, or from Mail when the
 * customer gave an e-mail and did not agree to texts. Every customer gets the same note and link.
 */
export function reviewHref(request: InboxRequest): { channel: "sms" | "mail"; href: string } {
  const body = drafts.review(request.name);
  if (request.email && !request.sms_consent) {
    const query = `subject=${encodeURIComponent(ownerConfig.review.subject)}&body=${encodeURIComponent(body)}`;
    return { channel: "mail", href: `mailto:${request.email}?${query}` };
  }
  return { channel: "sms", href: smsHref(request.phone, body) };
}

/** A maps search of the street address and city: Google Maps' documented search URL. */
export const directionsHref = (request: InboxRequest) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${request.address}, ${request.city}`)}`;
