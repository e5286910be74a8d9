import type { TrashCount } from "@shared/services";
import { requestFieldLabels, type ContactMethod } from "@/lib/service-request";
import { siteConfig, type ReplyTime } from "@/config/site";
import type { GarageSize } from "@/features/request/lib/values";
import type { SendFailure } from "@/lib/send-failure";

/**
 * The copy of the request page (/get-started): every label, hint, message and sentence. It is
 * a module of its own so that the landing page's JavaScript does not carry it; prices, areas
 * and the phone come from siteConfig.
 */

const trash = siteConfig.pricing["trash-collection"].price;
const garage = siteConfig.pricing["garage-cleanouts"].price;

export const requestConfig = {
  page: {
    title: "Request service",
    lead: "Tell us what you need. We text or call you back to agree which days to start.",
    metaTitle: `Request trash pickup or a garage cleanout | ${siteConfig.shortName}`,
    metaDescription: `Request daily trash collection (${trash.display} per room) or a garage cleanout (from ${garage.display}) online in ${siteConfig.locality.city} and across Utah County. We text or call you back.`,
  },
  noScript: {
    before: "This form needs JavaScript, which is off in your browser. Call or text us at",
    between: "or e-mail",
    after: "with your name, address and apartment number, and we will set up your service.",
  },
  legends: {
    service: "Which service do you need?",
    you: "About you",
    place: "Where",
    property: "Property managers",
    contactMethod: "Should we text or call you?",
  },
  labels: {
    name: "Your name",
    phone: "Mobile phone",
    email: "E-mail (optional)",
    address: "Street address",
    unit: "Apartment or unit number",
    unitOptional: "Apartment or unit number (optional)",
    city: "City",
    rooms: "Number of rooms",
    garageSize: "Garage size",
    squareFeet: "Square feet",
    startDate: "Preferred start date (optional)",
    notes: "Anything else we should know? (optional)",
    manager: "I manage a property",
    propertyName: "Property name",
    units: "Number of units",
    smsConsent: "You may text me about this request at the number above.",
  },
  hints: {
    phone: "We text or call this number to agree the start days.",
    unit: "We collect door to dumpster, so we need the unit number.",
  },
  placeholders: { city: "Choose a city", garageSize: "Choose a size" },
  contactMethods: [
    { value: "text", label: "Text me" },
    { value: "call", label: "Call me" },
  ] satisfies { value: ContactMethod; label: string }[],
  garageSizes: [
    { value: "1-car", label: "1-car garage" },
    { value: "2-car", label: "2-car garage" },
    { value: "3-car", label: "3-car garage" },
    { value: "sqft", label: "Another size (square feet)" },
  ] satisfies { value: Exclude<GarageSize, "">; label: string }[],
  garageNote: `${garage.prefix ?? ""} ${garage.display}, ${garage.unit}.`.trim(),
  /** The live estimate under the count that prices trash collection: $20 × rooms, or × units. */
  estimate: ({ count, per, dollarsEachMonth }: TrashCount) =>
    `Estimated cost: ${count} ${count === 1 ? per : `${per}s`} × $${trash.amount} = $${dollarsEachMonth} each month.`,
  estimateEmpty: (per: TrashCount["per"]) => `$${trash.amount} per ${per}, each month.`,
  errors: {
    name: "Please enter your name.",
    phone: "Please enter a US mobile number, e.g. (801) 555-0142.",
    email:
      "Please enter one e-mail address like name@example.com (letters, digits and . _ % + - before the @, no spaces), or leave it empty.",
    address: "Please enter the street address.",
    unit: "Please enter the apartment or unit number.",
    city: "Please choose a city, or Other.",
    rooms: "Please enter the number of rooms, from 1 to 500.",
    squareFeet: "Please enter the garage's size in square feet.",
    startDate: "Please choose today or a later date, as the calendar reads in Utah, where we work.",
    propertyName: "Please enter the property's name (up to 120 characters).",
    units: "Please enter the number of units, from 1 to 5000.",
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
  },
  submit: { idle: "Send request", sending: "Sending your request…" },
  /** Shown when the form is sent within minFillMs of appearing (see RequestForm). */
  tooFast: "Please take a moment to check your details, then press Send request again.",
  /** Why a request did not go through; each is followed by `fallback` and the hand-off. */
  failures: {
    "limit-phone":
      "This phone number has sent the most requests we take online in a day, so this one was not sent.",
    "limit-connection":
      "Your internet connection has sent the most requests we take online in an hour, so this one was not sent.",
    "limit-everyone":
      "We are getting more requests than usual right now, so the online form is resting for a while and this one was not sent.",
    refused: "We could not accept this request online.",
    server: "Our request system is having trouble right now, so this request was not sent.",
    offline: "Your phone seems to be offline, so this request was not sent.",
    network: "We could not reach our request system, so this request was not sent.",
    timeout: "Our request system is taking too long to answer, so this request was not sent.",
  } satisfies Record<SendFailure, string>,
  fallback:
    "Nothing you typed is lost. Send the same request by text or e-mail, with every detail written out, or try again. You can also call us at",
  /** Turnstile's check did not answer (blocked or offline), so nothing was sent online. */
  checkUnavailable:
    "We could not check this browser just now, so the request was not sent online. Send it by text or e-mail below, or press Send request to try again.",
  retry: "Try again",
  confirmation: {
    title: "Thank you, your request is on its way",
    /** When they will hear back: said only when the business states its reply time (site.ts). */
    reply: ({ within, unit }: ReplyTime) =>
      `You will hear from us within ${within} ${within === 1 ? unit : `${unit}s`}.`,
    sent: "This is what you sent:",
    next: siteConfig.steps[2]?.description ?? "",
    another: "Send another request",
  },
  handoff: {
    title: "Send your request by text or e-mail",
    lead: "Your messaging app opens with the whole request written out: press send there. Or send the same text by e-mail.",
    sms: "Send it by text",
    email: "Send it by e-mail",
    subject: "Service request",
    heading: "Service request",
  },
  /** Short labels of the summary that the confirmation, the text and the e-mail repeat. */
  summary: requestFieldLabels,
  honeypot: "Leave this field empty",
  yes: "Yes",
};
