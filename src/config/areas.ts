import { areaPath, areasPath, siteConfig, type CategoryId } from "./site";

/**
 * The copy of the city pages (/areas/<slug>). A module of its own, imported only by the lazy
 * city route and the build-time head tags, so the landing page's JavaScript does not carry it.
 * Each city's facts are its own (ZIP codes, the drive from Pleasant Grove, the housing and
 * campuses there), so no page is another with the name swapped; prices come from siteConfig.
 */

type AreaService = { id: CategoryId; note: string };

export type Area = {
  name: string;
  slug: string;
  /** Two or three sentences about serving this city. */
  intro: string[];
  /** What service looks like there: the kinds of housing we work with in this city. */
  looks: string[];
  zips: string[];
  /** Road miles from Pleasant Grove, rounded; shown as "about N miles". */
  miles: number;
  drive: string;
  services: AreaService[];
};

const { locality, pricing } = siteConfig;
const trash = pricing["trash-collection"].price;
const garage = pricing["garage-cleanouts"].price;

/** A step of a page's breadcrumb; the last is the page itself. */
export type Crumb = { name: string; path: string };

/** The page that lists every area: the middle step of each city page's breadcrumb. */
export const areasIndex = {
  path: areasPath,
  crumb: "Areas",
  title: "Areas we serve",
  lead: (count: number) =>
    `We are based in ${locality.city} and serve ${count} cities. Choose yours for the ZIP codes we serve there, the drive from our base and what service looks like in that city.`,
  servicesLabel: "Services there:",
  metaTitle: `Areas We Service from ${locality.city}, UT | ${siteConfig.shortName}`,
  metaDescription: (names: string[]) =>
    `Trash pickup and garage cleanouts in ${names.join(", ")}. Each city's ZIP codes, distance from ${locality.city} and services.`,
};

export const areaCopy = {
  breadcrumbLabel: "Breadcrumb",
  home: "Home",
  title: (city: string) => `Trash pickup and garage cleanouts in ${city}`,
  looksTitle: (city: string) => `What service looks like in ${city}`,
  servicesTitle: "Services and prices",
  zipsTitle: "ZIP codes we serve",
  driveTitle: "Distance from our base",
  miles: (miles: number) => `About ${miles} miles from ${locality.city}.`,
  seeServices: { label: "All services", href: "/#services" },
  seePricing: { label: "All pricing", href: "/#pricing" },
  ctaTitle: "Get started",
  ctaLead: "Call us, or send a request online and we text or call you back.",
  callNow: "Call Now",
  requestOnline: siteConfig.request.short,
  othersTitle: "Other areas we serve",
  metaTitle: (city: string) =>
    `Trash Pickup & Garage Cleanouts in ${city}, UT | ${siteConfig.shortName}`,
  metaDescription: (area: Area) =>
    `Daily door-to-dumpster trash pickup (${trash.display} per room) and garage cleanouts from ${garage.display} in ${area.name}, ${locality.region}. ${area.intro[0] ?? ""}`,
};

const areaList: Area[] = [
  {
    name: "Pleasant Grove",
    slug: "pleasant-grove",
    intro: [
      "Pleasant Grove is our home town and the base we work from.",
      "Homes and apartment communities here are minutes from our crews.",
    ],
    looks: [
      "Single-family homes with attached garages that fill up over the years.",
      "Apartment and townhome communities whose managers want bags out of the hallways.",
      "HOA neighbourhoods where bins and bags should not sit out by the curb.",
    ],
    zips: ["84062"],
    miles: 0,
    drive: "Our base: no drive at all.",
    services: [
      {
        id: "trash-collection",
        note: "Door-to-dumpster pickup for apartment communities in town.",
      },
      {
        id: "garage-cleanouts",
        note: "Cleanouts for Pleasant Grove homes, with next-day service available.",
      },
    ],
  },
  {
    name: "Orem",
    slug: "orem",
    intro: [
      "Orem lies just south of Pleasant Grove, past Lindon, so it is one of our closest areas.",
      "Utah Valley University is in Orem, and so are many of the apartments around it.",
    ],
    looks: [
      "Student housing near the Utah Valley University campus, with high turnover at semester end.",
      "Apartment complexes along the main roads where residents leave bags at the door.",
      "Family homes whose garages need clearing before a move or a remodel.",
    ],
    zips: ["84057", "84058", "84097"],
    miles: 7,
    drive: "A short drive down I-15 or State Street from Pleasant Grove.",
    services: [
      {
        id: "trash-collection",
        note: "Daily pickup suits student housing, where bags pile up fast.",
      },
      { id: "garage-cleanouts", note: "Orem homeowners can often have a cleanout the next day." },
    ],
  },
  {
    name: "Provo",
    slug: "provo",
    intro: [
      "Provo is the Utah County seat and the home of Brigham Young University.",
      "Much of its housing is rented, a good part of it to students.",
    ],
    looks: [
      "Student apartments near the BYU campus, where move-out weeks leave a lot behind.",
      "Multi-unit buildings and complexes managed for many owners at once.",
      "Single-family homes whose garages need clearing before a sale or a move.",
    ],
    zips: ["84601", "84604", "84606"],
    miles: 13,
    drive: "South on I-15 from Pleasant Grove, past Orem.",
    services: [
      {
        id: "trash-collection",
        note: "Every unit served daily, weekends included, near campus and beyond.",
      },
      {
        id: "garage-cleanouts",
        note: "Haul-away and pressure washing for Provo garages of any age.",
      },
    ],
  },
  {
    name: "Salt Lake City",
    slug: "salt-lake-city",
    intro: [
      "Salt Lake City is Utah's capital and the farthest north of our areas.",
      "The University of Utah campus sits on the city's east bench.",
    ],
    looks: [
      "Apartment buildings downtown and in the neighbourhoods around it.",
      "Student housing close to the University of Utah.",
      "Condo buildings and HOA communities with shared dumpsters.",
    ],
    zips: ["84101", "84102", "84103", "84105", "84106", "84111"],
    miles: 35,
    drive: "North on I-15 through Salt Lake County.",
    services: [
      {
        id: "trash-collection",
        note: "Valet trash for apartment and condo buildings in the capital.",
      },
      {
        id: "garage-cleanouts",
        note: "Garage cleanouts with haul-away, pressure washing and organizing help.",
      },
    ],
  },
  {
    name: "Park City",
    slug: "park-city",
    intro: [
      "Park City is a mountain resort town in Summit County, across the Wasatch from us.",
      "Many of its homes are condominiums in HOA communities.",
    ],
    looks: [
      "Condo complexes whose owners and managers want trash handled for every unit.",
      "HOA communities with rules about where bags and bins may sit.",
      "Mountain homes with garages full of gear and storage.",
    ],
    zips: ["84060", "84098"],
    miles: 50,
    drive: "Up Provo Canyon and through Heber, or by I-80 from Salt Lake City.",
    services: [
      { id: "trash-collection", note: "Door-to-dumpster pickup for condo and HOA communities." },
      {
        id: "garage-cleanouts",
        note: "Cleanouts for garages full of gear, with haul-away included.",
      },
    ],
  },
  {
    name: "Springville",
    slug: "springville",
    intro: [
      "Springville lies just south of Provo in Utah County.",
      "It is a city of family homes, with apartment complexes among them.",
    ],
    looks: [
      "Single-family homes whose garages have become the storage room.",
      "Apartment complexes where a manager wants the same pickup time every day.",
      "Townhome communities with shared dumpsters.",
    ],
    zips: ["84663"],
    miles: 20,
    drive: "South on I-15, past Orem and Provo.",
    services: [
      {
        id: "trash-collection",
        note: "Consistent daily pickup for Springville apartment communities.",
      },
      {
        id: "garage-cleanouts",
        note: "Everything hauled away and the floor pressure-washed after.",
      },
    ],
  },
  {
    name: "Spanish Fork",
    slug: "spanish-fork",
    intro: [
      "Spanish Fork lies in the south of Utah Valley, past Springville.",
      "It is the farthest south of the cities we serve.",
    ],
    looks: [
      "Family homes with large garages that need clearing before a move.",
      "Garages cleared and washed ahead of an epoxy floor installation.",
      "Apartment and townhome communities that want daily door-to-dumpster service.",
    ],
    zips: ["84660"],
    miles: 25,
    drive: "South on I-15 through Provo and Springville.",
    services: [
      {
        id: "garage-cleanouts",
        note: "Cleanouts priced by square footage, from one-car to three-car garages.",
      },
      { id: "trash-collection", note: "Daily pickup for apartment and townhome communities." },
    ],
  },
  {
    name: "Heber",
    slug: "heber",
    intro: [
      "Heber City is the seat of Wasatch County, in the Heber Valley east of the mountains.",
      "We reach it through Provo Canyon.",
    ],
    looks: [
      "Single-family homes across the valley, with garages that need clearing.",
      "Apartment and townhome communities that want daily pickup.",
      "HOA neighbourhoods that keep bins out of sight.",
    ],
    zips: ["84032"],
    miles: 30,
    drive: "Up Provo Canyon on US-189 from Orem.",
    services: [
      {
        id: "garage-cleanouts",
        note: "Cleanouts with haul-away and pressure washing across the valley.",
      },
      { id: "trash-collection", note: "Door-to-dumpster pickup for Heber communities, every day." },
    ],
  },
];

/** Every area page, in the order of siteConfig.areas. */
export const areas: Area[] = siteConfig.areas.map((name) => {
  const area = areaList.find((candidate) => candidate.name === name);
  if (!area || areaPath(name) !== `/areas/${area.slug}`) {
    throw new Error(`src/config/areas.ts lacks the page of ${name}`);
  }
  return area;
});

export const areaBySlug = (slug: string) => areas.find((area) => area.slug === slug);

/** Home › Areas, then the city on a city page: shown by Breadcrumb.tsx, described in seo.ts. */
export function crumbs(area?: Area): Crumb[] {
  return [
    { name: areaCopy.home, path: "/" },
    { name: areasIndex.crumb, path: areasIndex.path },
    ...(area ? [{ name: area.name, path: areaPath(area.name) }] : []),
  ];
}
