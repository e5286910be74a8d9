import tailwindConfig from "../../tailwind.config";
import { areaBySlug, areaCopy, areasIndex, crumbs, type Area } from "@/config/areas";
import { ownerConfig } from "@/features/owner/content";
import { partnerConfig } from "@/features/partner/content";
import { partnersCopy } from "@/features/partners/content";
import { residentsCopy } from "@/features/residents/content";
import { quoteCopy } from "@/features/quote/content";
import { routeCopy } from "@/features/route/content";
import { requestConfig } from "@/features/request/content/request";
import { siteConfig } from "@/config/site";
import { heroPhoto } from "@/features/landing/lib/hero-photo";
import { pageFor, type PageName } from "./pages";
import { isIndexed, prerenderedPages } from "./prerendered";
import { absolute, areaJsonLd, breadcrumbList, jsonLd, shareImage } from "./structured-data";

/**
 * Everything search engines and link previews read: the <head> tags (with the JSON-LD of
 * structured-data.ts), robots.txt, sitemap.xml and the web manifest. Built at prerender time (scripts/prerender.js, through
 * entry-server.tsx) from siteConfig, so a price or a city changes in one place only. The
 * client bundle never imports this module.
 */

const themeColor = tailwindConfig.theme.extend.colors.brand.DEFAULT;

const { pricing, areas, locality } = siteConfig;
const trash = pricing["trash-collection"].price;
const garage = pricing["garage-cleanouts"].price;

const seo = {
  title: `Trash Pickup & Garage Cleanouts in ${locality.city}, ${locality.region} | ${siteConfig.shortName}`,
  description: `Daily door-to-dumpster trash pickup for apartments and homes (${trash.display} per room) and next-day garage cleanouts from ${garage.display} in ${areas.slice(0, 3).join(", ")} and across Utah County.`,
  shareImageAlt: `${siteConfig.name}: trash pickup and garage cleanouts in ${locality.city}, ${locality.regionName}`,
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const meta = (key: "name" | "property", name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeHtml(String(content))}" />`;

type PageHead = {
  title: string;
  /** A page not indexed says so to robots: "noindex" unless it says more. */
  robots?: string;
  /** The page's own web app manifest, if it is an app of its own. */
  manifest?: string;
  /** Only an indexed page has these, with its canonical URL and link preview. */
  description?: string;
  /** The page's own structured data, if any. */
  data?: unknown;
};

function areaHead(area: Area): PageHead {
  return {
    title: areaCopy.metaTitle(area.name),
    description: areaCopy.metaDescription(area),
    data: areaJsonLd(area),
  };
}

const notFoundHead: PageHead = { title: `Page not found | ${siteConfig.shortName}` };

/** The head of each page of the table (app/pages.tsx), by its name: one per page, or a type error. */
const heads = {
  landing: (): PageHead => ({ title: seo.title, description: seo.description, data: jsonLd() }),
  "get-started": (): PageHead => ({
    title: requestConfig.page.metaTitle,
    description: requestConfig.page.metaDescription,
  }),
  areas: (path): PageHead => {
    if (path === areasIndex.path) {
      return {
        title: areasIndex.metaTitle,
        description: areasIndex.metaDescription(areas),
        data: [breadcrumbList(crumbs())],
      };
    }
    const area = areaBySlug(path.slice(areasIndex.path.length + 1));
    return area ? areaHead(area) : notFoundHead;
  },
  partners: (): PageHead => ({
    title: partnersCopy.metaTitle,
    description: partnersCopy.metaDescription,
  }),
  // Kept out of search engines, with its own manifest so that a phone adds the inbox, not the
  // site, to its home screen.
  owner: (): PageHead => ({
    title: ownerConfig.page.metaTitle,
    robots: "noindex, nofollow",
    manifest: "/owner.webmanifest",
  }),
  // The crew's route: the inbox's app on the home screen, kept out of search engines.
  route: (): PageHead => ({
    title: routeCopy.page.metaTitle,
    robots: "noindex, nofollow",
    manifest: "/owner.webmanifest",
  }),
  // A partner's own page: kept out of search engines.
  partner: (): PageHead => ({ title: partnerConfig.page.metaTitle, robots: "noindex, nofollow" }),
  // A property's page for its residents: reached from the sign in its trash room, never searched.
  residents: (): PageHead => ({
    title: `${residentsCopy.metaTitle} | ${siteConfig.shortName}`,
    robots: "noindex, nofollow",
  }),
  // A customer's quote, reached from the owner's text or e-mail, never searched.
  quote: (): PageHead => ({
    title: `${quoteCopy.metaTitle} | ${siteConfig.shortName}`,
    robots: "noindex, nofollow",
  }),
  "not-found": () => notFoundHead,
} satisfies Record<PageName, (path: string) => PageHead>;

// "</script>" inside a string would end the element early; \u003c keeps the JSON identical.
const jsonLdScript = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

// The owner's hero photo is the largest paint: fetch its AVIF set first (browsers without AVIF
// skip a preload of that type and use the <picture>'s other sources).
function heroPhotoPreload(): string[] {
  const avif = heroPhoto?.sources.find((source) => source.type === "image/avif");
  if (!heroPhoto || !avif) return [];
  return [
    `<link rel="preload" as="image" type="${avif.type}" imagesrcset="${escapeHtml(avif.srcSet)}" imagesizes="${escapeHtml(heroPhoto.sizes)}" fetchpriority="high" />`,
  ];
}

/** The <head> tags of the page prerendered at `path`; a page not indexed is `noindex`. */
export function headTags(path: string): string {
  const page = pageFor(path);
  const { title, description, data, robots, manifest } = heads[page.name](path);
  const common = [
    meta("name", "theme-color", themeColor),
    '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    `<link rel="manifest" href="${manifest ?? "/site.webmanifest"}" />`,
  ];
  if (!isIndexed(page.name) || description === undefined) {
    return [
      `<title>${escapeHtml(title)}</title>`,
      meta("name", "robots", robots ?? "noindex"),
      ...common,
    ].join("\n    ");
  }
  const image = absolute(shareImage.path);
  const canonical = absolute(path);
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...common,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", siteConfig.name),
    meta("property", "og:locale", "en_US"),
    meta("property", "og:url", canonical),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:image", image),
    meta("property", "og:image:type", shareImage.type),
    meta("property", "og:image:width", shareImage.width),
    meta("property", "og:image:height", shareImage.height),
    meta("property", "og:image:alt", seo.shareImageAlt),
    // X reads og:title, og:description and og:image where its own tags are missing
    // (developer.x.com/cards/markup), so only the card type and the image's alt are its own.
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:image:alt", seo.shareImageAlt),
    ...(data ? [jsonLdScript(data)] : []),
    ...(path === "/" ? heroPhotoPreload() : []),
  ].join("\n    ");
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute("/sitemap.xml")}\n`;
}

export function sitemapXml(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...prerenderedPages
      .filter(({ indexed }) => indexed)
      .map(({ path }) => `  <url><loc>${escapeHtml(absolute(path))}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
}

const manifestIcons = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

export function webManifest(): string {
  const manifest = {
    name: siteConfig.name,
    short_name: siteConfig.shortName,
    description: siteConfig.description,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: themeColor,
    icons: manifestIcons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The inbox as an app of its own on the owner's home screen: opens at /owner, stays there. */
export function ownerManifest(): string {
  const manifest = {
    name: ownerConfig.app.name,
    short_name: ownerConfig.app.shortName,
    description: ownerConfig.page.description,
    id: "/owner",
    start_url: "/owner",
    scope: "/owner",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: themeColor,
    icons: manifestIcons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
