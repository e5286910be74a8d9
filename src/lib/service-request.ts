import type { ServiceValue } from "@shared/services";

/**
 * One row of public.service_requests as the form inserts it (status and created_at are the
 * database's); the form adds the id it made and how many photos follow.
 */
export type ServiceRequestRow = {
  id?: string;
  photo_count?: number;
  service: ServiceValue;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  unit: string | null;
  city: string;
  rooms: number | null;
  garage_size: string | null;
  start_date: string | null;
  contact_method: "text" | "call";
  notes: string | null;
  property_name: string | null;
  units: number | null;
  sms_consent: boolean;
};

/**
 * The short names of a request's facts, as the request page's summary, its text message and the
 * owner's inbox all show them: one list, so that the owner reads the words the visitor saw.
 */
export const requestFieldLabels = {
  service: "Service",
  name: "Name",
  phone: "Phone",
  email: "E-mail",
  address: "Address",
  unit: "Unit",
  city: "City",
  rooms: "Rooms",
  garageSize: "Garage size",
  startDate: "Start date",
  contactMethod: "Contact",
  notes: "Notes",
  propertyName: "Property",
  units: "Units",
  smsConsent: "Texts about this request",
  photos: "Photos",
};
