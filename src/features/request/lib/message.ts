import type { ServiceRequestRow } from "@/lib/service-request";
import { requestConfig } from "@/features/request/content/request";
import { siteConfig } from "@/config/site";
import { mailtoHref as mailto } from "@shared/email-address";
import { serviceNames } from "@shared/services";
import { formatDate } from "@shared/display";
import { formatUsPhone } from "@/lib/phone";

export type SummaryLine = { label: string; value: string };

const { summary: labels } = requestConfig;

const garageLabel = (size: string) =>
  requestConfig.garageSizes.find((option) => option.value === size)?.label ?? size;

const contactLabel = (row: ServiceRequestRow) =>
  requestConfig.contactMethods.find((option) => option.value === row.contact_method)?.label ?? "";

/** What was asked, line by line and only what was filled in: the confirmation, text and e-mail. */
export function summarize(row: ServiceRequestRow): SummaryLine[] {
  const lines: [string, string | number | null][] = [
    [labels.service, serviceNames[row.service]],
    [labels.name, row.name],
    [labels.phone, formatUsPhone(row.phone)],
    [labels.email, row.email],
    [labels.address, row.address],
    [labels.unit, row.unit],
    [labels.city, row.city],
    [labels.rooms, row.rooms],
    [labels.garageSize, row.garage_size && garageLabel(row.garage_size)],
    [labels.startDate, row.start_date && formatDate(row.start_date)],
    [labels.contactMethod, contactLabel(row)],
    [labels.propertyName, row.property_name],
    [labels.units, row.units],
    [labels.smsConsent, row.sms_consent ? requestConfig.yes : null],
    [labels.notes, row.notes],
  ];
  return lines.flatMap(([label, value]) =>
    value === null || value === "" ? [] : [{ label, value: String(value) }],
  );
}

/** The request as one plain text: a heading, then "Label: value" lines. */
export function requestText(row: ServiceRequestRow): string {
  const lines = summarize(row).map(({ label, value }) => `${label}: ${value}`);
  return [requestConfig.handoff.heading, ...lines].join("\n");
}

/**
 * A text message to the business with the request as its body. "?&body=" is the form both
 * platforms read: Android takes the query's body parameter (RFC 5724's "?body="), and iOS,
 * which since iOS 8 looks for "&body=", finds it after the empty first parameter.
 */
export function smsHref(row: ServiceRequestRow): string {
  return `${siteConfig.phone.sms}?&body=${encodeURIComponent(requestText(row))}`;
}

/** The same text as an e-mail to the business; null only for a build without a plain address. */
export const mailtoHref = (row: ServiceRequestRow) =>
  mailto(siteConfig.email, {
    subject: `${requestConfig.handoff.subject}: ${row.name}`,
    body: requestText(row),
  });
