import { siteConfig } from "@/config/site";

/** Tells screen-reader users that a link opens a new tab (sighted users see the icon). */
export function ExternalLinkNote() {
  return <span className="sr-only"> {siteConfig.newTabNote}</span>;
}
