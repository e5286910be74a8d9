import type { TablesInsert } from "@/lib/database.types";
import { referrerKey } from "@/lib/referrer";
import { sourcePages, type SourcePage } from "@/lib/service-request";

/** What the request stores about where the visitor came from, in the table's own columns. */
export type LeadSource = Required<
  Pick<TablesInsert<"service_requests">, "source_page" | "source_host">
> & { source_page: SourcePage };

/** The ?from= of a link to the form (config/site.ts requestHref); "direct" without a known one. */
export function sourcePage(search: string): SourcePage {
  const from = new URLSearchParams(search).get("from");
  return sourcePages.find((source) => source === from) ?? "direct";
}

// The database's CHECK (service_requests_source_host_format): lower-case labels of letters,
// digits and inner hyphens. A host it refuses would cost the whole request, so none is sent.
const hostPattern = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const maxHostLength = 253;

// One name per site: www.google.com and google.com count as the same referrer.
const withoutWww = (host: string) => host.replace(/^www\./, "");

/**
 * The host of an external referrer as the request stores it, or null. The URL parser lower-cases
 * it, turns an IDN into its xn-- form and leaves port, path and query aside; a leading "www." and
 * a final dot are dropped. Null for none, for this site itself, for an IP address (it names a
 * machine, not a site the owner would recognise) and for anything that is not an http(s) URL.
 */
export function sourceHost(referrer: string, ownHost: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = withoutWww(url.hostname.replace(/\.$/, ""));
  if (host === withoutWww(ownHost) || /^[\d.]+$/.test(host)) return null;
  return host.length <= maxHostLength && hostPattern.test(host) ? host : null;
}

/**
 * The source of a request sent from this page: the link it was opened from, and the referrer
 * noted for the visit (lib/referrer.ts, run by main.tsx). Without a note (none arrived yet, or
 * storage is blocked) this page's own referrer stands in: external when the visit began here.
 */
export function leadSource(): LeadSource {
  let referrer: string;
  try {
    referrer = sessionStorage.getItem(referrerKey) ?? document.referrer;
  } catch {
    referrer = document.referrer;
  }
  const { search, hostname } = window.location;
  return { source_page: sourcePage(search), source_host: sourceHost(referrer, hostname) };
}
