import { mailtoHref } from "@shared/email-address";
import { withoutControls } from "@shared/visible-text";
import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest } from "@/features/owner/api/requests";
import { mapsHref } from "@/lib/maps";
import { parseUsPhone, type UsPhone } from "@/lib/phone";
import { whenLabel } from "@/lib/days";
import { quoteAmount } from "./money";

const { drafts } = ownerConfig;

/**
 * The customer's number as the site checks every phone (src/lib/phone.ts), or null. The
 * database holds only such numbers, but the inbox reads a row's phone as any text: a tel: or
 * sms: link is made of a checked number or not at all.
 */
const phoneOf = (request: Pick<InboxRequest, "phone">) => parseUsPhone(request.phone);

/** One tap to reach the customer: call, text with a greeting, e-mail, directions. */
export const callHref = (request: Pick<InboxRequest, "phone">) => phoneOf(request)?.href ?? null;

/**
 * "?&body=" is the form both iOS and Android read (as src/features/request/lib/message.ts says).
 * The draft carries what a visitor typed (a name): without the direction controls, one of which
 * would reverse the rest of the message in the owner's Messages.
 */
const smsHref = (phone: UsPhone, body: string) =>
  `${phone.sms}?&body=${encodeURIComponent(withoutControls(body))}`;

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

/** The Text button's link, or null without a checked number. */
export function textHref(request: InboxRequest): string | null {
  const phone = phoneOf(request);
  return phone && smsHref(phone, textDraft(request));
}

/** The quote's text: the greeting, then the link to the customer's page written out. */
export function quoteLinkHref(request: InboxRequest, url: string): string | null {
  const phone = phoneOf(request);
  return (
    phone &&
    smsHref(
      phone,
      `${ownerConfig.greeting(request.name, request.service)} ${drafts.quoteLink(url)}`,
    )
  );
}

/** The "on my way" text of a job on the road, or null without a checked number. */
export function onMyWayHref(request: InboxRequest): string | null {
  const phone = phoneOf(request);
  return phone && smsHref(phone, drafts.onMyWay(request.name));
}

/**
 * The day-before reminder of a job with an agreed day, with its window, street address and what
 * to set out (as the reminder e-mail says it), or null without a day or a checked number.
 */
export function reminderHref(request: InboxRequest): string | null {
  const phone = phoneOf(request);
  const when = whenLabel(request);
  const setOut = request.set_out_note?.trim() || null;
  return (
    phone && when && smsHref(phone, drafts.reminder(request.name, when, request.address, setOut))
  );
}

/** A link to the customer's address, or null without a plain one (see email-address.ts). */
export const emailHref = (request: InboxRequest) => mailtoHref(request.email);

/**
 * Asking for a review from the owner's own Messages, with the review link, or from Mail when the
 * customer gave an e-mail and did not agree to texts. Every customer gets the same note and link.
 * Null when there is neither a plain address nor a checked number to ask at.
 */
export function reviewHref(
  request: InboxRequest,
): { channel: "sms" | "mail"; href: string } | null {
  const body = drafts.review(request.name);
  const mail = request.sms_consent
    ? null
    : mailtoHref(request.email, {
        subject: ownerConfig.review.subject,
        body: withoutControls(body),
      });
  if (mail) return { channel: "mail", href: mail };
  const phone = phoneOf(request);
  return phone && { channel: "sms", href: smsHref(phone, body) };
}

/** A maps search of the job's street address and city. */
export const directionsHref = (request: InboxRequest) => mapsHref(request.address, request.city);
