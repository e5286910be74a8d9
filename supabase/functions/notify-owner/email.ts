import { formatDate, formatUsPhone } from "../_shared/display.ts";
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
 * The lines of the message as [label, text, link?]; empty fields are left out. A link to the
 * e-mail address is made only of a plain one, so that no cc, bcc or subject rides along in it.
 */
function lines(r: ServiceRequest): Field[] {
  // The one count that prices trash collection (a manager's units, a resident's rooms), with
  // its monthly price as the inbox shows it; a property's units stand alone on a garage cleanout.
  const count = trashCount(r);
  const all: [string, string | null | undefined, string?][] = [
    ["Service", serviceNames[r.service] ?? r.service],
    ["Name", r.name],
    ["Phone", formatUsPhone(r.phone), `tel:${r.phone}`],
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
    ["Start date", r.start_date && formatDate(r.start_date)],
    ["Contact by", r.contact_method === "call" ? "Call" : "Text"],
    ["Notes", r.notes],
    // The photos arrive in storage after the row, so the inbox (not the e-mail) shows them.
    ["Photos", r.photo_count ? `${r.photo_count} (see your inbox)` : undefined],
  ];
  return all.filter((line): line is Field => Boolean(line[1]));
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

/** An e-mail's field: [label, text, link?]. */
export type Field = [string, string, string?];

export type EmailMessage = { subject: string; text: string; html: string };

/**
 * An e-mail to the owner as text and as HTML, the visitor's text escaped and without the
 * direction controls (the database refuses them in new rows), which would turn the rest of a line
 * around in the owner's mail app: the link first (on a phone it is the one tap from the e-mail
 * to the inbox), then the fields as a table.
 */
export function ownerEmail(
  subject: string,
  fields: Field[],
  link: { label: string; href: string } | null,
): EmailMessage {
  const shown = fields.map(([label, text, href]): Field => [label, withoutControls(text), href]);
  const cell = ([, text, href]: Field) =>
    href ? `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>` : escapeHtml(text);
  const table = `<table>${shown
    .map((f) => `<tr><th align="left">${f[0]}</th><td>${cell(f)}</td></tr>`)
    .join("")}</table>`;
  return {
    subject: withoutControls(subject),
    text: [
      ...(link ? [`${link.label}: ${link.href}`, ""] : []),
      ...shown.map(([label, text]) => `${label}: ${text}`),
    ].join("\n"),
    html: link ? `<p><a href="${escapeHtml(link.href)}">${link.label}</a></p>${table}` : table,
  };
}

/** The owner's e-mail about a new request. */
export function formatRequest(r: ServiceRequest, { siteUrl }: EmailOptions = {}): EmailMessage {
  const inbox = inboxLink(r, siteUrl);
  return ownerEmail(
    `New request: ${serviceNames[r.service] ?? r.service} for ${r.name}`,
    lines(r),
    inbox ? { label: inboxLabel, href: inbox } : null,
  );
}
