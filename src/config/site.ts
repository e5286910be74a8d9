import {
  CalendarClock,
  Droplets,
  Handshake,
  PiggyBank,
  ShieldCheck,
  Smile,
  Sparkles,
  Trash2,
  Truck,
  Warehouse,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { env } from "./env";
import { businessName } from "@shared/business";
import type { ServiceId } from "@shared/services";
import type { SourcePage } from "@/lib/service-request";

/**
 * Every business fact the page shows: the one place to change a price, a city or a sentence.
 * Sections map over this data; contact details and links come from the build configuration.
 */

/** A service as the tabs and the request link name it (the database's value is in the map). */
export type CategoryId = ServiceId;

export type Feature = { title: string; description: string; icon: LucideIcon };

export type Price = {
  amount: number;
  currency: "USD";
  /** How the price is shown, e.g. "$20/month". */
  display: string;
  prefix?: string;
  unit: string;
};

export type PricingPlan = {
  name: string;
  price: Price;
  includes: string[];
  cta: { label: string; href: string };
  /** The secondary link to the request page, with this service preselected. */
  request: { label: string; href: string };
  /** A page that tells more, where there is one. */
  more?: { label: string; href: string };
};

export type NavItem = { label: string; href: string } | { label: string; menu: "areas" };

const areasLabel = "Areas We Service";

/** The page listing the areas (src/app/routes/Areas.tsx). */
export const areasPath = "/areas";
/** The page of an area: "Salt Lake City" is at /areas/salt-lake-city (src/config/areas.ts). */
export const areaPath = (area: string) => `${areasPath}/${area.toLowerCase().replaceAll(" ", "-")}`;

/**
 * How soon you answer a request sent online, as you promise it: within `within` of `unit`
 * ({ within: 2, unit: "hour" } reads "within 2 hours"). A visitor reads it on the confirmation
 * after sending. Null says nothing: set it only to a time you keep.
 */
export type ReplyTime = { within: number; unit: "minute" | "hour" | "day" | "business day" };

/** Your reply time (docs/owner/content.md), or null for none. */
export const replyTime: ReplyTime | null = null;

/**
 * Property managers' pages: what daily service means and costs, public (src/features/partners),
 * and each partner's own page (src/features/partner), where `start` opens the sign-up.
 */
export const partnerPaths = {
  about: "/partners",
  account: "/partner",
  start: "/partner?account=new",
  /** Opens the signed-in partner's billing portal (the header's Manage Subscription). */
  billing: "/partner?billing=portal",
} as const;

// The request page; each pricing card links to it with its service preselected (?service=).
const request = { path: "/get-started", label: "Request service online", short: "Request online" };

/**
 * Where a link to the request page stands; the form stores it as the request's source_page
 * ("direct" when it was opened without one).
 */
export type RequestFrom = Exclude<SourcePage, "direct">;

/** A link to the request page saying where it stands (?from=), preselecting a service if given. */
export const requestHref = (from: RequestFrom, service?: CategoryId) =>
  `${request.path}?${service ? `service=${service}&` : ""}from=${from}`;

const trashPrice: Price = {
  amount: 20,
  currency: "USD",
  display: "$20/month",
  unit: "per room, each month",
};

const garagePrice: Price = {
  amount: 279,
  currency: "USD",
  display: "$279",
  prefix: "Starting at",
  unit: "based on square footage",
};

export const siteConfig = {
  name: businessName,
  shortName: "PG Trash & Cleanouts",
  description:
    "Daily door-to-dumpster trash pickup for apartments and homes, and next-day garage cleanouts with haul-away and pressure washing, in Pleasant Grove and across Utah County.",
  locality: { city: "Pleasant Grove", region: "UT", regionName: "Utah" },
  phone: env.phone,
  email: env.email,
  links: {
    billingPortal: env.billingPortalUrl,
    review: env.reviewUrl,
    instagram: env.instagramUrl,
    site: env.siteUrl,
  },
  // "/#…" rather than "#…" so the header also works on the 404 page.
  nav: [
    { label: "Services", href: "/#services" },
    { label: "Pricing", href: "/#pricing" },
    { label: areasLabel, menu: "areas" },
    { label: "Contact", href: "/#contact" },
  ] satisfies NavItem[] as NavItem[],
  areasLabel,
  areas: [
    "Pleasant Grove",
    "Orem",
    "Provo",
    "Salt Lake City",
    "Park City",
    "Springville",
    "Spanish Fork",
    "Heber",
  ],
  reviewStars: 5,
  copyrightYear: 2024,
  skipLink: "Skip to content",
  newTabNote: "(opens in a new tab)",
  header: {
    manage: { short: "Manage", full: "Manage Subscription" },
    partners: "Partners",
    getStarted: "Get Started",
    menu: "Menu",
    navLabel: "Main",
  },
  hero: {
    eyebrow: "Pleasant Grove, Utah",
    title: "Trash pickup and garage cleanouts, done for you",
    lead: "Door-to-dumpster trash collection every day, weekends included, and next-day garage cleanouts with haul-away, pressure washing and organizing help. Fully insured.",
    callNow: "Call Now",
    learnMore: "Learn More",
    reviewPrompt: "Happy with our work? Leave us a review",
  },
  // The headings and leads of the landing sections, in page order.
  sections: {
    sellingPoints: { title: "Why property managers choose us" },
    pricing: {
      title: "Simple, upfront pricing",
      lead: "No hidden fees. Multi-year contracts are available at discounted rates.",
      tabsLabel: "Pricing by service",
    },
    services: {
      title: "Our services",
      lead: "Garage cleanouts for homeowners, daily trash collection for apartments and homes.",
      tabsLabel: "Services",
    },
    howToStart: { title: "How to get started" },
    social: {
      title: "Follow our work",
      lead: "Before-and-after cleanouts and crew updates, posted on Instagram.",
      cta: "Follow us on Instagram",
    },
    contact: {
      title: "Partner with us",
      lead: "Property managers and homeowners: call, text or e-mail us to get started.",
      serviceAreaLabel: "Service area:",
    },
  },
  footer: {
    servicesHeading: "Services",
    partners: "For property managers",
    contactHeading: "Contact",
    rights: "All rights reserved.",
  },
  notFound: { code: "404", title: "Oops! Page not found", home: "Return to Home" },
  errorPage: {
    title: "Sorry, this page could not be shown",
    stillHere: "is still here to help. Call us at",
    orEmail: "or e-mail",
  },
  sellingPoints: [
    {
      title: "Daily pickup",
      description: "We collect from every unit, every day, weekends included.",
      icon: Trash2,
    },
    {
      title: "Scheduled service",
      description: "Consistent timing, so residents know when we come.",
      icon: CalendarClock,
    },
    {
      title: "Happy residents",
      description: "No more bags in the hallway: improved tenant satisfaction.",
      icon: Smile,
    },
    {
      title: "Fully insured",
      description: "Our crews are fully insured for your peace of mind.",
      icon: ShieldCheck,
    },
  ] satisfies Feature[],
  categories: [
    { id: "garage-cleanouts", label: "Garage Cleanouts" },
    { id: "trash-collection", label: "Trash Collection" },
  ] satisfies { id: CategoryId; label: string }[],
  defaultCategory: "garage-cleanouts" as CategoryId,
  services: {
    "garage-cleanouts": [
      {
        title: "Complete Cleanout",
        description: "We haul away everything you no longer want and leave an empty garage.",
        icon: Truck,
      },
      {
        title: "Pressure Washing",
        description: "Floors pressure-washed after the haul-away, with help organizing what stays.",
        icon: Droplets,
      },
      {
        title: "Next Day Service",
        description: "Call today and we can often start tomorrow.",
        icon: Zap,
      },
      {
        title: "Epoxy Partnerships",
        description:
          "Pre-epoxy preparation: a cleared, washed slab ready for your floor installer.",
        icon: Sparkles,
      },
    ],
    "trash-collection": [
      {
        title: "Partner Setup",
        description: "Property managers: we set up service for your whole community.",
        icon: Handshake,
      },
      {
        title: "Daily Collection",
        description: "Door to dumpster, every day, weekends included.",
        icon: Warehouse,
      },
      {
        title: "Reliable Service",
        description: "Consistent timing and fully insured crews you can count on.",
        icon: ShieldCheck,
      },
      {
        title: "Affordable Pricing",
        description: `${trashPrice.display} per room, with discounted multi-year contracts.`,
        icon: PiggyBank,
      },
    ],
  } satisfies Record<CategoryId, Feature[]>,
  pricing: {
    "garage-cleanouts": {
      name: "Garage Cleanout",
      price: garagePrice,
      includes: [
        "Next-day service available",
        "Haul-away included",
        "Pressure washing",
        "Organizing help",
      ],
      cta: { label: "Call Now", href: env.phone.href },
      request: { label: request.short, href: requestHref("pricing", "garage-cleanouts") },
    },
    "trash-collection": {
      name: "Trash Collection",
      price: trashPrice,
      includes: [
        "Daily pickup, weekends included",
        "Door to dumpster",
        "Fully insured",
        "Multi-year contracts at discounted rates",
      ],
      cta: { label: "Get Started Now", href: env.phone.href },
      request: { label: request.short, href: requestHref("pricing", "trash-collection") },
      more: { label: "For property managers", href: partnerPaths.about },
    },
  } satisfies Record<CategoryId, PricingPlan>,
  customPricing: { label: "Contact for Custom Pricing", href: "/#contact" },
  steps: [
    { title: "Click Get Started", description: "Tap Get Started or call us to begin." },
    {
      title: "Fill out the information",
      description: "Share your name, address and Apartment Number.",
      href: requestHref("how_to_start"),
    },
    {
      title: "We text or call you",
      description: "We reach out by text or call to agree which days to start.",
    },
  ],
  request,
  serviceArea: "Utah",
  partnerReasons: [
    { title: "Fast garage cleanouts", description: "Next-day haul-away and pressure washing." },
    { title: "Reliable trash pickup", description: "Daily, door to dumpster, fully insured." },
  ],
};
