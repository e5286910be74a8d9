import { serviceNames, type ServiceValue, type TrashCount } from "@shared/services";
import {
  requestFieldLabels,
  type ContactMethod,
  type HeldReason,
  type LostReason,
  type QuoteState,
  type RequestStatus,
  type SourcePage,
} from "@/lib/service-request";
import { siteConfig } from "@/config/site";
import type { PushState } from "@/features/owner/lib/push-state";
import type { BillingState, PartnerService, PropertyService } from "@/lib/partners";
import type { ProblemKind } from "@/lib/pickups";

/**
 * The copy of the owner's inbox (/owner): every label, message and sentence it shows. Loaded
 * only with that page. The names of a request's facts are the request page's own
 * (src/lib/service-request.ts), and the services' names the shared map's.
 */

/**
 * Why a call to Supabase failed, as the owner needs to know it: no answer or Supabase failing;
 * an answer of another shape (a Wi-Fi sign-in page, a proxy); anything else.
 */
export type InboxFailure = "offline" | "unreadable" | "other";

/** Why the team function did not do what the owner asked: each has its sentence below. */
export type TeamFailure = "bad-email" | "taken" | "offline" | "failed";

/**
 * What the last tap in the notification settings came to, when there is something to say:
 * turning on (dismissed, taken, failed, offline), turning off, or a test notification (the rest).
 */
export type PushNotice =
  | "dismissed"
  | "taken"
  | "failed"
  | "offline"
  | "disable-failed"
  | "sent"
  | "unknown"
  | "gone"
  | "not-set-up"
  | "session"
  | "test-failed";

const trash = siteConfig.pricing["trash-collection"].price;
const garage = siteConfig.pricing["garage-cleanouts"].price;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const firstName = (name: string) => name.split(" ")[0];

export const ownerConfig = {
  page: {
    title: "Requests",
    metaTitle: `Requests | ${siteConfig.shortName}`,
    description: `The inbox of ${siteConfig.name}: every service request, answered in a tap.`,
  },
  /** The name of the inbox on a phone's home screen (its own web app manifest). */
  app: { name: `${siteConfig.shortName} Requests`, shortName: "Requests" },
  noScript: "The inbox needs JavaScript, which is off in your browser. Turn it on and reload.",
  notConfigured:
    "The inbox needs a Supabase project. Set it up as docs/deploy/supabase.md explains, then rebuild the site.",
  loading: "Loading…",
  noAccess: "This account has no access to requests.",
  /** Where a crew member who opens the inbox is sent: their work is tonight's route. */
  crewRoute: { href: "/owner/route", opening: "Opening tonight's route…" },
  partnerHere: "This is a property manager's account: your properties and billing are on",
  partnerPage: "your partner page",
  /** Push notifications of new requests on this device (docs/owner/notifications.md). */
  notifications: {
    heading: "Notifications",
    states: {
      "not-configured":
        "Notifications are not set up for this site yet. Ask your developer to add the site's push notification key; the guide to push notifications says how.",
      "iphone-not-installed":
        "On an iPhone or iPad, notifications reach only the inbox added to the Home Screen (iOS 16.4 or later):",
      unsupported:
        "This browser cannot show notifications from the inbox. Chrome, Edge, Firefox and Safari can, and so can the inbox added to an iPhone's Home Screen.",
      denied:
        "Notifications are blocked for this site. Allow them in the browser's settings for this site (on an iPhone: Settings, Notifications), then reload this page.",
      offline:
        "You are offline. Turning notifications on or off, or testing them, needs a connection.",
      checking: "Checking this device…",
      off: "Get a notification on this device for each new request.",
      on: "Notifications are on: this device gets one for each new request.",
    } satisfies Record<PushState, string>,
    /** The steps that add the inbox to an iPhone's Home Screen, where it is called `app`. */
    homeScreen: (app: string) => [
      "In Safari, open the Share menu (the square with an arrow; on newer iPhones behind the ••• button).",
      "Tap Add to Home Screen, then Add.",
      `Open ${app} from the Home Screen and sign in there (it keeps its own sign-in), then turn notifications on.`,
    ],
    /** Until notifications are on here, the section stands at the top of the inbox with this. */
    notNow: "Not now",
    /** The offer's one button on an iPhone in Safari: it shows the Home Screen steps. */
    showSteps: "How to get notifications",
    /** Where the section is once on, or put away with Not now (remembered on this device). */
    settings: "Settings",
    enable: "Notify me of new requests",
    enabling: "Turning on…",
    test: "Send a test notification",
    testing: "Sending…",
    disable: "Turn off",
    disabling: "Turning off…",
    notices: {
      dismissed:
        "Notifications stay off: the browser's question was closed without an answer. Tap the button again to answer it.",
      taken:
        "This device already gets the notifications of another account. Sign in with that account here and turn them off first.",
      failed: "Notifications could not be turned on. Please try again.",
      offline: "We could not reach the inbox: no network, or Supabase is down. Please try again.",
      "disable-failed": "Notifications could not be turned off. Please try again.",
      sent: "Test sent. It should show up on this device within a few seconds.",
      unknown: "This device is not saved for your account. Turn notifications off, then on again.",
      gone: "The push service no longer knows this device. Turn notifications on again.",
      "not-set-up":
        "The server cannot send notifications yet: its push keys are missing, as the guide to push notifications explains.",
      session: "Your sign-in has expired. Sign out, sign in again, then send the test again.",
      "test-failed":
        "The push service did not take the test notification. Please try again in a minute.",
    } satisfies Record<PushNotice, string>,
    /** What the service worker (public/owner-sw.js) shows for a push it cannot read. */
    fallback: { title: "New request", body: "Open the inbox to see it." },
  },
  list: {
    filterLabel: "Show requests by status",
    /** The default: what still needs work, what needs an answer first. */
    open: "Open",
    all: "All",
    searchLabel: "Search by name, phone or city",
    search: "Search",
    empty: "No requests here.",
    /** A search under Open that finds nothing: the customer may be done or lost. */
    emptyOpenSearch: "No open request matches.",
    searchAll: "Search all requests",
    showMore: "Show more",
    arrived: (name: string) => `New request from ${name}.`,
    newBadge: "New",
    scheduled: (when: string) => `Agreed: ${when}`,
    overdue: (when: string) => `Overdue: ${when}`,
    quote: (amount: string) => `Quote ${amount}`,
    /** What became of the quote's link, on the row of a request that has one. */
    quoteStates: {
      sent: "Quote sent",
      viewed: "Quote viewed",
      accepted: "Quote accepted",
      declined: "Quote declined",
      deposit_paid: "Deposit paid",
    } satisfies Record<QuoteState, string>,
  },
  speed: {
    label: "Median time to first contact, last 30 days",
    none: "No contact yet in the last 30 days",
  },
  failures: {
    offline: "We could not reach the inbox: no network, or Supabase is down.",
    unreadable:
      "The inbox got an answer it could not read. A Wi-Fi sign-in page or a network filter may be in the way: sign in to the Wi-Fi, or use your mobile data, and try again.",
    other: "The inbox could not load the requests.",
  } satisfies Record<InboxFailure, string>,
  retry: "Try again",
  statuses: {
    new: { name: "New", action: "New", meaning: "Nobody has answered yet." },
    contacted: {
      name: "Contacted",
      action: "Contacted",
      meaning: "You called or texted; nothing agreed yet.",
    },
    scheduled: { name: "Scheduled", action: "Scheduled", meaning: "A start day is agreed." },
    done: { name: "Done", action: "Done", meaning: "The job is done or the service runs." },
    lost: { name: "Lost", action: "Lost", meaning: "They went elsewhere or never answered." },
  } satisfies Record<RequestStatus, { name: string; action: string; meaning: string }>,
  detail: {
    back: "Back to requests",
    notFound: "This request is not in the inbox.",
    arrived: "Arrived",
    waiting: (time: string) => `Waiting ${time}`,
    firstContact: (time: string) => `First contact after ${time}`,
    actions: "Reach them",
    call: "Call",
    text: "Text",
    email: "E-mail",
    directions: "Directions",
    newTab: siteConfig.newTabNote,
    /** The request page's parts, in the order of the job. */
    sections: {
      request: "Their request",
      contact: "Contact and status",
      job: "The job",
    },
    /** What the customer wrote in the form's last field: theirs, apart from the owner's notes. */
    customerNote: "Customer's note",
    statusLegend: "Status",
    statusFailed: "The status could not be saved. Please try again.",
    photos: "Photos",
  },
  photos: {
    heading: "Photos",
    loading: "Loading photos…",
    failed: "The photos could not be loaded.",
    /** Missing ones failed to upload, or were still uploading when the inbox asked. */
    missing: (count: number) =>
      count === 1 ? "1 photo did not arrive." : `${count} photos did not arrive.`,
    open: (n: number, total: number) => `Photo ${n} of ${total}, full size (opens in a new tab)`,
  },
  notes: {
    label: "Private notes",
    hint: "The customer never sees these: a gate code, what you agreed. Up to 4,000 characters.",
    save: "Save notes",
    saving: "Saving…",
    saved: "Notes saved.",
    failed: "The notes could not be saved. What you typed is still here: try again.",
  },
  /** The names of the inbox's views (components/views.tsx lists them). */
  views: {
    label: "Inbox views",
    list: "Requests",
    upcoming: "Upcoming",
    reviews: "Ask for reviews",
    month: "This month",
    partners: "Partners",
    held: "Held",
    missed: "Missed pickups",
    team: "Team",
  },
  /** The crew: who may run the route and read the next jobs (the team function invites them). */
  team: {
    title: "Team",
    lead: "Crew members sign in to run tonight's route and see the next jobs' address, window, note, and the customer's first name and phone. They see no request list, money, partner billing or held request.",
    email: "Crew member's e-mail",
    invite: "Send invitation",
    invited: (email: string) => `Invitation sent to ${email}. Its link works once, within an hour.`,
    removed: (email: string) => `${email} is off the team. Their next request is refused.`,
    back: (email: string) =>
      `${email} is back on the team. An e-mail to choose a new password is on its way; its link works once, within an hour.`,
    members: "Crew members",
    empty: "Nobody is on the crew yet.",
    remove: "Remove",
    failed: {
      "bad-email": (email: string) => `"${email}" does not look like an e-mail address.`,
      taken: (email: string) => `${email} already has an account here, so it cannot be invited.`,
      offline: () => "No connection. Try again when you have signal.",
      failed: () => "That did not go through. Try again.",
    } satisfies Record<TeamFailure, (email: string) => string>,
  },
  /** Residents' reports of a missed pickup, from each property's page (/r/<code>). */
  missed: {
    title: "Missed pickups",
    lead: "Residents' reports from their property's page, newest first, each beside what the crew marked for that building that night.",
    empty: "No missed pickups reported.",
    place: (property: string, building: string) => `${building}, ${property}`,
    unit: (unit: string) => `Unit ${unit}`,
    reported: (time: string) => `Reported ${time}`,
    crew: "The crew:",
    pickedUp: (time: string) => `picked up at ${time}`,
    problem: (problem: string, time: string) => `${problem} at ${time}`,
    markedBy: (mark: string, email: string) => `${mark}, by ${email}`,
    noMark: "no mark that night",
    heldTitle: "Held reports",
    heldLead:
      "Reports the site held back because they failed the human check or came more often than residents send them. They are not in the list above and were not e-mailed. Release a real one to add it to the list.",
    heldReasons: {
      check_failed: "Failed the human check",
      check_unavailable: "The human check is not working",
      connection: "Too many from one connection",
      phone: "Too many naming this phone",
      property: "Too many for this property at once",
    } as Record<string, string>,
    release: (place: string) => `Release the report of ${place}`,
    releaseLabel: "Release",
    releaseFailed: "It could not be released. Please try again.",
    problems: {
      nothing_set_out: "nothing set out",
      outside_window: "bag outside the window",
      overflowing_dumpster: "overflowing dumpster",
      bulk_item: "bulk item left",
      no_access: "no access",
    } satisfies Record<ProblemKind, string>,
    photoAlt: (building: string) => `The resident's photo at ${building}`,
    photoComing: "Their photo is on its way…",
    call: "Call",
    text: "Text",
    resident: (building: string) => `the resident at ${building}`,
  },
  /** Said at the top of the inbox while the site's human check is not working. */
  checkTrouble: {
    title: "The site's human check is not working",
    body: (time: string) =>
      `Since ${time}, new requests and missed-pickup reports are being held instead of reaching your list, because the site could not check that a person sent them. Its Turnstile key or its site address (SITE_URL) is missing or wrong: ask whoever set up the site to fix it. Until then, look under Held and Missed pickups and release the real ones.`,
  },
  held: {
    title: "Held requests",
    lead: "Requests the site held back because they failed the human check or came more often than a real visitor sends them: most are spam. They are not in your list, not in this month's figures and were not e-mailed. Release a real one to make it a new request; delete the rest.",
    empty: "No held requests.",
    count: (shown: number, total: number) =>
      shown < total ? `${total} held. The newest ${shown} are listed.` : `${total} held.`,
    reasons: {
      check_failed: "Failed the human check",
      check_unavailable: "The human check is not working",
      connection: "Too many from one connection",
      phone: "Too many from this phone",
      everyone: "Too many at once",
    } satisfies Record<HeldReason, string>,
    release: "Release",
    releaseName: (name: string) => `Release ${name}`,
    released: (name: string) => `${name} is now a new request in your list.`,
    releaseFailed: "It could not be released. Please try again.",
    deleteAll: (count: number) => `Delete all ${count}`,
    confirm: (count: number) =>
      `Delete ${count} held ${count === 1 ? "request" : "requests"} for good? Release any real one first.`,
    confirmYes: "Yes, delete them",
    confirmNo: "Keep them",
    deleted: (count: number) => `Deleted ${count} held ${count === 1 ? "request" : "requests"}.`,
    deleteFailed: "They could not be deleted. Please try again.",
  },
  schedule: {
    title: "Agreed start day",
    day: "Start day",
    dayHint: {
      garage_cleanout: "The day of the cleanout.",
      trash_collection: "The first day of daily service.",
    } satisfies Record<ServiceValue, string>,
    window: "Time window (optional)",
    windowHint: "Both times, or leave both empty.",
    from: "From",
    until: "Until",
    setOut: "What to set out",
    setOutHint:
      "Optional. Your words to the customer, sent in the reminder e-mail the day before. Up to 500 characters.",
    save: "Save as scheduled",
    saving: "Saving…",
    cancel: "Cancel",
    change: "Change day",
    noDay: "Choose the agreed start day.",
    beforeRequest: "The day cannot be before the request arrived.",
    badWindow: "Give both times, the second later than the first, or neither.",
    failed: "The day and what to set out could not be saved. Please try again.",
  },
  lost: {
    title: "Why was it lost?",
    reasons: {
      price: "Price",
      timing: "Timing",
      no_answer: "No answer",
      chose_another: "Chose another company",
      other: "Other",
    } satisfies Record<LostReason, string>,
    notGiven: "Not given",
    save: "Save as lost",
    cancel: "Cancel",
    change: "Change reason",
    choose: "Choose a reason.",
    failed: "The reason could not be saved. Please try again.",
  },
  quote: {
    label: "Quote in dollars",
    hint: {
      garage_cleanout: `Suggested: ${garage.display}, the starting price; adjust it for the garage's size.`,
      trash_collection: ({ count, per }: TrashCount) =>
        `Suggested: ${plural(count, per, `${per}s`)} × ${trash.display}.`,
      noCount: (property: string | null) =>
        `Each month: ${trash.display} per ${property ? "unit" : "room"}.`,
    },
    monthly: (money: string) => `${money}/month`,
    save: "Save quote",
    saving: "Saving…",
    saved: "Quote saved.",
    invalid: "Enter an amount in dollars from $0 to $100,000, e.g. 349 or 349.50.",
    failed: "The quote could not be saved. What you typed is still here: try again.",
  },
  /** The customer's link to the saved quote: made, texted, revoked, and what became of it. */
  quoteLink: {
    title: "The customer's link",
    lead: "A page where the customer sees this quote and accepts or declines it.",
    make: "Make the customer's link",
    days: "Days the customer may choose from (optional)",
    daysHint:
      "Up to three days, on your calendar in Utah. Leave them empty to agree the day yourself.",
    day: (n: number) => `Day ${n}`,
    pastDay: "A day offered is already past: choose today or a later day.",
    makeAgain: "Make a new link (the last one stops working)",
    making: "Making the link…",
    address: "The link",
    text: "Text the quote",
    noPhone: "No phone number to text: copy the link above.",
    email: "E-mail the quote",
    emailing: "E-mailing…",
    emailed: (date: string) => `E-mailed to the customer ${date}`,
    noEmail: "The customer gave no e-mail address: text the quote or copy the link.",
    emailFailed: "The e-mail did not go out. Please try again.",
    revoke: "Revoke the link",
    revoking: "Revoking…",
    revoked: "The link was revoked: it no longer opens.",
    made: (date: string) => `Link made ${date}`,
    states: {
      sent: (date: string) => `Sent ${date}`,
      viewed: (date: string) => `Viewed ${date}`,
      accepted: (date: string) => `Accepted ${date}`,
      declined: (date: string) => `Declined ${date}`,
    },
    depositPaid: (amount: string) => `Deposit paid: ${amount}`,
    failed: "That did not work. Please try again.",
  },
  review: {
    ask: "Ask for a review",
    byMail: "Ask for a review by e-mail",
    asked: (date: string) => `Review asked ${date}`,
    askAgain: "Ask again",
    failed: "The time of asking could not be saved. Please try again.",
    subject: `How did we do? ${siteConfig.name}`,
  },
  /** What the request shows of its progress, and where it came from. */
  progress: {
    day: "Agreed day",
    quote: "Quote",
    lostReason: "Lost because",
    review: "Review",
    setOut: "What to set out",
    source: "Came from",
    overdue: "Overdue",
    sources: {
      landing: "Landing page",
      area: "City page",
      pricing: "Pricing card",
      how_to_start: "How to start",
      direct: "Straight to the form",
    } satisfies Record<SourcePage, string>,
  },
  upcoming: {
    title: "Upcoming jobs",
    lead: "Scheduled jobs by their agreed day, in Utah time.",
    groups: {
      overdue: "Overdue: day passed, not done",
      today: "Today",
      tomorrow: "Tomorrow",
      week: "This week",
      later: "Later",
      noDay: "Scheduled, no day yet",
    },
    empty: "No scheduled jobs.",
    onMyWay: "Text “on my way”",
    reminder: "Text a reminder",
    overdueSince: (day: string) => `Overdue: was due ${day}`,
  },
  reviews: {
    title: "Ask for reviews",
    lead: "Done jobs you have not asked for a review yet. Ask every customer alike.",
    empty: "Every done job has been asked.",
    doneOn: (date: string) => `Done ${date}`,
  },
  month: {
    previous: "Previous month",
    next: "Next month",
    navLabel: "Months",
    figures: "Figures",
    newLeads: "New leads",
    won: "Won (scheduled or done)",
    lost: "Lost",
    medianContact: "Median time to first contact",
    noContact: "No contact yet",
    quoted: "Leads with a quote",
    wonOneOff: "Won one-off work (garage cleanouts)",
    wonMonthly: "New monthly revenue won (trash collection)",
    lostByReason: "Lost, by reason",
    bySource: "Leads by page",
    byHost: "Leads by referring site",
    byCity: "Leads by city",
    unknownSource: "Not recorded",
    noHost: "None (typed or bookmarked)",
    none: "None this month.",
    note: "Requests that arrived this month (Utah time), as they stand now.",
    /** Money in hand through the quote links, apart from the quotes above. */
    online: {
      title: "Collected online",
      note: "Deposits customers paid through your quote links this month (Utah time), less the refunds made this month. The quotes above are money quoted; this is money paid.",
      paid: (count: number) => `Deposits paid (${count})`,
      refunded: (count: number) => `Refunded (${count})`,
      collected: "Net collected online",
    },
  },
  /** The Partners view: property managers who buy trash collection online. */
  partners: {
    title: "Partners",
    lead: "Property managers who buy daily trash collection online, newest first.",
    revenue: "Monthly recurring revenue",
    revenueNote:
      "Active subscriptions only, each at its units × price a month. Past due, canceled and not started are not counted.",
    count: (partners: number, active: number) =>
      `${plural(partners, "partner", "partners")}, ${active} active`,
    empty: "No partners yet. A property manager signs up on the partner page.",
    properties: (count: number, units: number) =>
      `${plural(count, "property", "properties")}, ${plural(units, "unit", "units")}`,
    property: (name: string, city: string, units: number, monthly: string | null) =>
      [`${name}, ${city}`, plural(units, "unit", "units"), monthly && `${monthly}/month`]
        .filter(Boolean)
        .join(" · "),
    call: (name: string) => `Call ${name}`,
    billedOtherwise: (billed: number, units: number) =>
      `Stripe bills ${plural(billed, "unit", "units")}, not the property's ${units}. The site asks Stripe to bill its units, again every 15 minutes; if this stays, see the update-billed-units function's logs in Supabase.`,
    monthly: (money: string) => `${money}/month`,
    states: {
      active: "Active",
      past_due: "Past due",
      canceled: "Canceled",
      none: "None yet",
    } satisfies Record<BillingState, string>,
    /** Who is on the crew's route: the owner's switches for a partner and each property. */
    service: {
      note: "A property is on tonight's route while its subscription is paid (a failed payment keeps it on while Stripe retries the card), or once you turn it on by hand. Paused or stopped takes it off; pausing or stopping a partner takes off all of theirs.",
      partnerLabel: (company: string) => `Service for ${company}`,
      propertyLabel: (name: string) => `Service for ${name}`,
      partner: {
        active: "Served",
        paused: "Paused",
        stopped: "Stopped",
      } satisfies Record<PartnerService, string>,
      property: {
        follow: "Follows payment",
        on: "On by hand",
        paused: "Paused",
        stopped: "Stopped",
      } satisfies Record<PropertyService, string>,
      onRoute: "On tonight's route",
      offRoute: "Not on tonight's route",
      failed: "That change was not saved. Please try again.",
    },
  },
  /** The drafts the owner's own Messages or Mail opens with; the owner edits before sending. */
  drafts: {
    seeYou: (when: string) => `See you ${when}.`,
    quote: (service: ServiceValue, amount: string) =>
      `Your ${serviceNames[service].toLowerCase()} quote: ${amount}.`,
    quoteLink: (url: string) => `Your quote, to accept or decline: ${url}`,
    onMyWay: (name: string) => `Hi ${firstName(name)}, this is ${siteConfig.name}: on my way.`,
    reminder: (name: string, when: string, address: string, setOut: string | null) =>
      `Hi ${firstName(name)}, this is ${siteConfig.name}: a reminder that we come ${when} to ${address}.` +
      (setOut ? ` Please set out: ${setOut}` : ""),
    review: (name: string) =>
      `Hi ${firstName(name)}, thank you for choosing ${siteConfig.name}! If you have a minute, a review helps a lot: ${siteConfig.links.review}`,
  },
  maxNotes: 4000,
  /** The database's limit on what to set out (service_requests_set_out_note_length). */
  maxSetOut: 500,
  serviceNames,
  /** The SMS the Text button starts: names the business and the service. */
  greeting: (name: string, service: ServiceValue) =>
    `Hi ${firstName(name)}, this is ${siteConfig.name} about your ${serviceNames[service]} request.`,
  estimate: ({ count, per, dollarsEachMonth }: TrashCount) =>
    `${plural(count, per, `${per}s`)}, $${dollarsEachMonth}/month`,
  time: {
    justNow: "just now",
    underAMinute: "under 1 min",
    minutes: (n: number) => `${n} min`,
    hours: (n: number) => `${n} h`,
    days: (n: number) => plural(n, "day", "days"),
    ago: (span: string) => `${span} ago`,
  },
  /** The request's fields, labelled as the request page's summary labels them. */
  fields: requestFieldLabels,
  contactMethods: { text: "Text me", call: "Call me" } satisfies Record<ContactMethod, string>,
  yes: "Yes",
  garageSize: (size: string) => (/^\d-car$/.test(size) ? `${size} garage` : size),
};
