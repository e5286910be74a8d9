import { siteConfig } from "@/config/site";
import { partnerConfig } from "@/features/partner/content";
import { partnerLimits, readUnits } from "@/lib/partners";
import { toE164 } from "@/lib/phone";
import type { Property } from "@/features/partner/api/account";

/**
 * The partner's forms checked as the database checks them (partnerLimits are its CHECKs), so
 * that what a form accepts the database stores, and each refusal names its field in words.
 */

const { errors: messages } = partnerConfig;

/** A form's check: the value to save, or a message per field that needs a look. */
export type Checked<Field extends string, Value> =
  { ok: true; value: Value } | { ok: false; errors: Partial<Record<Field, string>> };

/** A required or optional text within `max` characters (trimmed, as stored); its problem. */
function text(value: string, max: number, required: boolean): string | undefined {
  const trimmed = value.trim();
  if (required && !trimmed) return messages.required;
  return trimmed.length > max ? messages.tooLong(max) : undefined;
}

/** The problems found, without the fields that have none. */
const problems = <Field extends string>(found: Record<Field, string | undefined>) =>
  Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as Partial<
    Record<Field, string>
  >;

export type CompanyValues = { company: string; contact: string; phone: string };
/** The partner row's own columns (public.partners), as inserted. */
export type CompanyRow = { company_name: string; contact_name: string; phone: string };

export function checkCompany(v: CompanyValues): Checked<keyof CompanyValues, CompanyRow> {
  const phone = toE164(v.phone);
  const errors = problems({
    company: text(v.company, partnerLimits.companyName, true),
    contact: text(v.contact, partnerLimits.contactName, true),
    phone: phone ? undefined : messages.phone,
  });
  if (Object.keys(errors).length || !phone) return { ok: false, errors };
  return {
    ok: true,
    value: { company_name: v.company.trim(), contact_name: v.contact.trim(), phone },
  };
}

export type SignUpValues = CompanyValues & { email: string; password: string };
type SignUp = { email: string; password: string; company: CompanyRow };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkSignUp(v: SignUpValues): Checked<keyof SignUpValues, SignUp> {
  const company = checkCompany(v);
  const email = v.email.trim();
  const errors = {
    ...(company.ok ? {} : company.errors),
    ...problems({
      email: emailPattern.test(email) && email.length <= 254 ? undefined : messages.email,
      // Auth's minimum (Supabase's default): a stricter rule of the project's says its reasons.
      password: v.password.length >= 8 ? undefined : messages.password,
    }),
  };
  if (!company.ok || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { email, password: v.password, company: company.value } };
}

/** The company a sign-up kept in the account's metadata, if it is all there and valid. */
export function companyFromMetadata(data: Record<string, unknown> | undefined): CompanyRow | null {
  const pick = (key: string) => {
    const value = data?.[key];
    return typeof value === "string" ? value : "";
  };
  const row = checkCompany({
    company: pick("company_name"),
    contact: pick("contact_name"),
    phone: pick("phone"),
  });
  return row.ok ? row.value : null;
}

/** A building in the form: `key` tells rows apart, `id` is the stored building's. */
export type BuildingValue = { key: string; id?: string; name: string };

export type PropertyValues = {
  name: string;
  street: string;
  city: string;
  units: string;
  from: string;
  until: string;
  rules: string;
  access: string;
  buildings: BuildingValue[];
};

type PropertyField =
  "name" | "street" | "city" | "units" | "window" | "rules" | "access" | "buildings";

export type PropertyErrors = {
  fields: Partial<Record<PropertyField, string>>;
  /** Each building's problem, by its key. */
  buildings: Record<string, string>;
};

/** What rpc/save_property takes (supabase/migrations/20261126130000_save_property.sql). */
export type PropertySave = {
  property: {
    id?: string;
    name: string;
    street_address: string;
    city: string;
    units: number;
    set_out_from: string | null;
    set_out_until: string | null;
    rules: string;
    access_notes: string;
  };
  buildings: { id?: string; name: string }[];
};

export const emptyProperty = (): PropertyValues => ({
  name: "",
  street: "",
  city: "",
  units: "",
  from: "",
  until: "",
  rules: "",
  access: "",
  buildings: [],
});

/** "18:00:00" as a time field shows it; the end of the day (24:00) as midnight, 00:00. */
const timeField = (time: string | null) => (time ? time.slice(0, 5).replace("24:00", "00:00") : "");

/** A stored property as its form starts. */
export function propertyValues(property: Property): PropertyValues {
  return {
    name: property.name,
    street: property.street_address,
    city: property.city,
    units: String(property.units),
    from: timeField(property.set_out_from),
    until: timeField(property.set_out_until),
    rules: property.rules ?? "",
    access: property.access_notes ?? "",
    buildings: property.buildings.map((b) => ({ key: b.id, id: b.id, name: b.name })),
  };
}

/** The window as stored: both times or neither, the end after the start (midnight ends the day). */
function setOutWindow(from: string, until: string): [string | null, string | null] | null {
  if (!from && !until) return [null, null];
  if (!/^\d\d:\d\d$/.test(from) || !/^\d\d:\d\d$/.test(until)) return null;
  const end = until === "00:00" ? "24:00" : until;
  return end > from ? [from, end] : null;
}

function buildingProblems(buildings: BuildingValue[]): Record<string, string> {
  const names = buildings.map((b) => b.name.trim());
  const found: Record<string, string> = {};
  buildings.forEach((b, i) => {
    const name = names[i] ?? "";
    const problem = !name
      ? messages.buildingBlank
      : name.length > partnerLimits.buildingName
        ? messages.tooLong(partnerLimits.buildingName)
        : names.indexOf(name) !== i || names.lastIndexOf(name) !== i
          ? messages.buildingTwice
          : undefined;
    if (problem) found[b.key] = problem;
  });
  return found;
}

export function checkProperty(
  v: PropertyValues,
  id?: string,
): { ok: true; value: PropertySave } | { ok: false; errors: PropertyErrors } {
  const times = setOutWindow(v.from, v.until);
  const units = readUnits(v.units);
  const fields = problems<PropertyField>({
    name: text(v.name, partnerLimits.propertyName, true),
    street: text(v.street, partnerLimits.streetAddress, true),
    city: siteConfig.areas.includes(v.city) ? undefined : messages.city,
    units: units === null ? messages.units : undefined,
    window: times ? undefined : messages.window,
    rules: text(v.rules, partnerLimits.rules, false),
    access: text(v.access, partnerLimits.accessNotes, false),
    buildings: v.buildings.length > partnerLimits.buildings ? messages.tooManyBuildings : undefined,
  });
  const buildings = buildingProblems(v.buildings);
  if (Object.keys(fields).length || Object.keys(buildings).length || !times || units === null) {
    return { ok: false, errors: { fields, buildings } };
  }
  return {
    ok: true,
    value: {
      property: {
        ...(id && { id }),
        name: v.name.trim(),
        street_address: v.street.trim(),
        city: v.city,
        units,
        set_out_from: times[0],
        set_out_until: times[1],
        rules: v.rules.trim(),
        access_notes: v.access.trim(),
      },
      buildings: v.buildings.map((b) => ({ ...(b.id && { id: b.id }), name: b.name.trim() })),
    },
  };
}
