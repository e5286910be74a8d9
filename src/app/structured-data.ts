import { crumbs, type Area, type Crumb } from "@/config/areas";
import { siteConfig, type CategoryId, type Price } from "@/config/site";

/**
 * The schema.org structured data (JSON-LD) of the prerendered pages, from siteConfig: the
 * business on "/", a Service per service on each city page, and the breadcrumbs. src/app/seo.ts
 * puts it into each page's <head>.
 */

const origin = siteConfig.links.site;
const { pricing, areas, locality } = siteConfig;

/** An absolute URL on the site, as structured data, canonical links and the sitemap need. */
export const absolute = (path: string) => new URL(path, `${origin}/`).href;

/** The share image of every page (Open Graph, Twitter) and the business's image. */
export const shareImage = { path: "/og-image.png", width: 1200, height: 630, type: "image/png" };

// Offers differ in shape: the cleanout has a floor price, the collection a price per room and
// month. A Record keyed by category makes a new category fail to compile until it has one.
const priceSpecifications: Record<CategoryId, (price: Price) => Record<string, unknown>> = {
  "garage-cleanouts": (price) => ({
    "@type": "PriceSpecification",
    minPrice: price.amount,
    priceCurrency: price.currency,
    description: `${price.prefix ?? ""} ${price.display}, ${price.unit}`.trim(),
  }),
  "trash-collection": (price) => ({
    "@type": "UnitPriceSpecification",
    price: price.amount,
    priceCurrency: price.currency,
    unitText: price.unit,
    referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "room" },
    billingDuration: "P1M",
  }),
};

// The one LocalBusiness, described on "/"; every other page's data refers to it by this @id.
const business = `${origin}/#business`;

/** The business as schema.org structured data (a LocalBusiness subtype). */
export function jsonLd() {
  const amounts = Object.values(pricing).map((plan) => plan.price.amount);
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": business,
    name: siteConfig.name,
    description: siteConfig.description,
    url: absolute("/"),
    telephone: siteConfig.phone.e164,
    email: siteConfig.email,
    image: absolute(shareImage.path),
    logo: absolute("/icon-512.png"),
    address: {
      "@type": "PostalAddress",
      addressLocality: locality.city,
      addressRegion: locality.region,
      addressCountry: "US",
    },
    areaServed: areas.map(city),
    priceRange: `$${Math.min(...amounts)}–$${Math.max(...amounts)}+`,
    sameAs: [siteConfig.links.instagram],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Services",
      itemListElement: siteConfig.categories.map(({ id }) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: pricing[id].name,
          description: pricing[id].includes.join(", "),
          provider: { "@id": business },
        },
        priceSpecification: priceSpecifications[id](pricing[id].price),
      })),
    },
  };
}

const city = (name: string) => ({
  "@type": "City",
  name,
  containedInPlace: { "@type": "State", name: locality.regionName },
});

// Google's breadcrumb structured data: every step a position and a name, each an absolute URL.
export const breadcrumbList = (steps: Crumb[]) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: steps.map((step, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: step.name,
    item: absolute(step.path),
  })),
});

/** A city page's data: a Service for each service offered there, and its breadcrumb. */
export function areaJsonLd(area: Area) {
  return [
    ...area.services.map(({ id }) => ({
      "@context": "https://schema.org",
      "@type": "Service",
      serviceType: pricing[id].name,
      name: `${pricing[id].name} in ${area.name}`,
      description: pricing[id].includes.join(", "),
      areaServed: city(area.name),
      provider: { "@id": business },
    })),
    breadcrumbList(crumbs(area)),
  ];
}
