import { requestFieldLabels } from "@/lib/service-request";
import { siteConfig } from "@/config/site";

/**
 * The copy of the request page (/get-started): every label, hint, message and sentence. It is
 * a module of its own so that the landing page's JavaScript does not carry it; prices, areas
 * and the phone come from siteConfig.
 */

export type ContactMethod = "text" | "call";
export type GarageSize = "" | "1-car" | "2-car" | "3-car" | "sqft";
export type SendFailure = "rate-limited" | "refused" | "server" | "network" | "timeout";

const trash = siteConfig.pricing["trash-collection"].price;
const garage = siteConfig.pricing["garage-cleanouts"].price;

/** The city a visitor outside the 8 areas picks; the database accepts it too. */
export const otherCity = "Other";

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
  /** The live estimate beside the number of rooms: $20 × rooms. */
  estimate: (rooms: number) =>
    `Estimated cost: ${rooms} ${rooms === 1 ? "room" : "rooms"} × $${trash.amount} = $${rooms * trash.amount} each month.`,
  estimateEmpty: `$${trash.amount} ${trash.unit}.`,
  errors: {
    name: "Please enter your name.",
    phone: "Please enter a US mobile number, e.g. (801) 555-0142.",
    email: "Please enter an e-mail address like name@example.com, or leave it empty.",
    address: "Please enter the street address.",
    unit: "Please enter the apartment or unit number.",
    city: "Please choose a city, or Other.",
    rooms: "Please enter the number of rooms, from 1 to 500.",
    squareFeet: "Please enter the garage's size in square feet.",
    startDate: "Please choose today or a later date.",
    propertyName: "Please enter the property's name (up to 120 characters).",
    units: "Please enter the number of units, from 1 to 5000.",
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
  },
  submit: { idle: "Send request", sending: "Sending your request…" },
  /** Shown when the form is sent within minFillMs of appearing (see RequestForm). */
  tooFast: "Please take a moment to check your details, then press Send request again.",
  failures: {
    "rate-limited": "We have received several requests from this number in a short time.",
    refused: "We could not accept this request online.",
    server: "Our request system is having trouble right now.",
    network: "We could not reach our request system. Please check your connection.",
    timeout: "Our request system is taking too long to answer.",
  } satisfies Record<SendFailure, string>,
  fallback: "You can try again, or call or text us at",
  /** Turnstile's check did not answer (blocked or offline), so nothing was sent online. */
  checkUnavailable:
    "We could not check this browser just now, so the request was not sent online. Send it by text or e-mail below, or press Send request to try again.",
  retry: "Try again",
  confirmation: {
    title: "Thank you, your request is on its way",
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
