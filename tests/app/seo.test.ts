import { describe, expect, it } from "vitest";
import { headTags, ownerManifest, robotsTxt, sitemapXml, webManifest } from "@/app/seo";
import { jsonLd } from "@/app/structured-data";
import { specAreas } from "../support/spec";
import { siteConfig } from "@/config/site";

type Node = Record<string, unknown>;

/**
 * The schema.org properties (own and inherited, https://schema.org/<Type>) that this site
 * may use on each type: a misspelt or misplaced property fails the test instead of being
 * silently ignored by search engines. Required lists follow Google's LocalBusiness guide
 * plus what the site promises search engines and link previews.
 */
const schema: Record<string, { allowed: string[]; required: string[] }> = {
  HomeAndConstructionBusiness: {
    allowed: [
      "@context",
      "@type",
      "@id",
      "name",
      "description",
      "url",
      "telephone",
      "email",
      "image",
      "logo",
      "address",
      "areaServed",
      "priceRange",
      "sameAs",
      "hasOfferCatalog",
      "makesOffer",
      "openingHoursSpecification",
      "geo",
    ],
    required: [
      "name",
      "telephone",
      "email",
      "url",
      "address",
      "areaServed",
      "priceRange",
      "hasOfferCatalog",
    ],
  },
  PostalAddress: {
    allowed: [
      "@type",
      "streetAddress",
      "postalCode",
      "addressLocality",
      "addressRegion",
      "addressCountry",
    ],
    required: ["addressLocality", "addressRegion", "addressCountry"],
  },
  City: { allowed: ["@type", "name", "containedInPlace"], required: ["name"] },
  State: { allowed: ["@type", "name"], required: ["name"] },
  OfferCatalog: { allowed: ["@type", "name", "itemListElement"], required: ["itemListElement"] },
  Offer: {
    allowed: ["@type", "itemOffered", "price", "priceCurrency", "priceSpecification", "areaServed"],
    required: ["itemOffered", "priceSpecification"],
  },
  Service: {
    allowed: ["@context", "@type", "name", "description", "provider", "serviceType", "areaServed"],
    required: ["name"],
  },
  // Google's breadcrumb guide: every step has a position and a name (and here a URL, the last too).
  BreadcrumbList: {
    allowed: ["@context", "@type", "itemListElement"],
    required: ["itemListElement"],
  },
  ListItem: {
    allowed: ["@type", "position", "name", "item"],
    required: ["position", "name", "item"],
  },
  PriceSpecification: {
    allowed: ["@type", "price", "minPrice", "maxPrice", "priceCurrency", "description"],
    required: ["priceCurrency"],
  },
  UnitPriceSpecification: {
    allowed: [
      "@type",
      "price",
      "minPrice",
      "priceCurrency",
      "description",
      "unitText",
      "unitCode",
      "referenceQuantity",
      "billingDuration",
    ],
    required: ["price", "priceCurrency"],
  },
  QuantitativeValue: {
    allowed: ["@type", "value", "unitText", "unitCode"],
    required: ["value"],
  },
};

/** Checks every typed node in the tree; returns the problems found. */
function validate(node: unknown, path = "$"): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => validate(item, `${path}[${i}]`));
  if (typeof node !== "object" || node === null) return [];
  const object = node as Node;
  const problems: string[] = [];
  const type = object["@type"];
  if (typeof type === "string") {
    const rules = schema[type];
    if (!rules) return [`${path}: unexpected type ${type}`];
    for (const key of Object.keys(object)) {
      if (!rules.allowed.includes(key)) problems.push(`${path}: ${type} has no property ${key}`);
    }
    for (const key of rules.required) {
      if (object[key] === undefined || object[key] === "") {
        problems.push(`${path}: ${type} lacks ${key}`);
      }
    }
  } else if (!("@id" in object && Object.keys(object).length === 1)) {
    problems.push(`${path}: a node without @type`);
  }
  for (const [key, value] of Object.entries(object))
    problems.push(...validate(value, `${path}.${key}`));
  return problems;
}

/** The JSON-LD as a crawler sees it: parsed back out of the prerendered head. */
function embeddedJsonLd(): Node {
  const doc = new DOMParser().parseFromString(`<head>${headTags("/")}</head>`, "text/html");
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? "") as Node;
}

const offers = (data: Node) => (data.hasOfferCatalog as Node).itemListElement as Node[];
const offerNamed = (data: Node, name: string) => {
  const offer = offers(data).find((o) => (o.itemOffered as Node).name === name);
  if (!offer) throw new Error(`no offer for ${name}`);
  return offer;
};

describe("structured data", () => {
  it("embeds the generated JSON-LD unchanged in the landing page head", () => {
    expect(embeddedJsonLd()).toEqual(jsonLd());
  });

  it("uses only schema.org properties of each type, with the required ones present", () => {
    const data = embeddedJsonLd();
    expect(data["@context"]).toBe("https://schema.org");
    expect(validate(data)).toEqual([]);
  });

  it("describes the business from siteConfig", () => {
    const data = embeddedJsonLd();
    expect(data.name).toBe(siteConfig.name);
    expect(data.telephone).toMatch(/^\+1\d{10}$/);
    expect(data.email).toBe(siteConfig.email);
    expect(data.url).toBe(`${siteConfig.links.site}/`);
    expect(data.address).toMatchObject({
      addressLocality: "Pleasant Grove",
      addressRegion: "UT",
      addressCountry: "US",
    });
    const cities = data.areaServed as Node[];
    expect(cities.map((city) => city["@type"])).toEqual(Array(8).fill("City"));
    expect(cities.map((city) => city.name)).toEqual(siteConfig.areas);
    expect(data.priceRange).toBe("$20–$279+");
  });

  it("offers both services at their prices", () => {
    const data = embeddedJsonLd();
    expect(offers(data)).toHaveLength(2);
    expect(offerNamed(data, "Garage Cleanout").priceSpecification).toMatchObject({
      "@type": "PriceSpecification",
      minPrice: 279,
      priceCurrency: "USD",
    });
    expect(offerNamed(data, "Trash Collection").priceSpecification).toMatchObject({
      "@type": "UnitPriceSpecification",
      price: 20,
      priceCurrency: "USD",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "room" },
      billingDuration: "P1M",
    });
  });

  it("the validator catches a misspelt property and a missing required one", () => {
    const broken = { ...jsonLd(), adress: "Main St", telephone: undefined };
    expect(validate(broken)).toEqual([
      "$: HomeAndConstructionBusiness has no property adress",
      "$: HomeAndConstructionBusiness lacks telephone",
    ]);
  });
});

describe("head, robots and sitemap", () => {
  const doc = new DOMParser().parseFromString(`<head>${headTags("/")}</head>`, "text/html");
  const content = (selector: string) => doc.querySelector(selector)?.getAttribute("content");

  it("names the services and the area in the title and description", () => {
    expect(doc.title).toMatch(/Trash Pickup.*Garage Cleanouts.*Pleasant Grove/);
    expect(content('meta[name="description"]')).toMatch(/Pleasant Grove.*Utah County/);
  });

  it("points canonical, Open Graph and Twitter at the configured origin", () => {
    const origin = siteConfig.links.site;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${origin}/`);
    expect(content('meta[property="og:url"]')).toBe(`${origin}/`);
    expect(content('meta[property="og:image"]')).toBe(`${origin}/og-image.png`);
    expect(content('meta[property="og:image:width"]')).toBe("1200");
    expect(content('meta[property="og:image:height"]')).toBe("630");
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
    // X falls back to og:title, og:description and og:image: no copies of them in every page.
    expect(doc.querySelectorAll('meta[name^="twitter:"]')).toHaveLength(2);
    expect(content('meta[name="twitter:image:alt"]')).toBe(
      content('meta[property="og:image:alt"]'),
    );
  });

  it("keeps the 404 page out of the index", () => {
    const notFound = new DOMParser().parseFromString(
      `<head>${headTags("/404")}</head>`,
      "text/html",
    );
    expect(notFound.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(notFound.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("lists the canonical origin in robots.txt and sitemap.xml", () => {
    expect(robotsTxt()).toContain(`Sitemap: ${siteConfig.links.site}/sitemap.xml`);
    const sitemap = new DOMParser().parseFromString(sitemapXml(), "application/xml");
    expect([...sitemap.querySelectorAll("loc")].map((loc) => loc.textContent)).toEqual([
      `${siteConfig.links.site}/`,
      `${siteConfig.links.site}/get-started`,
      `${siteConfig.links.site}/areas`,
      ...specAreas.map(
        (area) => `${siteConfig.links.site}/areas/${area.toLowerCase().replaceAll(" ", "-")}`,
      ),
      `${siteConfig.links.site}/partners`,
    ]);
  });

  it("gives /partners its head, and keeps /partner out of search engines", () => {
    const head = (path: string) =>
      new DOMParser().parseFromString(`<head>${headTags(path)}</head>`, "text/html");
    const partners = head("/partners");
    expect(partners.title).toMatch(/^Daily Trash Collection for Apartment Communities/);
    expect(partners.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(
      /\$20 per unit a month/,
    );
    const partner = head("/partner");
    expect(partner.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
      "noindex, nofollow",
    );
    expect(partner.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("gives the request page its own title, description and canonical URL", () => {
    const head = new DOMParser().parseFromString(
      `<head>${headTags("/get-started")}</head>`,
      "text/html",
    );
    expect(head.title).toMatch(/^Request trash pickup or a garage cleanout/);
    expect(head.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(
      /Request daily trash collection/,
    );
    const canonical = `${siteConfig.links.site}/get-started`;
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical);
    expect(head.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(canonical);
  });

  it("keeps the owner's inbox out of search engines and gives it a manifest of its own", () => {
    const owner = new DOMParser().parseFromString(
      `<head>${headTags("/owner")}</head>`,
      "text/html",
    );
    expect(owner.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
      "noindex, nofollow",
    );
    expect(owner.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(
      "/owner.webmanifest",
    );
    expect(owner.querySelector('link[rel="canonical"]')).toBeNull();
    const manifest = JSON.parse(ownerManifest()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: "/owner", scope: "/owner", display: "standalone" });
    expect(manifest.name).not.toBe(siteConfig.name);
    expect(manifest.icons).toEqual(JSON.parse(webManifest()).icons);
    // The public site's manifest is unchanged: it opens the site.
    expect(JSON.parse(webManifest())).toMatchObject({ start_url: "/", name: siteConfig.name });
  });

  it("gives the manifest a name, the theme colour and both icon sizes", () => {
    const manifest = JSON.parse(webManifest()) as { icons: { sizes: string }[] } & Node;
    expect(manifest.name).toBe(siteConfig.name);
    expect(manifest.theme_color).toBe(content('meta[name="theme-color"]'));
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
  });
});

describe("city pages", () => {
  const origin = siteConfig.links.site;
  const head = (path: string) =>
    new DOMParser().parseFromString(`<head>${headTags(path)}</head>`, "text/html");
  const data = (path: string) =>
    JSON.parse(
      head(path).querySelector('script[type="application/ld+json"]')?.textContent ?? "",
    ) as Node[];

  it("give each city its own title, description, canonical URL and Open Graph tags", () => {
    const titles = new Set<string>();
    for (const path of ["/areas/orem", "/areas/heber", "/areas/salt-lake-city"]) {
      const doc = head(path);
      titles.add(doc.title);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(origin + path);
      expect(doc.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(
        origin + path,
      );
      expect(doc.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe(
        doc.title,
      );
    }
    expect(titles.size).toBe(3);
    expect(head("/areas/orem").title).toMatch(/Orem, UT/);
    expect(
      head("/areas/orem").querySelector('meta[name="description"]')?.getAttribute("content"),
    ).toMatch(/\$20\/month.*\$279.*Orem/);
  });

  it("describe each service offered there, provided by the business of /, and the breadcrumb", () => {
    const nodes = data("/areas/provo");
    expect(validate(nodes)).toEqual([]);
    const services = nodes.filter((node) => node["@type"] === "Service");
    expect(services.map((service) => service.serviceType)).toEqual(
      expect.arrayContaining(["Garage Cleanout", "Trash Collection"]),
    );
    for (const service of services) {
      expect(service.areaServed).toMatchObject({ "@type": "City", name: "Provo" });
      expect(service.provider).toEqual({ "@id": jsonLd()["@id"] });
    }
    expect(jsonLd()["@id"]).toBe(`${origin}/#business`);
    const breadcrumb = nodes.find((node) => node["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Areas", item: `${origin}/areas` },
      { "@type": "ListItem", position: 3, name: "Provo", item: `${origin}/areas/provo` },
    ]);
  });

  it("give the areas page, the breadcrumb's middle step, its own head and breadcrumb", () => {
    const doc = head("/areas");
    expect(doc.title).toMatch(/^Areas We Service/);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${origin}/areas`,
    );
    const description = doc.querySelector('meta[name="description"]')?.getAttribute("content");
    for (const area of specAreas) expect(description).toContain(area);
    const nodes = data("/areas");
    expect(validate(nodes)).toEqual([]);
    expect(nodes.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Areas", item: `${origin}/areas` },
    ]);
  });

  it("validates every city's data and keeps an unknown city out of the index", () => {
    for (const area of specAreas) {
      const path = `/areas/${area.toLowerCase().replaceAll(" ", "-")}`;
      expect(validate(data(path)), path).toEqual([]);
    }
    expect(
      head("/areas/nowhere").querySelector('meta[name="robots"]')?.getAttribute("content"),
    ).toBe("noindex");
  });
});
