import { otherCity, type ContactMethod } from "@/lib/service-request";
import { siteConfig, type CategoryId } from "@/config/site";

/** The garage's size as the form offers it: by cars, or "sqft" for square feet typed in. */
export type GarageSize = "" | "1-car" | "2-car" | "3-car" | "sqft";

/** What the form holds: strings as typed, so that nothing a person wrote is ever lost. */
export type RequestValues = {
  service: CategoryId;
  name: string;
  phone: string;
  email: string;
  address: string;
  unit: string;
  city: string;
  rooms: string;
  garageSize: GarageSize;
  squareFeet: string;
  startDate: string;
  contactMethod: ContactMethod;
  notes: string;
  manager: boolean;
  propertyName: string;
  units: string;
  smsConsent: boolean;
};

export type FieldName = keyof RequestValues;

export const emptyValues = (service: CategoryId = siteConfig.defaultCategory): RequestValues => ({
  service,
  name: "",
  phone: "",
  email: "",
  address: "",
  unit: "",
  city: "",
  rooms: "",
  garageSize: "",
  squareFeet: "",
  startDate: "",
  contactMethod: "text",
  notes: "",
  manager: false,
  propertyName: "",
  units: "",
  smsConsent: false,
});

/** The most of each count the database takes (its CHECKs on rooms and units). */
const countLimits = { rooms: 500, units: 5000 } as const;

/**
 * The one count a trash collection request is priced by, as the form asks for it: a property
 * manager's units, or a resident's rooms; null for a garage cleanout.
 */
export const countField = (values: Pick<RequestValues, "service" | "manager">) =>
  values.service !== "trash-collection" ? null : values.manager ? "units" : "rooms";

/** That count as typed, when it is a whole number the database takes, else null. */
export function countValue(values: RequestValues): number | null {
  const field = countField(values);
  return field && wholeNumber(values[field], 1, countLimits[field]);
}

/** A whole number from min to max as typed ("12"), or null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
}

/** The garage size as stored: "2-car", or "650 sq ft" when given in square feet. */
export function garageSizeText(values: RequestValues): string | null {
  if (values.service !== "garage-cleanouts" || !values.garageSize) return null;
  if (values.garageSize !== "sqft") return values.garageSize;
  const feet = wholeNumber(values.squareFeet, 1, 100000);
  return feet === null ? null : `${feet} sq ft`;
}

export const isArea = (city: string) => siteConfig.areas.includes(city) || city === otherCity;
