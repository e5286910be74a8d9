import { otherCity, type ContactMethod, type GarageSize } from "@/features/request/content/request";
import { siteConfig, type CategoryId } from "@/config/site";

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

/** A visitor's local date as YYYY-MM-DD: "today" is theirs, not UTC's. */
export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A whole number from min to max as typed ("12"), or null. */
export function wholeNumber(text: string, min: number, max: number): number | null {
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
