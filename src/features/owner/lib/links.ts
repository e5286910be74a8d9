import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest } from "@/features/owner/api/requests";

/** One tap to reach the customer: call, text with a greeting, e-mail, directions. */
export const callHref = (request: InboxRequest) => `tel:${request.phone}`;

/** "?&body=" is the form both iOS and Android read (see src/features/request/lib/message.ts). */
export const textHref = (request: InboxRequest) =>
  `sms:${request.phone}?&body=${encodeURIComponent(ownerConfig.greeting(request.name, request.service))}`;

export const emailHref = (request: InboxRequest) =>
  request.email ? `mailto:${request.email}` : null;

/** A maps search of the street address and city: Google Maps' documented search URL. */
export const directionsHref = (request: InboxRequest) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${request.address}, ${request.city}`)}`;
