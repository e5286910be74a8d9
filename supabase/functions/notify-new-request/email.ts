import { mailtoHref } from "../_shared/email-address.ts";
import { serviceNames, trashCount, type ServiceValue } from "../_shared/services.ts";
import { withoutControls } from "../_shared/visible-text.ts";

/** A row of service_requests as the database webhook sends it. */
export type ServiceRequest = {
  id: string;
  created_at?: string;
  service: ServiceValue;
  name: string;
  phone: string;
  email?: string | null;
  address: string;
  unit?: string | null;
  city: string;
  rooms?: number | null;
  garage_size?: string | null;
  start_date?: string | null;
  contact_method: "text" | "call";
  notes?: string | null;
  property_name?: string | null;
  units?: number | null;
  /** How many photos the visitor is uploading with the request (0..5; older rows lack it). */
  photo_count?: number | null;
};

/** What the message links to: the site whose /owner inbox shows the request, when known. */
export type EmailOptions = { siteUrl?: string | undefined };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The lines of the message as [label, text, link?]; empty fields are left out. What the visitor
 * typed goes without the direction controls (the database refuses them in new requests), which
 * would turn the rest of a line around in the owner's mail app. A link to the e-mail address is
 * made only of a plain one, so that no cc, bcc or subject rides along in it.
 */
function lines(r: ServiceRequest): [string, string, string?][] {
  // The one count that prices trash collection (a manager's units, a resident's rooms), with
  // its monthly price as the inbox shows it; a property's units stand alone on a garage cleanout.
  const count = trashCount(r);
  const all: [string, string | null | undefined, string?][] = [
    ["Service", serviceNames[r.service] ?? r.service],
    ["Name", r.name],
    ["Phone", r.phone, `tel:${r.phone}`],
    ["E-mail", r.email, mailtoHref(r.email) ?? undefined],
    ["Address", [r.address, r.unit].filter(Boolean).join(", ")],
    ["City", r.city],
    ["Property", r.property_name],
    ["Units", count ? undefined : r.units?.toString()],
    [
      count?.per === "unit" ? "Units" : "Rooms",
      count && `${count.count} (about $${count.dollarsEachMonth}/month)`,
    ],
    ["Garage size", r.garage_size],
    ["Start date", r.start_date],
    ["Contact by", r.contact_method === "call" ? "Call" : "Text"],
    ["Notes", r.notes],
    // The photos arrive in storage after the row, so the inbox (not the e-mail) shows them.
    ["Photos", r.photo_count ? `${r.photo_count} (see your inbox)` : undefined],
  ];
  return all.flatMap(([label, text, link]) =>
    text ? [[label, withoutControls(text), link] as [string, string, string?]] : [],
  );
}

const inboxLabel = "Open in your inbox";

/** The site's address without a trailing slash, or null when SITE_URL is unset or blank. */
export const siteBase = (siteUrl: string | undefined): string | null =>
  siteUrl?.trim().replace(/\/+$/, "") || null;

/** A request in the owner's inbox, the /owner page of the site at `site` (a siteBase). */
export const requestLink = (site: string, id: string) =>
  `${site}/owner?request=${encodeURIComponent(id)}`;

/** The request in the owner's inbox, or null without a site URL. */
function inboxLink(r: ServiceRequest, siteUrl: string | undefined): string | null {
  const site = siteBase(siteUrl);
  return site ? requestLink(site, r.id) : null;
}

/** The owner's e-mail about a new request, as text and as HTML with the user's text escaped. */
export function formatRequest(r: ServiceRequest, { siteUrl }: EmailOptions = {}) {
  const fields = lines(r);
  const inbox = inboxLink(r, siteUrl);
  const cell = ([, text, link]: [string, string, string?]) =>
    link ? `<a href="${escapeHtml(link)}">${escapeHtml(text)}</a>` : escapeHtml(text);
  const table = `<table>${fields
    .map((f) => `<tr><th align="left">${f[0]}</th><td>${cell(f)}</td></tr>`)
    .join("")}</table>`;
  return {
    subject: `New request: ${serviceNames[r.service] ?? r.service} for ${withoutControls(r.name)}`,
    // The link comes first: on a phone it is the one tap from the e-mail to Call and Text.
    text: [
      ...(inbox ? [`${inboxLabel}: ${inbox}`, ""] : []),
      ...fields.map(([label, text]) => `${label}: ${text}`),
    ].join("\n"),
    html: inbox ? `<p><a href="${escapeHtml(inbox)}">${inboxLabel}</a></p>${table}` : table,
  };
}
