import type { ServiceRequestRow } from "@/lib/service-request";
import { requestConfig } from "@/features/request/content/request";
import { serviceValues } from "@shared/services";
import { toE164 } from "@/lib/phone";
import { garageSizeText, isArea, wholeNumber, type FieldName, type RequestValues } from "./values";

export type FieldErrors = Partial<Record<FieldName, string>>;

export type Validation = { ok: true; row: ServiceRequestRow } | { ok: false; errors: FieldErrors };

const { errors: messages } = requestConfig;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Lengths and ranges are the database's CHECKs (supabase/migrations), so that a request the
// form accepts is never refused by the server.
function findErrors(v: RequestValues, today: string): FieldErrors {
  const trash = v.service === "trash-collection";
  const errors: FieldErrors = {};
  const text = (field: FieldName, value: string, max: number, required: string | null) => {
    const trimmed = value.trim();
    if (!trimmed && required) errors[field] = required;
    else if (trimmed.length > max) errors[field] = messages.tooLong(max);
  };
  text("name", v.name, 100, messages.name);
  if (!toE164(v.phone)) errors.phone = messages.phone;
  const email = v.email.trim();
  if (email && (email.length > 254 || !emailPattern.test(email))) errors.email = messages.email;
  text("address", v.address, 200, messages.address);
  text("unit", v.unit, 20, trash ? messages.unit : null);
  if (!isArea(v.city)) errors.city = messages.city;
  if (trash && wholeNumber(v.rooms, 1, 500) === null) errors.rooms = messages.rooms;
  if (!trash && v.garageSize === "sqft" && !garageSizeText(v))
    errors.squareFeet = messages.squareFeet;
  if (v.startDate && !(/^\d{4}-\d{2}-\d{2}$/.test(v.startDate) && v.startDate >= today)) {
    errors.startDate = messages.startDate;
  }
  text("notes", v.notes, 2000, null);
  if (v.manager) {
    text("propertyName", v.propertyName, 120, messages.propertyName);
    if (wholeNumber(v.units, 1, 5000) === null) errors.units = messages.units;
  }
  return errors;
}

const orNull = (text: string) => text.trim() || null;

/** Checks the form against the table's rules and, when it passes, builds the row to insert. */
export function validate(v: RequestValues, today: string): Validation {
  const errors = findErrors(v, today);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const trash = v.service === "trash-collection";
  return {
    ok: true,
    row: {
      service: serviceValues[v.service],
      name: v.name.trim(),
      phone: toE164(v.phone) ?? "",
      email: orNull(v.email),
      address: v.address.trim(),
      unit: orNull(v.unit),
      city: v.city,
      rooms: trash ? wholeNumber(v.rooms, 1, 500) : null,
      garage_size: garageSizeText(v),
      start_date: v.startDate || null,
      contact_method: v.contactMethod,
      notes: orNull(v.notes),
      property_name: v.manager ? orNull(v.propertyName) : null,
      units: v.manager ? wholeNumber(v.units, 1, 5000) : null,
      sms_consent: v.smsConsent,
    },
  };
}
