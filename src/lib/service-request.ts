import type { ServiceValue } from "@shared/services";
import { businessTimeZone } from "@shared/time-zone";

/**
 * A service request's domain facts, in one place beside the generated types: the values its
 * columns take (the database's CHECKs list the same), the business's calendar, the row the form
 * inserts and the names of its facts. Copy files hold only the words for these.
 */

/** The statuses, in the order the owner moves a request through them. */
export const requestStatuses = ["new", "contacted", "scheduled", "done", "lost"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** The statuses of a request still being worked: done and lost ones need nothing more. */
export const openStatuses = ["new", "contacted", "scheduled"] as const satisfies RequestStatus[];

/**
 * Why the intake held a request back (status 'held': kept out of the list until released):
 * check_unavailable when the human check could not be made (the site's Turnstile setup is
 * broken or missing, docs/deploy/turnstile.md).
 */
export const heldReasons = [
  "check_failed",
  "check_unavailable",
  "connection",
  "phone",
  "everyone",
] as const;
export type HeldReason = (typeof heldReasons)[number];

/** Why a lead was lost, in the order the inbox offers them. */
export const lostReasons = ["price", "timing", "no_answer", "chose_another", "other"] as const;
export type LostReason = (typeof lostReasons)[number];

/** Where inside the site a request was sent from: where its link stood, or "direct". */
export const sourcePages = ["landing", "area", "pricing", "how_to_start", "direct"] as const;
export type SourcePage = (typeof sourcePages)[number];

/** How the visitor asks to be reached. */
export const contactMethods = ["text", "call"] as const;
export type ContactMethod = (typeof contactMethods)[number];

/**
 * What became of a request's quote link in use, the latest step first (public.quote_state):
 * a deposit paid, the customer's answer, opened, sent.
 */
export const quoteStates = ["deposit_paid", "accepted", "declined", "viewed", "sent"] as const;
export type QuoteState = (typeof quoteStates)[number];

/** The city a visitor outside the service areas picks; the database accepts it too. */
export const otherCity = "Other";

const isoDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The business's date of an instant, "2026-11-29": the day a request may start from, the day a
 * job is agreed for, the month of the figures. At 11:30 pm in California it is already tomorrow
 * in Utah, and the database counts Utah's days.
 */
export const businessDay = (instant: Date | string = new Date()) =>
  isoDay.format(typeof instant === "string" ? new Date(instant) : instant);

/**
 * One row of public.service_requests as the form inserts it (status and created_at are the
 * database's); the form adds the id it made and how many photos follow.
 */
export type ServiceRequestRow = {
  id?: string;
  photo_count?: number;
  service: ServiceValue;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  unit: string | null;
  city: string;
  rooms: number | null;
  garage_size: string | null;
  start_date: string | null;
  contact_method: ContactMethod;
  notes: string | null;
  property_name: string | null;
  units: number | null;
  sms_consent: boolean;
};

/**
 * The short names of a request's facts, as the request page's summary, its text message and the
 * owner's inbox all show them: one list, so that the owner reads the words the visitor saw.
 */
export const requestFieldLabels = {
  service: "Service",
  name: "Name",
  phone: "Phone",
  email: "E-mail",
  address: "Address",
  unit: "Unit",
  city: "City",
  rooms: "Rooms",
  garageSize: "Garage size",
  startDate: "Start date",
  contactMethod: "Contact",
  notes: "Notes",
  propertyName: "Property",
  units: "Units",
  smsConsent: "Texts about this request",
  photos: "Photos",
};
