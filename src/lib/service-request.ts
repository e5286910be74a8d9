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
