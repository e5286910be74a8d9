import type { ServiceRequestRow } from "@/lib/service-request";
import { requestConfig } from "@/features/request/content/request";
import { isPlainEmail } from "@shared/email-address";
import { serviceValues } from "@shared/services";
import { hasVisibleText, withoutControls } from "@shared/visible-text";
import { toE164 } from "@/lib/phone";
import {
  countField,
  countValue,
  garageSizeText,
  isArea,
  type FieldName,
  type RequestValues,
} from "./values";

export type FieldErrors = Partial<Record<FieldName, string>>;

export type Validation = { ok: true; row: ServiceRequestRow } | { ok: false; errors: FieldErrors };

const { errors: messages } = requestConfig;

/**
 * What the visitor typed as it is stored: without the direction and joining controls, which show
 * nothing and which the database refuses (a right-to-left override would reverse the owner's
 * view of the text after it), and trimmed.
 */
const clean = (text: string) => withoutControls(text).trim();

/** The text as stored, or null when it shows nothing (only spaces or invisible characters). */
const orNull = (text: string) => (hasVisibleText(clean(text)) ? clean(text) : null);

// Lengths, ranges and what a text must show are the database's CHECKs (supabase/migrations), so
// that a request the form accepts is never refused by the server.
function findErrors(v: RequestValues, today: string): FieldErrors {
  const trash = v.service === "trash-collection";
  const errors: FieldErrors = {};
  const text = (field: FieldName, value: string, max: number, required: string | null) => {
    const stored = orNull(value);
    if (stored === null && required) errors[field] = required;
    else if (stored && stored.length > max) errors[field] = messages.tooLong(max);
  };
  text("name", v.name, 100, messages.name);
  if (!toE164(v.phone)) errors.phone = messages.phone;
  const email = orNull(v.email);
  if (email !== null && !isPlainEmail(email)) errors.email = messages.email;
  text("address", v.address, 200, messages.address);
  text("unit", v.unit, 20, trash ? messages.unit : null);
  if (!isArea(v.city)) errors.city = messages.city;
  const counted = countField(v);
  if (counted && countValue(v) === null) errors[counted] = messages[counted];
  if (!trash && v.garageSize === "sqft" && !garageSizeText(v))
    errors.squareFeet = messages.squareFeet;
  if (v.startDate && !(/^\d{4}-\d{2}-\d{2}$/.test(v.startDate) && v.startDate >= today)) {
    errors.startDate = messages.startDate;
  }
  text("notes", v.notes, 2000, null);
  if (v.manager) text("propertyName", v.propertyName, 120, messages.propertyName);
  return errors;
}

/** Checks the form against the table's rules and, when it passes, builds the row to insert. */
export function validate(v: RequestValues, today: string): Validation {
  const errors = findErrors(v, today);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // One count, the one asked for: a manager's units, or a resident's rooms.
  const counted = countField(v);
  return {
    ok: true,
    row: {
      service: serviceValues[v.service],
      name: clean(v.name),
      phone: toE164(v.phone) ?? "",
      email: orNull(v.email),
      address: clean(v.address),
      unit: orNull(v.unit),
      city: v.city,
      rooms: counted === "rooms" ? countValue(v) : null,
      garage_size: garageSizeText(v),
      start_date: v.startDate || null,
      contact_method: v.contactMethod,
      notes: orNull(v.notes),
      property_name: v.manager ? orNull(v.propertyName) : null,
      units: counted === "units" ? countValue(v) : null,
      sms_consent: v.smsConsent,
    },
  };
}
