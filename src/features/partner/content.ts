import { partnerLimits, type BillingState } from "@/lib/partners";
import { problemNames } from "@/config/pickups";
import { siteConfig } from "@/config/site";

/**
 * The copy of /partner, a property manager's own page: signing up, their properties, starting
 * service and billing. The sign-in, reset and new-password screens are shared (src/auth/content.ts).
 */

/** Why a call failed, as the manager needs to know it. */
export type PartnerFailure = "offline" | "other";

/** What went wrong starting Checkout or opening the billing portal (the functions' answers). */
export type BillingFailure =
  | "stripe" // 502: Stripe could not be reached
  | "subscribed" // 409: the property already has a subscription
  | "no-billing" // 404: no Stripe customer yet
  | "session" // 401: the sign-in has expired
  | "refused" // 403: not a property this account may start
  | PartnerFailure;

/** Why a property was not saved: the network or server, or too many properties not paid for. */
export type SaveFailure = PartnerFailure | "drafts";

export type SignUpFailure = "exists" | "weak" | PartnerFailure;

const { phone } = siteConfig;
const count = (n: number) => n.toLocaleString("en-US");
const tooLong = (max: number) => `Keep it to ${count(max)} characters or fewer.`;

export const partnerConfig = {
  page: {
    title: "Your properties",
    metaTitle: `Your properties | ${siteConfig.shortName}`,
  },
  noScript: "This page needs JavaScript, which is off in your browser. Turn it on and reload.",
  notConfigured:
    "Partner accounts need the site's Supabase project, which this build does not have. Call us to start service.",
  loading: "Loading…",
  home: { label: `${siteConfig.name} home`, href: "/" },
  signUp: {
    title: "Create your partner account",
    lead: "For property managers: add your properties, start daily trash collection and manage billing online.",
    company: "Company",
    contact: "Your name",
    phone: "Phone",
    phoneHint: "We call or text this number about your service.",
    email: "E-mail",
    password: "Password",
    passwordHint: "At least 8 characters.",
    submit: "Create account",
    submitting: "Creating your account…",
    haveAccount: "Already have an account?",
    signIn: "Sign in",
    failures: {
      exists: "An account with this e-mail already exists. Sign in, or reset its password.",
      weak: "This password is too weak. Use at least 8 characters, with letters and digits.",
      offline: "We could not reach the server: no network, or it is down. Please try again.",
      other: "The account could not be created. Please try again.",
    } satisfies Record<SignUpFailure, string>,
    sent: {
      title: "Check your e-mail",
      text: (email: string) =>
        `We sent a link to ${email}. Open it on this device to confirm your address; it brings you back here, signed in.`,
      help: `No e-mail after a few minutes? Look in spam, or call us at ${phone.display}.`,
    },
  },
  newHere: "New here?",
  createAccount: "Create a partner account",
  company: {
    title: "Your company",
    lead: "Tell us who you are, so that we know whom to call about your service.",
    save: "Save",
    saving: "Saving…",
    failed: "Your details could not be saved. Check them, and try again.",
  },
  errors: {
    required: "Fill this in.",
    tooLong,
    phone: "Enter a US phone number, e.g. (801) 555-0142.",
    email: "Enter an e-mail address, e.g. name@example.com.",
    password: "Use at least 8 characters.",
    city: "Choose the city.",
    units: `Enter a whole number of units from ${count(partnerLimits.units.min)} to ${count(partnerLimits.units.max)}.`,
    window: "Give both times, the second later than the first, or neither.",
    buildingBlank: "Give each building a name, or remove it.",
    buildingTwice: "Two buildings have this name: give each its own.",
    tooManyBuildings: `At most ${count(partnerLimits.buildings)} buildings.`,
    summary: "Some fields need a look: see the messages below them.",
  },
  staffRedirect: "This is a staff account: opening the inbox…",
  portalRedirect: "Opening billing…",
  settingUp: "Setting up your account…",
  summary: {
    title: "Your subscription",
    active: (tier: string) => `${tier}: active`,
    renews: (day: string) => `Renews on ${day}`,
    ends: (day: string) => `Ends on ${day}`,
    monthly: (money: string) => `${money} a month`,
    none: "No active subscription yet. Start service for a property below.",
  },
  pastDue: {
    title: "A payment failed",
    text: (names: string) =>
      `The last payment for ${names} did not go through. Stripe tries the card again; update it in billing to keep service running.`,
  },
  billing: {
    manage: "Manage billing",
    opening: "Opening billing…",
    noBilling: "You have no billing account yet: start service for a property first.",
  },
  billingFailures: {
    stripe: `We could not reach the payment service, so nothing was charged or saved. Please try again in a few minutes, or call us at ${phone.display}.`,
    subscribed: "This property already has a subscription: manage it in billing.",
    "no-billing": "You have no billing account yet: start service for a property first.",
    session: "Your sign-in has expired. Sign out, sign in again, and try again.",
    refused: "Service for this property cannot be started online. Please call us.",
    offline: "We could not reach the server: no network, or it is down. Please try again.",
    other: `Something went wrong. Please try again, or call us at ${phone.display}.`,
  } satisfies Record<BillingFailure, string>,
  checkout: {
    confirming: "Confirming your payment with Stripe…",
    confirmed: (name: string) => `Payment confirmed: daily service for ${name} is active.`,
    failed: (name: string) =>
      `The payment for ${name} did not go through. Update your card in billing.`,
    slow: `We have not heard from Stripe yet. Your payment may still be going through: check again in a minute, or call us at ${phone.display}.`,
    checkAgain: "Check again",
    canceled: "Checkout was canceled: nothing was charged.",
  },
  properties: {
    title: "Properties",
    add: "Add a property",
    empty: "No properties yet. Add your first one to start service.",
    loadFailed: {
      offline: "We could not reach the server: no network, or it is down.",
      other: "Your properties could not be loaded.",
    } satisfies Record<PartnerFailure, string>,
    retry: "Try again",
    cost: (units: number, perUnit: string, total: string) =>
      `${count(units)} ${units === 1 ? "unit" : "units"} × ${perUnit} = ${total} a month`,
    unitsUpdating: (units: number) =>
      `Updating billing to ${count(units)} ${units === 1 ? "unit" : "units"}…`,
    unitsSlow:
      "Stripe has not confirmed the new number of units yet. Reload this page in a minute to see it.",
    unitsFailed: (units: number) =>
      `Billing still counts the old number of units: we could not change it to ${count(units)}. Please try again, or call us at ${phone.display}.`,
    unitsRetry: (units: number) => `Bill for ${count(units)} ${units === 1 ? "unit" : "units"}`,
    window: (from: string, until: string) => `Bags out from ${from} to ${until}`,
    noWindow: "No set-out window given",
    buildings: "Buildings, in route order",
    noBuildings: "No buildings listed",
    rules: "Rules for residents",
    access: "Access notes for the crew",
    edit: "Edit",
    editFor: (name: string) => `Edit ${name}`,
    start: "Start service",
    starting: "Opening Stripe…",
    startFor: (name: string) => `Start service for ${name}`,
    states: {
      active: "Active",
      past_due: "Payment failed",
      canceled: "Canceled",
      none: "Not started",
    } satisfies Record<BillingState, string>,
    renews: (day: string) => `Renews on ${day}`,
    ends: (day: string) => `Ends on ${day}`,
    draft: "Draft: not on our crew's route until service starts.",
    onHold: `Not on our crew's route: service is on hold. Call us at ${phone.display}.`,
  },
  form: {
    addTitle: "Add a property",
    editTitle: (name: string) => `Edit ${name}`,
    name: "Property name",
    street: "Street address",
    city: "City",
    chooseCity: "Choose…",
    units: "Number of units",
    unitsHint: "Each unit is billed each month once service starts.",
    window: "When residents set bags out (optional)",
    windowHint: "Both times, or neither. Until 12:00 AM means midnight.",
    from: "From",
    until: "Until",
    rules: "Rules for residents (optional)",
    rulesHint: `What residents follow, e.g. bags tied and by the door. Up to ${count(partnerLimits.rules)} characters.`,
    access: "Access notes for the crew (optional)",
    accessHint: `Gate codes, where the dumpster is. Only you and our crew see these. Up to ${count(partnerLimits.accessNotes)} characters.`,
    buildings: "Buildings (optional)",
    buildingsHint:
      "In the order the crew walks them, first to last. A building you remove leaves the route; its past nights stay in the service log.",
    building: (n: number) => `Building ${n} name`,
    addBuilding: "Add a building",
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    remove: (name: string) => `Remove ${name}`,
    unnamed: (n: number) => `building ${n}`,
    save: "Save property",
    saving: "Saving…",
    cancel: "Cancel",
    saved: "Property saved.",
    failed: "The property could not be saved. What you typed is still here: try again.",
    drafts:
      "You have as many properties waiting for service as an account may hold. Start service for one of them, or call us, before adding another.",
  },
  log: {
    title: "Service log",
    lead: "Each night our crew marks every building: the time it was picked up, or what was wrong, with a photo when one was taken. Residents' reports of a missed pickup show beside the building they name.",
    month: "Month",
    loading: "Loading the service log…",
    loadFailed: {
      offline: "We could not reach the server to load the service log: no network, or it is down.",
      other: "The service log could not be loaded.",
    } satisfies Record<PartnerFailure, string>,
    retry: "Try again",
    noProperties: "Add a property to see its nights here.",
    noBuildings: "List this property's buildings to see each night here.",
    noNights: "No nights of service in this month yet.",
    share: (served: number, nights: number) =>
      nights === 0
        ? "No night of this month is over yet."
        : `${count(served)} of ${count(nights)} ${nights === 1 ? "night" : "nights"} fully served (${Math.round((served / nights) * 100)}%)`,
    shareRule:
      "A night is fully served when every building has a Picked up mark that night; a return visit after a problem counts. Tonight counts once it is over.",
    tableCaption: (property: string, month: string) => `${property}: each night of ${month}`,
    tableRegion: (property: string) => `Nights of ${property}, scrolls sideways`,
    night: "Night",
    nightName: (weekday: string, day: string) => `${weekday}, ${day}`,
    tonight: "tonight",
    fullyServed: "Fully served",
    pickedUp: (time: string) => `Picked up at ${time}`,
    recordedLater: (time: string, recorded: string) => `${time}, recorded ${recorded}`,
    offRoute: "Not on the route",
    retired: (building: string) => `${building} (off the route)`,
    problem: (kind: string, time: string) => `Problem at ${time}: ${kind}`,
    unit: (unit: string) => `Unit ${unit}`,
    noMark: "No mark",
    notYet: "Not marked yet",
    photo: (building: string, night: string) => `Photo of ${building}, ${night}`,
    photoOpens: "opens the full photo in a new tab",
    photoMissing: "Photo not received yet",
    reported: (time: string, unit: string | null) =>
      `A resident reported a missed pickup at ${time}${unit ? `, unit ${unit}` : ""}`,
    reportPhoto: (building: string, night: string) => `Resident's photo of ${building}, ${night}`,
    problems: problemNames,
    followUp: {
      title: "Problems with a unit number",
      lead: "Units the crew noted this month, for you to follow up as you see fit. We do not contact residents.",
      none: "No problem named a unit this month.",
    },
    print: "Print or save as PDF",
    csv: "Download CSV",
    csvFor: (property: string) => `Download CSV of ${property}`,
    csvColumns: [
      "Property",
      "Night",
      "Building",
      "Result",
      "Time",
      "Problem",
      "Unit",
      "Note",
      "Photo",
      "Residents' reports",
    ],
    csvResult: {
      picked_up: "Picked up",
      problem: "Problem",
      none: "No mark",
      notYet: "Not marked yet",
    },
    yes: "Yes",
  },
  sign: {
    open: "Print a sign",
    openFor: (property: string) => `Print a sign for ${property}`,
    back: "Back to your properties",
    print: "Print the sign",
    making: "Making the QR code…",
    failed: "The QR code could not be made. Reload the page and try again.",
    lead: "For the trash room: residents scan the code to see tonight's pickups and report a missed one.",
    scan: "Scan to see tonight's pickups or report a missed one",
    window: (from: string, until: string) => `Set bags out from ${from} to ${until}`,
    rules: "Rules",
    qrLabel: (url: string) => `QR code of ${url}`,
  },
  newTab: siteConfig.newTabNote,
};
