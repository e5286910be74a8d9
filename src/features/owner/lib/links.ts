import { mailtoHref } from "@shared/email-address";
import { withoutControls } from "@shared/visible-text";
import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest } from "@/features/owner/api/requests";
import { whenLabel } from "./days";
import { quoteAmount } from "./money";

const { drafts } = ownerConfig;

/** One tap to reach the customer: call, text with a greeting, e-mail, directions. */
export const callHref = (request: InboxRequest) => `tel:${request.phone}`;

/**
 * "?&body=" is the form both iOS and Android read (as src/features/request/lib/message.ts says).
 * The draft carries what a visitor typed (a name): without the direction controls, one of which
 * would reverse the rest of the message in the owner's Messages.
 */
const smsHref = (phone: string, body: string) =>
  `sms:${phone}?&body=${encodeURIComponent(withoutControls(body))}`;

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

/** A link to the customer's address, or null without a plain one (see email-address.ts). */
export const emailHref = (request: InboxRequest) => mailtoHref(request.email);

/**
 * Asking for a review from the owner's own Messages, with the review link, or from Mail when the
 * customer gave an e-mail and did not agree to texts. Every customer gets the same note and link.
 */
export function reviewHref(request: InboxRequest): { channel: "sms" | "mail"; href: string } {
  const body = drafts.review(request.name);
  const mail = request.sms_consent
    ? null
    : mailtoHref(request.email, {
        subject: ownerConfig.review.subject,
        body: withoutControls(body),
      });
  return mail
    ? { channel: "mail", href: mail }
    : { channel: "sms", href: smsHref(request.phone, body) };
}

/** A maps search of the street address and city: Google Maps' documented search URL. */
export const directionsHref = (request: InboxRequest) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${request.address}, ${request.city}`)}`;
